import Testing
@testable import Phrasebook

@Suite struct PhoneticLetterToSoundTests {
    /// Words and how the rules say them: the spelling patterns of
    /// `LetterToSound+Rules.swift`, and the app names and confusions the
    /// matcher meets.
    @Test(arguments: [
        // Magic e, and the endings that keep the vowel long.
        ("code", "K OW D"), ("coding", "K OW D IH NG"), ("bite", "B AY T"), ("byte", "B AY T"),
        ("make", "M EY K"), ("making", "M EY K IH NG"), ("hoped", "HH OW P T"), ("diver", "D AY V ER"),
        // Digraphs, trigraphs and silent letters.
        ("knight", "N AY T"), ("write", "R AY T"), ("phone", "F OW N"), ("bridge", "B R IH JH"),
        ("judge", "JH AH JH"), ("quick", "K W IH K"), ("church", "CH ER CH"), ("sign", "S AY N"),
        ("chair", "CH EH R"), ("share", "SH EH R"), ("rhythm", "R IH DH AH M"), ("climb", "K L AY M"),
        // Soft c and g.
        ("city", "S IH T IY"), ("giant", "JH AY AH N T"), ("nice", "N AY S"),
        // Vowel teams and r-coloured vowels.
        ("coat", "K OW T"), ("streak", "S T R IY K"), ("headspace", "HH EH D S P EY S"),
        ("weather", "W EH DH ER"), ("walk", "W AO K"), ("work", "W ER K"), ("start", "S T AA R T"),
        ("four", "F AO R"), ("for", "F AO R"), ("chilkoot", "CH IH L K UW T"), ("coffee", "K AO F IY"),
        // Inflections.
        ("dogs", "D AA G Z"), ("cats", "K AE T S"), ("boxes", "B AA K S IH Z"), ("wanted", "W AA N T IH D"),
        ("played", "P L EY D"), ("touches", "T AH CH IH Z"), ("minutes", "M IH N AH T S"),
        ("implied", "IH M P L AY D"), ("replies", "R IH P L AY Z"), ("tried", "T R AY D"), ("carried", "K AE R IY D"),
        // Suffixes, stress and schwa.
        ("nation", "N EY SH AH N"), ("station", "S T EY SH AH N"), ("meditation", "M EH D IH T EY SH AH N"),
        ("question", "K W EH S CH AH N"), ("vision", "V IH ZH AH N"), ("pleasure", "P L EH ZH ER"),
        ("nature", "N EY CH ER"), ("famous", "F EY M AH S"), ("careful", "K EH R F AH L"),
        ("mindfulness", "M AY N D F AH L N AH S"), ("music", "M Y UW Z IH K"), ("about", "AH B AW T"),
        ("landmarks", "L AE N D M AA R K S"), ("zenly", "Z EH N L IY"), ("daily", "D EY L IY"),
        // Names an English speaker reads by rule.
        ("kyoto", "K IY OW T OW"), ("quokka", "K W AA K AH"), ("sacre", "S AE K ER"), ("coeur", "K ER"),
        ("codingbridge", "K OW D IH NG B R IH JH"),
        // The exception table, and a plural of one.
        ("the", "DH AH"), ("one", "W AH N"), ("two", "T UW"), ("through", "TH R UW"), ("recipes", "R EH S AH P IY Z"),
    ])
    func pronounces(_ word: String, _ expected: String) {
        #expect(LetterToSound.phonemes(of: word).symbols == expected)
    }

    /// Upper case counts as lower case; anything but ASCII letters is skipped.
    @Test(arguments: [
        ("CODE", "K OW D"), ("Code", "K OW D"), ("co'de", "K OW D"), ("code2", "K OW D"),
        ("école", "K OW L"), ("", ""), ("123", ""), ("'", ""), ("日本", ""), ("\u{0}", ""),
    ])
    func anyStringIsSafe(_ word: String, _ expected: String) {
        #expect(LetterToSound.phonemes(of: word).symbols == expected)
    }

    /// Long words (past the 64 letters of the vowel mask) and odd letter
    /// runs neither crash nor come out empty.
    @Test func oddWords() {
        let long = String(repeating: "abracadabra", count: 20)
        #expect(LetterToSound.phonemes(of: long).count > 100)
        for word in ["bcdfg", "aeiou", "yyy", "qqq", "xxxx", "hmm", "zzz", "eee", "w", "ng"] {
            #expect(!LetterToSound.phonemes(of: word).isEmpty, "\(word)")
        }
    }

    /// Every letter ends with a catch-all rule, so no letter is ever dropped
    /// for want of a rule; and every letter pair has candidates.
    @Test func everyLetterHasACatchAll() {
        let table = LetterToSound.RuleTable.shared
        for letter in UInt8(ascii: "a")...UInt8(ascii: "z") {
            let catchAll = table.rules.contains { rule in
                rule.letterCount == 1 && rule.leftCount == 0 && rule.rightCount == 0
                    && table.bytes[Int(rule.letters)] == letter
            }
            #expect(catchAll, "no catch-all rule for \(Character(Unicode.Scalar(letter)))")
        }
        for key in 0..<(26 * 27) {
            #expect(table.candidateStart[key] < table.candidateStart[key + 1], "no candidates for pair \(key)")
        }
    }

    /// Every single letter gives some sound in every position.
    @Test func everyLetterSounds() {
        for letter in "abcdefghijklmnopqrstuvwxyz" {
            for word in ["\(letter)\(letter)a", "a\(letter)a", "ta\(letter)"] {
                #expect(!LetterToSound.phonemes(of: word).isEmpty, "\(word)")
            }
        }
    }
}
