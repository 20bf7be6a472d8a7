extension Linter {
    /// One value slot of a positive phrase template: the type whose values
    /// fill it, and the template.
    struct Slot: Hashable {
        var type: String
        var template: Template
    }

    /// An app's value slots by what surrounds them: each template once per
    /// AppEntity or AppEnum parameter, keyed by its words and other slots
    /// with that parameter's slot left open. Two slots under one key are in
    /// templates that expand to the same text wherever they are filled with
    /// the same words: `Open ${target} in ${applicationName}` and
    /// `Open ${collection} in ${applicationName}`.
    ///
    /// - Complexity: O(*t*·*p*) in the templates and their parameters.
    static func slotsByContext(in app: App) -> [String: [Slot]] {
        var slots: [String: [Slot]] = [:]
        for shortcut in app.shortcuts {
            let intent = app.intents[shortcut.intentName]
            for template in shortcut.templates {
                let (parts, open) = spokenParts(of: template, intent: intent)
                for (index, type) in open {
                    var key = parts
                    key[index] = "${}"
                    slots[key.joined(separator: " "), default: []].append(Slot(type: type, template: template))
                }
            }
        }
        return slots
    }

    /// A template as the matcher hears it — its words normalised, the app
    /// name, each parameter by its type — and where its AppEntity and
    /// AppEnum parameters are among those parts.
    static func spokenParts(of template: Template, intent: Intent?) -> (parts: [String], valueSlots: [(index: Int, type: String)]) {
        var parts: [String] = []
        var valueSlots: [(index: Int, type: String)] = []
        for piece in template.pieces {
            switch piece {
            case .text(let text):
                parts += Normalizer.tokens(text)
            case .applicationName:
                parts.append("${applicationName}")
            case .parameter(let name):
                let parameter = intent?.parameter(named: name)
                let type = parameter?.typeName ?? name
                if let parameter, parameter.kind == .entity || parameter.kind == .enumeration {
                    valueSlots.append((parts.count, type))
                }
                parts.append("${:\(type)}")
            }
        }
        return (parts, valueSlots)
    }

    /// The AppEntity and AppEnum types some phrase of `app` says a value of, sorted.
    static func spokenTypeNames(of app: App) -> [String] {
        Set(slotsByContext(in: app).values.joined().map(\.type)).sorted()
    }
}
