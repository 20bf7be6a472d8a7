/// Letter-to-sound rules: how an English speaker would say a written word,
/// as ARPAbet phonemes, with no dictionary.
///
/// Three passes over one word, all in stack scratch space:
/// 1. a small table of irregular common words (`the`, `one`, `through`…)
///    answers first (`LetterToSound+Exceptions.swift`);
/// 2. context-sensitive rules rewrite the letters left to right, each rule
///    "left context [letters] right context = sounds"
///    (`LetterToSound+Rules.swift`, read by `LetterToSound.RuleTable`). A
///    vowel comes out with two qualities, its full one and the one it has
///    when unstressed (`AE/AH`), or as always weak (`ah`) or strong;
/// 3. stress: one vowel of the word gets the primary stress (suffixes such
///    as `-tion` and `-ity` pick it, otherwise the first strong syllable),
///    and the other reducible vowels become their reduced forms, which is
///    where the schwas of `banana` and `station` come from
///    (`LetterToSound+Stress.swift`).
///
/// The result has no stress marks; it is meant for comparing how words
/// sound (`PhoneticDistance`), not for speech synthesis. Against the CMU
/// pronouncing dictionary it gets about six phonemes in seven right, and
/// nineteen in twenty of the words the sample apps use
/// (`Docs/phonetics.md` has the measured table).
package enum LetterToSound {
    /// The phonemes of one normalised word (`Normalizer.tokens` output:
    /// lowercase letters).
    ///
    /// Upper-case ASCII letters count as lower case; digits, apostrophes,
    /// non-ASCII letters and other bytes are skipped, so any string is
    /// safe, and one without ASCII letters gives `[]`.
    ///
    /// - Complexity: O(*n*) in the word's length, with a constant bounded
    ///   by the rules tried per letter; allocates only the result. About
    ///   3,800 instructions (0.6–1 µs) a word over the CMU dictionary's
    ///   words in a release build.
    package static func phonemes(of word: String) -> [Phoneme] {
        if let known = exceptions[word] ?? inflectedException(word) { return known }
        return withLetters(of: word) { letters in
            if letters.count != word.utf8.count, let known = exceptions[String(decoding: letters, as: UTF8.self)] {
                return known
            }
            return phonemes(ofLetters: letters, table: RuleTable.shared)
        } ?? []
    }

    /// Every way `word` is commonly read: `phonemes(of:)` first, then the
    /// reading its letters have by the second-reading rules
    /// (`LetterToSound+SecondReadings.swift`: "zyzza" as Z IH Z AH, then as
    /// Z IH T S AH, the `zz` of "pizza") where one applies and reads it
    /// otherwise. Words of the exception table have their one reading.
    ///
    /// - Complexity: O(*n*) in the word's length; twice `phonemes(of:)`'s
    ///   work where a second-reading rule is tried.
    package static func readings(of word: String) -> [[Phoneme]] {
        let first = phonemes(of: word)
        guard !first.isEmpty else { return [] }
        guard let second = secondReading(of: word, rules: RuleTable.secondReadings), second != first else { return [first] }
        return [first, second]
    }

    /// `word` read with `rules` tried before the usual ones; `nil` where
    /// none of them applies, or the word is in the exception table.
    static func secondReading(of word: String, rules: RuleTable) -> [Phoneme]? {
        if exceptions[word] != nil || inflectedException(word) != nil { return nil }
        return withLetters(of: word) { letters -> [Phoneme]? in
            if letters.count != word.utf8.count, exceptions[String(decoding: letters, as: UTF8.self)] != nil { return nil }
            return phonemes(ofLetters: letters, table: RuleTable.shared, secondReadings: rules)
        } ?? nil
    }

    /// Runs `body` with `word`'s ASCII letters in lower case (other bytes
    /// left out), in stack scratch space; `nil` if it has none.
    private static func withLetters<R>(of word: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        var word = word
        return word.withUTF8 { utf8 in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8.count) { letters in
                var count = 0
                for byte in utf8 {
                    switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"): letters[count] = byte
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"): letters[count] = byte + 32
                    default: continue
                    }
                    count += 1
                }
                if count == 0 { return nil }
                return body(UnsafeBufferPointer(rebasing: letters[..<count]))
            }
        }
    }

    /// A plural or third person of a word in the exception table:
    /// `minutes`, `touches`.
    private static func inflectedException(_ word: String) -> [Phoneme]? {
        let utf8 = word.utf8
        // Short keys are small strings: no allocation.
        guard utf8.count > 2, utf8.count <= 16, utf8.last == UInt8(ascii: "s") else { return nil }
        if let stem = exceptions[String(word.dropLast())], let last = stem.last {
            return isSibilant(last) ? stem + [.ih, .z] : stem + [isVoiceless(last) ? .s : .z]
        }
        if word.utf8.dropLast().last == UInt8(ascii: "e"), let stem = exceptions[String(word.dropLast(2))],
           let last = stem.last, isSibilant(last)
        {
            return stem + [.ih, .z]
        }
        return nil
    }

    /// The sounds after which `-s` takes a vowel: `boxes`, `judges`.
    static func isSibilant(_ p: Phoneme) -> Bool {
        p == .s || p == .z || p == .sh || p == .zh || p == .ch || p == .jh
    }

    /// The sounds after which `-s` and `-ed` are voiceless: `cats`, `hoped`.
    static func isVoiceless(_ p: Phoneme) -> Bool {
        p == .p || p == .t || p == .k || p == .f || p == .th || p == .s || p == .sh || p == .ch || p == .hh
    }

    /// The rule and stress passes over lowercase ASCII letters.
    private static func phonemes(ofLetters letters: UnsafeBufferPointer<UInt8>, table: RuleTable) -> [Phoneme] {
        let word = Word(letters: letters)
        // No rule writes more than four sounds a letter; `+ 4` covers the
        // weak vowel a suffix token may add.
        return withUnsafeTemporaryAllocation(of: Segment.self, capacity: 4 * letters.count + 4) { segments in
            var count = 0
            table.withView { table in
                _ = rulePass(over: word, table: table, secondReadings: nil, into: segments, count: &count)
            }
            return Stress.apply(to: UnsafeMutableBufferPointer(rebasing: segments[..<count]))
        }
    }

    /// The same with the `secondReadings` rules tried first at each letter:
    /// `nil` if none of them applies anywhere in the word.
    private static func phonemes(
        ofLetters letters: UnsafeBufferPointer<UInt8>, table: RuleTable, secondReadings: RuleTable
    ) -> [Phoneme]? {
        let word = Word(letters: letters)
        return withUnsafeTemporaryAllocation(of: Segment.self, capacity: 4 * letters.count + 4) { segments in
            var count = 0
            let isRead = table.withView { table in
                secondReadings.withView { second in
                    rulePass(over: word, table: table, secondReadings: second, into: segments, count: &count)
                }
            }
            return isRead ? Stress.apply(to: UnsafeMutableBufferPointer(rebasing: segments[..<count])) : nil
        }
    }

    /// Rewrites `word`'s letters left to right, each by the first rule that
    /// applies there (a `secondReadings` rule before `table`'s); whether a
    /// second-reading rule applied.
    @inline(__always)
    private static func rulePass(
        over word: Word, table: RuleTable.View, secondReadings: RuleTable.View?,
        into segments: UnsafeMutableBufferPointer<Segment>, count: inout Int
    ) -> Bool {
        var isSecond = false
        var position = 0
        while position < word.count {
            if let second = secondReadings, let rule = second.rule(at: position, in: word) {
                second.emit(rule, into: segments, count: &count)
                position += Int(rule.letterCount)
                isSecond = true
            } else if let rule = table.rule(at: position, in: word) {
                table.emit(rule, into: segments, count: &count)
                position += Int(rule.letterCount)
            } else {
                position += 1
            }
        }
        return isSecond
    }

    /// A word's letters, with which of them are vowels (`y` is one except
    /// before a vowel or at the start: `happy`, `gym`, but `yes`, `kyoto`).
    struct Word {
        let letters: UnsafeBufferPointer<UInt8>
        let vowelMask: UInt64   // bit i: letters[i] is a vowel; letters past 64 count as consonants

        init(letters: UnsafeBufferPointer<UInt8>) {
            self.letters = letters
            var mask: UInt64 = 0
            for i in 0..<min(letters.count, 64) {
                switch letters[i] {
                case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"):
                    mask |= 1 << UInt64(i)
                case UInt8(ascii: "y"):
                    let next = i + 1 < letters.count ? letters[i + 1] : 0
                    if i > 0 && !Self.isPlainVowel(next) { mask |= 1 << UInt64(i) }
                default:
                    break
                }
            }
            vowelMask = mask
        }

        var count: Int { letters.count }

        @inline(__always) func isVowel(at i: Int) -> Bool {
            i < 64 && vowelMask & (1 << UInt64(i)) != 0
        }

        static func isPlainVowel(_ c: UInt8) -> Bool {
            c == UInt8(ascii: "a") || c == UInt8(ascii: "e") || c == UInt8(ascii: "i")
                || c == UInt8(ascii: "o") || c == UInt8(ascii: "u")
        }
    }

    /// One sound written by a rule, before stress is known.
    struct Segment {
        /// How the stress pass treats a sound, and the tokens that stand
        /// for a sound chosen by what comes before.
        enum Kind: UInt8 {
            case consonant
            /// The consonant of a plural `-s` or a past `-ed`, which does
            /// not make the syllable before it heavy (`opens`, `ordered`).
            case inflection
            /// A vowel that keeps its quality unstressed (`EY` of `make`).
            case strong
            /// A vowel with a full and a reduced quality (`AE/AH`).
            case reducible
            /// A vowel that never takes the stress (`-ing`'s `IH`).
            case weak
            /// A vowel that takes the primary stress (`-ee`, `-oon`).
            case stressed
            // Tokens, resolved when written (see `RuleTable.emit`):
            /// `+S`: a plural or verb `-s` or `-es`: `S`, `Z` or `IH Z`.
            case pluralS
            /// `+ED`: a past tense: `T`, `D` or `IH D`.
            case pastED
            /// `<`: the vowel before takes the primary stress (`-tion`).
            case stressBefore
        }

        var phoneme: Phoneme
        /// The quality of a `reducible` vowel when unstressed.
        var reduced: Phoneme
        var kind: Kind

        var isVowel: Bool { kind.rawValue >= Kind.strong.rawValue && kind.rawValue <= Kind.stressed.rawValue }
    }
}
