/// Expectations and results written in `.phrasetest` syntax, so that what
/// `phrase test` prints after "got" can be pasted into a test file.
extension PhraseTestExpectation: CustomStringConvertible {
    public var description: String {
        switch self {
        case .matched(let intent):
            return intent.description
        case .needsValue(let parameter, _, let intent):
            return "needs-value \(parameter)" + (intent.map { " \($0)" } ?? "")
        case .ambiguous(let candidates):
            return (["ambiguous"] + (candidates.isEmpty ? [] : [candidates.map(\.description).joined(separator: " | ")])).joined(separator: " ")
        case .rejected(let phrase):
            return "rejected" + (phrase.map { " " + PhraseTestSyntax.quoted($0) } ?? "")
        case .noMatch:
            return "no-match"
        }
    }

    /// What `result` is, as an expectation that it would pass; `nil` for an `error` result.
    ///
    /// Apps are named without spaces (`DailyByte:OrderCoffeeIntent`), which
    /// the runner accepts for `Daily Byte`.
    public init?(describing result: MatchResult) {
        func intent(app: String?, intent: String?, parameters: [MatchResult.NamedValue]) -> IntentExpectation {
            IntentExpectation(
                app: app.map(PhraseTestSyntax.compactAppName), intent: intent ?? "?",
                parameters: parameters.map { ExpectedParameter(name: $0.name, value: $0.value.value, location: .nowhere) },
                location: .nowhere)
        }
        switch result.status {
        case .matched:
            self = .matched(intent(app: result.app, intent: result.intent, parameters: result.parameters))
        case .needsValue:
            self = .needsValue(parameter: result.parameter ?? "?", location: .nowhere,
                               intent: intent(app: result.app, intent: result.intent, parameters: result.parameters))
        case .ambiguous:
            self = .ambiguous(result.alternatives.map { intent(app: $0.app, intent: $0.intent, parameters: $0.parameters) })
        case .rejected:
            self = .rejected(negativePhrase: result.negativePhrase)
        case .noMatch:
            self = .noMatch
        case .error:
            return nil
        }
    }
}

extension IntentExpectation: CustomStringConvertible {
    /// `Landmarks:OpenLandmarkIntent target=niagara-falls`.
    public var description: String {
        var words = [(app.map { $0 + ":" } ?? "") + intent]
        words += parameters.map { "\($0.name)=\(PhraseTestSyntax.value($0.value))" }
        if allowsOtherParameters { words.append("...") }
        return words.joined(separator: " ")
    }
}

/// How values are written in a test file.
package enum PhraseTestSyntax {
    /// A bare word when it reads back as the same value, else a quoted string.
    static func value(_ text: String) -> String {
        let special: Set<Unicode.Scalar> = ["\"", "|", "[", "]", ",", "=", "\\"]
        // After `name=`, a leading `>` would read as the line's `=>`.
        let isBare = !text.isEmpty && text != "..." && !text.hasPrefix("#") && !text.hasPrefix(">")
            && !text.unicodeScalars.contains { $0.properties.isWhitespace || special.contains($0) }
        return isBare ? text : quoted(text)
    }

    /// `"…"` with `\"`, `\\`, `\n` and `\t` escaped.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for c in text.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }

    /// An app's name as one word: `Daily Byte` → `DailyByte`.
    static func compactAppName(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.filter { !$0.properties.isWhitespace && $0 != ":" }))
    }
}

extension SourceLocation {
    /// For expectations made from results, which come from no file.
    static let nowhere = SourceLocation(file: "", line: 0, column: 0)
}
