import Testing
@testable import Phrasebook

/// With `contentWordsNeeded` set (off by default: it costs transcripts whose
/// verb the recogniser lost, Docs/matching.md), a reading must hear what its
/// template asks to be done where another intent says the same slots
/// (`AlignmentRule.contentWordsNeeded`): the peer task's notes app, where
/// "print" is not "pin".
@Suite struct ContentWordTests {
    /// Two intents with the same slot, told apart by their verb alone.
    static let notely: Catalog = {
        var app = App(name: "Notely", directory: "phrases/Notely")
        app.valueTypes["NoteEntity"] = ValueType(name: "NoteEntity", kind: .entity, values: [
            Value(id: "olive", title: "olive packing"), Value(id: "grocery", title: "grocery list"), Value(id: "meeting", title: "meeting notes"),
        ])
        for intent in ["PinNoteIntent", "OpenNoteIntent"] {
            app.intents[intent] = Intent(name: intent, parameters: [
                Parameter(name: "note", typeName: "NoteEntity", kind: .entity, isOptional: false, requestValueDialog: "Which note?"),
            ])
        }
        app.intents["NewNoteIntent"] = Intent(name: "NewNoteIntent")
        app.shortcuts = [
            Fixtures.shortcut("PinNoteIntent", ["Pin ${note} in ${applicationName}", "Pin a note in ${applicationName}"]),
            Fixtures.shortcut("OpenNoteIntent", ["Open ${note} in ${applicationName}", "Show ${note} in ${applicationName}"]),
            Fixtures.shortcut("NewNoteIntent", ["Take a note in ${applicationName}", "Start a new note"]),
        ]
        return Catalog(apps: [app])
    }()

    static func match(_ text: String, contentWordsNeeded: Double? = 0.5, peerVerbSimilarity: Double = 0) -> MatchResult {
        var parameters = MatchParameters()
        if let contentWordsNeeded { parameters.contentWordsNeeded = contentWordsNeeded }
        parameters.peerVerbSimilarity = peerVerbSimilarity
        return notely.match(text, options: MatchOptions(parameters: parameters))
    }

    /// A verb the app lacks beside the note and the app's name: no intent
    /// was asked for, though every other word fits Pin's phrase. Without
    /// this rule and `peerVerb` (off here: "print" is a verb of requests,
    /// which rules it out by default) the note and the name carry it (the
    /// peer task's false accept).
    @Test func aVerbTheAppLacksIsNotTheOneItHas() {
        for text in ["print olive packing in notely", "print the olive packing in notely"] {
            let result = Self.match(text)
            #expect(result.status == .noMatch, "\(text): \(result.status) \(result.intent ?? "") \(result.confidence)")
            #expect(Self.match(text, contentWordsNeeded: nil).status == .matched, "\(text): the rule is what rejects it")
            #expect(Self.match(text, contentWordsNeeded: nil, peerVerbSimilarity: 1).status == .noMatch, "\(text): so does peerVerb")
        }
    }

    /// Misheard verbs that sound like the app's are still heard as it.
    @Test func aMisheardVerbStillCounts() {
        for (text, intent) in [("pin olive packing in notely", "PinNoteIntent"), ("pen olive packing in notely", "PinNoteIntent"),
                               ("opened grocery list in notely", "OpenNoteIntent"), ("show meeting notes in notely", "OpenNoteIntent")] {
            let result = Self.match(text)
            #expect(result.status == .matched && result.intent == intent, "\(text): \(result.status) \(result.intent ?? "")")
        }
    }

    /// A template of its slot and the app's name only has no content words
    /// to miss.
    @Test func aTemplateWithoutContentWordsIsNeverRuledOut() {
        var app = App(name: "Calm", directory: "phrases/Calm")
        app.valueTypes["Sound"] = ValueType(name: "Sound", kind: .enumeration, values: [Value(id: "rain", title: "rain")])
        app.intents["PlayIntent"] = Intent(name: "PlayIntent", parameters: [
            Parameter(name: "sound", typeName: "Sound", kind: .enumeration, isOptional: false, requestValueDialog: "Which sound?"),
        ])
        app.shortcuts = [Fixtures.shortcut("PlayIntent", ["${sound} in ${applicationName}"])]
        var parameters = MatchParameters()
        parameters.contentWordsNeeded = 1
        let result = Catalog(apps: [app]).match("the rain in calm", options: MatchOptions(parameters: parameters))
        #expect(result.status == .matched)
    }
}

/// A template word heard whole after a syllable it lacks is another word
/// built on it (`AlignmentRule.wordWithAnotherOnset`,
/// `onsetWordSimilarity`): the action the app lacks beside the one it has.
@Suite struct OnsetWordTests {
    static let parcels = Catalog(apps: [
        Fixtures.app("Pakt", ["TrackParcelIntent": ["Track my parcel in ${applicationName}"], "ShowDeliveriesIntent": ["Show deliveries in ${applicationName}"]])
    ])

