/// What a partial transcript — words still being said — lacks to be a
/// command (SPEC §4, "Partial transcripts"): whether a voice frontend may
/// stop listening now.
///
/// A result of a match with ``MatchOptions/isPartial`` carries one
/// (``MatchResult/completion``); it says nothing of the result itself,
/// which is the one the words so far get without it.
public struct Completion: Sendable, Hashable {
    public enum State: String, Sendable, Hashable, CaseIterable {
        /// A phrase matched (or a negative phrase vetoed, or phrases tie)
        /// and no phrase in scope goes on from it: more words would not
        /// change the answer.
        case complete
        /// A phrase matched, and longer phrases in scope begin with it:
        /// ``Completion/next`` lists what may follow.
        case extendable
        /// The words are the beginning of phrases, or a phrase that needs a
        /// value not said yet: ``Completion/expecting`` names them.
        case incomplete
        /// Neither a phrase nor the beginning of one.
        case none
    }

    /// One phrase the words so far begin, and what comes next in it.
    public struct Expectation: Sendable, Hashable {
        public var app: String
        public var intent: String
        /// The shortcut's short title, or its intent's title.
        public var shortcut: String
        /// The template, in `${…}` notation.
        public var phrase: String
        /// The word that comes next, or the slot: `${project}`,
        /// `${applicationName}`.
        public var next: String
        /// The parameter whose value comes next, when one does.
        public var parameter: String?

        public init(app: String, intent: String, shortcut: String, phrase: String, next: String, parameter: String? = nil) {
            self.app = app
            self.intent = intent
            self.shortcut = shortcut
            self.phrase = phrase
            self.next = next
            self.parameter = parameter
        }

        public var json: JSON {
            var pairs: [(String, JSON)] = [
                ("app", .string(app)), ("intent", .string(intent)), ("shortcut", .string(shortcut)),
                ("phrase", .string(phrase)), ("next", .string(next)),
            ]
            if let parameter { pairs.append(("parameter", .string(parameter))) }
            return .object(pairs)
        }
    }

    public var state: State
    /// `extendable`: the words or slots (`${name}`) that may follow, each once.
    public var next: [String]
    /// `incomplete`: the phrases begun, and what comes next in each.
    public var expecting: [Expectation]

    public init(_ state: State, next: [String] = [], expecting: [Expectation] = []) {
        self.state = state
        self.next = next
        self.expecting = expecting
    }

    public static let none = Completion(.none)

    /// The fields a result's JSON gains: `completion`, then `next`
    /// (`extendable`) or `expecting` (`incomplete`).
    var jsonPairs: [(String, JSON)] {
        var pairs: [(String, JSON)] = [("completion", .string(state.rawValue))]
        switch state {
        case .extendable: pairs.append(("next", .array(next.map(JSON.string))))
        case .incomplete: pairs.append(("expecting", .array(expecting.map(\.json))))
        case .complete, .none: break
        }
        return pairs
    }
}
