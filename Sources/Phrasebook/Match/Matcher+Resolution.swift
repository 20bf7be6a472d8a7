extension Matcher {
    /// Turns the readings of an utterance into a result: a veto, a match,
    /// an ambiguity or a question (SPEC §4).
    ///
    /// - Parameters:
    ///   - readings: every reading, any order.
    ///   - margin: readings of different meaning closer than this to the best are ambiguous.
    ///   - pool: every reading of the utterance, accepted or not: where
    ///     other templates would have had a value said (stage 8b).
    func resolve(_ readings: [Reading], margin: Double, pool: [Reading] = []) -> MatchResult {
        let entries = index.entries
        let sorted = readings.count < 2 ? readings : readings.sorted { a, b in
            if a.score != b.score { return a.score > b.score }
            let ea = entries[Int(a.entry)], eb = entries[Int(b.entry)]
            // Equal scores: positives in source order before negatives, more parameters first.
            if ea.isNegative != eb.isNegative { return !ea.isNegative }
            if a.parameters.count != b.parameters.count { return a.parameters.count > b.parameters.count }
            return (ea.app, ea.shortcut, ea.template) < (eb.app, eb.shortcut, eb.template)
        }
        guard !sorted.isEmpty else { return .noMatch }
        let positives = sorted.filter { !entries[Int($0.entry)].isNegative }
        let bestNegative = sorted.first { entries[Int($0.entry)].isNegative }

        // A negative phrase vetoes when it fits at least as well as the best positive.
        if let negative = bestNegative, negative.score >= (positives.first?.score ?? 0) {
            let entry = entries[Int(negative.entry)]
            return MatchResult(
                .rejected(app: apps[Int(entry.app)].name, negativePhrase: entry.text), confidence: negative.confidence,
                alternatives: distinctCandidates(positives, limit: options.alternativeLimit), hypothesis: negative.hypothesis)
        }
        guard !positives.isEmpty else { return .noMatch }

        // Readings that mean the same thing, or that agree on every parameter they
        // share (the generic shortcut said with `sleep`, and the shortcut bound to
        // `sleep` for 20 minutes), are one meaning: the most specific stands for it.
        // Each candidate is built once; `score` travels with it as `confidence`.
        var meanings: [(reading: Reading, candidate: MatchResult.Candidate)] = []
        for reading in positives {
            let c = candidate(reading)
            if let i = meanings.firstIndex(where: { isCompatible($0.candidate, c) }) {
                let kept = meanings[i]
                if kept.reading.score - reading.score <= margin, c.parameters.count > kept.candidate.parameters.count {
                    var specific = c
                    specific.confidence = kept.reading.confidence
                    var standing = reading
                    standing.score = kept.reading.score
                    standing.hypothesis = kept.reading.hypothesis
                    meanings[i] = (standing, specific)
                }
                continue
            }
            meanings.append((reading, c))
        }
        let top = meanings[0]
        let rivals = meanings.dropFirst().filter { top.reading.score - $0.reading.score <= margin }
        if !rivals.isEmpty {
            let candidates = ([top] + rivals).map(\.candidate)
            let appNames = Set(candidates.map(\.app))
            return MatchResult(
                .ambiguous(app: appNames.count == 1 ? appNames.first : nil), confidence: top.reading.confidence,
                alternatives: candidates, hypothesis: top.reading.hypothesis)
        }
        return matched(top, among: positives, pool: pool, runnersUp: meanings.dropFirst().prefix(options.alternativeLimit).map(\.candidate))
    }

    /// The first `limit` different invocations among `readings` (best
    /// first), as candidates: an n-best list reads one phrase in several
    /// hypotheses, and a list of alternatives names it once.
    func distinctCandidates(_ readings: [Reading], limit: Int) -> [MatchResult.Candidate] {
        var candidates: [MatchResult.Candidate] = []
        for reading in readings {
            guard candidates.count < limit else { break }
            let c = candidate(reading)
            if !candidates.contains(where: { $0.invocation == c.invocation }) { candidates.append(c) }
        }
        return candidates
    }

    /// The result of the meaning that stands: `matched`, or `needs-value`
    /// where a required parameter is missing or a value said was not
    /// placed (stage 8b, `unplacedValue`). A value said beside the phrase
    /// fills a required parameter the phrase leaves open ("order a large
    /// latte"). A value heard by sound and left over is placed by the
    /// reading among `readings` whose template explains it, if one is
    /// within `unplacedValueMargin` and keeps every value placed
    /// (`explainingKeepsValues`); else, said clearly enough
    /// (`placedValue`), it fills its parameter; else it is asked for, as a
    /// missing one is, in the language the phrase was said in: never a
    /// `matched` without what was said.
    private func matched(
        _ meaning: (reading: Reading, candidate: MatchResult.Candidate), among readings: [Reading], pool: [Reading],
        runnersUp: [MatchResult.Candidate]
    ) -> MatchResult {
        // Stage 8a: another phrase said whole, with a value its list lacks.
        if let other = otherPhraseSaidWhole(besides: meaning.reading, pool: pool) {
            var result = MatchResult.noMatch
            result.alternatives = [meaning.candidate, candidate(other)]
            return result
        }
        let entry = index.entries[Int(meaning.reading.entry)]
        let app = apps[Int(entry.app)]
        let shortcut = app.shortcuts[Int(entry.shortcut)]
        let intent = app.intents[shortcut.intentName]
        let language = translatedLanguage(of: entry, in: app)
        var invocation = meaning.candidate.invocation
        if let intent, meaning.reading.leftOver != 0 {
            invocation = app.fillingRequiredParameters(of: invocation, intent: intent, from: meaning.reading.besidePhrase, language: language)
        }
        // The reading that stands instead, when another explains a value said.
        var explaining: Reading?
        var unheard: Parameter?
        if let intent,
            let unplaced = unplacedValue(in: meaning.reading, invocation: invocation, intent: intent, app: app, appNumber: entry.app, pool: pool)
        {
            let name = unplaced.parameter.name
            if let other = readings.first(where: { other in
                meaning.reading.score - other.score <= parameters.unplacedValueMargin && other.parameters.contains { $0.name == name }
                    && isCompatible(candidate(other), meaning.candidate) && (parameters.explainingKeepsValues == 0 || keeps(invocation, other))
            }) {
                explaining = other
                invocation = candidate(other).invocation
            } else if let value = placedValue(of: unplaced) {
                let said = app.localized(ParameterValue(value: value.id, title: value.title), of: unplaced.parameter, in: language)
                invocation.parameters.append(MatchResult.NamedValue(name: name, value: said))
            } else {
                unheard = unplaced.parameter
            }
        }
        // A value placed that words left over beside it make doubtful.
        if unheard == nil, explaining == nil, let intent,
            let doubtful = doubtfulValue(in: meaning.reading, invocation: invocation, intent: intent, appNumber: entry.app)
        {
            invocation.parameters.removeAll { $0.name == doubtful.name }
            unheard = doubtful
        }
        var outcome = MatchResult.Outcome.matched(invocation)
        if let missing = unheard ?? intent?.firstMissingRequiredParameter(of: invocation) {
            outcome = .needsValue(
                invocation, MatchResult.Question(parameter: missing.name, prompt: app.prompt(for: missing, in: language), language: language))
        }
        let standing = explaining ?? meaning.reading
        // Stage 8c: a value heard that may be two values said together.
        if case .matched = outcome, let together = runTogetherValues(in: standing, invocation: invocation, app: app, language: language) {
            let heard = MatchResult.Candidate(invocation, confidence: standing.confidence)
            return MatchResult(.ambiguous(app: app.name), confidence: standing.confidence, alternatives: [heard, together], hypothesis: standing.hypothesis)
        }
        var confidence = standing.confidence
        // Stage 9: an app's name heard more like another app's.
        if case .matched = outcome, standing.nameHeardMoreLikeAnother, confidence > parameters.otherNameConfidence {
            confidence = max(parameters.otherNameConfidence, options.threshold)
        }
        return MatchResult(outcome, confidence: confidence, alternatives: runnersUp, hypothesis: standing.hypothesis)
    }

    /// Stage 8a (`otherPhraseSaidWhole`): a reading of another intent,
    /// from the same words (the same hypothesis, not what followed a false
    /// start), whose template the words say whole — every
    /// word of it as written, in order, but that its first may be misheard,
    /// another word left over in its place ("but do i make a latte";
    /// `otherPhraseFirstWordMisheard`) — and that leaves its slot unsaid
    /// beside words `reading` took, where `reading` leaves over a word of
    /// that template (not a minor word, nor one its own template says).
    /// "how do i make a latte" is Cuiseau's "How do I make ${recipe}" with
    /// a recipe it lacks as much as Zoppa's "Make me a ${drink}" with "how
    /// do i" said before it: a question, not an order.
    func otherPhraseSaidWhole(besides reading: Reading, pool: [Reading]) -> Reading? {
        guard parameters.otherPhraseSaidWhole > 0, reading.leftOver != 0 else { return nil }
        let entries = index.entries
        let intent = index.intentNumbers[Int(reading.entry)]
        let own = entries[Int(reading.entry)]
        let minorWords = PhraseIndex.minorWords(in: index.locales[Int(own.locale)])
        func says(_ entry: PhraseIndex.Entry, _ id: Int32) -> Bool { entry.symbols.contains { $0 == .token(id) } }
        for other in pool where other.hypothesis == reading.hypothesis && other.unsaidParameter != nil && other.words == reading.words {
            let entry = entries[Int(other.entry)]
            guard !entry.isNegative, index.intentNumbers[Int(other.entry)] != intent, other.unsaidBeside & ~reading.leftOver != 0 else { continue }
            let saysItsWord = reading.words.indices.prefix(64).contains { k in
                guard reading.isLeftOver(k), !other.isLeftOver(k), !minorWords.contains(reading.words[k]),
                    let id = index.vocabulary.id(of: reading.words[k])
                else { return false }
                return says(entry, id) && !says(own, id)
            }
            guard saysItsWord else { continue }
            var next = 0
            var misheardFirst = false
            let saidWhole = entry.symbols.enumerated().allSatisfy { place, symbol in
                guard case .token(let t) = symbol else { return true }
                guard let k = reading.words[next...].firstIndex(of: index.vocabulary.word(t)) else {
                    // Its first word misheard: another word left over there.
                    guard place == 0, parameters.otherPhraseFirstWordMisheard > 0 else { return false }
                    misheardFirst = true
                    return true
                }
                if misheardFirst, next == 0 {
                    guard k > 0, reading.isLeftOver(k - 1) else { return false }
                }
                next = k + 1
                return true
            }
            if saidWhole { return other }
        }
        return nil
    }

    /// The reading as a candidate: app, intent, shortcut (its title in the
    /// language of the phrase read), parameters (filled, then bound; enum
    /// cases titled in that language, ``App/localized(_:of:in:)``), and
    /// that language where it is a translation.
    func candidate(_ reading: Reading) -> MatchResult.Candidate {
        let entry = index.entries[Int(reading.entry)]
        let app = apps[Int(entry.app)]
        let shortcut = app.shortcuts[Int(entry.shortcut)]
        let language = translatedLanguage(of: entry, in: app)
        var parameters = reading.parameters
        for bound in shortcut.boundParameters where !parameters.contains(where: { $0.name == bound.parameter }) {
            parameters.append(.init(name: bound.parameter, value: bound.value))
        }
        if language != nil, let intent = app.intents[shortcut.intentName] {
            for i in parameters.indices {
                parameters[i].value = app.localized(parameters[i].value, of: intent.parameter(named: parameters[i].name), in: language)
            }
        }
        return MatchResult.Candidate(
            app: app.name, intent: shortcut.intentName, shortcut: app.title(of: shortcut, in: language),
            confidence: reading.confidence, parameters: parameters, phrase: entry.text, language: language)
    }

    /// The language of `entry`'s phrase when it is a translation, `nil` when
    /// it is one of `app`'s own phrases.
    func translatedLanguage(of entry: PhraseIndex.Entry, in app: App) -> String? {
        let language = index.locales[Int(entry.locale)]
        return language == app.sourceLanguage ? nil : language
    }

    /// Whether `reading` places every value `invocation` has: a reading
    /// that explains a value said but drops another one placed trades a
    /// value for a value.
    private func keeps(_ invocation: MatchResult.Invocation, _ reading: Reading) -> Bool {
        let placed = candidate(reading)
        return invocation.parameters.allSatisfy { placed.parameter($0.name) != nil }
    }

    /// Same app and intent, and no parameter with two different values.
    func isCompatible(_ a: MatchResult.Candidate, _ b: MatchResult.Candidate) -> Bool {
        guard a.app == b.app, a.intent == b.intent else { return false }
        for p in a.parameters {
            if let other = b.parameter(p.name), other.value != p.value.value { return false }
        }
        return true
    }
}
