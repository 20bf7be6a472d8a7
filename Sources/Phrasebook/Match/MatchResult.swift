/// What the matcher says about one utterance (SPEC §4).
///
/// What a result can say depends on its status, and ``outcome`` holds only
/// that: a `matched` result always has its app, intent, shortcut and phrase;
/// only `needs-value` has a question, only `rejected` a negative phrase,
/// only `error` a code and message. The properties `status`, `app`,
/// `intent`, … read them, `nil` where the status has no such field.
public struct MatchResult: Sendable, Hashable {
    public enum Status: String, Sendable, Hashable, CaseIterable {
        case matched
        case ambiguous
        case rejected
        case needsValue = "needs-value"
        case noMatch = "no-match"
        case error
    }

    /// A parameter and its value, in result order.
    public struct NamedValue: Sendable, Hashable {
        public var name: String
        public var value: ParameterValue

        public init(name: String, value: ParameterValue) {
            self.name = name
            self.value = value
        }
    }

    /// One reading of the utterance: an intent with parameters, and how well it fits.
    public struct Candidate: Sendable, Hashable {
        /// The intent it would run.
        public var invocation: Invocation
        /// How well it fits, in [0, 1].
        public var confidence: Double

        public init(_ invocation: Invocation, confidence: Double) {
            self.invocation = invocation
            self.confidence = confidence
        }

        public init(
            app: String, intent: String, shortcut: String, confidence: Double, parameters: [NamedValue], phrase: String, language: String? = nil
        ) {
            self.init(
                Invocation(app: app, intent: intent, shortcut: shortcut, parameters: parameters, phrase: phrase, language: language),
                confidence: confidence)
        }

        public var app: String { invocation.app }
        public var intent: String { invocation.intent }
        public var shortcut: String { invocation.shortcut }
        public var parameters: [NamedValue] { invocation.parameters }
        public var phrase: String { invocation.phrase }

        public func parameter(_ name: String) -> ParameterValue? {
            invocation.parameter(name)
        }
    }

    /// The intent a `matched` or `needs-value` result stands for, with the
    /// parameter values known so far.
    public struct Invocation: Sendable, Hashable {
        public var app: String
        public var intent: String
        /// The shortcut's short title, or its intent's title.
        public var shortcut: String
        /// Filled from the utterance, then the shortcut's bound parameters.
        public var parameters: [NamedValue]
        /// The template that matched, in `${…}` notation.
        public var phrase: String
        /// The language of `phrase` when it is one of the app's
        /// translations (`de`), so that an action read back is answered in
        /// it too ("ja"); `nil` for the app's source language. Not part of
        /// the result's JSON.
        public var language: String?

        public init(app: String, intent: String, shortcut: String, parameters: [NamedValue], phrase: String, language: String? = nil) {
            self.app = app
            self.intent = intent
            self.shortcut = shortcut
            self.parameters = parameters
            self.phrase = phrase
            self.language = language
        }

        public func parameter(_ name: String) -> ParameterValue? {
            parameters.first { $0.name == name }?.value
        }
    }

    /// What a `needs-value` result asks for.
    public struct Question: Sendable, Hashable {
        /// The parameter whose value is missing.
        public var parameter: String
        /// Its `requestValueDialog`, or a question made from its title; in
        /// `language` when the app's `Localizable` strings translate it.
        public var prompt: String
        /// The language of the translated phrase that matched (`de`), so
        /// that the next question is asked in it too; `nil` for the app's
        /// source language. Not part of the result's JSON.
        public var language: String?

        public init(parameter: String, prompt: String, language: String? = nil) {
            self.parameter = parameter
            self.prompt = prompt
            self.language = language
        }
    }

    /// Why a result is an `error`: a machine-readable code and a message for people.
    public struct Failure: Sendable, Hashable {
        public var code: String
        public var message: String

        public init(code: String, message: String) {
            self.code = code
            self.message = message
        }
    }

    /// What the result says, with exactly the fields its status has.
    public enum Outcome: Sendable, Hashable {
        /// The utterance means this intent with these parameters.
        case matched(Invocation)
        /// It means this intent, but a required parameter is missing: ask.
        case needsValue(Invocation, Question)
        /// Readings of different meaning fit about as well: they are the
        /// `alternatives`. `app` when they all belong to one app.
        case ambiguous(app: String?)
        /// A negative phrase of `app` fits at least as well as any positive one.
        case rejected(app: String, negativePhrase: String)
        /// Nothing fits well enough.
        case noMatch
        /// The utterance could not be matched at all (an unknown app, a
        /// question that expired).
        case error(Failure)
    }

