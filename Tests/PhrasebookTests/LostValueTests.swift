import Testing

@testable import Phrasebook

/// Stop 60: a value said and lost is asked for, not dropped
/// (`slotPlaceInSiblings`, `slotBetweenHeardWords`); free text keeps its
/// own words, as heard (`textKeepsFunctionWords`,
/// `textKeepsWordsAsHeard`); a phrase without the app's name
/// said with another word inside it is another sentence
/// (`namelessInsertions`).
@Suite struct LostValueTests {
    /// A sleep-sounds app shaped like the third held-out set's: a sound,
    /// and a timer said in one phrase of the intent but not the other.
    static let sounds: Catalog = {
        var app = App(name: "HushHour", directory: "phrases/HushHour")
        app.valueTypes["Sound"] = ValueType(name: "Sound", kind: .enumeration, values: [
            Value(id: "rain", title: "Rain", synonyms: ["Rainfall"]), Value(id: "ocean", title: "Ocean Waves"),
        ])
        app.valueTypes["SleepTimer"] = ValueType(name: "SleepTimer", kind: .enumeration, values: [
            Value(id: "hour", title: "1 Hour", synonyms: ["an Hour"]), Value(id: "thirty", title: "30 Minutes", synonyms: ["Half an Hour"]),
        ])
        app.intents["PlaySoundIntent"] = Intent(name: "PlaySoundIntent", parameters: [
            Parameter(name: "sound", typeName: "Sound", kind: .enumeration, isOptional: false, requestValueDialog: "Which sound?"),
            Parameter(name: "timer", typeName: "SleepTimer", kind: .enumeration, isOptional: true, requestValueDialog: "For how long?"),
        ])
        app.intents["SleepReportIntent"] = Intent(name: "SleepReportIntent")
        app.shortcuts = [
            Fixtures.shortcut("PlaySoundIntent", ["Play ${sound} on ${applicationName}", "Play ${sound} for ${timer} with ${applicationName}"]),
            Fixtures.shortcut("SleepReportIntent", ["How did I sleep last night"]),
        ]
        return Catalog(apps: [app])
    }()

    /// A podcast app whose show is optional where it asks what is new.
    static let podcasts: Catalog = {
        var app = App(name: "Lissen", directory: "phrases/Lissen")
        app.valueTypes["Show"] = ValueType(name: "Show", kind: .entity, values: [
            Value(id: "hilo", title: "El Hilo"), Value(id: "radiolab", title: "Radiolab"),
        ])
        app.intents["NewEpisodesIntent"] = Intent(name: "NewEpisodesIntent", parameters: [
            Parameter(name: "show", typeName: "Show", kind: .entity, isOptional: true, requestValueDialog: "Which show?")
        ])
        app.shortcuts = [
            Fixtures.shortcut("NewEpisodesIntent", ["What's new from ${show} in ${applicationName}", "Any new episodes in ${applicationName}"])
        ]
        return Catalog(apps: [app])
    }()

    /// A salon app shaped like the seventh held-out set's: the stylist is
    /// said in one phrase of the intent, the other books anyone "at" it.
    static let salon: Catalog = {
        var app = App(name: "Trimly", directory: "phrases/Trimly")
        app.valueTypes["Service"] = ValueType(name: "Service", kind: .enumeration, values: [
            Value(id: "cut", title: "Haircut"), Value(id: "colour", title: "Colour"),
        ])
        app.valueTypes["StylistEntity"] = ValueType(name: "StylistEntity", kind: .entity, values: [
            // Not Maciej, the name said, nor Inès: since stop 65 "naché" is
            // near Maciej as Polish says it and Inès as French does
            // (`NativeReading`), asked for without the rule.
            Value(id: "marek", title: "Marek"), Value(id: "ines", title: "Ines"),
        ])
        app.intents["BookIntent"] = Intent(name: "BookIntent", parameters: [
            Parameter(name: "service", typeName: "Service", kind: .enumeration, isOptional: false, requestValueDialog: "What are you having done?"),
            Parameter(name: "stylist", typeName: "StylistEntity", kind: .entity, isOptional: true, requestValueDialog: "Who with?"),
        ])
        app.shortcuts = [
            Fixtures.shortcut("BookIntent", ["Book a ${service} with ${stylist} in ${applicationName}", "Book a ${service} at ${applicationName}"])
        ]
        return Catalog(apps: [app])
    }()

    static func match(_ catalog: Catalog, _ text: String, _ change: (inout MatchParameters) -> Void = { _ in }) -> MatchResult {
        NearMissTests.match(catalog, text, change)
    }

    /// Words said where another phrase of the same intent has the timer
    /// ("for another with", heard for "for an hour with") are the timer,
    /// unheard: it is asked for, not left out.
    @Test func aValueSaidWhereASiblingPhraseHasItIsAskedFor() {
        for text in ["play rainfall for another with hushhour", "play rain for banana with hushhour"] {
            let result = Self.match(Self.sounds, text)
            #expect(result.status == .needsValue && result.question?.parameter == "timer", "\(text): \(result.status) \(result.parameters)")
            // Without it (nor the bar of a value said within the command,
            // which "banana" passes since stop 63), the timer is left out.
            let before = Self.match(Self.sounds, text) {
                $0.slotPlaceInSiblings = 0
                $0.innerValueSimilarity = 1
            }
            #expect(before.status == .matched && before.parameter("timer") == nil, "\(text): the rule is what asks")
        }
        let timed = Self.match(Self.sounds, "play rainfall for an hour with hushhour")
        #expect(timed.status == .matched && timed.parameter("timer")?.value == "hour")
        let polite = Self.match(Self.sounds, "play rain on hushhour for me please")
        #expect(polite.status == .matched && polite.parameter("sound")?.value == "rain")
    }

