import Testing
@testable import Phrasebook

/// A reading credited with how alike the whole utterance sounds to the
/// phrase it says (`Catalog.creditingWholeSound`): for transcripts whose
/// words a recogniser garbled across their boundaries. Each case fails if
/// the credit, or the limit it names, is taken out.
@Suite struct WholeSoundTests {
    /// A coffee app: phrases with its name, one without, and a negative phrase.
    static var coffee: App {
        var app = App(name: "Daily Byte", directory: "phrases/DailyByte")
        app.alternativeNames = ["Daily Byte Coffee"]
        app.intents["CheckOrderIntent"] = Intent(name: "CheckOrderIntent")
        app.intents["SpendingIntent"] = Intent(name: "SpendingIntent")
        app.shortcuts = [
            Fixtures.shortcut("CheckOrderIntent", ["Where's my ${applicationName} order", "Check my ${applicationName} order"]),
            Fixtures.shortcut("SpendingIntent", ["Show my spending this week"]),
        ]
        app.negativePhrases = [Fixtures.template("Cancel my ${applicationName} order")]
        return app
    }

    /// A links app whose name a recogniser hears as other words.
    static var diver: App {
        var app = App(name: "Diver", directory: "phrases/Diver")
        app.intents["OpenRecentIntent"] = Intent(name: "OpenRecentIntent")
        app.shortcuts = [Fixtures.shortcut("OpenRecentIntent", ["Open recent link in ${applicationName}"])]
        return app
    }

    let catalog = Catalog(apps: [Self.coffee, Self.diver, Fixtures.landmarks, Fixtures.calm])

    /// The best score word-by-word alignment gives `text`, before any credit.
    func alignedScore(_ text: String) -> Double {
        guard case .success(let scope) = catalog.scope(MatchOptions()) else { return 0 }
        var search = FlexibleSearch(index: catalog.index, tokens: Normalizer.tokens(text), language: "en")
        return search.readings(in: scope).filter { !catalog.index.entries[Int($0.entry)].isNegative }.map(\.score).max() ?? 0
    }

    /// pocketsphinx's "but then recent link in denver" for "open recent
    /// link in Diver": "but then" is alike "open" in no word's measure,
    /// but the phrase as a whole sounds close.
    @Test func aGarbledPhraseIsHeardByItsWholeSound() {
        let text = "but then recent link in denver"
        #expect(alignedScore(text) < MatchOptions.defaultThreshold)
        let result = catalog.match(text)
        #expect(result.status == .matched)
        #expect(result.intent == "OpenRecentIntent")
        #expect(result.confidence <= 1 - Catalog.wholeSoundMargin + 1e-9)
    }

    /// A phrase without the app's name has only its words: "screen time"
    /// is not "spending", however alike the sentences sound.
    @Test func aPhraseWithoutTheNameIsNotCredited() throws {
        let text = "show my screen time this week"
        guard case .success(let scope) = catalog.scope(MatchOptions()) else { return }
        var search = FlexibleSearch(index: catalog.index, tokens: Normalizer.tokens(text), language: "en")
        let found = try #require(search.readings(in: scope).first { catalog.index.entries[Int($0.entry)].text == "Show my spending this week" })
        let whole = try #require(catalog.wholeSound(found, tokens: Normalizer.tokens(text)))
        #expect(whole - Catalog.wholeSoundMargin >= MatchOptions.defaultThreshold, "alike enough to be accepted if it were credited")
        #expect(catalog.match(text).status == .noMatch)
    }

    /// The negative phrase is credited as well, so one that sounds as
    /// alike as the best reading still vetoes it.
    @Test func aNegativePhraseHeardByItsWholeSoundStillVetoes() {
        let result = catalog.match("and all my daily by coffee order")
        #expect(result.status == .rejected)
        #expect(result.app == "Daily Byte")
    }

    /// A phrase with free text, or a value left unsaid, says no phrase
    /// whose sound is known.
    @Test func onlyAPhraseWhoseEverySlotWasSaidHasAWholeSound() throws {
        let catalog = Fixtures.catalog
        guard case .success(let scope) = catalog.scope(MatchOptions()) else { return }
        for (text, template) in [("search coding bridge for dark mode", "Search ${applicationName} for ${query}"), ("open in landmarks", "Open ${target} in ${applicationName}")] {
            var search = FlexibleSearch(index: catalog.index, tokens: Normalizer.tokens(text), language: "en")
            let found = try #require(search.readings(in: scope).first { catalog.index.entries[Int($0.entry)].text == template }, "\(text)")
            #expect(catalog.wholeSound(found, tokens: Normalizer.tokens(text)) == nil, "\(text)")
        }
    }
}
