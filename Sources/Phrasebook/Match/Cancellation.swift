/// A `needs-value` question ended by the person asked — "cancel", "never
/// mind", "stop", "forget it" (``Conversation/isCancel(_:language:)``) —
/// or an action read back answered no (``Conversation/isNo(_:language:)``),
/// answered with status `cancelled`: nothing is run, and the next line is a
/// new request.
///
/// Not a ``MatchResult``: it says nothing about an utterance's meaning, only
/// that a conversation's question was dropped.
package struct Cancellation: Sendable, Hashable {
    /// The `needs-value` result whose question ended, or the `matched`
    /// action not confirmed.
    package var question: MatchResult
    /// The language the question was asked in (`en`, `de`), for the
    /// acknowledgement.
    package var language: String

    /// The answer's `status`.
    package static let status = "cancelled"

    package init(question: MatchResult, language: String) {
        self.question = question
        self.language = language
    }

    /// A short acknowledgement to speak, in the question's language:
    /// "Cancelled.", "Abgebrochen.", "Annulé.".
    package var acknowledgement: String {
        switch Normalizer.Language(code: language) {
        case .english: "Cancelled."
        case .german: "Abgebrochen."
        case .french: "Annulé."
        case .spanish: "Cancelado."
        case .italian: "Annullato."
        case .brazilianPortuguese, .europeanPortuguese: "Cancelado."
        case .dutch: "Geannuleerd."
        case .japanese: "キャンセルしました。"
        case .chinese: "已取消。"
        }
    }

    /// The answer as the socket writes it: the question's app, intent,
    /// shortcut, the parameters filled so far and the `parameter` that was
    /// asked for, confidence 1 (the whole line was a cancel), no
    /// alternatives.
    ///
    ///     {"status":"cancelled","app":"CodingBridge","intent":"CaptureIdeaIntent","shortcut":"Capture Idea",
    ///      "confidence":1,"parameters":{},"parameter":"idea","alternatives":[]}
    package var json: JSON {
        var pairs: [(String, JSON)] = [("status", .string(Self.status))]
        if let invocation = question.invocation {
            pairs += [
                ("app", .string(invocation.app)), ("intent", .string(invocation.intent)), ("shortcut", .string(invocation.shortcut)),
                ("confidence", .number(1)), ("parameters", MatchResult.json(invocation.parameters)),
            ]
        }
        if let parameter = question.parameter { pairs.append(("parameter", .string(parameter))) }
        pairs.append(("alternatives", .array([])))
        return .object(pairs)
    }
}
