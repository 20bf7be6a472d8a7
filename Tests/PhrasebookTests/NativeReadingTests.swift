import Testing

@testable import Phrasebook

/// Stop 65: a name from another language is also heard as its own
/// language says it (`NativeReading`), where a recogniser writes what it
/// heard in English spelling: "shivawn" for Siobhán, "toe mash" for
/// Tomasz.
@Suite struct NativeReadingTests {
    /// Names and how their language's rules say them, one or more per
    /// orthography.
    @Test(arguments: [
        ("Małgorzata", "M AA W G OW ZH AA T AA"), ("Maciej", "M AA CH EY"), ("Wojciech", "V OY CH EH HH"),
        ("Tomasz", "T OW M AA SH"), ("Wrocław", "V R OW T S W AA F"), ("Kazimierz", "K AA ZH IY M Y EH ZH"),
        ("Škoda", "SH K OW D AA"), ("Hortobágy", "HH OW R T OW B AA JH"),
        ("Siobhán", "SH IH V AO N"), ("Niamh", "N IY AH V"), ("Saoirse", "S IY R SH AH"), ("Aoife", "IY F AH"),
        ("Tadhg", "T AY G"), ("Eilidh", "EY L IY"),
        ("Llandudno", "HH L AA N D IH D N OW"), ("Ffion", "F IY OW N"), ("Cymru", "K AH M R IH"),
        ("Kōwhai", "K OW F AY"), ("Kreuzberg", "K R OY T S B EH R K"), ("Deutschlandfunk", "D OY CH L AA N D F UW N K"),
        ("Cœur", "K ER R"), ("d'Isère", "D IY Z EH R"), ("Guanciale", "G W AA N CH AA L EY"), ("Parmigiano", "P AA R M IY JH AA N OW"),
        ("Señor", "S EH N Y OW R"), ("Bolhão", "B OW L Y AW"), ("Søren", "S ER R EH N"), ("Çeşme", "CH EH SH M EH"),
        ("Xiaowen", "SH Y AW W AH N"), ("Kokedama", "K OW K EH D AA M AA"),
    ])
    func readsANameAsItsLanguageDoes(_ word: String, _ expected: String) {
        let readings = NativeReading.readings(of: word).map { $0.map(\.symbol).joined(separator: " ") }
        #expect(readings.contains(expected), "\(word): \(readings)")
    }

    /// Words whose spelling has no cue of another language get no reading
    /// but English's: common words, "wh" and "sch" as English spells them,
    /// English's own endings.
    @Test(arguments: [
        "chicken", "whole", "white", "school", "energy", "physics", "does", "signed", "easier", "hello", "john",
        "rhythm", "lovely", "Farely", "Zoppa", "coffee", "middle", "neutral", "fault", "science",
    ])
    func anEnglishWordHasNoOtherReading(_ word: String) {
        #expect(NativeReading.readings(of: word).isEmpty, "\(word): \(NativeReading.orthographyNames(of: word))")
    }

    /// A word may be read by more than one orthography ("ó" is Polish,
    /// Spanish, Irish…), and the base's continental vowels come last.
    @Test func aWordIsReadByEveryOrthographyItHasACueOf() {
        #expect(NativeReading.orthographyNames(of: "Łódź") == ["polish", "spanish", "portuguese", "base"])
        #expect(NativeReading.orthographyNames(of: "Aoraki") == ["irish", "base"])
        #expect(NativeReading.readings(of: "Aoraki").map { $0.map(\.symbol).joined(separator: " ") }.contains("AW R AA K IY"))
        #expect(NativeReading.orthographyNames(of: "tsundoku") == ["base"])
        #expect(NativeReading.readings(of: "") == [] && NativeReading.readings(of: "x") == [] && NativeReading.readings(of: "日本") == [])
    }

