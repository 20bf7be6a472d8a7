import Phrasebook

/// A conversation with the sample apps on any lines, each a turn: what
/// `phrased` does for a client that answers its questions (`phrase send
/// --conversation`, Wyoming). A line starting `!` is a new command, never
/// an answer; the others may answer the question pending.
///
/// - every turn's result has the shape `MatcherCheck` checks (status,
///   app and intent loaded, parameters declared, confidences in 0...1);
/// - an answer keeps what was asked: the same app and intent, and every
///   parameter the question's reading had, with its value;
/// - no reading names a parameter twice;
/// - a question is pending after a turn exactly when the turn's result is
///   `needs-value`, and never after more failed attempts than allowed;
/// - a turn is `cancelled` only when a line that may answer meets an open
///   question, and no question is pending after it;
/// - the same turns from a new conversation answer the same.
enum ConversationCheck {
    static func run(_ bytes: [UInt8], _ check: inout Invariants) {
        guard let catalog = MatcherCheck.sampleCatalog else {
            check.expect(false, "the sample apps in \(MatcherCheck.phrasesDirectory) did not load")
            return
        }
        let lines = text(bytes).split(separator: "\n", omittingEmptySubsequences: false).prefix(8).map(String.init)
        let turns = converse(lines, catalog)
        var asked: MatchResult?
        for (line, (turn, pending)) in zip(lines, turns) {
            let said = line.debugDescription
            let request = MatcherCheck.Request(mode: 0, utterance: line.hasPrefix("!") ? String(line.dropFirst()) : line, catalog: catalog)
            guard let result = turn.result else {
                // A cancel: only of an open question, by a line that may answer, leaving none.
                check.expect(turn.isAnswer && asked != nil && !line.hasPrefix("!"), "\(said) cancelled with no question open")
                check.expect(pending == nil, "\(said) cancelled, yet a question is pending")
                asked = nil
                continue
            }
            MatcherCheck.checkShape(result, request, catalog, &check)
            if let invocation = result.invocation {
                let names = invocation.parameters.map(\.name)
                check.expect(Set(names).count == names.count, "a parameter named twice: \(names) (\(said))")
            }
            if turn.isAnswer, let question = asked?.invocation, let answer = result.invocation {
                check.expect(
                    answer.app == question.app && answer.intent == question.intent,
                    "\(said) answered \(question.intent) of \(question.app) as \(answer.intent) of \(answer.app)")
                for kept in question.parameters {
                    check.expect(answer.parameter(kept.name) == kept.value, "\(said), an answer, lost or changed \(kept.name)")
                }
            }
            check.expect(
                (pending != nil) == (result.status == .needsValue),
                "after \(said): \(result.status), yet a question is \(pending == nil ? "not " : "")pending")
            if let pending {
                check.expect(pending.failedAttempts <= PendingQuestion.maximumFailedAttempts, "\(pending.failedAttempts) failed attempts")
            }
            asked = pending?.result
        }
        check.expect(converse(lines, catalog).map(\.0) == turns.map(\.0), "the same turns answered differently the second time")
    }

    /// Each line's turn, and the question pending after it.
    static func converse(_ lines: [String], _ catalog: Catalog) -> [(Conversation.Turn, PendingQuestion?)] {
        var conversation = Conversation()
        return lines.map { line in
            let command = line.hasPrefix("!")
            let text = command ? String(line.dropFirst()) : line
            let turn = conversation.respond(to: text, mayAnswer: !command, in: catalog) { catalog.match(text) }
            return (turn, conversation.question)
        }
    }
}
