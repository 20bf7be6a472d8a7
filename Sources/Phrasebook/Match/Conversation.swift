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
    /// - The rest of an entity or enum answer fills the other required
    ///   parameters still missing whose values it says
    ///   (``App/fillingRequiredParameters(of:intent:from:taken:language:)``):
    ///   "medium latte" for the drink says the size too. An answer that
    ///   says only such a value ("a large one") fills it, and the question
    ///   is asked again without counting a miss.
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
        let language = asked.question?.language
        let value = value(for: text, parameter: parameter, in: app, language: language)
        if let value { invocation.parameters.append(MatchResult.NamedValue(name: parameter.name, value: value.value)) }
        // The rest of the answer may say what would be asked next ("medium
        // latte" for the drink says the size too), or only that ("a large
        // one"): asked again, with the size.
        let filledBefore = invocation.parameters.count
        if value?.words != nil || value == nil && parameter.kind != .text {
            let words = Normalizer.tokens(text, language: language)
            let said = value?.words ?? 0..<0
            invocation = app.fillingRequiredParameters(
                of: invocation, intent: intent, from: [words], taken: [words.indices.map(said.contains)], language: language)
        }
        if value == nil, invocation.parameters.count == filledBefore {
            var again = question
            again.failedAttempts += 1
            if again.failedAttempts > PendingQuestion.maximumFailedAttempts { return (.noMatch, nil) }
            return (asked, again)
        }
        if let missing = intent.firstMissingRequiredParameter(of: invocation) {
            // Asked in the language the first question was.
            let language = asked.question?.language
            let result = MatchResult(
                .needsValue(invocation, MatchResult.Question(parameter: missing.name, prompt: app.prompt(for: missing, in: language), language: language)),
                confidence: asked.confidence, hypothesis: asked.hypothesis)
            var next = PendingQuestion(result: result, shouldDispatch: question.shouldDispatch)
            // Asked again for the same value, the misses so far still count.
            if missing.name == parameterName { next.failedAttempts = question.failedAttempts }
            return (result, next)
        }
        return (MatchResult(.matched(invocation), confidence: asked.confidence, hypothesis: asked.hypothesis), nil)
    }

    /// The value `text` gives `parameter`, or `nil` when it names none or
    /// several; for an entity or enum parameter, with the words of `text`
    /// (`Normalizer.tokens`) that say it. Any form of a value in any
    /// language names it (values are shared by the app's languages); text
    /// and forms are read as `language` writes them (`nil`: English).
    static func value(
        for text: String, parameter: Parameter, in app: App, language: String? = nil
    ) -> (value: ParameterValue, words: Range<Int>?)? {
        switch parameter.kind {
        case .text, .other:
            let words = text.split(whereSeparator: { $0.isWhitespace })
            guard !words.isEmpty else { return nil }
            let said = words.joined(separator: " ")
            return (ParameterValue(value: said, title: said), nil)
        case .entity, .enumeration:
            let answer = Normalizer.tokens(text, language: language)
            guard let said = app.valueSaid(for: parameter, in: answer, taken: answer.map { _ in false }, language: language) else { return nil }
            return (said.value, said.words)
        }
    }
}
