extension Conversation {
    /// Whether `text`, all of it, says yes to an action read back ("yes",
    /// "yeah", "sure", "do it", "go ahead"), in English or in `language`'s
    /// own words ("ja", "oui", "sí"), politeness after allowed ("yes
    /// please"). A line that says more ("yes and open my notes") is not.
    package static func isYes(_ text: String, language: String?) -> Bool {
        says(text, language: language, hesitations: false) { $0.yes }
    }

    /// Whether `text`, all of it, says no to an action read back ("no",
    /// "nope", "don't"), as ``isYes(_:language:)`` reads it, or after a
    /// hesitation or a no ("no, that's wrong"). A cancel says no too
    /// (``isCancel(_:language:)``).
    package static func isNo(_ text: String, language: String?) -> Bool {
        says(text, language: language, hesitations: false) { $0.no } || says(text, language: language, hesitations: true) { $0.no }
            || isCancel(text, language: language)
    }

    /// `action`, an action read back, with the value `text` corrects: a
    /// no, then what was meant ("no, login bug", "no, Siobhan"). What
    /// follows the no is a value of one of the action's list parameters
    /// where it names one, all of it, and exactly one; else, where the
    /// action has exactly one free-text parameter, that text (its words
    /// the value, the rest as said the title, as an answer to a question).
    /// `nil` — the line is a request of its own — where it does not open
    /// with a no, says nothing after it, says an exact phrase, or puts no
    /// one value right. Values the shortcut fixes are not corrected.
    static func correcting(
        _ action: MatchResult, with text: String, language: String?, options: MatchOptions, in catalog: Catalog
    ) -> MatchResult? {
        guard case .matched(var invocation) = action.outcome, let app = catalog.app(named: invocation.app),
            let intent = app.intents[invocation.intent], let meant = afterNo(text, language: language)
        else { return nil }
        if catalog.matchIfExact(meant, options: options)?.isAccepted == true { return nil }
        let given = intent.parameters.filter { invocation.parameter($0.name) != nil && !app.isBound($0.name, in: invocation) }
        // All of it, politeness after it aside ("no, home please").
        let ends = Set(
            [Normalizer.tokens(meant, language: language).count]
                + CancelWords.languages(language).map { CancelWords.of($0).trimming(meant, in: $0, hesitations: false).count })
        let named = given.filter { $0.kind == .entity || $0.kind == .enumeration }.compactMap { parameter in
            value(for: meant, parameter: parameter, in: app, language: language).flatMap { found in
                found.words.map { $0.lowerBound == 0 && ends.contains($0.upperBound) } == true ? (name: parameter.name, value: found.value) : nil
            }
        }
        let texts = given.filter { $0.kind == .text }
        let corrected: (name: String, value: ParameterValue)
        if named.count == 1 {
            corrected = named[0]
        } else if named.isEmpty, texts.count == 1, let text = value(for: meant, parameter: texts[0], in: app, language: language) {
            corrected = (texts[0].name, text.value)
        } else {
            return nil
        }
        invocation.parameters = invocation.parameters.map {
            $0.name == corrected.name ? MatchResult.NamedValue(name: $0.name, value: corrected.value) : $0
        }
        return MatchResult(.matched(invocation), confidence: action.confidence, hypothesis: action.hypothesis)
    }

    /// What `text` says after a no it opens with ("No, login bug" →
    /// "login bug"; "no, I said login bug" too), as said: `nil` where it
    /// opens otherwise or says nothing more. A no is one word of English's
    /// or `language`'s ways to say it ("no", "nope", "nein").
    static func afterNo(_ text: String, language: String?) -> String? {
        let words = CancelWords.languages(language).map(CancelWords.of)
        let noWords = Set(words.flatMap { $0.no.filter { $0.count == 1 }.map { $0[0] } })
        var chunks = text.split(whereSeparator: { $0.isWhitespace })[...]
        var saidNo = false
        while let first = chunks.first {
            let said = Normalizer.tokens(String(first), language: language)
            guard !said.isEmpty, said.allSatisfy(noWords.contains) else { break }
            saidNo = true
            chunks.removeFirst()
        }
        // "I said", "I meant": the longest that the next words say.
        for leadIn in words.flatMap(\.meant).sorted(by: { $0.count > $1.count }) where saidNo {
            var said: [String] = [], taken = 0
            while said.count < leadIn.count, taken < chunks.count {
                said += Normalizer.tokens(String(chunks[chunks.startIndex + taken]), language: language)
                taken += 1
            }
            if said == leadIn, taken < chunks.count {
                chunks.removeFirst(taken)
                break
            }
        }
        let meant = chunks.joined(separator: " ")
        return saidNo && !Normalizer.tokens(meant, language: language).isEmpty ? meant : nil
    }
}

extension MatchResult {
    /// A `matched` result's action read back as a question: its phrase
    /// with each slot said as its value's title (free text, as `catalog`
    /// declares it, in quotes, as the transcript wrote it) and the app's name, "Split “the pitch hire”
    /// with Five-a-side on Divi?". `nil` for another status.
    /// Values the phrase has no slot for, and its shortcut does not fix,
    /// were answers to questions: they follow, "Save idea to CodingBridge:
    /// “Buy more milk”?".
    package func readBack(in catalog: Catalog) -> String? {
        guard case .matched(let invocation) = outcome else { return nil }
        let app = catalog.app(named: invocation.app)
        let intent = app?.intents[invocation.intent]
        func said(_ name: String, _ value: ParameterValue) -> String {
            let title = value.title ?? value.value
            return intent?.takesText(name) == true ? "“\(title)”" : title
        }
        // The phrase as the matcher reports it, read back into pieces.
        let location = SourceLocation(file: invocation.app, line: 0, column: 0)
        guard case .success(let template) = Template.parsing(catalogText: invocation.phrase, at: location) else {
            return invocation.shortcut + "?"
        }
        var text = ""
        for piece in template.pieces {
            switch piece {
            case .text(let words): text += words
            case .applicationName: text += invocation.app
            case .parameter(let name):
                guard let value = invocation.parameter(name) else { continue }
                text += said(name, value)
            }
        }
        let answered = invocation.parameters.filter { named in
            !invocation.phrase.contains("${\(named.name)}") && app?.isBound(named.name, in: invocation) != true
        }
        let spaced = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        return spaced + (answered.isEmpty ? "" : ": " + answered.map { said($0.name, $0.value) }.joined(separator: ", ")) + "?"
    }
}
