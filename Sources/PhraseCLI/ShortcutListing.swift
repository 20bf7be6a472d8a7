import Phrasebook

/// An app's shortcuts as JSON: intent, titles, templates, parameters, negative phrases.
/// Shared by `phrase compile --json` and the daemon's `shortcuts` op.
public enum ShortcutListing {
    public static func json(_ app: App) -> JSON {
        .object([
            ("name", .string(app.name)),
            ("alternativeNames", .array(app.alternativeNames.map(JSON.string))),
            ("directory", .string(app.directory)),
            ("provider", app.providerName.map(JSON.string) ?? .null),
            ("shortcuts", .array(app.shortcuts.map { json($0, in: app) })),
            ("negativePhrases", .array(app.negativePhrases.map { .string($0.text) })),
        ])
    }

    static func json(_ shortcut: Shortcut, in app: App) -> JSON {
        let intent = app.intents[shortcut.intentName]
        return .object([
            ("intent", .string(shortcut.intentName)),
            ("shortTitle", shortcut.shortTitle.map(JSON.string) ?? .null),
            ("systemImageName", shortcut.systemImageName.map(JSON.string) ?? .null),
            ("phrases", .array(shortcut.templates.map { .string($0.text) })),
            ("boundParameters", .object(shortcut.boundParameters.map { bound in
                (bound.parameter, .object([("value", .string(bound.value.value))] + (bound.value.title.map { [("title", JSON.string($0))] } ?? [])))
            })),
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
