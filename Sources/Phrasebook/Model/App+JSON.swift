extension App {
    /// The app's shortcuts as JSON: intent, titles, templates, parameters,
    /// negative phrases. `phrase compile --json` and the daemon's `shortcuts` op show it.
    public var json: JSON { json(in: nil) }

    /// The app's shortcuts as JSON in `language` (`nil`: the source
    /// language): short titles, parameter titles, prompts and bound enum
    /// cases' titles as the app's `Localizable` strings translate them, and the phrases and negative
    /// phrases said in it (a phrase without a translation left out). The
    /// app's `name` stays the one requests name it by.
    public func json(in language: String?) -> JSON {
        let negatives = negativePhrases.flatMap { phrasings(of: $0, in: language) }
        return .object([
            ("name", .string(name)),
            ("alternativeNames", .array(alternativeNames.map(JSON.string))),
            ("directory", .string(directory)),
            ("provider", providerName.map(JSON.string) ?? .null),
            ("tileColor", tileColor.map(JSON.string) ?? .null),
            ("shortcuts", .array(shortcuts.map { $0.json(in: self, language: language) })),
            ("negativePhrases", .array(negatives.map { .string($0.text) })),
        ])
    }
}

extension Shortcut {
    /// The shortcut as JSON; `app` gives its intent's parameters and, in
    /// `language`, its translations (``App/json(in:)``).
    public func json(in app: App, language: String? = nil) -> JSON {
        let intent = app.intents[intentName]
        let phrases = templates.flatMap { app.phrasings(of: $0, in: language) }
        return .object([
            ("intent", .string(intentName)),
            ("shortTitle", shortTitle.map { .string(app.localizedString($0, in: language) ?? $0) } ?? .null),
            ("systemImageName", systemImageName.map(JSON.string) ?? .null),
            ("phrases", .array(phrases.map { .string($0.text) })),
            ("boundParameters", .object(boundParameters.map { bound in
                (bound.parameter, app.localized(bound.value, of: intent?.parameter(named: bound.parameter), in: language).json)
            })),
            ("parameters", .array((intent?.parameters ?? []).map { parameter in
                .object([
                    ("name", .string(parameter.name)),
                    ("title", parameter.title.map { .string(app.localizedString($0, in: language) ?? $0) } ?? .null),
                    ("type", .string(parameter.typeName)), ("optional", .bool(parameter.isOptional)),
                    ("prompt", .string(app.prompt(for: parameter, in: language))),
                ])
            })),
        ])
    }
}

extension ParameterValue {
    /// `{"value": …, "title": …}`.
    public var json: JSON {
        .object([("value", .string(value))] + (title.map { [("title", JSON.string($0))] } ?? []))
    }
}
