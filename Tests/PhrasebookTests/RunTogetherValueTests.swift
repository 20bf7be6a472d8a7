import Testing
@testable import Phrasebook

/// Two values said one right after the other that sound like one value
/// (stage 8c, `Matcher.runTogetherValues`): "double hot" heard as "double
/// shot" would order a double shot with no temperature, so a value heard
/// that may be two is `ambiguous` between the two readings.
@Suite struct RunTogetherValueTests {
    /// A café whose strengths have a synonym that is another strength said
    /// before a temperature: "Double Shot" is "Double" then "Hot" but for
    /// one sound. `strengthFirst`: the temperature's slot right after the
    /// strength's; else after the drink's.
    static func cafe(strengthFirst: Bool = true) -> Catalog {
        var app = App(name: "Brewly", directory: "phrases/Brewly")
        app.valueTypes["Strength"] = ValueType(name: "Strength", kind: .enumeration, values: [
            Value(id: "single", title: "single", synonyms: ["single shot"]), Value(id: "double", title: "double", synonyms: ["double shot"]),
        ])
        app.valueTypes["Temperature"] = ValueType(name: "Temperature", kind: .enumeration, values: [
            Value(id: "hot", title: "hot"), Value(id: "iced", title: "iced"),
        ])
        app.valueTypes["Drink"] = ValueType(name: "Drink", kind: .enumeration, values: [
            Value(id: "latte", title: "latte"), Value(id: "mocha", title: "mocha"),
        ])
        app.intents["OrderIntent"] = Intent(name: "OrderIntent", parameters: [
            Parameter(name: "strength", typeName: "Strength", kind: .enumeration, isOptional: true, requestValueDialog: "How strong?"),
            Parameter(name: "temperature", typeName: "Temperature", kind: .enumeration, isOptional: true, requestValueDialog: "Hot or iced?"),
            Parameter(name: "drink", typeName: "Drink", kind: .enumeration, isOptional: false, requestValueDialog: "What drink?"),
        ])
        let withTemperature = strengthFirst
            ? "Order a ${strength} ${temperature} ${drink} from ${applicationName}" : "Order a ${strength} ${drink} ${temperature} from ${applicationName}"
        app.shortcuts = [Fixtures.shortcut("OrderIntent", ["Order a ${strength} ${drink} from ${applicationName}", withTemperature])]
        return Catalog(apps: [app])
    }

    static func parameters(_ values: [MatchResult.NamedValue]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: values.map { ($0.name, $0.value.value) })
    }

    /// "double shot" is asked about: a double shot, or a double hot one —
    /// each with its own phrase — not ordered without a temperature.
    @Test func aValueThatMayBeTwoSaidTogetherIsAmbiguous() {
        let result = Self.cafe().match("order a double shot latte from brewly")
        #expect(result.status == .ambiguous, "\(result)")
        #expect(result.alternatives.map { Self.parameters($0.parameters) } == [
            ["strength": "double", "drink": "latte"], ["strength": "double", "temperature": "hot", "drink": "latte"],
        ])
        #expect(result.alternatives.map(\.phrase) == [
            "Order a ${strength} ${drink} from ${applicationName}", "Order a ${strength} ${temperature} ${drink} from ${applicationName}",
        ])
        #expect(result.alternatives.map(\.parameters).last?.map(\.name) == ["strength", "temperature", "drink"])
    }

    /// Heard as two values, or as a value no pair of values sounds like,
    /// the order stands.
    @Test func valuesHeardApartOrAloneAreOrdered() {
        for (text, expected) in [
            ("order a double hot latte from brewly", ["strength": "double", "temperature": "hot", "drink": "latte"]),
            ("order a double latte from brewly", ["strength": "double", "drink": "latte"]),
            ("order a double iced mocha from brewly", ["strength": "double", "temperature": "iced", "drink": "mocha"]),
        ] {
            let result = Self.cafe().match(text)
            #expect(result.status == .matched, "\(text): \(result)")
            #expect(Self.parameters(result.parameters) == expected, "\(text)")
        }
    }

    /// Matched flexibly (a filler after the phrase), the words of the
    /// value placed are weighed as heard all the same.
    @Test func aFlexibleReadingIsWeighedByItsWords() {
        let result = Self.cafe().match("order a double shot latte from brewly thanks")
        #expect(result.status == .ambiguous, "\(result)")
        #expect(result.alternatives.map { Self.parameters($0.parameters) } == [
            ["strength": "double", "drink": "latte"], ["strength": "double", "temperature": "hot", "drink": "latte"],
        ])
        #expect(result.confidence < 1)
    }

    /// The other way round: words that say one value as written ("double
    /// shot"), read by sound as two ("double" then "hot": a reading with
    /// more values stands for one that agrees with it), are asked about
    /// too; two values heard as two ("double hot") stand.
    @Test func oneValueSaidAsWrittenReadAsTwoIsAmbiguous() {
        let result = Self.cafe().match("please order a double shot latte from brew lee")
        #expect(result.status == .ambiguous, "\(result)")
        #expect(Set(result.alternatives.map { Self.parameters($0.parameters) }) == [
            ["strength": "double", "drink": "latte"], ["strength": "double", "temperature": "hot", "drink": "latte"],
        ])
        let apart = Self.cafe().match("please order a double hot latte from brew lee")
        #expect(apart.status == .matched, "\(apart)")
        #expect(Self.parameters(apart.parameters) == ["strength": "double", "temperature": "hot", "drink": "latte"])
    }

    /// Where no phrase says the temperature right beside the strength, the
    /// two cannot run together: the double shot is ordered.
    @Test func valuesNoPhraseSaysTogetherDoNotRunTogether() {
        let result = Self.cafe(strengthFirst: false).match("order a double shot latte from brewly")
        #expect(result.status == .matched, "\(result)")
        #expect(Self.parameters(result.parameters) == ["strength": "double", "drink": "latte"])
    }

    /// The stage off (`runTogetherValueSimilarity` above 1), a double shot
    /// is ordered with no temperature: what the stage prevents.
    @Test func withoutTheStageTheLongerValueIsOrdered() throws {
        let options = MatchOptions(parameters: try MatchParameters().setting(["runTogetherValueSimilarity=1.1"]))
        let result = Self.cafe().match("order a double shot latte from brewly", options: options)
        #expect(result.status == .matched, "\(result)")
    }

    /// `phrase lint` reports the same pair at the matcher's number.
    @Test func theLintWeighsAtTheMatchersNumber() {
        #expect(Linter.adjacentValueSimilarity == MatchParameters().runTogetherValueSimilarity)
        #expect(Linter.adjacentValues(in: Self.cafe()).count == 1)
        #expect(Linter.adjacentValues(in: Self.cafe(strengthFirst: false)).isEmpty)
    }
}
