import Testing

@testable import Phrasebook

/// Transcripts as Whisper writes them (issue 34, part 3): sentence case,
/// punctuation, digits and units. The flexible ones are what Whisper tiny.en
/// wrote for flite voices saying the line (`Tools/whisper-writing.py`); the
/// exact ones are those with a misheard name or drink put right ("Brueley",
/// "daily bite", "lead" for latte), or forms it writes that these voices did
/// not happen to bring out ("20 oz.", "30 mins"), so that the match is exact.
@Suite struct WhisperWritingTests {
    /// What a transcript should give: exact (confidence 1) or flexible,
    /// with the intent and the parameters' values.
    struct Expected: CustomTestStringConvertible, Sendable {
        var transcript: String
        var isExact: Bool
        var intent: String
        var parameters: [String: String] = [:]

        var testDescription: String { transcript }

        static func exact(_ transcript: String, _ intent: String, _ parameters: [String: String] = [:]) -> Expected {
            Expected(transcript: transcript, isExact: true, intent: intent, parameters: parameters)
        }

        static func flexible(_ transcript: String, _ intent: String, _ parameters: [String: String] = [:]) -> Expected {
            Expected(transcript: transcript, isExact: false, intent: intent, parameters: parameters)
        }
    }

    static func check(_ expected: Expected, in catalog: Catalog, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let result = catalog.match(expected.transcript)
        #expect(result.status == .matched, "\(expected.transcript): \(result.status)", sourceLocation: sourceLocation)
        #expect(result.intent == expected.intent, "\(expected.transcript)", sourceLocation: sourceLocation)
        for (name, value) in expected.parameters {
            #expect(result.parameter(name)?.value == value, "\(expected.transcript): \(name)", sourceLocation: sourceLocation)
        }
        if expected.isExact {
            #expect(result.confidence == 1, "\(expected.transcript) is not exact", sourceLocation: sourceLocation)
        } else {
            #expect(result.confidence < 1, "\(expected.transcript) is exact", sourceLocation: sourceLocation)
        }
    }

    // MARK: - A drink order with sizes in ounces

    /// An ordering app as its developers would write it: sizes listed as
    /// "8 oz", "12 oz"…, which Whisper writes "12-ounce", "8oz", "12 ounce".
    static let brewly: Catalog = {
        var app = App(name: "Brewly", directory: "phrases/Brewly")
        app.valueTypes["CupSize"] = ValueType(name: "CupSize", kind: .enumeration, values: [
            Value(id: "eight", title: "8 oz"), Value(id: "twelve", title: "12 oz"),
            Value(id: "sixteen", title: "16 oz"), Value(id: "twenty", title: "20 oz"),
        ])
        app.valueTypes["Drink"] = ValueType(name: "Drink", kind: .enumeration, values: [
            Value(id: "latte", title: "Latte"), Value(id: "mocha", title: "Mocha"), Value(id: "icedMocha", title: "Iced Mocha"),
        ])
        app.intents["OrderDrinkIntent"] = Intent(name: "OrderDrinkIntent", parameters: [
            Parameter(name: "size", typeName: "CupSize", kind: .enumeration, isOptional: false, requestValueDialog: "What size?"),
            Parameter(name: "drink", typeName: "Drink", kind: .enumeration, isOptional: false, requestValueDialog: "What drink?"),
        ])
        app.shortcuts = [Fixtures.shortcut("OrderDrinkIntent", [
            "Order a ${size} ${drink} from ${applicationName}", "Can I get a ${size} ${drink} from ${applicationName}",
        ])]
        return Catalog(apps: [app])
    }()

    @Test(arguments: [
        Expected.exact("Order a 16-ounce iced mocha from Brewly.", "OrderDrinkIntent", ["size": "sixteen", "drink": "icedMocha"]),
        .exact("Order a 12-ounce latte from Brewly.", "OrderDrinkIntent", ["size": "twelve", "drink": "latte"]),
        .exact("Order a 20-ounce mocha from Brewly.", "OrderDrinkIntent", ["size": "twenty", "drink": "mocha"]),
        .exact("Can I get a 12 ounce latte from Brewly?", "OrderDrinkIntent", ["size": "twelve", "drink": "latte"]),
        .exact("Can I get a twelve ounce latte from Brewly?", "OrderDrinkIntent", ["size": "twelve", "drink": "latte"]),
        .exact("Can I get a 20 oz. mocha from Brewly?", "OrderDrinkIntent", ["size": "twenty", "drink": "mocha"]),
        // As Whisper wrote them (but "lead" for latte): the coined name heard as "Brueley", "Brelie"; "an" for "a".
        .flexible("Order a 16-ounce iced mocha from Brueley.", "OrderDrinkIntent", ["size": "sixteen", "drink": "icedMocha"]),
        .flexible("Order a 20-ounce mocha from Brelie.", "OrderDrinkIntent", ["size": "twenty", "drink": "mocha"]),
        .flexible("Can I get an 8oz latte from Brueley?", "OrderDrinkIntent", ["size": "eight", "drink": "latte"]),
    ])
    func sizesInOunces(_ expected: Expected) {
        Self.check(expected, in: Self.brewly)
    }

    // MARK: - The sample apps and the development set's apps

    static let catalog = try! EvaluationSet.loadCatalog()

    @Test(arguments: [
        Expected.exact("Open my project in coding bridge.", "OpenProjectIntent"),
        .exact("Open my-project in CodingBridge.", "OpenProjectIntent"),
        .exact("Open Pier 39 in Landmarks.", "OpenLandmarkIntent", ["target": "pier-39"]),
        .exact("Open St. Mary Lake in Landmarks.", "OpenLandmarkIntent", ["target": "st-mary-lake"]),
        .exact("10 minute mindfulness in calm.", "StartMeditationIntent"),
        .exact("10-minute mindfulness in Calm!", "StartMeditationIntent"),
        .exact("What's my calm streak?", "ShowStreakIntent"),
        .exact("Is my Daily Byte coffee ready?", "CheckOrderStatusIntent"),
        .exact("Log a half liter of sparkling water in Gulpr.", "LogDrinkIntent", ["amount": "halfLitre", "drink": "sparkling-water"]),
        .exact("Set a sleep timer for 15 minutes in Nyra.", "SleepTimerIntent", ["duration": "quarter"]),
        .exact("Set a sleep timer for 30 mins in Nyra.", "SleepTimerIntent", ["duration": "half"]),
        .exact("Stop playing after 1 hour with Nyra.", "SleepTimerIntent", ["duration": "hour"]),
        .exact("Start Couch to 5K in Plankify.", "StartRoutineIntent", ["routine": "c25k"]),
        // As Whisper wrote them, names misheard.
        .flexible("Where's my daily bite order?", "CheckOrderStatusIntent"),
        .flexible("Open St. Mary Lake in Landnarks.", "OpenLandmarkIntent", ["target": "st-mary-lake"]),
        .flexible("Log a half litre of sparkling water in Gullper.", "LogDrinkIntent", ["amount": "halfLitre", "drink": "sparkling-water"]),
        .flexible("Set a sleep timer for 15 minutes in Nira.", "SleepTimerIntent", ["duration": "quarter"]),
        .flexible("Set a sleep timer for 30 minutes in Naira.", "SleepTimerIntent", ["duration": "half"]),
        .flexible("Start couch to 5K in plantify.", "StartRoutineIntent", ["routine": "c25k"]),
    ])
    func sampleApps(_ expected: Expected) {
        Self.check(expected, in: Self.catalog)
    }
}
