extension PhraseTestRunner {
    /// What a well-formed test file names that the catalog does not have:
    /// an app, an intent no shortcut runs, a parameter the intent lacks.
    ///
    /// These are errors: a test of a misspelt intent would fail for the wrong
    /// reason, and a rename in the Swift code should point at the stale tests.
    public func check(_ file: PhraseTestFile) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for testCase in file.cases {
            var apps = Array(catalog.apps.indices)
            if let name = testCase.options.app {
                guard let number = appNumber(named: name) else {
                    let location = testCase.options.appLocation ?? testCase.location
                    problems.append(.error("no app named '\(name)'\(suggestion(for: name, among: appNames))", at: location))
                    continue
                }
                apps = [number]
            }
            // A language no app's phrases are in (or not the named app's).
            if let locale = testCase.options.locale,
                case .failure(let problem) = catalog.scope(MatchOptions(app: testCase.options.app, locale: locale))
            {
                problems.append(.error(problem.result.errorMessage ?? "no phrases in locale '\(locale)'", at: testCase.location))
                continue
            }
            switch testCase.expectation {
            case .matched(let intent):
                problems += check(intent, in: apps)
            case .needsValue(let parameter, let location, let intent):
                if let intent {
                    let found = check(intent, in: apps)
                    problems += found
                    if found.isEmpty, !isParameter(parameter, of: intent.intent, in: narrowed(apps, to: intent.app)) {
                        problems.append(.error("\(intent.intent) has no parameter '\(parameter)'", at: location))
                    }
                } else if !apps.contains(where: { app in catalog.apps[app].intents.values.contains { $0.parameter(named: parameter) != nil } }) {
                    problems.append(.error("no intent has a parameter '\(parameter)'", at: location))
                }
            case .ambiguous(let candidates):
                for candidate in candidates { problems += check(candidate, in: apps) }
            case .rejected, .noMatch:
                break
            }
        }
        return problems
    }

    private func check(_ expected: IntentExpectation, in apps: [Int]) -> [Diagnostic] {
        if let name = expected.app, appNumber(named: name) == nil {
            var location = expected.location
            location.column = max(1, location.column - name.unicodeScalars.count - 1)
            return [.error("no app named '\(name)'\(suggestion(for: name, among: appNames))", at: location)]
        }
        let apps = narrowed(apps, to: expected.app)
        let runs = apps.filter { app in catalog.apps[app].shortcuts.contains { $0.intentName == expected.intent } }
        guard !runs.isEmpty else {
            let known = Set(apps.flatMap { catalog.apps[$0].shortcuts.map(\.intentName) }).sorted()
            let scope = apps.count == 1 ? " of \(catalog.apps[apps[0]].name)" : ""
            return [.error("no App Shortcut\(scope) runs '\(expected.intent)'\(suggestion(for: expected.intent, among: known))", at: expected.location)]
        }
        var problems: [Diagnostic] = []
        for parameter in expected.parameters where !isParameter(parameter.name, of: expected.intent, in: runs) {
            problems.append(.error("\(expected.intent) has no parameter '\(parameter.name)'", at: parameter.location))
        }
        return problems
    }

    /// `apps`, or only the app named `name` when there is one.
    private func narrowed(_ apps: [Int], to name: String?) -> [Int] {
        guard let name, let number = appNumber(named: name) else { return apps }
        return [number]
    }

    /// Whether `name` is a parameter of `intent` (declared, or bound by a shortcut) in one of `apps`.
    /// An intent whose declaration the Swift files do not hold accepts any name.
    private func isParameter(_ name: String, of intent: String, in apps: [Int]) -> Bool {
        apps.contains { number in
            let app = catalog.apps[number]
            let bound = app.binds(name, of: intent)
            guard let declaration = app.intents[intent] else { return app.shortcuts.contains { $0.intentName == intent } }
            return bound || declaration.parameter(named: name) != nil
        }
    }

    private var appNames: [String] { catalog.apps.map { folderName($0) } }

    /// `; did you mean 'X'?` for the closest of `names`, if one is close.
    private func suggestion(for name: String, among names: [String]) -> String {
        let wanted = Array(name.lowercased().unicodeScalars.prefix(80))
        var best: (name: String, distance: Int)?
        for candidate in names {
            let other = Array(candidate.lowercased().unicodeScalars.prefix(80))
            // `OpenLandmark` for `OpenLandmarkIntent`: a prefix is as good as one typo.
            let isPrefix = wanted.count >= 3 && (other.starts(with: wanted) || wanted.starts(with: other))
            let distance = isPrefix ? 1 : Self.editDistance(wanted, other)
            if distance <= max(2, wanted.count / 3), distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best.map { "; did you mean '\($0.name)'?" } ?? ""
    }

    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