    public var outcome: Outcome
    public var confidence: Double
    /// `ambiguous`: the candidates; otherwise the runners-up, best first.
    public var alternatives: [Candidate]
    /// For a list of hypotheses: the index of the one this result comes from.
    public var hypothesis: Int?
    /// For a partial transcript (``MatchOptions/isPartial``): whether the
    /// command is complete. `nil` for any other match.
    public var completion: Completion?
    /// A `matched` result not run for want of confidence
    /// (``MatchOptions/confirmBelow``): the action read back as a question,
    /// which the next plain line answers yes or no. `nil` otherwise.
    public var confirmation: String?

    public init(_ outcome: Outcome, confidence: Double = 0, alternatives: [Candidate] = [], hypothesis: Int? = nil) {
        self.outcome = outcome
        self.confidence = confidence
        self.alternatives = alternatives
        self.hypothesis = hypothesis
    }

    /// A result of `status` whose fields are empty, to be filled in through
    /// ``app``, ``intent`` and ``parameters`` (an expectation in a test).
    public init(status: Status, confidence: Double = 0) {
        let nothing = Invocation(app: "", intent: "", shortcut: "", parameters: [], phrase: "")
        switch status {
        case .matched: self.init(.matched(nothing), confidence: confidence)
        case .needsValue: self.init(.needsValue(nothing, Question(parameter: "", prompt: "")), confidence: confidence)
        case .ambiguous: self.init(.ambiguous(app: nil), confidence: confidence)
        case .rejected: self.init(.rejected(app: "", negativePhrase: ""), confidence: confidence)
        case .noMatch: self.init(.noMatch, confidence: confidence)
        case .error: self.init(.error(Failure(code: "error", message: "")), confidence: confidence)
        }
    }

    public static let noMatch = MatchResult(.noMatch)

    public static func error(code: String, message: String) -> MatchResult {
        MatchResult(.error(Failure(code: code, message: message)))
    }

    public var status: Status {
        switch outcome {
        case .matched: .matched
        case .needsValue: .needsValue
        case .ambiguous: .ambiguous
        case .rejected: .rejected
        case .noMatch: .noMatch
        case .error: .error
        }
    }

    /// Whether the utterance was taken as a request of the apps: acted on
    /// (`matched`), asked about (`needs-value`) or `ambiguous` between some.
    package var isAccepted: Bool {
        switch outcome {
        case .matched, .needsValue, .ambiguous: true
        case .rejected, .noMatch, .error: false
        }
    }

    /// The intent of a `matched` or `needs-value` result.
    public var invocation: Invocation? {
        switch outcome {
        case .matched(let invocation), .needsValue(let invocation, _): invocation
        default: nil
        }
    }

    /// The app a `matched`, `needs-value` or `rejected` result belongs to,
    /// and an `ambiguous` one whose candidates share an app.
    ///
    /// Setting it on another status is a programming error.
    public var app: String? {
        get {
            switch outcome {
            case .matched(let invocation), .needsValue(let invocation, _): invocation.app
            case .ambiguous(let app): app
            case .rejected(let app, _): app
            case .noMatch, .error: nil
            }
        }
        set {
            switch outcome {
            case .matched(var invocation):
                invocation.app = Self.required(newValue, "app", status)
                outcome = .matched(invocation)
            case .needsValue(var invocation, let question):
                invocation.app = Self.required(newValue, "app", status)
                outcome = .needsValue(invocation, question)
            case .ambiguous:
                outcome = .ambiguous(app: newValue)
            case .rejected(_, let negativePhrase):
                outcome = .rejected(app: Self.required(newValue, "app", status), negativePhrase: negativePhrase)
            case .noMatch, .error:
                preconditionFailure("a \(status.rawValue) result has no app")
            }
        }
    }

    /// The intent of a `matched` or `needs-value` result.
    ///
    /// Setting it on another status is a programming error.
    public var intent: String? {
        get { invocation?.intent }
        set {
            let status = status
            updateInvocation("intent") { $0.intent = Self.required(newValue, "intent", status) }
        }
    }

    /// The shortcut of a `matched` or `needs-value` result.
    public var shortcut: String? { invocation?.shortcut }

    /// The parameters of a `matched` or `needs-value` result; empty otherwise.
    ///
    /// Setting them on another status is a programming error.
    public var parameters: [NamedValue] {
        get { invocation?.parameters ?? [] }
        set { updateInvocation("parameters") { $0.parameters = newValue } }
    }

