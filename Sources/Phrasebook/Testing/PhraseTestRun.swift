/// Everything a run of test files found: outcomes, problems, coverage and confusion.
public struct PhraseTestRun: Sendable {
    /// The files, as given.
    public var files: [PhraseTestFile]
    /// Parse errors and checks against the catalog, in file order.
    public var diagnostics: [Diagnostic] = []
    /// Files with an error: they were not run.
    public var malformedFiles: [String] = []
    /// One per case of every file that ran, in file order.
    public var outcomes: [PhraseTestOutcome] = []
    public var coverage = PhraseCoverage()
    public var confusion = PhraseConfusion()

    public init(files: [PhraseTestFile]) {
        self.files = files
    }

    public var passed: Int { outcomes.count(where: \.isPassing) }
    public var failed: Int { outcomes.count { $0.verdict == .failed } }
    public var todo: Int { outcomes.count { $0.verdict == .todo } }
    public var fixed: Int { outcomes.count { $0.verdict == .fixed } }
    public var failures: [PhraseTestOutcome] { outcomes.filter { $0.verdict == .failed } }
}