    @Test func aWordWithASyllableBeforeItIsAnotherWord() {
        for text in ["untrack my parcel in pakt", "retract my parcel in pakt", "contract my parcel in pakt"] {
            #expect(Self.parcels.match(text).status == .noMatch, "\(text)")
        }
        // The same words without the rule: the verb's likeness carries it.
        var off = MatchParameters()
        off.onsetWordSimilarity = 0
        off.peerVerbSimilarity = 0  // "untrack" is a verb of requests too
        #expect(Self.parcels.match("untrack my parcel in pakt", options: MatchOptions(parameters: off)).intent == "TrackParcelIntent")
        #expect(Self.parcels.match("track my parcel in pakt").intent == "TrackParcelIntent")
    }

    /// Whisper writes "Untrack my boots" as "and track my boots": the
    /// syllable as a word of its own, opening the utterance before the
    /// template's first word. One that opens with its vowel is the onset;
    /// "we get …", a filler, the word said twice, or the syllable before a
    /// later word of the template are not. Off, "and track …" is Track.
    @Test func aSyllableOpeningTheUtteranceBeforeTheFirstWordIsItsOnset() {
        #expect(Self.parcels.match("and track my parcel in pakt").status == .noMatch)
        var off = MatchParameters()
        off.onsetWordSimilarity = 0
        #expect(Self.parcels.match("and track my parcel in pakt", options: MatchOptions(parameters: off)).intent == "TrackParcelIntent")
        for text in ["so track my parcel in pakt", "track track my parcel in pakt", "we track my parcel in pakt"] {
            #expect(Self.parcels.match(text).intent == "TrackParcelIntent", "\(text)")
        }
        let undo = Catalog(apps: [Fixtures.app("Gulpr", ["UndoIntent": ["Undo the last drink in ${applicationName}"]])])
        #expect(undo.match("and do the last drink in gulpr").intent == "UndoIntent")
    }

    /// A consonant alone before a word that opens with a vowel is a sound a
    /// recogniser adds ("border" for "order"); a vowel alone an article run
    /// in. Both are heard as the word.
    @Test func aConsonantOrAVowelAloneBeforeTheWordIsHeardAsIt() {
        let catalog = Catalog(apps: [Fixtures.app("Pakt", ["OrderIntent": ["Order a parcel box in ${applicationName}"]])])
        #expect(catalog.match("border a parcel box in pakt").intent == "OrderIntent")
        let calm = Catalog(apps: [Fixtures.calm])
        #expect(calm.match("start asleep meditation in calm").status != .noMatch)
    }

    @Test func theSyllableIsFoundByItsSounds() {
        func hears(_ word: String, in heard: String) -> Bool {
            let a = LetterToSound.phonemes(of: word), b = LetterToSound.phonemes(of: heard)
            return a.withUnsafeBufferPointer { w in b.withUnsafeBufferPointer { h in FlexibleSearch.hearsWholeAfterOnset(w, in: h, minimum: 0.85) } }
        }
        #expect(hears("track", in: "untrack"))
        #expect(hears("track", in: "retract"))
        #expect(!hears("log", in: "blog"))
        #expect(!hears("order", in: "border"))
        #expect(!hears("track", in: "track"))
    }
}

/// A verb a request opens with, said where the template says another
/// (`AlignmentRule.peerVerb`, `peerVerbSimilarity`), is the action the app
/// lacks beside the one it has: the peer task's unsupported verbs.
@Suite struct PeerVerbTests {
    static let timers = Catalog(apps: [
        Fixtures.app("Plankify", [
            "StartTimerIntent": ["Start my ${applicationName} timer"], "ShoppingListIntent": ["Read my ${applicationName} shopping list"],
            "ReorderIntent": ["Reorder my last drink from ${applicationName}"],
            "ResumeIntent": ["Resume last ${applicationName} chat", "Ask ${applicationName} to plan my week"],
        ])
    ])

    static func match(_ text: String, peerVerbSimilarity: Double? = nil) -> MatchResult {
        var parameters = MatchParameters()
        if let peerVerbSimilarity { parameters.peerVerbSimilarity = peerVerbSimilarity }
        return timers.match(text, options: MatchOptions(parameters: parameters))
    }

