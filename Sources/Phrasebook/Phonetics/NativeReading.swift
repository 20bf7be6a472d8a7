import Foundation

/// How a name from another language is said by the people whose language
/// it is: "Siobhán" as SH IH V AO N, "Maciej" as M AA CH EY, "Kōwhai" as
/// K OW F AY — where English letter-to-sound rules read "siobhan",
/// "maciej" and "kowhai" letter by letter.
///
/// A recogniser writes what it hears in English spelling ("shivawn",
/// "ma chay", "ko fye"), so a value is also held against the sound it has
/// in its own language (`ValueList.hear`). Which language that is comes
/// from the spelling alone: each orthography has *cues*, letters or
/// letter groups that English spelling hardly uses (`ł`, `sz`, `bh`, `wh`,
/// `ø`, a word that opens with `ll`), and a word with a cue of one is read
/// by its rules. A word may have cues of several (`ó` is Polish, Spanish,
/// Irish…): it is read by each. A word with letters beyond ASCII and none
/// of the cues, or built of open syllables only ("kokedama", "aoraki"), is
/// read with continental vowels (`a` as in "father", `e` as in "bed", `i`
/// as in "machine"…), the base every orthography here starts from.
///
/// These are rough rules, as a speaker of English who knows the language
/// a little would say the name: no stress, no tone, and where a language
/// spells one sound several ways or one way several sounds, the common
/// case. They are meant for comparing sounds (`PhoneticDistance`), as
/// `LetterToSound` is.
package enum NativeReading {
    /// The readings of `word` (one word as written: any case, letters
    /// beyond ASCII kept) by every orthography it has a cue of, each once,
    /// the base's where it has none but looks foreign; `[]` for a word that
    /// looks English.
    ///
    /// - Complexity: O(*n*·*r*) in the word's length *n* and the rules per
    ///   orthography *r*, per orthography cued.
    package static func readings(of word: String) -> [[Phoneme]] {
        let letters = Self.letters(of: word)
        guard letters.count(where: { $0 != "'" }) > 1 else { return [] }
        var readings: [[Phoneme]] = []
        for orthography in orthographies(cuedBy: letters) {
            let reading = orthography.read(letters)
            if !reading.isEmpty, !readings.contains(reading) { readings.append(reading) }
        }
        return readings
    }

    /// The orthographies `letters` has a cue of, in `Orthography.all`'s
    /// order, then the base; the base alone where it has none but looks
    /// foreign (letters beyond ASCII, open syllables only); none for a word
    /// that looks English.
    static func orthographies(cuedBy letters: [Unicode.Scalar]) -> [Orthography] {
        let cued = Orthography.all.filter { $0.isCued(by: letters) }
        if !cued.isEmpty { return cued + [.base] }
        if letters.contains(where: { !$0.isASCII }) || Orthography.isOpenSyllables(letters) { return [.base] }
        return []
    }

    /// The names of the orthographies `word` is read by (for tests and
    /// the lint): `["polish"]` for "Małgorzata".
    package static func orthographyNames(of word: String) -> [String] {
        orthographies(cuedBy: letters(of: word)).map(\.name)
    }

    /// The words of a value or form as written, for reading each by its
    /// own orthography: split at spaces and hyphens, the ASCII one and
    /// Unicode's (U+2010, and U+2011 that does not break), so
    /// "Sacré‐Cœur" is two names wherever it is read.
    package static func words(of text: String) -> [Substring] {
        text.split { $0.isWhitespace || $0 == "-" || $0 == "\u{2010}" || $0 == "\u{2011}" }
    }

    /// `word` lower-cased and composed (`e` and a combining acute become
    /// `é`), its letters and apostrophes only (a cue may need one: "d'",
    /// "'s"; no rule reads it).
    static func letters(of word: String) -> [Unicode.Scalar] {
        word.lowercased().precomposedStringWithCanonicalMapping.unicodeScalars.compactMap { scalar in
            scalar == "'" || scalar == "\u{2019}" ? "'" : scalar.properties.isAlphabetic ? scalar : nil
        }
    }
}

