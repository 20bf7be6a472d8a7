/// Which phrase templates and negative phrases the tests exercise, in
/// every language the app's phrases are in.
///
/// A template is exercised when a case's result came through it, whatever
/// the verdict (a failing case fails the run anyway): the result's app,
/// intent and `phrase` (for `matched` and `needs-value`), every candidate's
/// (for `ambiguous`), or the app and `negativePhrase` (for `rejected`). As
/// Home Assistant's intents CI does, every phrase a person can say should be
/// pinned by a test.
///
/// A translation (String Catalogs, `.strings`) is a phrase of its own: it
/// is exercised by a case matched in its language (`@locale de`, or the
/// run's `--locale`) whose result came through it, never by a case in
/// another language, so every language needs its own cases.
public struct PhraseCoverage: Sendable {
    /// A template or a negative phrase, and the cases that exercise it.
    public struct Item: Sendable, Hashable {
        public var app: String
        /// The shortcut's intent; `nil` for a negative phrase.
        public var intent: String?
        /// The template in `${…}` notation, in its language.
        public var phrase: String
        /// The template's place: in a Swift file, or, for a translation,
        /// its value in the String Catalog or `.strings` table.
        public var location: SourceLocation
        /// The language of a translation, as the app's files name it
        /// (`de`); `nil` for the source language's phrases.
        public var locale: String?
        /// The source phrase a translation translates.
        public var translates: String?
        /// The test cases whose result came through it.
        public var exercisedBy: [SourceLocation]

        public var isNegative: Bool { intent == nil }
        public var isCovered: Bool { !exercisedBy.isEmpty }
    }

    /// Counts for one app in one language.
    public struct AppSummary: Sendable, Hashable {
        public var app: String
        /// `nil`: the source language.
        public var locale: String?
        public var templates: Int
        public var coveredTemplates: Int
        public var negativePhrases: Int
        public var coveredNegativePhrases: Int

        /// `Calm`, or `Calm (de)` for a translation.
        public var label: String { locale.map { "\(app) (\($0))" } ?? app }
    }

    /// Per app in catalog order: every template, then every negative phrase,
    /// then the same for each language it is translated into (sorted).
    public var items: [Item] = []

    public init() {}

    public init(catalog: Catalog, outcomes: [PhraseTestOutcome]) {
        struct Key: Hashable {
            var app: String
            var intent: String?
            var phrase: String
            /// `nil`: the app's source language.
            var locale: String?
        }
        // Per locale asked for, the language it picks for each app (`nil`
        // entries: left out), as the matcher picked it.
        var picked: [String: [String?]] = [:]
        func language(of app: String, locale: String?) -> String? {
            guard let locale, let a = catalog.apps.firstIndex(where: { $0.name == app }) else { return nil }
            if picked[locale] == nil { picked[locale] = (try? catalog.languages(MatchOptions(locale: locale)).get()) ?? [] }
            let language = picked[locale]!.indices.contains(a) ? picked[locale]![a] : nil
            return language == catalog.apps[a].sourceLanguage ? nil : language
        }
        var exercised: [Key: [SourceLocation]] = [:]
        func note(_ app: String?, _ intent: String?, _ phrase: String?, _ outcome: PhraseTestOutcome) {
            guard let app, let phrase else { return }
            let key = Key(app: app, intent: intent, phrase: phrase, locale: language(of: app, locale: outcome.locale))
            exercised[key, default: []].append(outcome.testCase.location)
        }
        for outcome in outcomes {
            let result = outcome.result
            switch result.status {
            case .matched, .needsValue:
                note(result.app, result.intent, result.phrase, outcome)
            case .ambiguous:
                for candidate in result.alternatives { note(candidate.app, candidate.intent, candidate.phrase, outcome) }
            case .rejected:
                note(result.app, nil, result.negativePhrase, outcome)
            case .noMatch, .error:
                break
            }
        }
        func add(_ app: App, intent: String?, _ template: Template, locale: String? = nil, translates source: Template? = nil) {
            let key = Key(app: app.name, intent: intent, phrase: template.text, locale: locale)
            items.append(Item(
                app: app.name, intent: intent, phrase: template.text, location: template.location, locale: locale,
                translates: source?.text, exercisedBy: exercised[key] ?? []))
        }
        for app in catalog.apps {
            for shortcut in app.shortcuts {
                for template in shortcut.templates { add(app, intent: shortcut.intentName, template) }
            }
            for template in app.negativePhrases { add(app, intent: nil, template) }
            for language in app.languages.dropFirst() {
                for shortcut in app.shortcuts {
                    for template in shortcut.templates {
                        for translated in app.phrasings(of: template, in: language) {
                            add(app, intent: shortcut.intentName, translated, locale: language, translates: template)
                        }
                    }
                }
                for template in app.negativePhrases {
                    for translated in app.phrasings(of: template, in: language) {
                        add(app, intent: nil, translated, locale: language, translates: template)
                    }
                }
            }
        }
    }

    /// What no test exercises, in catalog order.
    public var uncovered: [Item] { items.filter { !$0.isCovered } }

    /// Whether every template and negative phrase, in every language, is exercised.
    public var isComplete: Bool { items.allSatisfy(\.isCovered) }

    /// Per app and language, in the order of ``items``.
    public var apps: [AppSummary] {
        struct Key: Hashable {
            var app: String
            var locale: String?
        }
        var order: [Key] = []
        var summaries: [Key: AppSummary] = [:]
        for item in items {
            let key = Key(app: item.app, locale: item.locale)
            if summaries[key] == nil {
                order.append(key)
                summaries[key] = AppSummary(
                    app: item.app, locale: item.locale, templates: 0, coveredTemplates: 0, negativePhrases: 0, coveredNegativePhrases: 0)
            }
            if item.isNegative {
                summaries[key]?.negativePhrases += 1
                if item.isCovered { summaries[key]?.coveredNegativePhrases += 1 }
            } else {
                summaries[key]?.templates += 1
                if item.isCovered { summaries[key]?.coveredTemplates += 1 }
            }
        }
        return order.compactMap { summaries[$0] }
    }
}
