/// A `needs-value` question waiting for its answer: the next plain line is
/// the value (Siri: "What's your idea?" — "buy more milk").
package struct PendingQuestion: Sendable, Hashable {
    /// The `needs-value` result that asked.
    package var result: MatchResult
    /// Whether the answered result runs its handler.
    package var shouldDispatch: Bool
    /// How many answers could not be understood so far.
    package var failedAttempts = 0

    package init(result: MatchResult, shouldDispatch: Bool) {
        self.result = result
        self.shouldDispatch = shouldDispatch
    }

    /// How many answers may miss before the question is dropped.
    package static let maximumFailedAttempts = 2
}

/// One client's conversation with the matcher: the `needs-value` question,
/// if any, that its next plain line answers (SPEC §4). A value, so a daemon
/// connection, `phrase match` on a terminal or a voice satellite's
/// conversation id each keep one and decide the same way.
///
///     var conversation = Conversation()
///     let turn = conversation.respond(to: line, isAnswer: true, in: catalog) { catalog.match(line) }
package struct Conversation: Sendable, Hashable {
    /// The question the next plain line answers.
    package private(set) var question: PendingQuestion?

    package init() {}

    /// What one request comes to in the conversation.
    package struct Turn: Sendable, Hashable {
        /// The result to answer with.
        package var result: MatchResult
        /// Whether a `matched` result runs its handler.
        package var shouldDispatch: Bool
        /// Whether `result` answers the open question rather than being the
        /// request's own match.
        package var isAnswer: Bool
    }

    /// Takes one request, in order: a line that may answer (a plain line)
    /// answers the open question; any other request, or a line when no
    /// question is open, gets its own match, which opens a question when it
    /// is `needs-value` and closes any other.
    ///
    /// - Parameters:
    ///   - text: The request's text.
    ///   - mayAnswer: Whether the request is a plain line, which answers a
    ///     question; JSON requests never do.
    ///   - shouldDispatch: Whether the request wants a `matched` result's
    ///     handler run (an answer runs as the question's request said).
    ///   - catalog: The index in use now (read only to answer).
    ///   - match: The request's own result, matched as if no question were
    ///     open; not called when the request answers.
    package mutating func respond(
        to text: String?, mayAnswer: Bool, shouldDispatch: Bool = true, in catalog: @autoclosure () -> Catalog,
        match: () -> MatchResult
    ) -> Turn {
        if mayAnswer, let text, let question {
            let (result, next) = Self.answer(text, to: question, in: catalog())
            self.question = next
            return Turn(result: result, shouldDispatch: question.shouldDispatch, isAnswer: true)
        }
        let result = match()
        question = result.status == .needsValue ? PendingQuestion(result: result, shouldDispatch: shouldDispatch) : nil
        return Turn(result: result, shouldDispatch: shouldDispatch, isAnswer: false)
    }

    /// The result of answering `question` with `text`, and the question
    /// still open afterwards, if any.
    ///
    /// - A `String` parameter, or one of a type the files do not declare,
    ///   takes the text as said (whitespace trimmed and collapsed, case kept).
    /// - An entity or enum parameter takes the value whose title or synonym
    ///   the text says, or the longest one it contains.
    /// - When the text does not name exactly one value the question is asked
    ///   again (`needs-value`), at most ``PendingQuestion/maximumFailedAttempts``
    ///   times; then the answer is `no-match` and the question is dropped.
    /// - Once filled, the next required parameter still missing is asked for
    ///   (``Intent/firstMissingRequiredParameter(of:)``, the rule `resolve`
    ///   asks by); otherwise the result is `matched`.
    static func answer(_ text: String, to question: PendingQuestion, in catalog: Catalog) -> (MatchResult, PendingQuestion?) {
        let asked = question.result
        guard var invocation = asked.invocation, let parameterName = asked.parameter,
            let app = catalog.app(named: invocation.app), let intent = app.intents[invocation.intent],
            let parameter = intent.parameter(named: parameterName)
        else {
            // The phrases were reloaded without this intent.
            return (.error(.questionExpired, message: "the question is no longer valid after a reload"), nil)
        }
        guard let value = value(for: text, parameter: parameter, in: app, language: asked.question?.language) else {
            var again = question
            again.failedAttempts += 1
            if again.failedAttempts > PendingQuestion.maximumFailedAttempts { return (.noMatch, nil) }
            return (asked, again)
        }
        invocation.parameters.append(MatchResult.NamedValue(name: parameter.name, value: value))
        if let missing = intent.firstMissingRequiredParameter(of: invocation) {
            // Asked in the language the first question was.
            let language = asked.question?.language
            let result = MatchResult(
                .needsValue(invocation, MatchResult.Question(parameter: missing.name, prompt: app.prompt(for: missing, in: language), language: language)),
                confidence: asked.confidence, hypothesis: asked.hypothesis)
            return (result, PendingQuestion(result: result, shouldDispatch: question.shouldDispatch))
        }
        return (MatchResult(.matched(invocation), confidence: asked.confidence, hypothesis: asked.hypothesis), nil)
    }

    /// The value `text` gives `parameter`, or `nil` when it names none or
    /// several. Any form of a value in any language names it (values are
    /// shared by the app's languages); text and forms are read as
    /// `language` writes them (`nil`: English).
    static func value(for text: String, parameter: Parameter, in app: App, language: String? = nil) -> ParameterValue? {
        switch parameter.kind {
        case .text, .other:
            let words = text.split(whereSeparator: { $0.isWhitespace })
            guard !words.isEmpty else { return nil }
            let said = words.joined(separator: " ")
            return ParameterValue(value: said, title: said)
        case .entity, .enumeration:
            guard let type = app.valueTypes[parameter.typeName] else { return nil }
            let answer = Normalizer.tokens(text, language: language)
            guard !answer.isEmpty else { return nil }
            var exact: [Value] = []
            var best: (length: Int, values: [Value]) = (0, [])
            for value in type.values {
                for form in value.spokenForms {
                    let tokens = Normalizer.tokens(form, language: language)
                    guard !tokens.isEmpty else { continue }
                    if tokens == answer {
                        if !exact.contains(where: { $0.id == value.id }) { exact.append(value) }
                    } else if contains(answer, tokens) {
                        if tokens.count > best.length {
                            best = (tokens.count, [value])
                        } else if tokens.count == best.length, !best.values.contains(where: { $0.id == value.id }) {
                            best.values.append(value)
                        }
                    }
                }
            }
            let chosen = exact.isEmpty ? best.values : exact
            guard chosen.count == 1, let value = chosen.first else { return nil }
            return app.localized(ParameterValue(value: value.id, title: value.title), of: parameter, in: language)
        }
    }

    /// Whether `needle` occurs in `haystack` as consecutive tokens.
    private static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start..<start + needle.count].elementsEqual(needle) {
            return true
        }
        return false
    }
}