extension NativeReading {
    /// One language's spelling: the cues that mark a word as written in
    /// it, and the rules that read it.
    struct Orthography: Sendable {
        let name: String
        let cues: [Pattern]
        /// The language's rules, then the base's, the longest letters
        /// first (among equals, the order written).
        let rules: [Rule]

        init(name: String, cues: String, rules: String, base: [Rule] = []) {
            self.name = name
            self.cues = cues.split(whereSeparator: \.isWhitespace).map { Pattern(String($0)) }
            let own = rules.split(separator: "\n").compactMap { Rule(String($0)) }
            let all = own + base
            self.rules = all.enumerated().sorted {
                $0.element.letters.count != $1.element.letters.count
                    ? $0.element.letters.count > $1.element.letters.count : $0.offset < $1.offset
            }.map(\.element)
        }

        func isCued(by letters: [Unicode.Scalar]) -> Bool {
            cues.contains { $0.occurs(in: letters) }
        }

        /// `letters` read left to right, the first rule that applies at each
        /// letter taken; a letter no rule reads is skipped.
        func read(_ letters: [Unicode.Scalar]) -> [Phoneme] {
            var sounds: [Phoneme] = []
            var i = 0
            while i < letters.count {
                if let rule = rules.first(where: { $0.applies(at: i, in: letters) }) {
                    sounds += rule.sounds
                    i += rule.letters.count
                } else {
                    i += 1
                }
            }
            return sounds
        }

        /// Whether a word is built of open syllables only — up to two
        /// consonants, one or two vowels, perhaps an `n` — and has three
        /// or more, not ending as English words do (`-y`, a silent `e`,
        /// `-tion`): "kokedama", "tsundoku", "aoraki",
        /// the shape of Japanese, Māori and much of Italian and Swahili,
        /// which English words seldom have.
        static func isOpenSyllables(_ letters: [Unicode.Scalar]) -> Bool {
            // English's own open endings: "lovely", "Farely", "berry", a
            // silent `e` after one consonant ("bedtime", "update"), `-tion`.
            guard letters.last != "y" else { return false }
            if letters.count > 2, letters.last == "e", !isVowel(letters[letters.count - 2]), isVowel(letters[letters.count - 3]) {
                return false
            }
            let word = String(String.UnicodeScalarView(letters))
            if word.contains("tion") || word.contains("sion") { return false }
            var syllables = 0
            var i = 0
            while i < letters.count {
                // A `y` before a vowel is a consonant: "miyaki".
                var consonants = 0
                while i < letters.count, !isVowel(letters[i]) || letters[i] == "y" && i + 1 < letters.count && isVowel(letters[i + 1]) {
                    consonants += 1
                    i += 1
                }
                guard consonants <= 2, i < letters.count else { return false }
                var vowels = 0
                while i < letters.count, isVowel(letters[i]), letters[i] != "y" || i + 1 == letters.count || !isVowel(letters[i + 1]) {
                    vowels += 1
                    i += 1
                }
                guard vowels <= 2 else { return false }
                syllables += 1
                if i < letters.count, letters[i] == "n", i + 1 == letters.count || !isVowel(letters[i + 1]) { i += 1 }
            }
            return syllables >= 3
        }
    }

    /// Vowel letters, with and without marks (`y` among them).
    static let vowels: Set<Unicode.Scalar> = Set("aeiouyáàâäãåæéèêëíìîïóòôöõøőœúùûüůűýąęěıāēīōū".unicodeScalars)
    /// The vowels that soften a `c`, `g` or `s` before them in many
    /// languages.
    static let frontVowels: Set<Unicode.Scalar> = Set("eiyéèêëíìîïēī".unicodeScalars)

