@testable import Phrasebook

/// Apps built in code, so the index and matcher are tested without the Swift reader.
enum Fixtures {
    static let here = SourceLocation(file: "test.swift", line: 1, column: 1)

    static func template(_ text: String) -> Template {
        // "Open ${target} in ${applicationName}" → pieces.
        var pieces: [Template.Piece] = []
        var rest = Substring(text)
        while let open = rest.range(of: "${") {
            if open.lowerBound > rest.startIndex { pieces.append(.text(String(rest[..<open.lowerBound]))) }
            let close = rest[open.upperBound...].firstIndex(of: "}")!
            let name = String(rest[open.upperBound..<close])
            pieces.append(name == "applicationName" ? .applicationName : .parameter(name))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        return Template(pieces: pieces, location: here)
    }

    /// A drinks app: one value type, `Drink`, and "Log ${drink} in ${applicationName}".
    static func drinks(named name: String, _ values: [Value]) -> App {
        var app = App(name: name, directory: "phrases/\(name)")
        app.valueTypes["Drink"] = ValueType(name: "Drink", kind: .entity, values: values)
        app.intents["LogDrinkIntent"] = Intent(name: "LogDrinkIntent", parameters: [
            Parameter(name: "drink", typeName: "Drink", kind: .entity, isOptional: false, requestValueDialog: "What?"),
        ])
        app.shortcuts = [shortcut("LogDrinkIntent", ["Log ${drink} in ${applicationName}"])]
        return app
    }

    /// An app with one entity type and one intent that requires it, said
    /// by `phrases` ("Buy a ticket to ${destination} with …").
    static func entityApp(
        _ name: String, type: String, _ values: [Value], intent: String, parameter: String, _ phrases: [String]
    ) -> App {
        var app = App(name: name, directory: "phrases/\(name)")
        app.valueTypes[type] = ValueType(name: type, kind: .entity, values: values)
        app.intents[intent] = Intent(name: intent, parameters: [
            Parameter(name: parameter, typeName: type, kind: .entity, isOptional: false, requestValueDialog: "Which?")
        ])
        app.shortcuts = [shortcut(intent, phrases)]
        return app
    }

    /// An app whose intents take no parameters: each intent with its
    /// phrases, one shortcut each, in order.
    static func app(_ name: String, directory: String? = nil, _ phrases: KeyValuePairs<String, [String]>) -> App {
        var app = App(name: name, directory: directory ?? "phrases/\(name)")
        for (intent, templates) in phrases {
            app.intents[intent] = Intent(name: intent)
            app.shortcuts.append(shortcut(intent, templates))
        }
        return app
    }

    static func shortcut(_ intent: String, _ phrases: [String], title: String? = nil, bound: [BoundValue] = []) -> Shortcut {
        var s = Shortcut(intentName: intent, templates: phrases.map(template), location: here)
        s.shortTitle = title
        s.boundParameters = bound
        return s
    }

    static var landmarks: App {
        var app = App(name: "Landmarks", directory: "phrases/Landmarks")
        app.valueTypes["LandmarkEntity"] = ValueType(name: "LandmarkEntity", kind: .entity, values: [
            Value(id: "niagara-falls", title: "Niagara Falls", synonyms: ["Niagara"]),
            Value(id: "eiffel-tower", title: "Eiffel Tower"),
            Value(id: "pier-39", title: "Pier 39"),
            Value(id: "sacre-coeur", title: "Sacré-Cœur"),
            Value(id: "paris", title: "Paris"),
        ])
        app.valueTypes["CollectionEntity"] = ValueType(name: "CollectionEntity", kind: .entity, values: [
            Value(id: "paris-trip", title: "Paris"),
        ])
        app.valueTypes["NavigationOption"] = ValueType(name: "NavigationOption", kind: .enumeration, values: [
            Value(id: "map", title: "Map", synonyms: ["Map View"]),
            Value(id: "landmarks", title: "Landmarks"),
        ])
        app.intents["OpenLandmarkIntent"] = Intent(name: "OpenLandmarkIntent", parameters: [
            Parameter(name: "target", typeName: "LandmarkEntity", kind: .entity, isOptional: false, requestValueDialog: "Which landmark?"),
        ])
        app.intents["OpenCollectionIntent"] = Intent(name: "OpenCollectionIntent", parameters: [
            Parameter(name: "collection", typeName: "CollectionEntity", kind: .entity, isOptional: false),
        ])
        app.intents["NavigateIntent"] = Intent(name: "NavigateIntent", parameters: [
            Parameter(name: "section", title: "Section", typeName: "NavigationOption", kind: .enumeration, isOptional: false),
        ])
        app.shortcuts = [
            shortcut("OpenLandmarkIntent", ["Open ${target} in ${applicationName}", "Open landmark in ${applicationName}"], title: "Open Landmark"),
            shortcut("OpenCollectionIntent", ["Open ${collection} in ${applicationName}"], title: "Open Collection"),
            shortcut("NavigateIntent", ["Navigate to ${section} in ${applicationName}"], title: "Navigate"),
        ]
        return app
    }

    static var codingBridge: App {
        var app = App(name: "CodingBridge", directory: "phrases/CodingBridge")
        app.alternativeNames = ["Code Bridge"]
        app.valueTypes["ProjectEntity"] = ValueType(name: "ProjectEntity", kind: .entity, values: [
            Value(id: "/a/website", title: "website"),
            Value(id: "/b/website", title: "website", synonyms: ["acme website"]),
            Value(id: "/a/my-project", title: "my-project"),
        ])
        app.intents["SearchSessionsIntent"] = Intent(name: "SearchSessionsIntent", parameters: [
            Parameter(name: "query", typeName: "String", kind: .text, isOptional: false, requestValueDialog: "What are you looking for?"),
        ])
        app.intents["CaptureIdeaIntent"] = Intent(name: "CaptureIdeaIntent", parameters: [
            Parameter(name: "idea", typeName: "String", kind: .text, isOptional: false, requestValueDialog: "What's your idea?"),
        ])
        app.intents["OpenProjectIntent"] = Intent(name: "OpenProjectIntent", parameters: [
            Parameter(name: "project", typeName: "ProjectEntity", kind: .entity, isOptional: true),
        ])
        app.intents["GitStatusIntent"] = Intent(name: "GitStatusIntent")
        app.shortcuts = [
            shortcut("SearchSessionsIntent", ["Search ${applicationName} for ${query}", "Find ${query} in my chats"], title: "Search"),
            shortcut("CaptureIdeaIntent", ["Save idea to ${applicationName}"], title: "Capture Idea"),
            shortcut("OpenProjectIntent", ["Open ${project} in ${applicationName}"], title: "Open Project"),
            shortcut("GitStatusIntent", ["What's changed in my code"], title: "Git Status"),
        ]
        return app
    }

    static var calm: App {
        var app = App(name: "Calm", directory: "phrases/Calm")
        app.valueTypes["MeditationType"] = ValueType(name: "MeditationType", kind: .enumeration, values: [
            Value(id: "sleep", title: "Sleep", synonyms: ["Bedtime"]),
            Value(id: "focus", title: "Focus"),
        ])
        app.intents["StartMeditationIntent"] = Intent(name: "StartMeditationIntent", parameters: [
            Parameter(name: "meditationType", typeName: "MeditationType", kind: .enumeration, isOptional: true),
            Parameter(name: "duration", typeName: "Int", kind: .other, isOptional: true),
        ])
        app.shortcuts = [
            shortcut("StartMeditationIntent", ["Start meditation in ${applicationName}", "Start ${meditationType} meditation in ${applicationName}"], title: "Meditate"),
            shortcut("StartMeditationIntent", ["Start sleep meditation in ${applicationName}"], title: "Sleep Meditation",
                     bound: [BoundValue(parameter: "meditationType", value: ParameterValue(value: "sleep", title: "Sleep")),
                             BoundValue(parameter: "duration", value: ParameterValue(value: "20"))]),
        ]
        app.negativePhrases = [template("Stop meditation"), template("Stop meditation in ${applicationName}")]
        return app
    }

    static var catalog: Catalog { Catalog(apps: [landmarks, codingBridge, calm]) }

    /// Daily Byte's coffee order: two required parameters, and phrases that
    /// say one of them, never both (as App Shortcuts' one-parameter phrases).
    static var dailyByte: App {
        var app = App(name: "Daily Byte", directory: "phrases/DailyByte")
        app.valueTypes["CoffeeType"] = ValueType(name: "CoffeeType", kind: .enumeration, values: [
            Value(id: "latte", title: "Latte"),
            Value(id: "cappuccino", title: "Cappuccino"),
            Value(id: "coldBrew", title: "Cold Brew", synonyms: ["Iced Coffee"]),
        ])
        app.valueTypes["CoffeeSize"] = ValueType(name: "CoffeeSize", kind: .enumeration, values: [
            Value(id: "small", title: "Small"), Value(id: "medium", title: "Medium"), Value(id: "large", title: "Large"),
        ])
        app.intents["OrderCoffeeIntent"] = Intent(name: "OrderCoffeeIntent", parameters: [
            Parameter(name: "coffeeType", typeName: "CoffeeType", kind: .enumeration, isOptional: false, requestValueDialog: "What would you like to drink?"),
            Parameter(name: "size", typeName: "CoffeeSize", kind: .enumeration, isOptional: false, requestValueDialog: "What size?"),
        ])
        app.shortcuts = [
            shortcut("OrderCoffeeIntent", [
                "Order a ${coffeeType} from ${applicationName}", "Order a ${size} coffee from ${applicationName}",
                "Order coffee in ${applicationName}",
            ], title: "Order Coffee"),
        ]
        return app
    }

    static var catalogWithCoffee: Catalog { Catalog(apps: [landmarks, codingBridge, calm, dailyByte]) }
}
