import Phrasebook

/// How a `transcript` or `recognize` is answered: the event for a match
/// result, with words a voice assistant can speak.
///
/// | result | `transcript` → | `recognize` → |
/// |---|---|---|
/// | `matched`, the handler ran | `handled`: its dialog line, else the shortcut's title | `intent`: name, entities, the shortcut's title |
/// | `matched`, the handler failed or timed out | `not-handled`: what went wrong | — |
/// | `matched`, no handler | `handled`: the shortcut's title | `intent` |
/// | `needs-value` | `handled`: the prompt (`requestValueDialog`) | `not-recognized`: the prompt |
/// | `ambiguous` | `not-handled`: "Did you mean …, or …?" | `not-recognized`: the same |
/// | `rejected` | `not-handled`: the negative phrase that vetoed it | `not-recognized`: the same |
/// | `no-match`, `error` | `not-handled`: why | `not-recognized`: why |
///
/// Every answer repeats the request's `context` and carries the match result
/// itself under `phrasebook` (with `dispatch` when a handler ran), which
/// Wyoming clients ignore.
package struct WyomingReply: Sendable, Hashable {
    /// Which event asked.
    package enum Kind: Sendable, Hashable {
        /// `transcript`: intent handling.
        case handle
        /// `recognize`: intent recognition.
        case recognize
    }

    package var kind: Kind
    /// The request's `context`, repeated.
    package var context: JSON?

    package init(_ kind: Kind, context: JSON? = nil) {
        self.kind = kind
        self.context = context
    }

    /// The answer to `result`, with `dispatch` (``JSON`` as the socket's
    /// `dispatch` object: `dialog`, `error`, …) when a handler ran.
    package func event(for result: MatchResult, dispatch: JSON? = nil) -> WyomingEvent {
        let (type, text) = kind == .handle ? handling(result, dispatch: dispatch) : recognition(result)
        var pairs: [(String, JSON)] = []
        if type == "intent", let invocation = result.invocation {
            pairs.append(("name", .string(invocation.intent)))
            pairs.append(
                ("entities", .array(invocation.parameters.map { .object([("name", .string($0.name)), ("value", .string($0.value.value))]) })))
        }
        pairs.append(("text", .string(text)))
        if let context { pairs.append(("context", context)) }
        pairs.append(("phrasebook", Response.matchResult(result, dispatch: dispatch)))
        return WyomingEvent(type, pairs)
    }

    /// `handled` or `not-handled`, and what to say.
    private func handling(_ result: MatchResult, dispatch: JSON?) -> (String, String) {
        switch result.outcome {
        case .matched(let invocation):
            if let problem = dispatch?["error"]?.stringValue { return ("not-handled", "\(invocation.shortcut) failed: \(problem).") }
            return ("handled", dispatch?["dialog"]?.stringValue ?? invocation.shortcut)
        case .needsValue(_, let question):
            return ("handled", question.prompt)
        default:
            return ("not-handled", Self.reason(result))
        }
    }

    /// `intent` or `not-recognized`, and what to say.
    private func recognition(_ result: MatchResult) -> (String, String) {
        switch result.outcome {
        case .matched(let invocation): ("intent", invocation.shortcut)
        case .needsValue(_, let question): ("not-recognized", question.prompt)
        default: ("not-recognized", Self.reason(result))
        }
    }

    /// Why nothing was done, in words to speak.
    static func reason(_ result: MatchResult) -> String {
        switch result.outcome {
        case .matched, .needsValue:
            return ""
        case .noMatch:
            return "No shortcut matches that."
        case .rejected(let app, let negativePhrase):
            return "\(app) does not do that: it matches the negative phrase “\(negativePhrase)”."
        case .ambiguous:
            var choices: [String] = []
            let apps = Set(result.alternatives.map(\.app))
            for candidate in result.alternatives {
                var choice = candidate.shortcut
                let values = candidate.parameters.map { $0.value.title ?? $0.value.value }
                if !values.isEmpty { choice += " with " + values.joined(separator: " and ") }
                if apps.count > 1 { choice += " in \(candidate.app)" }
                if !choices.contains(choice) { choices.append(choice) }
            }
            guard let last = choices.popLast() else { return "That could mean several things." }
            return choices.isEmpty ? "Did you mean \(last)?" : "Did you mean \(choices.joined(separator: ", ")), or \(last)?"
        case .error(let failure):
            return failure.message
        }
    }
}
