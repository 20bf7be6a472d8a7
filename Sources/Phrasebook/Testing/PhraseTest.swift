/// One `.phrasetest` file, parsed: its test cases and the problems found in it.
///
/// A file is a list of lines `utterance => expectation`, with comments,
/// blank lines, directives (`@app Landmarks`) that apply to the lines after
/// them, and per-line options in brackets (`[exact, min-confidence=0.9]`).
/// `Docs/testing.md` describes the format; `PhraseTestParser` reads it.
public struct PhraseTestFile: Sendable, Hashable {
    /// The path the caller gave; it prefixes every location.
    public var path: String
    /// The well-formed lines, in file order.
    public var cases: [PhraseTestCase]
    /// A problem per malformed line (`file:line:col: error: …`).
    public var diagnostics: [Diagnostic]

    public init(path: String, cases: [PhraseTestCase] = [], diagnostics: [Diagnostic] = []) {
        self.path = path
        self.cases = cases
        self.diagnostics = diagnostics
    }

    /// Parses `text`, the contents of the file at `path`.
    ///
    /// Never fails: every malformed line becomes a diagnostic and the rest is read.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public init(parsing text: String, path: String) {
        self = PhraseTestParser.parse(text, path: path)
    }

    /// Whether any line is malformed; `phrase test` does not run such a file.
    public var isMalformed: Bool { diagnostics.contains { $0.severity == .error } }
}

/// One line of a test file: what is said, and what must come of it.
public struct PhraseTestCase: Sendable, Hashable {
    /// The utterance's first character.
    public var location: SourceLocation
    public var utterance: String
    public var expectation: PhraseTestExpectation
    /// The file's directives in force at this line, with the line's own options applied.
    public var options: PhraseTestOptions

    public init(location: SourceLocation, utterance: String, expectation: PhraseTestExpectation, options: PhraseTestOptions = PhraseTestOptions()) {
        self.location = location
        self.utterance = utterance
        self.expectation = expectation
        self.options = options
    }
}

/// How one case is matched and judged: `@app`, `@locale`, `@exact`,
/// `@threshold`, `@min-confidence` and `[todo]`.
public struct PhraseTestOptions: Sendable, Hashable {
    /// Match against this app only (`@app Landmarks`, `[app=Landmarks]`); `nil`: every app.
    public var app: String?
    /// Where `app` was named, for a diagnostic if no app has that name.
    public var appLocation: SourceLocation?
    /// The phrases' language (`@locale de`, `[locale=de]`); `nil`: the run's
    /// `--locale`, else each app's source language.
    public var locale: String?
    /// Exact phrases only (`@exact`, `[exact]`), as Apple does where flexible matching is off.
    public var isExactOnly: Bool
    /// The matcher's no-match threshold (`@threshold 0.5`); `nil`: the matcher's default.
    public var threshold: Double?
    /// The case fails when the result's confidence is lower (`@min-confidence 0.9`).
    public var minimumConfidence: Double?
    /// A known failure (`[todo]`): reported, but it does not fail the run.
    public var isTodo: Bool

    public init(
        app: String? = nil, locale: String? = nil, isExactOnly: Bool = false, threshold: Double? = nil, minimumConfidence: Double? = nil,
        isTodo: Bool = false
    ) {
        self.app = app
        self.locale = locale
        self.isExactOnly = isExactOnly
        self.threshold = threshold
        self.minimumConfidence = minimumConfidence
        self.isTodo = isTodo
    }
}

/// What a test case expects of the matcher's result.
public enum PhraseTestExpectation: Sendable, Hashable {
    /// `=> [App:]Intent param=value …`: status `matched`, that intent, those parameters.
    case matched(IntentExpectation)
    /// `=> needs-value param [[App:]Intent param=value …]`: status `needs-value`, asking for `param`.
    case needsValue(parameter: String, location: SourceLocation, intent: IntentExpectation?)
    /// `=> ambiguous [candidate | candidate …]`: status `ambiguous`; listed candidates must be exactly the alternatives.
    case ambiguous([IntentExpectation])
    /// `=> rejected ["negative phrase"]`: vetoed, by that negative phrase if one is given.
    case rejected(negativePhrase: String?)
    /// `=> no-match`.
    case noMatch
}

/// An intent and parameters a result must have.
public struct IntentExpectation: Sendable, Hashable {
    /// `Landmarks:OpenLandmarkIntent`: the app, by folder name, name or alternative name.
    public var app: String?
    public var intent: String
    /// Every parameter of the result must be listed, unless `allowsOtherParameters`.
    public var parameters: [ExpectedParameter]
    /// A trailing `...`: the result may have parameters not listed.
    public var allowsOtherParameters: Bool
    /// The intent name's position.
    public var location: SourceLocation

    public init(app: String? = nil, intent: String, parameters: [ExpectedParameter] = [], allowsOtherParameters: Bool = false, location: SourceLocation) {
        self.app = app
        self.intent = intent
        self.parameters = parameters
        self.allowsOtherParameters = allowsOtherParameters
        self.location = location
    }
}

/// `name=value`: the value is the entity `id`, the enum case name or the captured text.
public struct ExpectedParameter: Sendable, Hashable {
    public var name: String
    public var value: String
    public var location: SourceLocation

    public init(name: String, value: String, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}