    /// A form of several words: the cued words read natively and the rest
    /// as English reads them, and every word read by the cued language.
    @Test func aFormReadsItsOtherWordsBothWays() {
        let readings = ValueList.nativeReadings(of: "Kraków Old Town").map { $0.map(\.symbol).joined(separator: " ") }
        let english = (LetterToSound.phonemes(of: "old") + LetterToSound.phonemes(of: "town")).map(\.symbol).joined(separator: " ")
        #expect(readings.contains("K R AA K UW F " + english), "\(readings)")
        let basilica = ValueList.nativeReadings(of: "Sacré-Cœur Basilique").map { $0.map(\.symbol).joined(separator: " ") }
        #expect(basilica.contains("S AA K R EY K ER R B AA Z IY L IY K"), "\(basilica)")
        #expect(ValueList.nativeReadings(of: "Paris Gare du Nord").isEmpty, "no word of it has a cue")
        #expect(ValueList.nativeReadings(of: "Manchester Piccadilly").isEmpty)
        let nine = LetterToSound.phonemes(of: "nine")
        let platform = ValueList.nativeReadings(of: "Platform 9 Kraków")
        #expect(!platform.isEmpty && platform.allSatisfy { reading in
            reading.indices.contains { reading[$0...].starts(with: nine) }
        }, "a word with digits is read as English reads it")
        #expect(ValueList.nativeReadings(of: "Łódź Łódź Łódź Łódź").count <= ValueList.nativeReadingLimit)
    }

    /// An app's name has no native reading in the matcher (it is a
    /// coinage more often than a word of another language).
    @Test func anAppsNameIsReadAsEnglishOnly() {
        var vocabulary = Vocabulary()
        let names = ValueList(app: 0, kind: .appNames, values: [Value(id: "kowhai", title: "Kōwhai")], vocabulary: &vocabulary)
        #expect(names.nativeSounds.isEmpty)
        let values = ValueList(app: 0, kind: .type("Tree"), values: [Value(id: "kowhai", title: "Kōwhai")], vocabulary: &vocabulary)
        #expect(values.nativeSounds.map { $0.phonemes.map(\.symbol).joined(separator: " ") }.contains("K OW F AY"))
    }

    /// The recogniser's dictionary has a name's native readings after the
    /// rules' own.
    @Test func theDictionaryListsNativeReadings() throws {
        let grammar = try Self.friends.grammar()
        #expect(grammar.dictionary.contains("siobhan(2)  SH IH V AO N"), "\(grammar.dictionary)")
        #expect(!grammar.dictionary.contains("ben(2)"))
    }

    /// A name joined by Unicode's hyphen (U+2010) is two names to the
    /// dictionary, as with the ASCII one: each has its native readings.
    @Test func namesJoinedByAnyHyphenAreReadApart() throws {
        #expect(NativeReading.words(of: "Sacré\u{2010}Cœur Basilique") == ["Sacré", "Cœur", "Basilique"])
        #expect(NativeReading.words(of: "Ó\u{2011}Sé-Siobhán\tx") == ["Ó", "Sé", "Siobhán", "x"])
        for hyphen in ["-", "\u{2010}"] {
            let grammar = try Self.divvy(with: [Value(id: "pair", title: "Niamh\(hyphen)Siobhán")]).grammar()
            #expect(grammar.dictionary.contains("siobhan(2)  SH IH V AO N"), "\(hyphen.unicodeScalars.first!.value): \(grammar.dictionary)")
        }
    }

    /// A bill-splitting app shaped like the fourth held-out set's: friends
    /// from six languages.
    static let friends = divvy(with: [
        Value(id: "siobhan", title: "Siobhán"), Value(id: "niamh", title: "Niamh"), Value(id: "tomasz", title: "Tomasz"),
        Value(id: "xiaowen", title: "Xiaowen"), Value(id: "ffion", title: "Ffion"), Value(id: "maciej", title: "Maciej"),
        Value(id: "ben", title: "Ben"), Value(id: "sarah", title: "Sarah"),
    ])

    /// That app with `friends` as its friend entity's values.
    static func divvy(with friends: [Value]) -> Catalog {
        var app = App(name: "Divvy", directory: "phrases/Divvy")
        app.valueTypes["FriendEntity"] = ValueType(name: "FriendEntity", kind: .entity, values: friends)
        app.intents["SettleUpIntent"] = Intent(name: "SettleUpIntent", parameters: [
            Parameter(name: "friend", typeName: "FriendEntity", kind: .entity, isOptional: false, requestValueDialog: "Who with?")
        ])
        app.shortcuts = [Fixtures.shortcut("SettleUpIntent", ["Pay back ${friend} with ${applicationName}"])]
        return Catalog(apps: [app])
    }

    /// The name as a recogniser writes it in English spelling is the
    /// friend; as English rules read the name's own spelling it is far
    /// from what was heard.
    @Test func aNameHeardInEnglishSpellingIsTheFriend() {
        for (heard, id) in [
            ("shivawn", "siobhan"), ("neeve", "niamh"), ("toe mash", "tomasz"), ("shyow wen", "xiaowen"), ("fee on", "ffion"),
            ("ma chay", "maciej"),
        ] {
            let result = NearMissTests.match(Self.friends, "pay back \(heard) with divvy")
            #expect(result.status == .matched && result.parameter("friend")?.value == id, "\(heard): \(result.status) \(result.parameters)")
        }
        for other in ["bob", "the shop", "shivering"] {
            let result = NearMissTests.match(Self.friends, "pay back \(other) with divvy")
            #expect(result.status != .matched || result.parameter("friend") == nil, "\(other): \(result.parameters)")
        }
        let heard = LetterToSound.phonemes(of: "shivawn")
        let english = LetterToSound.phonemes(of: "siobhan")
        let native = NativeReading.readings(of: "Siobhán")[0]
        func alike(_ a: [Phoneme]) -> Double {
            a.withUnsafeBufferPointer { x in heard.withUnsafeBufferPointer { y in Similarity.sounds(x, y, minimum: 0) } }
        }
        #expect(alike(native) > alike(english) + 0.1, "\(alike(native)) \(alike(english))")
    }
}
