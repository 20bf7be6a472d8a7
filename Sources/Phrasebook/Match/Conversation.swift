/// A `needs-value` question waiting for its answer: the next plain line is
/// the value (Siri: "What's your idea?" — "buy more milk").
package struct PendingQuestion: Sendable, Hashable {
    /// The `needs-value` result that asked.
    package var result: MatchResult
    /// Whether the answered result runs its handler.
    package var shouldDispatch: Bool
    /// How many answers could not be understood so far.
    package var failedAttempts = 0
    /// Whether it asks whether to run `result`, a `matched` action read
    /// back for want of confidence (``MatchOptions/confirmBelow``), rather
    /// than for a value.
    package var isConfirmation = false
    /// The asking request's ``MatchOptions/confirmBelow``: the action the
    /// answer completes is read back below it, as the request's own would
    /// have been (an answer is a plain line, which carries no options).
    package var confirmBelow = 0.0

    package init(result: MatchResult, shouldDispatch: Bool, isConfirmation: Bool = false, confirmBelow: Double = 0) {
        self.result = result
        self.shouldDispatch = shouldDispatch
        self.isConfirmation = isConfirmation
        self.confirmBelow = confirmBelow
    }

    /// How many answers may miss before the question is dropped.
    package static let maximumFailedAttempts = 2
}

