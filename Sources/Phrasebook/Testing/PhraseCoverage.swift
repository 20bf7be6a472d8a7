/// Which phrase templates and negative phrases the tests exercise.
///
/// A template is exercised when a case's result came through it, whatever
/// the verdict (a failing case fails the run anyway): the result's app,
/// intent and `phrase` (for `matched` and `needs-value`), every candidate's
/// (for `ambiguous`), or the app and `negativePhrase` (for `rejected`). As
/// Home Assistant's intents CI does, every phrase a person can say should be
/// pinned by a test.
public struct PhraseCoverage: Sendable {
    /// A template or a negative phrase, and the cases that exercise it.
    public struct Item: Sendable, Hashable {
        public var app: String
        /// The shortcut's intent; `nil` for a negative phrase.
        public var intent: String?
        /// The template in `${…}` notation.
        public var phrase: String
        public var location: SourceLocation
        /// The test cases whose result came through it.
        public var exercisedBy: [SourceLocation]

        public var isNegative: Bool { intent == nil }
        public var isCovered: Bool { !exercisedBy.isEmpty }
    }

    /// Counts for one app.
    public struct AppSummary: Sendable, Hashable {
        public var app: String
        public var templates: Int
        public var coveredTemplates: Int
        public var negativePhrases: Int
        public var coveredNegativePhrases: Int
    }

    /// Every template, then every negative phrase, per app in catalog order.
    public var items: [Item] = []

    public init() {}

    public init(catalog: Catalog, outcomes: [PhraseTestOutcome]) {
        struct Key: Hashable {
            var app: String
            var intent: String?
            var phrase: String
        }
        var exercised: [Key: [SourceLocation]] = [:]
        func note(_ app: String?, _ intent: String?, _ phrase: String?, _ outcome: PhraseTestOutcome) {
            guard let app, let phrase else { return }
            exercised[Key(app: app, intent: intent, phrase: phrase), default: []].append(outcome.testCase.location)
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
        for app in catalog.apps {
            for shortcut in app.shortcuts {
                for template in shortcut.templates {
                    let key = Key(app: app.name, intent: shortcut.intentName, phrase: template.text)
                    items.append(Item(app: app.name, intent: shortcut.intentName, phrase: template.text,
                                      location: template.location, exercisedBy: exercised[key] ?? []))
                }
            }
            for template in app.negativePhrases {
                let key = Key(app: app.name, intent: nil, phrase: template.text)
                items.append(Item(app: app.name, intent: nil, phrase: template.text,
                                  location: template.location, exercisedBy: exercised[key] ?? []))
            }
        }
    }

    /// What no test exercises, in catalog order.
    public var uncovered: [Item] { items.filter { !$0.isCovered } }

    /// Whether every template and negative phrase is exercised.
    public var isComplete: Bool { items.allSatisfy(\.isCovered) }

    /// Per app, in catalog order.
    public var apps: [AppSummary] {
        var order: [String] = []
        var summaries: [String: AppSummary] = [:]
        for item in items {
            if summaries[item.app] == nil {
                order.append(item.app)
                summaries[item.app] = AppSummary(app: item.app, templates: 0, coveredTemplates: 0, negativePhrases: 0, coveredNegativePhrases: 0)
            }
            if item.isNegative {
                summaries[item.app]?.negativePhrases += 1
                if item.isCovered { summaries[item.app]?.coveredNegativePhrases += 1 }
            } else {
                summaries[item.app]?.templates += 1
                if item.isCovered { summaries[item.app]?.coveredTemplates += 1 }
            }
        }
        return order.compactMap { summaries[$0] }
    }
}
