import Testing
@testable import Phrasebook

/// A reading credited with how alike the whole utterance sounds to the
/// phrase it says (`Catalog.creditingWholeSound`): for transcripts whose
/// words a recogniser garbled across their boundaries. Each case fails if
/// the credit, or the limit it names, is taken out.
@Suite struct WholeSoundTests {
    /// A coffee app: phrases with its name, one without, and a negative phrase.
    static var coffee: App {
        var app = Fixtures.app("Daily Byte", directory: "phrases/DailyByte", [
            "CheckOrderIntent": ["Where's my ${applicationName} order", "Check my ${applicationName} order"],
            "SpendingIntent": ["Show my spending this week"],
        ])
        app.alternativeNames = ["Daily Byte Coffee"]
        app.negativePhrases = [Fixtures.template("Cancel my ${applicationName} order")]
        return app
    }

    /// A links app whose name a recogniser hears as other words.
    static var diver: App {
        Fixtures.app("Diver", ["OpenRecentIntent": ["Open recent link in ${applicationName}"]])
    }

    let catalog = Catalog(apps: [Self.coffee, Self.diver, Fixtures.landmarks, Fixtures.calm])

    /// The best score word-by-word alignment gives `text`, before any credit.
    func alignedScore(_ text: String) -> Double {
        Self.readings(of: text, in: catalog).filter { !catalog.index.entries[Int($0.entry)].isNegative }.map(\.score).max() ?? 0
    }

    /// The readings of `text`, before any credit.
    static func readings(of text: String, in catalog: Catalog, parameters: MatchParameters = MatchParameters()) -> [Alignment] {
        guard case .success(let scope) = catalog.scope(MatchOptions()) else { return [] }
        var search = FlexibleSearch(index: catalog.index, tokens: Normalizer.tokens(text), language: "en", parameters: parameters)
        return search.readings(in: scope)
    }

    /// How alike `text` sounds to the phrase `found` says (`Catalog.wholeSound`).
    static func wholeSound(of text: String, _ found: Alignment, in catalog: Catalog) -> Double? {
        let tokens = Normalizer.tokens(text)
        return Matcher(catalog).wholeSound(found, heard: UtteranceSounds(tokens, index: catalog.index), wordCount: tokens.count)
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
        #expect(result.confidence <= 1 - MatchParameters().wholeSoundMargin + 1e-9)
    }

