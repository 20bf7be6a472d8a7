/// Which intents the tests show being confused with which.
///
/// From failed cases: what was expected and what came instead
/// (`Landmarks:OpenLandmarkIntent → Landmarks:OpenCollectionIntent`).
/// From every case: the sets of intents the matcher found ambiguous.
public struct PhraseConfusion: Sendable {
    /// One row: expected → actual, and the cases that show it.
    public struct Entry: Sendable, Hashable {
        public var expected: String
        public var actual: String
        public var cases: [SourceLocation]
    }

    /// Intents that tied in an `ambiguous` result, and the cases that show it.
    public struct Ambiguity: Sendable, Hashable {
        public var candidates: [String]
        public var cases: [SourceLocation]
    }

    /// Most frequent first.
    public var confusions: [Entry] = []
    /// Most frequent first.
    public var ambiguities: [Ambiguity] = []

    public init() {}

    init(outcomes: [PhraseTestOutcome], runner: PhraseTestRunner) {
        var rows: [Entry] = []
        for outcome in outcomes where outcome.verdict == .failed || outcome.verdict == .todo {
            var expected = Self.label(outcome.testCase.expectation, outcome: outcome, runner: runner)
            var actual = Self.label(outcome.result)
            if expected == actual {
                // Same intent: the difference is in the parameters or the confidence.
                expected = outcome.expected
                actual = outcome.actual
                if expected == actual { actual += " (\(outcome.reason ?? "confidence \(PhraseTestRunner.format(outcome.confidence))"))" }
            }
            if let i = rows.firstIndex(where: { $0.expected == expected && $0.actual == actual }) {
                rows[i].cases.append(outcome.testCase.location)
            } else {
                rows.append(Entry(expected: expected, actual: actual, cases: [outcome.testCase.location]))
            }
        }
        confusions = Self.mostFrequentFirst(rows, count: \.cases.count)

        var ties: [Ambiguity] = []
        for outcome in outcomes where outcome.result.status == .ambiguous {
            var candidates: [String] = []
            for candidate in outcome.result.alternatives {
                let label = "\(candidate.app):\(candidate.intent)"
                if !candidates.contains(label) { candidates.append(label) }
            }
            if candidates.count == 1 {
                // One intent, two values of a parameter (two projects called "website").
                candidates = outcome.result.alternatives.map { "\($0.app):\($0.intent)" + $0.parameters.map { " \($0.name)=\($0.value.value)" }.joined() }
            }
            if let i = ties.firstIndex(where: { $0.candidates == candidates }) {
                ties[i].cases.append(outcome.testCase.location)
            } else {
                ties.append(Ambiguity(candidates: candidates, cases: [outcome.testCase.location]))
            }
        }
        ambiguities = Self.mostFrequentFirst(ties, count: \.cases.count)
    }

    /// `App:Intent` for an intent, else the status word.
    static func label(_ result: MatchResult) -> String {
        switch result.status {
        case .matched, .needsValue: return "\(result.app ?? "?"):\(result.intent ?? "?")"
        case .rejected: return "rejected (\(result.app ?? "?"))"
        case .ambiguous, .noMatch, .error: return result.status.rawValue
        }
    }

    static func label(_ expectation: PhraseTestExpectation, outcome: PhraseTestOutcome, runner: PhraseTestRunner) -> String {
        func intentLabel(_ intent: IntentExpectation) -> String {
            var apps = runner.catalog.apps.filter { $0.shortcuts.contains { $0.intentName == intent.intent } }
            if let name = intent.app ?? outcome.testCase.options.app, let number = runner.appNumber(named: name) {
                apps = [runner.catalog.apps[number]]
            }
            return apps.count == 1 ? "\(apps[0].name):\(intent.intent)" : intent.intent
        }
        switch expectation {
        case .matched(let intent): return intentLabel(intent)
        case .needsValue(_, _, let intent?): return intentLabel(intent)
        case .needsValue: return "needs-value"
        case .ambiguous: return "ambiguous"
        case .rejected: return outcome.result.status == .rejected ? "rejected (\(outcome.result.app ?? "?"))" : "rejected"
        case .noMatch: return "no-match"
        }
    }

    private static func mostFrequentFirst<T>(_ rows: [T], count: (T) -> Int) -> [T] {
        rows.enumerated().sorted { a, b in
            count(a.element) != count(b.element) ? count(a.element) > count(b.element) : a.offset < b.offset
        }.map(\.element)
    }
}
