/// Checks a catalog against Apple's build rules for App Shortcuts and
/// against what makes phrases hard to match.
public enum Linter {
    /// One finding: a diagnostic, and whether it breaks one of Apple's build rules.
    public struct Finding: Sendable, Hashable {
        public var diagnostic: Diagnostic
        /// `true` where Xcode would fail the build; `phrase lint --strict` fails then too.
        public var isAppleRule: Bool
    }

    /// Apple's limits.
    public static let maximumShortcuts = 10
    public static let maximumPhrases = 1_000
    /// Phrases are best 3–6 words; outside this range they are reported.
    public static let comfortableWordCounts = 2...8

    /// Every finding, in file order.
    ///
    /// - Parameter strict: report Apple-rule findings as errors rather than warnings.
    public static func findings(in catalog: Catalog, strict: Bool = false) -> [Finding] {
        var findings: [Finding] = []
        let appleSeverity: Diagnostic.Severity = strict ? .error : .warning
        func apple(_ message: String, _ location: SourceLocation) {
            findings.append(Finding(diagnostic: Diagnostic(appleSeverity, at: location, message), isAppleRule: true))
        }
        func advice(_ message: String, _ location: SourceLocation, _ severity: Diagnostic.Severity) {
            findings.append(Finding(diagnostic: Diagnostic(severity, at: location, message), isAppleRule: false))
        }

        for (a, app) in catalog.apps.enumerated() {
            if app.providers.count > 1 {
                for provider in app.providers.dropFirst() {
                    apple("Only one type may conform to AppShortcutsProvider; \(app.name) already has \(app.providers[0].name)", provider.location)
                }
            }
            if app.shortcuts.count > maximumShortcuts {
                apple("An app may have at most \(maximumShortcuts) App Shortcuts; \(app.name) has \(app.shortcuts.count)", app.shortcuts[maximumShortcuts].location)
            }
            let phraseCount = catalog.expandedPhraseCount(ofApp: a)
            if phraseCount > maximumPhrases, let first = app.shortcuts.first {
                apple("An app may have at most \(maximumPhrases) App Shortcut phrases counting every parameter value; \(app.name) has \(phraseCount)", first.location)
            }
            for shortcut in app.shortcuts {
                let intent = app.intents[shortcut.intentName]
                for template in shortcut.templates {
                    lint(template, intent: intent, app: app, catalog: catalog, apple: apple, advice: advice)
                }
            }
            for template in app.negativePhrases where template.applicationNameCount > 1 {
                advice("negative phrase names the app more than once", template.location, .warning)
            }
        }
        findings += duplicatePhrases(in: catalog)
        findings += localizationFindings(in: catalog, strict: strict)
        findings += collisions(in: catalog)
        findings += valueCollisions(in: catalog)
        findings += adjacentValues(in: catalog)
        findings += soundAlikes(in: catalog)
        return findings.sorted { $0.diagnostic.location < $1.diagnostic.location }
    }

    private static func lint(
        _ template: Template, intent: Intent?, app: App, catalog: Catalog,
        apple: (String, SourceLocation) -> Void, advice: (String, SourceLocation, Diagnostic.Severity) -> Void
    ) {
        let spelled = spelledTokens(in: template)
        if template.applicationNameCount == 0, spelled.contains("applicationName") {
            // Xcode's own words would quote back what the phrase already seems to have.
            apple("the phrase has the text ${applicationName}, not the app name token: write \\(.applicationName), not the text ${applicationName}", template.location)
        } else if template.applicationNameCount != 1 {
            apple("Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it.", template.location)
        }
        for name in spelled where !(name == "applicationName" && template.applicationNameCount == 0) {
            advice("write \(swiftToken(named: name)), not the text ${\(name)}: the phrase would have to be said as written", template.location, .warning)
        }
        let names = template.parameterNames
        if names.count > 1 {
            apple("Invalid Utterance. Every App Shortcut utterance should have at most one parameter; found \(names.count) (\(names.map { "${\($0)}" }.joined(separator: ", "))).", template.location)
        }
        for name in names {
            guard let parameter = intent?.parameter(named: name) else { continue }
            switch parameter.kind {
            case .entity, .enumeration:
                if (app.valueTypes[parameter.typeName]?.values ?? []).isEmpty {
                    if parameter.kind == .entity {
                        // The query's suggestedEntities() runs in the app; Phrasebook cannot run it.
                        advice("'${\(name)}' has no values yet: \(parameter.typeName)'s suggested entities come at run time, from update-entities (phrased) or entities/\(parameter.typeName).json; until then this phrase matches nothing", template.location, .note)
                    } else {
                        advice("'${\(name)}' has no values to say: \(parameter.typeName) has no cases", template.location, .warning)
                    }
                }
            case .text, .other:
                apple("Invalid parameter type. AppEntity and AppEnum are the only allowed types for parameters in App Shortcut phrases; '\(name)' is \(parameter.typeName).", template.location)
            }
        }
        // Word count as people say it: the app's name and a typical value filled in.
        var words = 0
        for piece in template.pieces {
            switch piece {
            case .text(let text): words += text.split(whereSeparator: \.isWhitespace).count
            case .applicationName: words += app.name.split(whereSeparator: \.isWhitespace).count
            case .parameter: words += 1
            }
        }
        if !comfortableWordCounts.contains(words) {
            advice("phrase has \(words) words; phrases of 3 to 6 words are the easiest to say and to recognise", template.location, .warning)
        }
    }