    /// A name heard weakly ("cap", 0.60 like "Calm") beside a phrase whose
    /// words were not heard well enough stands where the phrase sounds
    /// alike whole, and only there.
    @Test func aWeakNameStandsBesideAPhraseHeardWhole() throws {
        let calm = Catalog(apps: [Fixtures.calm, Fixtures.landmarks])
        let found = try #require(Self.readings(of: "start focus mediate in cap", in: calm).first {
            $0.isWeakNameUnconfirmed && calm.index.entries[Int($0.entry)].text == "Start ${meditationType} meditation in ${applicationName}"
        })
        #expect(try #require(Self.wholeSound(of: "start focus mediate in cap", found, in: calm)) >= MatchParameters().weakNameWholeSound)
        #expect(calm.match("start focus mediate in cap").status == .matched)
        #expect(calm.match("start focus mediate in cap").parameter("meditationType")?.value == "focus")
        let model = Self.readings(of: "start focus model in cap", in: calm).filter(\.isWeakNameUnconfirmed)
        #expect(!model.isEmpty)
        #expect(model.allSatisfy { (Self.wholeSound(of: "start focus model in cap", $0, in: calm) ?? 0) < MatchParameters().weakNameWholeSound })
        #expect(calm.match("start focus model in cap").status == .noMatch)
    }

    /// Words heard before the name do not stand for the phrase's words
    /// after it: "what's my step count" is no "what's my Calm streak",
    /// `count` weakly Calm.
    @Test func thePhraseIsHeardOnEachSideOfTheName() {
        var calm = Fixtures.calm
        calm.intents["ShowStreakIntent"] = Intent(name: "ShowStreakIntent")
        calm.shortcuts.append(Fixtures.shortcut("ShowStreakIntent", ["What's my ${applicationName} streak"]))
        let catalog = Catalog(apps: [calm, Fixtures.landmarks])
        #expect(catalog.match("what's my step count").status == .noMatch)
        #expect(catalog.match("what's my calm streak").status == .matched)
    }

    /// A phrase without the app's name has only its words: "screen time"
    /// is not "spending", however alike the sentences sound. (Its reading
    /// is ruled out before this stage too, `namelessWordSimilarity`: off
    /// here, to read it.)
    @Test func aPhraseWithoutTheNameIsNotCredited() throws {
        let text = "show my screen time this week"
        var parameters = MatchParameters()
        parameters.namelessWordSimilarity = 0
        let readings = Self.readings(of: text, in: catalog, parameters: parameters)
        let found = try #require(readings.first { catalog.index.entries[Int($0.entry)].text == "Show my spending this week" })
        let whole = try #require(Self.wholeSound(of: text, found, in: catalog))
        #expect(whole - MatchParameters().wholeSoundMargin >= MatchOptions.defaultThreshold, "alike enough to be accepted if it were credited")
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
        for (text, template) in [("search coding bridge for dark mode", "Search ${applicationName} for ${query}"), ("open in landmarks", "Open ${target} in ${applicationName}")] {
            let found = try #require(Self.readings(of: text, in: catalog).first { catalog.index.entries[Int($0.entry)].text == template }, "\(text)")
            #expect(Self.wholeSound(of: text, found, in: catalog) == nil, "\(text)")
        }
    }

    /// Two shortcuts of one intent saying the same words — "Start
    /// ${meditationType} meditation" with `sleep`, and "Start sleep
    /// meditation" bound to 20 minutes — are one reading: garbled, the
    /// value's slot aligned better than the template's own word, yet the
    /// more specific shortcut still stands, as it does for the words typed.
    @Test func theSameWordsSaidByTwoShortcutsScoreTheSame() throws {
        let text = "sparks sleep medication and comp"
        let found = Self.readings(of: text, in: catalog)
        let generic = try #require(found.first { catalog.index.entries[Int($0.entry)].text == "Start ${meditationType} meditation in ${applicationName}" })
        let bound = try #require(found.first { catalog.index.entries[Int($0.entry)].text == "Start sleep meditation in ${applicationName}" })
        #expect(generic.score - bound.score > MatchParameters().ambiguityMargin)
        let result = catalog.match(text)
        #expect(result.status == .matched)
        #expect(result.parameter("meditationType")?.value == "sleep")
        #expect(result.parameter("duration")?.value == "20")
    }

    /// A name heard clearly (`namedWholeSoundMargin.name` alike or more)
    /// vouches for the rest of the phrase: the whole sound counts less a
    /// smaller margin. `the river` is 0.8 like `Diver`; `denver` is less
    /// than 0.7 like it, and the usual margin holds.
    @Test func aClearlyHeardNameVouchesForTheWholePhrase() throws {
        func reading(_ text: String) throws -> (found: Alignment, whole: Double) {
            let found = try #require(Self.readings(of: text, in: catalog).first { catalog.index.entries[Int($0.entry)].text == "Open recent link in ${applicationName}" })
            return (found, try #require(Self.wholeSound(of: text, found, in: catalog)))
        }
        let clear = "but then recent link in the river"
        let heard = try reading(clear)
        #expect(heard.found.nameSimilarity ?? 0 >= MatchParameters().namedWholeSoundName)
        #expect(heard.found.score < MatchOptions.defaultThreshold)
        #expect(heard.whole - MatchParameters().wholeSoundMargin < MatchOptions.defaultThreshold)
        let result = catalog.match(clear)
        #expect(result.status == .matched)
        #expect(abs(result.confidence - (heard.whole - MatchParameters().namedWholeSoundMargin)) < 1e-9)

        let weak = "but then recent link in denver"
        let weakly = try reading(weak)
        #expect(weakly.found.nameSimilarity ?? 1 < MatchParameters().namedWholeSoundName)
        #expect(abs(catalog.match(weak).confidence - (weakly.whole - MatchParameters().wholeSoundMargin)) < 1e-9)
    }

    /// Two intents whose phrases say the same words ("Open ${target}" and
    /// "Open ${collection}", each with `Paris`) score the same when the
    /// whole sound credits the first: the words do not say which.
    @Test func theSameWordsOfTwoIntentsStayAmbiguous() {
        let result = catalog.match("open paris unwind arcs")
        #expect(result.status == .ambiguous, "\(result)")
        #expect(Set(result.alternatives.compactMap(\.intent)).isSuperset(of: ["OpenLandmarkIntent", "OpenCollectionIntent"]))
    }
}
