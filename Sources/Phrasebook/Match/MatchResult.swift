/// What the matcher says about one utterance (SPEC §4).
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
        public var app: String
        public var intent: String
        public var shortcut: String
        public var confidence: Double
        public var parameters: [NamedValue]
        public var phrase: String

        public init(app: String, intent: String, shortcut: String, confidence: Double, parameters: [NamedValue], phrase: String) {
            self.app = app
            self.intent = intent
            self.shortcut = shortcut
            self.confidence = confidence
            self.parameters = parameters
            self.phrase = phrase
        }

        public func parameter(_ name: String) -> ParameterValue? {
            parameters.first { $0.name == name }?.value
        }
    }

    public var status: Status
    public var app: String?
    public var intent: String?
    public var shortcut: String?
    public var confidence: Double
    public var parameters: [NamedValue]
    /// The template that matched, in `${…}` notation.
    public var phrase: String?
    /// `rejected`: the negative phrase that vetoed.
    public var negativePhrase: String?
    /// `needs-value`: the parameter to ask for, and the question.
    public var parameter: String?
    public var prompt: String?
    /// `ambiguous`: the candidates; otherwise the runners-up, best first.
    public var alternatives: [Candidate]
    /// For a list of hypotheses: the index of the one this result comes from.
    public var hypothesis: Int?
    /// `error`: a machine-readable code and a message for people.
    public var errorCode: String?
    public var errorMessage: String?

    public init(status: Status, confidence: Double = 0) {
        self.status = status
        self.confidence = confidence
        self.parameters = []
        self.alternatives = []
    }

    public static let noMatch = MatchResult(status: .noMatch)

    public static func error(code: String, message: String) -> MatchResult {
        var result = MatchResult(status: .error)
        result.errorCode = code
        result.errorMessage = message
        return result
    }

    public func parameter(_ name: String) -> ParameterValue? {
        parameters.first { $0.name == name }?.value
    }

    /// The result as JSON, keys in the order SPEC §4 shows.
    public var json: JSON {
        var pairs: [(String, JSON)] = [("status", .string(status.rawValue))]
        if status == .error {
            pairs.append(("error", .object([
                ("code", .string(errorCode ?? "error")), ("message", .string(errorMessage ?? "")),
            ])))
            return .object(pairs)
        }
        if let app { pairs.append(("app", .string(app))) }
        if let intent { pairs.append(("intent", .string(intent))) }
        if let shortcut { pairs.append(("shortcut", .string(shortcut))) }
        pairs.append(("confidence", .number(Self.rounded(confidence))))
        if status != .noMatch && status != .ambiguous || !parameters.isEmpty {
            pairs.append(("parameters", Self.json(parameters)))
        }
        if let phrase { pairs.append(("phrase", .string(phrase))) }
        if let negativePhrase { pairs.append(("negativePhrase", .string(negativePhrase))) }
        if let parameter { pairs.append(("parameter", .string(parameter))) }
        if let prompt { pairs.append(("prompt", .string(prompt))) }
        pairs.append(("alternatives", .array(alternatives.map(\.json))))
        if let hypothesis { pairs.append(("hypothesis", .number(Double(hypothesis)))) }
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
