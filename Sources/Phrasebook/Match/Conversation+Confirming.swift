extension Conversation {
    /// Whether `text`, all of it, says yes to an action read back ("yes",
    /// "yeah", "sure", "do it", "go ahead"), in English or in `language`'s
    /// own words ("ja", "oui", "sí"), politeness after allowed ("yes
    /// please"). A line that says more ("yes and open my notes") is not.
    package static func isYes(_ text: String, language: String?) -> Bool {
        says(text, language: language) { $0.yes }
    }

    /// Whether `text`, all of it, says no to an action read back ("no",
    /// "nope", "don't"), as ``isYes(_:language:)`` reads it. A cancel says
    /// no too (``isCancel(_:language:)``).
    package static func isNo(_ text: String, language: String?) -> Bool {
        says(text, language: language) { $0.no } || isCancel(text, language: language)
    }

    private static func says(_ text: String, language: String?, _ phrases: (CancelWords) -> Set<[String]>) -> Bool {
        var languages = [Normalizer.Language.english]
        let asked = Normalizer.Language(code: language)
        if asked != .english { languages.append(asked) }
        return languages.contains { language in
            let words = CancelWords.of(language)
            return phrases(words).contains(words.trimming(text, in: language, hesitations: false))
        }
    }
}

extension MatchResult {
    /// A `matched` result's action read back as a question: its phrase
    /// with each slot said as its value's title (free text, as `catalog`
    /// declares it, in quotes) and the app's name, "Split “the pitch hire”
    /// with Five-a-side on Divi?". `nil` for another status.
    package func readBack(in catalog: Catalog) -> String? {
        guard case .matched(let invocation) = outcome else { return nil }
        let intent = catalog.app(named: invocation.app)?.intents[invocation.intent]
        var text = ""
        var rest = Substring(invocation.phrase)
        while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            text += rest[..<open.lowerBound]
            let name = String(rest[open.upperBound..<close])
            if name == "applicationName" {
                text += invocation.app
            } else if let value = invocation.parameter(name) {
                let isText = intent?.parameter(named: name)?.kind == .text
                text += isText ? "“\(value.value)”" : value.title ?? value.value
            }
            rest = rest[rest.index(after: close)...]
        }
        text += rest
        let spaced = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        return spaced + "?"
    }
}