    @Test func anotherVerbInTheVerbsPlaceIsAnotherAction() {
        for (text, intent) in [("stop my plankify timer", "StartTimerIntent"), ("shred my plankify shopping list", "ShoppingListIntent"),
                               ("record my last drink from plankify", "ReorderIntent"), ("ask plankify to print my week", "ResumeIntent"),
                               ("extend my plankify timer", "StartTimerIntent"), ("move my plankify timer", "StartTimerIntent")] {
            let result = Self.match(text)
            #expect(result.status == .noMatch, "\(text): \(result.status) \(result.intent ?? "") \(result.confidence)")
            // Without the rule the rest of the phrase carries the verb.
            let off = Self.match(text, peerVerbSimilarity: 0)
            #expect(off.status == .matched && off.intent == intent, "\(text) without the rule: \(off.status) \(off.intent ?? "")")
        }
    }

    /// A recogniser's mishearing that is no verb of a request is still the
    /// template's verb, and so is the verb itself said among fillers.
    @Test func aMisheardVerbThatIsNoVerbStillCounts() {
        for (text, intent) in [("stort my plankify timer", "StartTimerIntent"), ("bred my plankify shopping list", "ShoppingListIntent"),
                               ("could you start my plankify timer please", "StartTimerIntent")] {
            let result = Self.match(text)
            #expect(result.status == .matched && result.intent == intent, "\(text): \(result.status) \(result.intent ?? "")")
        }
    }

    /// A verb's word where the template has a noun ("chat" of "Resume last
    /// … chat") is not the template's verb place.
    @Test func aNounPlaceIsNoVerbPlace() {
        let result = Self.match("resume last plankify shut")
        #expect(result.status == .matched && result.intent == "ResumeIntent", "\(result.status) \(result.intent ?? "")")
    }

    static let lights: Catalog = {
        var app = App(name: "Tyde", directory: "phrases/Tyde")
        app.valueTypes["Device"] = ValueType(name: "Device", kind: .entity, values: [
            Value(id: "porch", title: "Porch Light"), Value(id: "desk", title: "Desk Lamp"),
        ])
        let device = Parameter(name: "device", typeName: "Device", kind: .entity, isOptional: false, requestValueDialog: "Which device?")
        app.intents["TurnOnIntent"] = Intent(name: "TurnOnIntent", parameters: [device])
        app.intents["TurnOffIntent"] = Intent(name: "TurnOffIntent", parameters: [device])
        app.shortcuts = [
            Fixtures.shortcut("TurnOnIntent", ["Turn on the ${device} with ${applicationName}", "Switch on ${device} in ${applicationName}"]),
            Fixtures.shortcut("TurnOffIntent", ["Turn off the ${device} with ${applicationName}"]),
        ]
        return Catalog(apps: [app])
    }()

    /// The particle after a verb is part of the verb: another heard in its
    /// place ("turn down"), taken into the verb's run ("switch up" for
    /// "switch") or into a value's ("up a desk lamp", pocketsphinx's for
    /// "Turn up the desk lamp"), or left over where the template's went
    /// unheard ("turn the porch light down") is the action the app lacks —
    /// "turn down" is no "turn on", however alike "down" and "on" sound.
    @Test func anotherParticleAfterTheVerbIsAnotherAction() {
        for text in ["turn down the porch light with tyde", "turn up the desk lamp with tyde", "switch up porch light in tyde",
                     "turn the porch light down with tyde", "turn up a desk lamp with tyde"] {
            let result = Self.lights.match(text)
            #expect(result.status == .noMatch, "\(text): \(result.status) \(result.intent ?? "") \(result.confidence)")
            var parameters = MatchParameters()
            parameters.peerVerbSimilarity = 0
            let off = Self.lights.match(text, options: MatchOptions(parameters: parameters))
            #expect(off.status != .noMatch, "\(text) without the rule: \(off.status)")
        }
        // The template's own particle, or a word no particle heard for it
        // ("in" for "on"), still says the action.
        for (text, intent) in [("turn off the porch light with tyde", "TurnOffIntent"), ("turn in the porch light with tyde", "TurnOnIntent"),
                               ("switch on porch light in tyde", "TurnOnIntent"), ("turn on a desk lamp with tyde", "TurnOnIntent")] {
            let result = Self.lights.match(text)
            #expect(result.status == .matched && result.intent == intent, "\(text): \(result.status) \(result.intent ?? "")")
        }
        // A particle that is a word of the value's own list is the value's.
        var app = Self.lights.apps[0]
        app.valueTypes["Device"]?.values.append(Value(id: "up", title: "Up Light"))
        let withUpLight = Catalog(apps: [app])
        let upLight = withUpLight.match("turn on up light with tyde")
        #expect(upLight.status == .matched && upLight.parameter("device")?.value == "up", "\(upLight)")
    }

    /// The list is English's: another language's words are not read.
    @Test func onlyEnglishHasVerbs() {
        #expect(CommandVerbs.words("en-GB").contains("stop"))
        #expect(CommandVerbs.words("de").isEmpty)
        #expect(CommandVerbs.particles("en").contains("up"))
        #expect(CommandVerbs.particles("de").isEmpty)
    }
}
