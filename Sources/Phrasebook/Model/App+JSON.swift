extension App {
    /// The app's shortcuts as JSON: intent, titles, templates, parameters,
    /// negative phrases. `phrase compile --json` and the daemon's `shortcuts` op show it.
    public var json: JSON {
        .object([
            ("name", .string(name)),
            ("alternativeNames", .array(alternativeNames.map(JSON.string))),
            ("directory", .string(directory)),
            ("provider", providerName.map(JSON.string) ?? .null),
            ("tileColor", tileColor.map(JSON.string) ?? .null),
            ("shortcuts", .array(shortcuts.map { $0.json(in: self) })),
            ("negativePhrases", .array(negativePhrases.map { .string($0.text) })),
        ])
    }
}

extension Shortcut {
    /// The shortcut as JSON; `app` gives its intent's parameters.
    public func json(in app: App) -> JSON {
        let intent = app.intents[intentName]
        return .object([
            ("intent", .string(intentName)),
            ("shortTitle", shortTitle.map(JSON.string) ?? .null),
            ("systemImageName", systemImageName.map(JSON.string) ?? .null),
            ("phrases", .array(templates.map { .string($0.text) })),
            ("boundParameters", .object(boundParameters.map { ($0.parameter, $0.value.json) })),
            ("parameters", .array((intent?.parameters ?? []).map { parameter in
                .object([
                    ("name", .string(parameter.name)), ("title", parameter.title.map(JSON.string) ?? .null),
                    ("type", .string(parameter.typeName)), ("optional", .bool(parameter.isOptional)),
                    ("prompt", .string(parameter.prompt)),
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
