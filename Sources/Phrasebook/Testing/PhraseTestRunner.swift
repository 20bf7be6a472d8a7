/// Runs `.phrasetest` cases against a catalog and judges the results.
///
/// A case matches against every app of the catalog unless `@app` or
/// `[app=…]` narrows it: app boundaries are part of what is tested.
public struct PhraseTestRunner: Sendable {
    public let catalog: Catalog
    /// Exact phrases only for every case, whatever the files say (`phrase test --exact`).
    public var forcesExactMatching: Bool
    /// The language of cases that name none (`phrase test --locale de`).
    public var locale: String?
    /// The matcher's numbers every case is matched with (`phrase test
    /// --param`); a case's own `[threshold=…]` still sets its threshold.
    public var parameters: MatchParameters

    public init(catalog: Catalog, forcesExactMatching: Bool = false, locale: String? = nil, parameters: MatchParameters = MatchParameters()) {
        self.catalog = catalog
        self.forcesExactMatching = forcesExactMatching
        self.locale = locale
        self.parameters = parameters
    }

    /// Parses nothing and reads nothing: runs every well-formed file, and
    /// collects coverage and confusion.
    ///
    /// A file with a parse error, or one that names an app, intent or
    /// parameter the catalog does not have, is not run; its problems are in
    /// `diagnostics` and its path in `malformedFiles`.
    public func run(_ files: [PhraseTestFile]) -> PhraseTestRun {
        var run = PhraseTestRun(files: files)
        for file in files {
            let problems = (file.diagnostics + check(file)).sorted { $0.location < $1.location }
            run.diagnostics += problems
            if problems.contains(where: { $0.severity == .error }) {
                run.malformedFiles.append(file.path)
                continue
            }
            for testCase in file.cases {
                run.outcomes.append(self.run(testCase, in: file.path))
            }
        }
        run.coverage = PhraseCoverage(catalog: catalog, outcomes: run.outcomes)
        run.confusion = PhraseConfusion(outcomes: run.outcomes, runner: self)
        return run
    }

    /// Matches one case's utterance and judges the result.
    public func run(_ testCase: PhraseTestCase, in file: String) -> PhraseTestOutcome {
        // The catalog's own name for the app, so `DailyByte` finds `Daily Byte`.
        let app = testCase.options.app.map { name in appNumber(named: name).map { catalog.apps[$0].name } ?? name }
        let locale = testCase.options.locale ?? locale
        var options = MatchOptions(
            app: app, isExactOnly: testCase.options.isExactOnly || forcesExactMatching, locale: locale, parameters: parameters)
        if let threshold = testCase.options.threshold { options.threshold = threshold }
        let clock = ContinuousClock()
        let start = clock.now
        let result = catalog.match(testCase.utterance, options: options)
        let duration = clock.now - start

        let reason = judge(testCase, result)
        let verdict: PhraseTestOutcome.Verdict = switch (reason == nil, testCase.options.isTodo) {
        case (true, false): .passed
        case (true, true): .fixed
        case (false, false): .failed
        case (false, true): .todo
        }
        return PhraseTestOutcome(
            file: file, testCase: testCase, result: result, verdict: verdict, reason: reason, duration: duration, locale: locale)
    }

    // MARK: Judging

    /// `nil` when `result` passes `testCase`; else why not.
    func judge(_ testCase: PhraseTestCase, _ result: MatchResult) -> String? {
        if let reason = mismatch(testCase.expectation, result) { return reason }
        if let minimum = testCase.options.minimumConfidence, result.status != .noMatch, result.confidence < minimum {
            return "confidence \(Self.format(result.confidence)) is below the minimum \(Self.format(minimum))"
        }
        return nil
    }

