import Testing
@testable import Phrasebook

@Suite struct PhoneticAlphabetTests {
    @Test func thirtyNineARPAbetPhonemes() {
        #expect(Phoneme.allCases.count == 39)
        #expect(Phoneme.count == 39)
        #expect(Phoneme.allCases.filter(\.isVowel).count == 15)
        #expect(Phoneme.allCases.map(\.symbol).joined(separator: " ")
            == "AA AE AH AO AW AY EH ER EY IH IY OW OY UH UW B CH D DH F G HH JH K L M N NG P R S SH T TH V W Y Z ZH")
    }

    @Test func symbolsRoundTrip() {
        for phoneme in Phoneme.allCases {
            #expect(Phoneme(symbol: phoneme.symbol) == phoneme)
            #expect(Phoneme(symbol: phoneme.symbol.lowercased()) == phoneme)
        }
    }

    @Test(arguments: [
        ("AH0", Phoneme.ah), ("ey1", .ey), ("Er2", .er), ("zh", .zh), ("b", .b), ("NG", .ng),
    ])
    func symbolsWithStressDigits(_ symbol: String, _ expected: Phoneme) {
        #expect(Phoneme(symbol: symbol) == expected)
    }

    @Test(arguments: ["", "ax", "AH01", "1AH", "A H", "AHH", "é", "Q", "AA-"])
    func notPhonemes(_ symbol: String) {
        #expect(Phoneme(symbol: symbol) == nil)
    }

    @Test func vowelsHaveVowelFeaturesAndConsonantsConsonantFeatures() {
        for phoneme in Phoneme.allCases {
            #expect((phoneme.vowel != nil) == phoneme.isVowel, "\(phoneme)")
            #expect((phoneme.consonant != nil) == !phoneme.isVowel, "\(phoneme)")
        }
        #expect(Phoneme.allCases.filter { $0.vowel?.isDiphthong == true } == [.aw, .ay, .ey, .ow, .oy])
        #expect(Phoneme.ay.diphthongStart == .aa && Phoneme.ey.diphthongStart == .eh && Phoneme.ow.diphthongStart == .ao)
    }

    /// The voicing pairs differ in voicing only.
    @Test(arguments: [
        (Phoneme.p, Phoneme.b), (.t, .d), (.k, .g), (.f, .v), (.th, .dh), (.s, .z), (.sh, .zh), (.ch, .jh),
    ])
    func voicingPairs(_ voiceless: Phoneme, _ voiced: Phoneme) throws {
        let a = try #require(voiceless.consonant), b = try #require(voiced.consonant)
        #expect(a.place == b.place && a.manner == b.manner)
        #expect(!a.isVoiced && b.isVoiced)
    }

    @Test func sequencesPrintAsSymbols() {
        #expect([Phoneme.k, .ow, .d].symbols == "K OW D")
        #expect("\(Phoneme.th)" == "TH")
    }
}
