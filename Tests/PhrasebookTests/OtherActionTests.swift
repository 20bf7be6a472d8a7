import Testing

@testable import Phrasebook

/// Stop 61: what a person asks of another app, or another action, is not
/// this app's phrase: the phrase's own word is not the app's name
/// (`ownWordNamesNoApp`), and a verb heard only by its sound right after
/// another verb is that other action (`peerVerbBesideSoundAlike`).
@Suite struct OtherActionTests {
    /// A parking app and a train-ticket app, loaded together, shaped like
    /// the second held-out set's: "Parkly" opens with "park".
    static let travel: Catalog = {
        var parking = App(name: "Parkly", directory: "phrases/Parkly")
        parking.valueTypes["Zone"] = ValueType(name: "Zone", kind: .entity, values: [
            Value(id: "high-street", title: "High Street"), Value(id: "station", title: "Station Car Park", synonyms: ["the Station"]),
        ])
        parking.valueTypes["Vehicle"] = ValueType(name: "Vehicle", kind: .entity, values: [
            Value(id: "van", title: "Van"), Value(id: "car", title: "Car"),
        ])
        parking.valueTypes["Extra"] = ValueType(name: "Extra", kind: .enumeration, values: [
            Value(id: "oneHour", title: "1 Hour", synonyms: ["an Hour"]), Value(id: "half", title: "30 Minutes", synonyms: ["Half an Hour"]),
        ])
        parking.intents["StartParkingIntent"] = Intent(name: "StartParkingIntent", parameters: [
            Parameter(name: "zone", typeName: "Zone", kind: .entity, isOptional: false, requestValueDialog: "Where are you parked?"),
            Parameter(name: "vehicle", typeName: "Vehicle", kind: .entity, isOptional: true, requestValueDialog: "Which vehicle?"),
        ])
        parking.intents["ExtendParkingIntent"] = Intent(name: "ExtendParkingIntent", parameters: [
            Parameter(name: "extra", typeName: "Extra", kind: .enumeration, isOptional: false, requestValueDialog: "For how much longer?")
        ])
        parking.shortcuts = [
            Fixtures.shortcut("StartParkingIntent", [
                "Park at ${zone} with ${applicationName}", "Park the ${vehicle} at ${zone} with ${applicationName}",
            ]),
            Fixtures.shortcut("ExtendParkingIntent", ["Extend my parking by ${extra} in ${applicationName}"]),
        ]
        let trains = Fixtures.entityApp(
            "Farely", type: "Station", [Value(id: "milan", title: "Milan"), Value(id: "leeds", title: "Leeds")],
            intent: "BuyTicketIntent", parameter: "destination", ["Buy a ticket to ${destination} with ${applicationName}"])
        return Catalog(apps: [parking, trains])
    }()

    static func match(_ text: String, _ change: (inout MatchParameters) -> Void = { _ in }) -> MatchResult {
        NearMissTests.match(Self.travel, text, change)
    }

    /// "park" opening the utterance is the phrase's own first word, not
    /// Parkly named first: the phrase that names the app is not read
    /// without the name.
    @Test func thePhrasesOwnWordDoesNotNameTheApp() {
        let text = "park the van at the station"
        let result = Self.match(text)
        #expect(result.status == .noMatch, "\(result.status) \(result.intent ?? "")")
        let before = Self.match(text) { $0.ownWordNamesNoApp = 0 }
        #expect(before.status == .matched && before.app == "Parkly", "the rule is what refuses it: \(before.status)")
        let named = Self.match("park the van at the station with parkly")
        #expect(named.status == .matched && named.parameter("vehicle")?.value == "van" && named.parameter("zone")?.value == "station")
        let first = Self.match("parkly park at high street")
        #expect(first.status == .matched && first.parameter("zone")?.value == "high-street", "the name said first still names it")
    }

    /// "sell my ticket": "my" sounds like "buy", but "sell", said right
    /// before it, is the action asked, and Farely has no such phrase.
    @Test func aVerbHeardOnlyBySoundAfterAnotherVerbIsThatOtherAction() {
        let text = "sell my ticket to milan with farely"
        let result = Self.match(text)
        #expect(result.status != .matched, "\(result.status) \(result.intent ?? "")")
        let before = Self.match(text) { $0.peerVerbBesideSoundAlike = 0 }
        #expect(before.status == .matched && before.intent == "BuyTicketIntent", "the rule is what refuses it: \(before.status)")
        for heard in ["by a ticket to milan with farely", "buy my ticket to milan with farely", "please buy a ticket to leeds with farely"] {
            #expect(Self.match(heard).intent == "BuyTicketIntent", "\(heard)")
        }
    }
}