    /// `nil` when `result` is what `expectation` asks for; else why not.
    func mismatch(_ expectation: PhraseTestExpectation, _ result: MatchResult) -> String? {
        switch expectation {
        case .noMatch:
            return result.status == .noMatch ? nil : "expected no match"
        case .rejected(let phrase):
            guard result.status == .rejected else { return "expected a veto by a negative phrase" }
            if let phrase, Normalizer.normalized(phrase) != Normalizer.normalized(result.negativePhrase ?? "") {
                return "vetoed by \"\(result.negativePhrase ?? "")\", not \"\(phrase)\""
            }
            return nil
        case .matched(let intent):
            guard result.status == .matched else { return "expected status matched, got \(result.status.rawValue)" }
            return mismatch(intent, app: result.app, intent: result.intent, parameters: result.parameters)
        case .needsValue(let parameter, _, let intent):
            guard result.status == .needsValue else { return "expected status needs-value, got \(result.status.rawValue)" }
            guard result.parameter == parameter else { return "asks for \(result.parameter ?? "nothing"), not \(parameter)" }
            guard let intent else { return nil }
            return mismatch(intent, app: result.app, intent: result.intent, parameters: result.parameters)
        case .ambiguous(let candidates):
            guard result.status == .ambiguous else { return "expected status ambiguous, got \(result.status.rawValue)" }
            guard !candidates.isEmpty else { return nil }
            guard candidates.count == result.alternatives.count else {
                return "\(result.alternatives.count) candidates, not \(candidates.count)"
            }
            var unused = result.alternatives
            for candidate in candidates {
                guard let i = unused.firstIndex(where: { mismatch(candidate, app: $0.app, intent: $0.intent, parameters: $0.parameters) == nil }) else {
                    return "no candidate is \(candidate)"
                }
                unused.remove(at: i)
            }
            return nil
        }
    }

    /// `nil` when app, intent and parameters are what `expected` asks for; else why not.
    func mismatch(_ expected: IntentExpectation, app: String?, intent: String?, parameters: [MatchResult.NamedValue]) -> String? {
        guard intent == expected.intent else { return "intent \(intent ?? "none"), not \(expected.intent)" }
        if let wanted = expected.app, let app, !isApp(app, named: wanted) {
            return "app \(app), not \(wanted)"
        }
        for parameter in expected.parameters {
            guard let actual = parameters.first(where: { $0.name == parameter.name }) else {
                return "no value for \(parameter.name)"
            }
            guard Self.isSameValue(actual.value.value, parameter.value) else {
                return "\(parameter.name) is \(actual.value.value), not \(parameter.value)"
            }
        }
        if !expected.allowsOtherParameters {
            let listed = Set(expected.parameters.map(\.name))
            if let extra = parameters.first(where: { !listed.contains($0.name) }) {
                return "unexpected \(extra.name)=\(extra.value.value) (list it, or end with '...')"
            }
        }
        return nil
    }

    /// Entity ids and case names compare as written, captured text as spoken:
    /// `"Login Bug"` is `login bug`.
    static func isSameValue(_ actual: String, _ expected: String) -> Bool {
        actual == expected || Normalizer.normalized(actual) == Normalizer.normalized(expected)
    }

    // MARK: Apps

    /// The index of the app named `name`: its folder name, spoken name or an
    /// alternative name, in any case and with or without spaces (`DailyByte`).
    func appNumber(named name: String) -> Int? {
        if let number = catalog.appNumber(named: name) { return number }
        let wanted = Self.compactKey(name)
        return catalog.apps.firstIndex { app in
            ([app.name, folderName(app)] + app.alternativeNames).contains { Self.compactKey($0) == wanted }
        }
    }

    func isApp(_ appName: String, named name: String) -> Bool {
        guard let number = appNumber(named: name) else { return false }
        return catalog.apps[number].name == appName
    }

    func folderName(_ app: App) -> String {
        app.directory.split(separator: "/").last.map(String.init) ?? app.directory
    }

    static func compactKey(_ name: String) -> String {
        Normalizer.tokens(name).joined()
    }

    static func format(_ x: Double) -> String {
        let hundredths = Int((x * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
