extension Conversation {
    /// Whether `text`, all of it, says yes to an action read back ("yes",
    /// "yeah", "sure", "do it", "go ahead"), in English or in `language`'s
    /// own words ("ja", "oui", "sí"), politeness after allowed ("yes
    /// please"). A line that says more ("yes and open my notes") is not.
    package static func isYes(_ text: String, language: String?) -> Bool {
        says(text, language: language, hesitations: false) { $0.yes }
    }

    /// Whether `text`, all of it, says no to an action read back ("no",
    /// "nope", "don't"), as ``isYes(_:language:)`` reads it. A cancel says
    /// no too (``isCancel(_:language:)``).
    package static func isNo(_ text: String, language: String?) -> Bool {
        says(text, language: language, hesitations: false) { $0.no } || isCancel(text, language: language)
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
