import Testing
@testable import Phrasebook

/// Two readings close in score told apart by how the utterance sounds where
/// their phrases differ (`Catalog.tellingApartBySound`). Each case fails if
/// the rule it names is taken out.
@Suite struct SoundContrastTests {
    /// A smart-home app whose two intents' phrases differ in one word.
    static var home: App {
        var app = App(name: "Tyde", directory: "phrases/Tyde")
        app.valueTypes["Device"] = ValueType(name: "Device", kind: .entity, values: [
            Value(id: "fan", title: "Dyson Fan", synonyms: ["fan"]),
            Value(id: "light", title: "Night Light"),
        ])
        for intent in ["TurnOnIntent", "TurnOffIntent"] {
            app.intents[intent] = Intent(name: intent, parameters: [
                Parameter(name: "device", typeName: "Device", kind: .entity, isOptional: false, requestValueDialog: "Which one?"),
            ])
        }
        app.shortcuts = [
            Fixtures.shortcut("TurnOnIntent", ["Turn on the ${device} with ${applicationName}"]),
            Fixtures.shortcut("TurnOffIntent", ["Turn off the ${device} with ${applicationName}"]),
        ]
        return app
    }

    /// A coffee app with two phrases that share most of their words.
    static var coffee: App {
        Fixtures.app("Daily Byte", directory: "phrases/DailyByte", [
            "OrderCoffeeIntent": ["Order coffee in ${applicationName}"],
            "ReorderLastIntent": ["Reorder coffee from ${applicationName}"],
        ])
    }

    let catalog = Catalog(apps: [Self.home, Self.coffee, Fixtures.calm])

    /// What `text` would come to without the rule: its readings, credited
    /// with their whole sound, resolved as they are.
    func untold(_ text: String) -> MatchResult {
        guard case .success(let scope) = catalog.scope(MatchOptions()) else { return .noMatch }
        var search = FlexibleSearch(index: catalog.index, tokens: Normalizer.tokens(text), language: "en")
        let found = Matcher(catalog).creditingWholeSound(search.readings(in: scope), heard: search.sounds, wordCount: search.tokens.count)
        let readings = found.map { Reading(entry: $0.entry, parameters: [], score: $0.score) }
        return Matcher(catalog).resolve(readings, margin: MatchParameters().ambiguityMargin)
    }

    /// How far `text` sounds from the phrase of `template`'s best reading,
    /// and that phrase's sounds (`Catalog.soundParts`).
    func heard(_ text: String, as template: String) throws -> (distance: Float, phrase: [Phoneme]) {
        guard case .success(let scope) = catalog.scope(MatchOptions()) else { throw CancellationError() }
        var search = FlexibleSearch(index: catalog.index, tokens: Normalizer.tokens(text), language: "en")
        let found = try #require(search.readings(in: scope).filter { catalog.index.entries[Int($0.entry)].text == template }.max { $0.score < $1.score })
        let parts = try #require(Matcher(catalog).soundParts(found, heard: search.sounds, wordCount: search.tokens.count))
        let distance = zip(parts.heard, parts.phrase).reduce(Float(0)) { $0 + (PhoneticDistance.distance($1.0, $1.1) ?? .infinity) }
        return (distance, Array(parts.phrase.joined()))
    }

    /// How much nearer `text` sounds to `said` than to `rival`, as a share
    /// of how far apart the two phrases sound.
    func contrast(_ text: String, _ said: String, over rival: String) throws -> Float {
        let a = try heard(text, as: said), b = try heard(text, as: rival)
        return (b.distance - a.distance) / (PhoneticDistance.distance(a.phrase, b.phrase) ?? 1)
    }

    /// "of" is much nearer "off" than "on": the one word the two phrases
    /// differ in decides, where word by word the two were a tie.
    @Test(arguments: ["turn of the fan with tyde", "turn of the night light with tyde"])
    func theWordsThatDifferDecide(_ text: String) throws {
        #expect(untold(text).status == .ambiguous)
        #expect(try contrast(text, "Turn off the ${device} with ${applicationName}", over: "Turn on the ${device} with ${applicationName}")
            >= Float(MatchParameters().soundContrastNeeded))
        let result = catalog.match(text)
        #expect(result.status == .matched)
        #expect(result.intent == "TurnOffIntent")
        #expect(result.confidence == untold(text).confidence)  // told apart, not made likelier
    }

    /// "order order coffee from daily byte" reads best as "Order coffee in
    /// Daily Byte", but sounds nearer "Reorder coffee from Daily Byte": the
    /// two measures disagree, and the answer stays ambiguous.
    @Test func soundFavouringTheRunnerUpLeavesItAmbiguous() throws {
        let text = "order order coffee from daily byte"
        let result = catalog.match(text)
        #expect(result.status == .ambiguous)
        #expect(result.alternatives.first?.intent == "OrderCoffeeIntent")
        #expect(try contrast(text, "Reorder coffee from ${applicationName}", over: "Order coffee in ${applicationName}")
            >= Float(MatchParameters().soundContrastNeeded))
    }

    /// Nearer the best reading, but not by enough of what sets the phrases
    /// apart ("fun" is hardly more "in" than "from"): still ambiguous.
    @Test func aSmallLeadIsNotEnough() throws {
        let text = "order coffee fun daily byte"
        #expect(untold(text).status == .ambiguous)
        let lead = try contrast(text, "Order coffee in ${applicationName}", over: "Reorder coffee from ${applicationName}")
        #expect(lead > 0)
        #expect(lead < Float(MatchParameters().soundContrastNeeded))
        #expect(catalog.match(text).status == .ambiguous)
    }
}
