/// What came of one test case.
public struct PhraseTestOutcome: Sendable {
    public enum Verdict: String, Sendable, Hashable {
        case passed
        case failed
        /// A `[todo]` case that still fails: reported, not counted as a failure.
        case todo
        /// A `[todo]` case that now passes: counted as passed; remove its `[todo]`.
        case fixed
    }

    /// The test file's path.
    public var file: String
    public var testCase: PhraseTestCase
    public var result: MatchResult
    public var verdict: Verdict
    /// Why it failed, when the expected and actual results alone do not say
    /// (a confidence below `min-confidence`, a parameter value).
    public var reason: String?
    /// How long the match took.
    public var duration: Duration
    /// The locale the case was matched in (`@locale`, else the run's
    /// `--locale`); `nil`: each app's source language.
    public var locale: String?

    /// Whether the case counts as passed (`passed` or `fixed`).
    public var isPassing: Bool { verdict == .passed || verdict == .fixed }

    /// The expectation in test-file syntax.
    public var expected: String { testCase.expectation.description }

    /// The result in test-file syntax (`Landmarks:OpenLandmarkIntent target=paris`).
    public var actual: String {
        if let expectation = PhraseTestExpectation(describing: result) { return expectation.description }
        return "error \(result.errorCode ?? "error"): \(result.errorMessage ?? "")"
    }

    /// The template, or negative phrase, the result came through.
    public var matchedPhrase: String? { result.phrase ?? result.negativePhrase }

    /// The confidence of the result.
    public var confidence: Double { result.confidence }
}