    /// The template that matched, in `${…}` notation.
    public var phrase: String? { invocation?.phrase }

    /// `rejected`: the negative phrase that vetoed.
    public var negativePhrase: String? {
        if case .rejected(_, let negativePhrase) = outcome { negativePhrase } else { nil }
    }

    /// `needs-value`: what to ask.
    public var question: Question? {
        if case .needsValue(_, let question) = outcome { question } else { nil }
    }

    /// `needs-value`: the parameter to ask for.
    public var parameter: String? { question?.parameter }

    /// `needs-value`: the question.
    public var prompt: String? { question?.prompt }

    /// `error`: the machine-readable code.
    public var errorCode: String? {
        if case .error(let failure) = outcome { failure.code } else { nil }
    }

    /// `error`: the message for people.
    public var errorMessage: String? {
        if case .error(let failure) = outcome { failure.message } else { nil }
    }

    public func parameter(_ name: String) -> ParameterValue? {
        parameters.first { $0.name == name }?.value
    }

    /// This result with `transform` applied to its invocation, if it has
    /// one, and to each alternative's.
    package func mappingInvocations(_ transform: (Invocation) -> Invocation) -> MatchResult {
        var mapped = self
        if let invocation { mapped.updateInvocation("invocation") { $0 = transform(invocation) } }
        for i in mapped.alternatives.indices { mapped.alternatives[i].invocation = transform(mapped.alternatives[i].invocation) }
        return mapped
    }

    private mutating func updateInvocation(_ field: String, _ change: (inout Invocation) -> Void) {
        switch outcome {
        case .matched(var invocation):
            change(&invocation)
            outcome = .matched(invocation)
        case .needsValue(var invocation, let question):
            change(&invocation)
            outcome = .needsValue(invocation, question)
        default:
            preconditionFailure("a \(status.rawValue) result has no \(field)")
        }
    }

    private static func required(_ value: String?, _ field: String, _ status: Status) -> String {
        guard let value else { preconditionFailure("a \(status.rawValue) result always has its \(field)") }
        return value
    }

    /// The result as JSON, keys in the order SPEC §4 shows.
    public var json: JSON {
        var pairs: [(String, JSON)] = [("status", .string(status.rawValue))]
        if case .error(let failure) = outcome {
            pairs.append(("error", .object([("code", .string(failure.code)), ("message", .string(failure.message))])))
            if let completion { pairs += completion.jsonPairs }
            return .object(pairs)
        }
        if let app { pairs.append(("app", .string(app))) }
        if let invocation {
            pairs.append(("intent", .string(invocation.intent)))
            pairs.append(("shortcut", .string(invocation.shortcut)))
        }
        pairs.append(("confidence", .number(Self.rounded(confidence))))
        switch outcome {
        case .matched, .needsValue, .rejected: pairs.append(("parameters", Self.json(parameters)))
        case .ambiguous, .noMatch, .error: break
        }
        if let phrase { pairs.append(("phrase", .string(phrase))) }
        if let negativePhrase { pairs.append(("negativePhrase", .string(negativePhrase))) }
        if let question {
            pairs.append(("parameter", .string(question.parameter)))
            pairs.append(("prompt", .string(question.prompt)))
        }
        if let confirmation { pairs.append(("confirm", .string(confirmation))) }
        pairs.append(("alternatives", .array(alternatives.map(\.json))))
        if let hypothesis { pairs.append(("hypothesis", .number(Double(hypothesis)))) }
        if let completion { pairs += completion.jsonPairs }
        return .object(pairs)
    }

    static func json(_ parameters: [NamedValue]) -> JSON {
        .object(parameters.map { named in
            var value: [(String, JSON)] = [("value", .string(named.value.value))]
            if let title = named.value.title { value.append(("title", .string(title))) }
            return (named.name, .object(value))
        })
    }

    /// Confidences are shown to three decimals: more would be noise.
    static func rounded(_ x: Double) -> Double {
        (x * 1000).rounded() / 1000
    }
}

extension MatchResult.Candidate {
    public var json: JSON {
        .object([
            ("app", .string(app)), ("intent", .string(intent)), ("shortcut", .string(shortcut)),
            ("confidence", .number(MatchResult.rounded(confidence))),
            ("parameters", MatchResult.json(parameters)), ("phrase", .string(phrase)),
        ])
    }
}