    static func isVowel(_ letter: Unicode.Scalar) -> Bool { vowels.contains(letter) }

    /// Letters to look for in a word: `^` at its start, `$` at its end, `C`
    /// any consonant letter, `V` any vowel letter; other characters stand
    /// for themselves.
    struct Pattern: Sendable {
        let atStart: Bool
        let atEnd: Bool
        let letters: [Unicode.Scalar]

        init(_ text: String) {
            var scalars = Array(text.unicodeScalars)
            atStart = scalars.first == "^"
            if atStart { scalars.removeFirst() }
            atEnd = scalars.last == "$"
            if atEnd { scalars.removeLast() }
            letters = scalars
        }

        func occurs(in word: [Unicode.Scalar]) -> Bool {
            guard word.count >= letters.count else { return false }
            let last = word.count - letters.count
            let starts = atStart ? 0...0 : atEnd ? last...last : 0...last
            return starts.contains { start in
                (!atEnd || start == last) && letters.indices.allSatisfy { k in
                    let letter = word[start + k]
                    switch letters[k] {
                    case "C": return !NativeReading.isVowel(letter)
                    case "V": return NativeReading.isVowel(letter)
                    default: return letter == letters[k]
                    }
                }
            }
        }
    }

    /// One rule, written `[left]letters[right] = SOUNDS`: the letters (in
    /// lower case) and, before them, `^` (at the word's start) or `V<` (after
    /// a vowel); after them `$` (at the word's end), `+V` (before a vowel),
    /// `+C` (before a consonant), `+F` (before `e`, `i` or `y`) or `!V` (no
    /// vowel after them in the word: its last syllable). Sounds are ARPAbet
    /// symbols, `-` for none.
    struct Rule: Sendable {
        enum Before: Sendable { case any, start, vowel }
        enum After: Sendable { case any, end, vowel, consonant, front, noVowelLater }

        let letters: [Unicode.Scalar]
        let before: Before
        let after: After
        let sounds: [Phoneme]

        init?(_ line: String) {
            let sides = line.split(separator: "=", maxSplits: 1)
            guard sides.count == 2 else { return nil }
            var left = sides[0].trimmingCharacters(in: .whitespaces)
            guard !left.isEmpty else { return nil }
            var before = Before.any, after = After.any
            if left.hasPrefix("^") { before = .start; left.removeFirst() }
            if left.hasPrefix("V<") { before = .vowel; left.removeFirst(2) }
            for (suffix, kind) in [("$", After.end), ("+V", .vowel), ("+C", .consonant), ("+F", .front), ("!V", .noVowelLater)]
            where left.hasSuffix(suffix) {
                after = kind
                left.removeLast(suffix.count)
                break
            }
            let symbols = sides[1].split(whereSeparator: \.isWhitespace)
            let sounds = symbols == ["-"] ? [] : symbols.compactMap { Phoneme(symbol: $0) }
            guard !left.isEmpty, symbols == ["-"] || sounds.count == symbols.count else { return nil }
            self.letters = Array(left.unicodeScalars)
            self.before = before
            self.after = after
            self.sounds = sounds
        }

        func applies(at i: Int, in word: [Unicode.Scalar]) -> Bool {
            let end = i + letters.count
            guard end <= word.count else { return false }
            for k in letters.indices where word[i + k] != letters[k] { return false }
            switch before {
            case .any: break
            case .start: if i != 0 { return false }
            case .vowel: if i == 0 || !NativeReading.isVowel(word[i - 1]) { return false }
            }
            switch after {
            case .any: return true
            case .end: return end == word.count
            case .vowel: return end < word.count && NativeReading.isVowel(word[end])
            case .consonant: return end < word.count && !NativeReading.isVowel(word[end])
            case .front: return end < word.count && NativeReading.frontVowels.contains(word[end])
            case .noVowelLater: return !word[end...].contains(where: NativeReading.isVowel)
            }
        }
    }
}