/// One client's conversation with the matcher: the `needs-value` question,
/// if any, that its next plain line answers (SPEC §4). A value, so a daemon
/// connection, `phrase match` on a terminal or a voice satellite's
/// conversation id each keep one and decide the same way.
///
/// While a question is open, a plain line is read in this order:
/// 1. **a cancel** — "cancel", "never mind", "stop", "forget it", or the
///    question's language's own words (``Conversation/isCancel(_:language:)``)
///    — ends the question with a ``Cancellation``, unless the parameter
///    asked for is an entity or enum with a value those words say (an app's
///    `stop` case takes "stop");
/// 2. **a command** — an exact phrase of any app in scope
///    (``Catalog/matchIfExact(_:options:)`` reads a phrase: `matched`,
///    `needs-value` or `ambiguous`) — is that command, matched on its own,
///    and the question is dropped (or replaced by the command's own) —
///    unless all of it is a value of the entity or enum asked for;
/// 3. anything else is **the answer** (``answer(_:to:in:)``).
///
/// A `matched` action less sure than ``MatchOptions/confirmBelow`` whose
/// handler would run is not run: it is returned with its
/// ``MatchResult/confirmation`` (the action read back), and the next plain
/// line decides — yes (``isYes(_:language:)``) runs it, no or a cancel
/// (``isNo(_:language:)``) ends it `cancelled`, a no and what was meant
/// puts a value right and reads the action back again
/// (``correcting(_:with:language:options:in:)``), anything else is a
/// request of its own, and the action is dropped. So is the action an
/// answer completes, below the `confirmBelow` of the request that asked
/// (``PendingQuestion/confirmBelow``).
///
///     var conversation = Conversation()
///     let turn = conversation.respond(to: line, mayAnswer: true, in: catalog) { catalog.match(line) }
package struct Conversation: Sendable, Hashable {
    /// The question the next plain line answers.
    package private(set) var question: PendingQuestion?

    package init() {}

    /// What one request comes to in the conversation.
    package struct Turn: Sendable, Hashable {
        /// What the request is answered with.
        package enum Outcome: Sendable, Hashable {
            /// A match result: the request's own, or the question's answered.
            case result(MatchResult)
            /// The open question was cancelled.
            case cancelled(Cancellation)
        }

        package var outcome: Outcome
        /// Whether a `matched` result runs its handler.
        package var shouldDispatch: Bool
        /// Whether the outcome answers the open question (or cancels it)
        /// rather than being the request's own match.
        package var isAnswer: Bool

        /// The match result to answer with; `nil` for a cancellation.
        package var result: MatchResult? {
            if case .result(let result) = outcome { result } else { nil }
        }

        /// The answer's `status`: a match result's, or `cancelled`.
        package var status: String {
            switch outcome {
            case .result(let result): result.status.rawValue
            case .cancelled: Cancellation.status
            }
        }

        /// The answer as the socket's JSON (SPEC §4).
        package var json: JSON {
            switch outcome {
            case .result(let result): result.json
            case .cancelled(let cancellation): cancellation.json
            }
        }
    }

    /// Takes one request, in order: a line that may answer (a plain line)
    /// cancels the open question, is a command of its own, or answers it
    /// (the order in the type's description); any other request, or a line
    /// when no question is open, gets its own match, which opens a question
    /// when it is `needs-value` and closes any other.
    ///
    /// - Parameters:
    ///   - text: The request's text.
    ///   - mayAnswer: Whether the request is a plain line, which answers a
    ///     question; JSON requests never do.
    ///   - shouldDispatch: Whether the request wants a `matched` result's
    ///     handler run (an answer runs as the question's request said).
    ///   - options: The request's match options, for telling an exact
    ///     phrase from an answer (its app and locale).
    ///   - catalog: The index in use now (read only while a question is open).
    ///   - exactly: What the exact step made of `text` with `options`, where
    ///     the caller has it already (a daemon's request was matched before
    ///     it is committed): not looked up again.
    ///   - match: The request's own result, matched as if no question were
    ///     open; not called when the request answers or cancels.
    package mutating func respond(
        to text: String?, mayAnswer: Bool, shouldDispatch: Bool = true, options: MatchOptions = MatchOptions(),
        in catalog: @autoclosure () -> Catalog, exactly: ExactStep = .unknown, match: () -> MatchResult
    ) -> Turn {
        if mayAnswer, let text, let question, question.isConfirmation {
            // An action read back: yes runs it, no (or a cancel) drops it,
            // anything else is a request of its own and drops it too.
            self.question = nil
            // In the language the phrase was said in (English counts too).
            let language = question.result.invocation?.language
                ?? question.result.app.flatMap { catalog().app(named: $0)?.sourceLanguage } ?? "en"
            if Self.isYes(text, language: language) {
                return Turn(outcome: .result(question.result), shouldDispatch: question.shouldDispatch, isAnswer: true)
            }
            if Self.isNo(text, language: language) {
                return Turn(outcome: .cancelled(Cancellation(question: question.result, language: language)), shouldDispatch: false, isAnswer: true)
            }
            // A no and what was meant ("no, login bug") puts a value right;
            // the action is read back again, whatever it scores.
            if let corrected = Self.correcting(question.result, with: text, language: language, options: options, in: catalog()),
                let readBack = readingBack(corrected, shouldDispatch: question.shouldDispatch, below: .infinity, in: catalog())
            {
                return Turn(outcome: .result(readBack), shouldDispatch: false, isAnswer: true)
            }
        } else if mayAnswer, let text, let question {
            let catalog = catalog()
            switch Self.reading(of: text, answering: question, options: options, in: catalog, exactly: exactly) {
            case .cancel(let cancellation):
                self.question = nil
                return Turn(outcome: .cancelled(cancellation), shouldDispatch: false, isAnswer: true)
            case .answer:
                let (answer, next) = Self.answer(text, to: question, in: catalog)
                // The answer is a transcript too (step 9), and the action
                // it completes is read back where the request that asked
                // wanted an unsure one read back ("buy more milk" heard as
                // "by more silk" is saved only after a yes).
                let result = Matcher(catalog, options: options).calibrated(answer)
                if let readBack = readingBack(result, shouldDispatch: question.shouldDispatch,
                                              below: max(question.confirmBelow, options.confirmBelow), in: catalog) {
                    return Turn(outcome: .result(readBack), shouldDispatch: false, isAnswer: true)
                }
                self.question = next
                return Turn(outcome: .result(result), shouldDispatch: question.shouldDispatch, isAnswer: true)
            case .command:
                break
            }
        }
        let result = match()
        // An action less sure than the request allows to run at once is
        // read back first (`confirmBelow`).
        if let readBack = readingBack(result, shouldDispatch: shouldDispatch, below: options.confirmBelow, in: catalog()) {
            return Turn(outcome: .result(readBack), shouldDispatch: false, isAnswer: false)
        }
        question = result.status == .needsValue
            ? PendingQuestion(result: result, shouldDispatch: shouldDispatch, confirmBelow: options.confirmBelow) : nil
        return Turn(outcome: .result(result), shouldDispatch: shouldDispatch, isAnswer: false)
    }

    /// `result` read back (its ``MatchResult/confirmation`` set), with the
    /// question whether to run it opened, where it is an action whose
    /// handler would run and is less sure than `confirmBelow`; else `nil`.
    private mutating func readingBack(_ result: MatchResult, shouldDispatch: Bool, below confirmBelow: Double, in catalog: Catalog) -> MatchResult? {
        guard shouldDispatch, result.status == .matched, result.confidence < confirmBelow, let readBack = result.readBack(in: catalog)
        else { return nil }
        question = PendingQuestion(result: result, shouldDispatch: shouldDispatch, isConfirmation: true)
        var asking = result
        asking.confirmation = readBack
        return asking
    }

    /// How a plain line said while `question` is open is taken.
    enum Reading: Sendable, Hashable {
        /// It cancels the question.
        case cancel(Cancellation)
        /// It is a command of its own: an exact phrase.
        case command
        /// It answers the question.
        case answer
    }

    /// How `text`, said while `question` is open, is taken: a cancel, a
    /// command, or the answer (the order in the type's description).
    /// What a caller knows of a line as an exact phrase, with the options
    /// it answers with: nothing yet (the exact step runs again), what the
    /// exact step decided, or that it missed (flexible matching went on).
    package enum ExactStep: Sendable {
        case unknown
        case decided(MatchResult)
        case missed
    }

    static func reading(
        of text: String, answering question: PendingQuestion, options: MatchOptions, in catalog: Catalog, exactly: ExactStep = .unknown
    ) -> Reading {
        let asked = question.result
        // A question whose intent went away is answered with its error.
        guard let invocation = asked.invocation, let parameterName = asked.parameter,
            let app = catalog.app(named: invocation.app), let parameter = app.intents[invocation.intent]?.parameter(named: parameterName)
        else { return .answer }
        let language = asked.question?.language ?? app.sourceLanguage
        let takesValues = parameter.kind == .entity || parameter.kind == .enumeration
        let value = takesValues ? Self.value(for: text, parameter: parameter, in: app, language: asked.question?.language) : nil
        if value == nil, isCancel(text, language: language) {
            return .cancel(Cancellation(question: asked, language: language))
        }
        let exact: MatchResult? = switch exactly {
        case .unknown: catalog.matchIfExact(text, options: options)
        case .decided(let result): result
        case .missed: nil
        }
        if let exact, exact.isAccepted {
            let wordCount = Normalizer.tokens(text, language: asked.question?.language).count
            let isWholeValue = value?.words.map { $0 == 0..<wordCount } ?? false
            if !isWholeValue { return .command }
        }
        return .answer
    }

    /// The result of answering `question` with `text`, and the question
    /// still open afterwards, if any.
    ///
    /// - A `String` parameter takes the text as free text in a phrase is
    ///   taken: its words normalised as the value ("buy more milk"), the
    ///   text as said as the title ("Buy more milk": whitespace trimmed
    ///   and collapsed, case and punctuation kept), so a handler gets the same value whether
    ///   the note was said in the command or as the answer. One of a type
    ///   the files do not declare (`Int`, `Date`) takes the text as said in both.
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
            var next = PendingQuestion(result: result, shouldDispatch: question.shouldDispatch, confirmBelow: question.confirmBelow)
            // Asked again for the same value, the misses so far still count.
            if missing.name == parameterName { next.failedAttempts = question.failedAttempts }
            return (result, next)
        }
        return (MatchResult(.matched(invocation), confidence: asked.confidence, hypothesis: asked.hypothesis), nil)
    }

    /// `text` with its whitespace trimmed and collapsed to single spaces.
    private static func said(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
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
        case .text:
            // As free text a phrase captured: the words normalised as its
            // value; the line, all of it as said, as its title.
            let words = Normalizer.tokens(text, language: language)
            guard !words.isEmpty else { return nil }
            return (ParameterValue(value: words.joined(separator: " "), title: Self.said(text)), nil)
        case .other:
            let line = Self.said(text)
            guard !line.isEmpty else { return nil }
            return (ParameterValue(value: line, title: line), nil)
        case .entity, .enumeration:
            let answer = Normalizer.tokens(text, language: language)
            guard let said = app.valueSaid(for: parameter, in: answer, taken: answer.map { _ in false }, language: language) else { return nil }
            return (said.value, said.words)
        }
    }
}
