import Testing
@testable import Phrasebook

/// Another app named where a phrase of the same intent says this app's name
/// (`AlignmentRule.otherAppNamed`): an ordering app's phrases without its
/// name must not take "… from Strava" or "ask Lyft for …" as extra words.
@Suite struct OtherAppNamedTests {
    /// One order intent, said with the app's name and without it.
    static let catalog: Catalog = {
        var app = App(name: "Brewly", directory: "phrases/Brewly")
        app.valueTypes["Drink"] = ValueType(name: "Drink", kind: .enumeration, values: [
            Value(id: "latte", title: "latte"), Value(id: "mocha", title: "mocha"), Value(id: "flatWhite", title: "flat white"),
        ])
        app.valueTypes["Milk"] = ValueType(name: "Milk", kind: .enumeration, values: [
            Value(id: "oat", title: "oat milk"), Value(id: "almond", title: "almond milk"),
        ])
        app.valueTypes["Size"] = ValueType(name: "Size", kind: .enumeration, values: [
            Value(id: "small", title: "small", synonyms: ["8 ounce"]), Value(id: "large", title: "large", synonyms: ["16 ounce"]),
        ])
        app.valueTypes["Sugar"] = ValueType(name: "Sugar", kind: .enumeration, values: [
            Value(id: "one", title: "1 sugar"), Value(id: "two", title: "2 sugars"), Value(id: "none", title: "no sugar"),
        ])
        app.intents["OrderIntent"] = Intent(name: "OrderIntent", parameters: [
            Parameter(name: "drink", typeName: "Drink", kind: .enumeration, isOptional: false, requestValueDialog: "What drink?"),
            Parameter(name: "milk", typeName: "Milk", kind: .enumeration, isOptional: true, requestValueDialog: "Which milk?"),
            Parameter(name: "size", typeName: "Size", kind: .enumeration, isOptional: true, requestValueDialog: "What size?"),
            Parameter(name: "sugar", typeName: "Sugar", kind: .enumeration, isOptional: true, requestValueDialog: "How much sugar?"),
        ])
        app.shortcuts = [Fixtures.shortcut("OrderIntent", [
            "Order a ${size} ${drink} with ${milk} and ${sugar} from ${applicationName}",
            "Ask ${applicationName} for a ${size} ${drink} with ${milk} and ${sugar}",
            "Make me a ${size} ${drink} with ${milk} and ${sugar}", "I'd like a ${size} ${drink} with ${milk} and ${sugar}",
        ])]
        return Catalog(apps: [app])
    }()

    @Test func anotherAppWhereTheNameGoesIsNotThisOne() {
        for text in ["i'd like a large latte with oat milk and 2 sugars from strava",
                     "make me a 16 ounce flat white with almond milk and no sugar from starbucks",
                     "ask lyft for a small mocha with oat milk and 1 sugar", "ask whatsapp for a large latte with almond milk and 2 sugars"] {
            let result = Self.catalog.match(text)
            #expect(result.status == .noMatch, "\(text): \(result.status) \(result.confidence)")
        }
    }

    /// The same words beside a minor word or a filler, or this app's own
    /// name, are no other app.
    @Test func theWordsBesideANameAloneNameNothing() {
        for text in ["make me a large latte with oat milk and 2 sugars from brewly", "ask brewly for a small mocha with oat milk and no sugar",
                     "i'd like a large latte with oat milk and 1 sugar for me", "please make me a small mocha with almond milk and 2 sugars"] {
            let result = Self.catalog.match(text)
            #expect(result.status == .matched && result.intent == "OrderIntent", "\(text): \(result.status)")
        }
    }

    /// The words beside the name count where the alignment did not leave
    /// them over: "from" taken into the drink ("honeycomb cloud from" for
    /// "honeycomb cloud") by a phrase that never says "from", and "maps"
    /// taken for "make me" between "ask" and "for" (Zoppa, the evaluation's
    /// ordering app, lines its tuning part accepted before). Its own name
    /// there is still the order.
    @Test func theWordsBesideANameCountWhereTheTemplateDoesNotSayThem() throws {
        let catalog = try EvaluationSet.loadCatalog()
        for text in ["get me a small hot honeycomb cloud from xcode", "order a 20 ounce hot honeycomb cloud from hue",
                     "ask maps for a maple fog with skim milk"] {
            let result = catalog.match(text)
            #expect(result.status == .noMatch, "\(text): \(result)")
        }
        for text in ["get me a small hot honeycomb cloud from zoppa", "ask zoppa for a maple fog with skim milk"] {
            let result = catalog.match(text)
            #expect(result.status == .matched && result.app == "Zoppa", "\(text): \(result)")
        }
    }
}