    /// Expanded phrases that reach two meanings, and negative phrases that veto positive ones.
    ///
    /// One finding per set of templates whose phrases reach the same
    /// meanings, showing the first phrase and counting the rest. None for
    /// a template written twice, which `duplicatePhrases` reports, nor for
    /// templates alike but for the values they take (`Open ${target} …`
    /// and `Open ${collection} …` both saying "Paris"), which
    /// `valueCollisions` reports once for all the values.
    public static func collisions(in catalog: Catalog) -> [Finding] {
        var findings: [Finding] = []
        var byWords: [String: [ExpandedPhrase]] = [:]
        var order: [String] = []
        for phrase in catalog.expandedPhrases(limit: 200_000) {
            let key = Normalizer.normalized(phrase.text)
            if byWords[key] == nil { order.append(key) }
            byWords[key, default: []].append(phrase)
        }
        // Per set of (app, intent, template): the first phrase's finding, and how many more phrases.
        var groups: [[String]: (finding: Int, more: Int)] = [:]
        for key in order {
            let phrases = byWords[key]!
            let positives = phrases.filter { !$0.isNegative }
            if let negative = phrases.first(where: \.isNegative), let positive = positives.first {
                let location = location(of: negative, in: catalog)
                findings.append(Finding(diagnostic: .warning(
                    "negative phrase \"\(negative.template)\" vetoes \"\(positive.text)\" of \(positive.intent) (\(positive.template))",
                    at: location), isAppleRule: false))
            }
            var meanings: [ExpandedPhrase] = []
            for phrase in positives where !meanings.contains(where: { compatible($0, phrase) }) {
                meanings.append(phrase)
            }
            guard meanings.count > 1 else { continue }
            let isDuplicate = Set(meanings.map { Normalizer.normalized($0.template) }).count == 1
                && Set(meanings.map { "\($0.intent) \($0.shortcut)" }).count > 1
            if isDuplicate || isValueCollision(meanings, in: catalog) { continue }
            let sources = Set(meanings.map { "\($0.app)\u{0}\($0.intent)\u{0}\($0.template)" }).sorted()
            if let group = groups[sources] {
                groups[sources] = (group.finding, group.more + 1)
                continue
            }
            let description = meanings.map { "\($0.app) \($0.intent)\(describe($0.parameters))" }.joined(separator: " and ")
            groups[sources] = (findings.count, 0)
            findings.append(Finding(diagnostic: .warning(
                "\"\(meanings[0].text)\" reaches \(meanings.count) meanings: \(description); it will be ambiguous",
                at: location(of: meanings[1], in: catalog)), isAppleRule: false))
        }
        for (finding, more) in groups.values where more > 0 {
            findings[finding].diagnostic.message += " (and \(more) more phrase\(more == 1 ? "" : "s") of the same templates)"
        }
        return findings
    }

    private static func compatible(_ a: ExpandedPhrase, _ b: ExpandedPhrase) -> Bool {
        guard a.app == b.app, a.intent == b.intent else { return false }
        for p in a.parameters {
            if let q = b.parameters.first(where: { $0.name == p.name }), q.value.value != p.value.value { return false }
        }
        return true
    }

    private static func describe(_ parameters: [(name: String, value: ParameterValue)]) -> String {
        parameters.isEmpty ? "" : " (" + parameters.map { "\($0.name)=\($0.value.value)" }.joined(separator: " ") + ")"
    }

    private static func location(of phrase: ExpandedPhrase, in catalog: Catalog) -> SourceLocation {
        guard let app = catalog.apps.first(where: { $0.name == phrase.app }) else {
            return SourceLocation(file: "", line: 1, column: 1)
        }
        if phrase.isNegative {
            return app.negativePhrases.first { $0.text == phrase.template }?.location ?? SourceLocation(file: app.directory, line: 1, column: 1)
        }
        return source(of: phrase, in: app)?.template.location ?? SourceLocation(file: app.directory, line: 1, column: 1)
    }

    /// The template a positive phrase was expanded from, and its intent.
    private static func source(of phrase: ExpandedPhrase, in app: App) -> (template: Template, intent: Intent?)? {
        for shortcut in app.shortcuts where shortcut.intentName == phrase.intent {
            if let template = shortcut.templates.first(where: { $0.text == phrase.template }) {
                return (template, app.intents[shortcut.intentName])
            }
        }
        return nil
    }

    /// Whether `meanings` (one phrase's) come from templates of one app
    /// that are alike but for their value slots: the values are said alike.
    private static func isValueCollision(_ meanings: [ExpandedPhrase], in catalog: Catalog) -> Bool {
        guard let app = catalog.apps.first(where: { $0.name == meanings[0].app }) else { return false }
        var contexts = Set<[String]>()
        for meaning in meanings {
            guard meaning.app == app.name, let (template, intent) = source(of: meaning, in: app) else { return false }
            var (parts, slots) = spokenParts(of: template, intent: intent)
            guard !slots.isEmpty else { return false }
            for slot in slots { parts[slot.index] = "${}" }
            contexts.insert(parts)
        }
        return contexts.count == 1
    }
}