    /// A name said where the other phrase of the intent has the stylist,
    /// heard by "Book a ${service} at …" as a word for "at" it is hardly
    /// alike to, is the stylist, unheard: asked for, not left out.
    @Test func aWordHeardUnlikeTheTemplatesWhereASiblingHasTheSlotIsAskedFor() {
        for text in ["book a haircut with naché in trimly", "book a haircut with natché in trimly"] {
            let result = Self.match(Self.salon, text)
            #expect(result.status == .needsValue && result.question?.parameter == "stylist", "\(text): \(result.status) \(result.parameters)")
            let before = Self.match(Self.salon, text) { $0.unlikeWordSimilarity = 0 }
            #expect(before.status == .matched && before.parameter("stylist") == nil, "\(text): \(before.status), the rule is what asks")
        }
        let said = Self.match(Self.salon, "book a haircut with marek in trimly")
        #expect(said.status == .matched && said.parameter("stylist")?.value == "marek")
        let anyone = Self.match(Self.salon, "book a haircut at trimly")
        #expect(anyone.status == .matched && anyone.parameter("stylist") == nil)
    }

    /// A value slot left unsaid between two of its phrase's words, both
    /// heard, was said and lost (a recogniser's noise the normaliser
    /// drops): asked for.
    @Test func aSlotBetweenHeardWordsWasSaid() {
        let lost = Self.match(Self.podcasts, "what's new from zzz in lissen")
        #expect(lost.status == .needsValue && lost.question?.parameter == "show", "\(lost.status) \(lost.parameters)")
        let before = Self.match(Self.podcasts, "what's new from zzz in lissen") { $0.slotBetweenHeardWords = 0 }
        #expect(before.status == .matched && before.parameter("show") == nil, "the rule is what asks")
        let said = Self.match(Self.podcasts, "what's new from el hilo in lissen")
        #expect(said.status == .matched && said.parameter("show")?.value == "hilo")
        let none = Self.match(Self.podcasts, "any new episodes in lissen")
        #expect(none.status == .matched && none.parameter("show") == nil)
    }

    /// Free text keeps its articles and other function words; only
    /// hesitations and politeness (and a leading "a") are trimmed. (Read
    /// flexibly, the app's name misheard: an exact reading takes the
    /// words as said.)
    @Test func freeTextKeepsItsOwnWords() {
        let cases = [
            ("search jotsi for the hobbit please thank you", "query", "the hobbit", "hobbit"),
            ("search jotsi for songs about you please", "query", "songs about you", "songs about"),
            ("add um the hobbit please to my journal notebook in jotsi", "text", "the hobbit", "hobbit"),
            ("add remind me please to my journal notebook in jotsi", "text", "remind me", "remind"),
        ]
        for (text, name, kept, trimmed) in cases {
            let result = Self.match(NearMissTests.notes, text)
            #expect(result.status == .matched && result.parameter(name)?.value == kept, "\(text): \(result.parameters)")
            let before = Self.match(NearMissTests.notes, text) { $0.textKeepsFunctionWords = 0 }
            #expect(before.parameter(name)?.value == trimmed, "\(text): the old trim took the function word")
        }
        let article = Self.match(NearMissTests.notes, "add a knitting patterns please to my journal notebook in jotsi")
        #expect(article.parameter("text")?.value == "knitting patterns", "\(article.parameters)")
    }

    /// A word the matcher split in two to read the phrase ("into" as "in
    /// to", both the catalog's words) is said in free text as it was heard
    /// (`textKeepsWordsAsHeard`).
    @Test func freeTextSaysWordsAsHeard() throws {
        let text = "add into the woods please to my journal notebook in jotsi"
        let result = Self.match(NearMissTests.notes, text)
        #expect(result.status == .matched && result.parameter("text")?.value == "into the woods", "\(result.parameters)")
        let before = Self.match(NearMissTests.notes, text) { $0.textKeepsWordsAsHeard = 0 }
        #expect(before.parameter("text")?.value == "in to the woods", "\(before.parameters)")
    }

    /// An exact reading's free text is trimmed of politeness at its ends,
    /// as a flexible one's is, and keeps its articles
    /// (`exactTextTrimsPoliteness`).
    @Test func exactFreeTextIsTrimmedOfPoliteness() throws {
        let text = "search jotsy for the hobbit please thank you"
        let result = Self.match(NearMissTests.notes, text)
        #expect(result.status == .matched && result.parameter("query")?.value == "the hobbit", "\(result.parameters)")
        let before = Self.match(NearMissTests.notes, text) { $0.exactTextTrimsPoliteness = 0 }
        #expect(before.parameter("query")?.value == "the hobbit please thank you", "\(before.parameters)")
        let article = Self.match(NearMissTests.notes, "add a podcast about bees to my ideas notebook in jotsy")
        #expect(article.parameter("text")?.value == "a podcast about bees", "\(article.parameters)")
    }

    /// A phrase without the app's name said with a word inside it that is
    /// neither minor nor a filler is said of something else.
    @Test func aNamelessPhraseWithAWordInsideIsAnotherSentence() {
        let kids = Self.match(Self.sounds, "how did the kids sleep last night")
        #expect(kids.status == .noMatch, "\(kids.status) \(kids.intent ?? "")")
        let before = Self.match(Self.sounds, "how did the kids sleep last night") { $0.namelessInsertions = 0 }
        #expect(before.status == .matched, "the rule is what refuses it")
        for text in ["how did i sleep last night", "how did um i sleep last night", "so how did i sleep last night"] {
            #expect(Self.match(Self.sounds, text).intent == "SleepReportIntent", "\(text)")
        }
    }
}
