extension LetterToSound {
    /// The rules of `LetterToSound+Rules.swift`, parsed once into flat
    /// arrays and grouped by the first letter they match.
    ///
    /// A rule is `left[letters]right = sounds`. It applies at a position
    /// where the word has `letters`, preceded by `left` and followed by
    /// `right`; the first rule of the letter there that applies writes its
    /// sounds and the rules go on after `letters`. Contexts are lowercase
    /// letters, which match themselves, and these classes:
    ///
    /// | symbol | matches |
    /// |---|---|
    /// | `_` | the edge of the word |
    /// | `V` | one vowel letter (`y` counts where it sounds as one) |
    /// | `C` | one consonant letter |
    /// | `K` | zero or more consonant letters |
    /// | `W` | one or more vowel letters |
    /// | `E` | `e`, `i` or `y`, the letters that soften `c` and `g` |
    /// | `J` | `b c f g h k m p v`, before which `u` says "you" (`cute`) |
    /// | `.` | any one letter |
    /// | `$` | right only: the rest of the word is an ending after which a vowel is long: `e`, `es`, `ed`, `er`, `ing`… (`make`, `making`, `maker`) |
    /// | `@` | right only: the same for endings that keep the silent `e` (`these`, `completely`), which is all that lengthens an `e` (`opened`, `traveling`) |
    ///
    /// Sounds are ARPAbet symbols. A vowel in capitals keeps its quality
    /// unstressed (`EY`); `AE/AH` is reducible: full when stressed, the
    /// second unstressed; a lowercase vowel (`ah`) is weak and never
    /// stressed; `IY'` takes the stress. Tokens: `+S` is a plural `-s` or
    /// `-es` (`S`, `Z` or `IH Z` after what came before), `+ED` a past
    /// `-ed` (`T`, `D` or `IH D`), and `<` gives the
    /// stress to the vowel before (`-tion`, `-ity`).
    struct RuleTable: Sendable {
        struct Rule: Sendable {
            var letters: Range<Int32>      // in `bytes`
            var left: Range<Int32>         // in `bytes`, reversed: matched leftwards
            var right: Range<Int32>        // in `bytes`
            var sounds: Range<Int32>       // in `sounds`
            var matchLength: Int { Int(letters.count) }
        }

        private(set) var rules: [Rule] = []
        /// `rules[firstRule[c]..<firstRule[c + 1]]` start with letter `c` (0 = `a`).
        private(set) var firstRule: [Int] = []
        private var bytes: [UInt8] = []
        private var sounds: [Segment] = []

        static let shared = RuleTable(parsing: LetterToSound.rules)

        /// The endings `$` stands for.
        static let longVowelEndings: [[UInt8]] = [
            "e", "es", "ed", "er", "ers", "est", "ing", "ings", "ingly", "ely", "ement", "ements",
            "eness", "eful", "eless", "le", "les", "led",
        ].map { Array($0.utf8) }

        /// The endings `@` stands for.
        static let silentEEndings: [[UInt8]] = [
            "e", "es", "ely", "ement", "ements", "eness", "eful", "eless",
        ].map { Array($0.utf8) }

        /// Parses rule text; a malformed rule is a programming error and traps.
        init(parsing text: String) {
            var byLetter: [[Rule]] = Array(repeating: [], count: 26)
            for line in text.split(separator: "\n") {
                let trimmed = line.drop { $0 == " " }
                if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
                let rule = parse(rule: trimmed)
                let first = bytes[Int(rule.letters.lowerBound)] - UInt8(ascii: "a")
                byLetter[Int(first)].append(rule)
            }
            for letterRules in byLetter {
                firstRule.append(rules.count)
                rules.append(contentsOf: letterRules)
            }
            firstRule.append(rules.count)
        }

        private mutating func parse(rule line: Substring) -> Rule {
            let sides = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            precondition(sides.count == 2, "rule without '=': \(line)")
            let pattern = sides[0].filter { $0 != " " }
            guard let open = pattern.firstIndex(of: "["), let close = pattern.firstIndex(of: "]"), open < close else {
                preconditionFailure("rule without [letters]: \(line)")
            }
            let letters = pattern[pattern.index(after: open)..<close]
            precondition(!letters.isEmpty && letters.allSatisfy { $0 >= "a" && $0 <= "z" }, "bad letters: \(line)")
            func store(_ s: some Sequence<UInt8>) -> Range<Int32> {
                let start = Int32(bytes.count)
                bytes.append(contentsOf: s)
                return start..<Int32(bytes.count)
            }
            let lettersRange = store(letters.utf8)
            let leftRange = store(pattern[..<open].utf8.reversed())
            let rightRange = store(pattern[pattern.index(after: close)...].utf8)
            for symbol in bytes[Int(leftRange.lowerBound)..<Int(rightRange.upperBound)] {
                precondition(Self.isContextSymbol(symbol), "bad context symbol in \(line)")
            }
            let start = Int32(sounds.count)
            var written = 0
            for token in sides[1].split(separator: " ") {
                let segment = Self.segment(token, in: line)
                sounds.append(segment)
                written += segment.kind == .pluralS || segment.kind == .pastED ? 2 : 1
            }
            // `phonemes(ofLetters:)` reserves four segments a letter.
            precondition(written <= 4 * letters.count, "too many sounds for the letters: \(line)")
            return Rule(letters: lettersRange, left: leftRange, right: rightRange, sounds: start..<Int32(sounds.count))
        }

        private static func isContextSymbol(_ c: UInt8) -> Bool {
            (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || "_VCKWEJ.$@".utf8.contains(c)
        }

        private static func segment(_ token: Substring, in line: Substring) -> Segment {
            switch token {
            case "+S": return Segment(phoneme: .s, reduced: .s, kind: .pluralS)
            case "+ED": return Segment(phoneme: .d, reduced: .d, kind: .pastED)
            case "<": return Segment(phoneme: .ah, reduced: .ah, kind: .stressBefore)
            default: break
            }
            let parts = token.split(separator: "/")
            var symbol = parts[0]
            let isStressed = symbol.hasSuffix("'")
            if isStressed { symbol = symbol.dropLast() }
            guard let phoneme = Phoneme(symbol: symbol) else { preconditionFailure("bad sound \(token) in \(line)") }
            if parts.count == 2 {
                guard let reduced = Phoneme(symbol: parts[1]), phoneme.isVowel else {
                    preconditionFailure("bad reduction \(token) in \(line)")
                }
                return Segment(phoneme: phoneme, reduced: reduced, kind: .reducible)
            }
            let isWeak = symbol.first.map { $0.isLowercase } ?? false
            precondition(!isWeak || phoneme.isVowel, "lowercase consonant \(token) in \(line)")
            let kind: Segment.Kind = !phoneme.isVowel ? .consonant : isStressed ? .stressed : isWeak ? .weak : .strong
            return Segment(phoneme: phoneme, reduced: phoneme, kind: kind)
        }

        /// The first rule of the letter at `position` that applies.
        func rule(at position: Int, in word: Word) -> Rule {
            let letter = Int(word.letters[position]) - Int(UInt8(ascii: "a"))
            for index in firstRule[letter]..<firstRule[letter + 1] {
                let rule = rules[index]
                if matches(rule, at: position, in: word) { return rule }
            }
            // Every letter ends with a catch-all rule; this is for safety.
            return Rule(letters: 0..<1, left: 0..<0, right: 0..<0, sounds: 0..<0)
        }

        private func matches(_ rule: Rule, at position: Int, in word: Word) -> Bool {
            let letters = word.letters
            let end = position + rule.matchLength
            if end > letters.count { return false }
            var k = Int(rule.letters.lowerBound) + 1
            var i = position + 1
            while i < end {
                if letters[i] != bytes[k] { return false }
                i += 1
                k += 1
            }
            return matchesLeft(rule.left, before: position, in: word)
                && matchesRight(rule.right, from: end, in: word)
        }

        private func matchesLeft(_ pattern: Range<Int32>, before position: Int, in word: Word) -> Bool {
            var i = position - 1
            for k in Int(pattern.lowerBound)..<Int(pattern.upperBound) {
                let symbol = bytes[k]
                switch symbol {
                case UInt8(ascii: "_"):
                    if i >= 0 { return false }
                case UInt8(ascii: "K"):
                    while i >= 0 && !word.isVowel(at: i) { i -= 1 }
                case UInt8(ascii: "W"):
                    if i < 0 || !word.isVowel(at: i) { return false }
                    while i >= 0 && word.isVowel(at: i) { i -= 1 }
                default:
                    if i < 0 || !Self.letter(word.letters[i], at: i, in: word, matches: symbol) { return false }
                    i -= 1
                }
            }
            return true
        }

        private func matchesRight(_ pattern: Range<Int32>, from position: Int, in word: Word) -> Bool {
            let count = word.count
            var i = position
            for k in Int(pattern.lowerBound)..<Int(pattern.upperBound) {
                let symbol = bytes[k]
                switch symbol {
                case UInt8(ascii: "_"):
                    if i < count { return false }
                case UInt8(ascii: "K"):
                    while i < count && !word.isVowel(at: i) { i += 1 }
                case UInt8(ascii: "W"):
                    if i >= count || !word.isVowel(at: i) { return false }
                    while i < count && word.isVowel(at: i) { i += 1 }
                case UInt8(ascii: "$"):
                    return Self.isLongVowelEnding(word.letters, from: i)
                case UInt8(ascii: "@"):
                    return Self.isEnding(word.letters, from: i, in: Self.silentEEndings)
                default:
                    if i >= count || !Self.letter(word.letters[i], at: i, in: word, matches: symbol) { return false }
                    i += 1
                }
            }
            return true
        }

        @inline(__always)
        private static func letter(_ c: UInt8, at i: Int, in word: Word, matches symbol: UInt8) -> Bool {
            switch symbol {
            case UInt8(ascii: "V"): word.isVowel(at: i)
            case UInt8(ascii: "C"): !word.isVowel(at: i)
            case UInt8(ascii: "."): true
            case UInt8(ascii: "E"): c == UInt8(ascii: "e") || c == UInt8(ascii: "i") || c == UInt8(ascii: "y")
            case UInt8(ascii: "J"):
                switch c {
                case UInt8(ascii: "b"), UInt8(ascii: "c"), UInt8(ascii: "f"), UInt8(ascii: "g"), UInt8(ascii: "h"),
                     UInt8(ascii: "k"), UInt8(ascii: "m"), UInt8(ascii: "p"), UInt8(ascii: "v"): true
                default: false
                }
            default: c == symbol
            }
        }

        /// Whether `letters[start...]` is one of the `$` endings, or `-ing`
        /// inside a compound (`codingbridge`).
        private static func isLongVowelEnding(_ letters: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
            let rest = letters.count - start
            if rest > 3, letters[start] == UInt8(ascii: "i"), letters[start + 1] == UInt8(ascii: "n"),
               letters[start + 2] == UInt8(ascii: "g"), !Word.isPlainVowel(letters[start + 3])
            {
                return true
            }
            return isEnding(letters, from: start, in: longVowelEndings)
        }

        private static func isEnding(_ letters: UnsafeBufferPointer<UInt8>, from start: Int, in endings: [[UInt8]]) -> Bool {
            let rest = letters.count - start
            guard rest > 0 && rest <= 6 else { return false }
            outer: for ending in endings where ending.count == rest {
                for j in 0..<rest where letters[start + j] != ending[j] { continue outer }
                return true
            }
            return false
        }

        /// Writes a rule's sounds, resolving its tokens against what is
        /// already written.
        func emit(_ rule: Rule, into segments: UnsafeMutableBufferPointer<Segment>, count: inout Int) {
            for k in Int(rule.sounds.lowerBound)..<Int(rule.sounds.upperBound) {
                let sound = sounds[k]
                let previous: Phoneme? = count > 0 ? segments[count - 1].phoneme : nil
                switch sound.kind {
                case .pluralS:
                    if let previous, Self.isSibilant(previous) {
                        segments[count] = Segment(phoneme: .ih, reduced: .ih, kind: .weak)
                        segments[count + 1] = Segment(phoneme: .z, reduced: .z, kind: .inflection)
                        count += 2
                    } else {
                        let voiceless = previous.map(Self.isVoiceless) ?? false
                        segments[count] = Segment(phoneme: voiceless ? .s : .z, reduced: .s, kind: .inflection)
                        count += 1
                    }
                case .pastED:
                    if previous == .t || previous == .d {
                        segments[count] = Segment(phoneme: .ih, reduced: .ih, kind: .weak)
                        segments[count + 1] = Segment(phoneme: .d, reduced: .d, kind: .inflection)
                        count += 2
                    } else {
                        let voiceless = previous.map(Self.isVoiceless) ?? false
                        segments[count] = Segment(phoneme: voiceless ? .t : .d, reduced: .d, kind: .inflection)
                        count += 1
                    }
                case .stressBefore:
                    var j = count - 1
                    while j >= 0 && !segments[j].isVowel { j -= 1 }
                    if j >= 0 { segments[j].kind = .stressed }
                default:
                    segments[count] = sound
                    count += 1
                }
            }
        }

        private static func isSibilant(_ p: Phoneme) -> Bool {
            p == .s || p == .z || p == .sh || p == .zh || p == .ch || p == .jh
        }

        private static func isVoiceless(_ p: Phoneme) -> Bool {
            p == .p || p == .t || p == .k || p == .f || p == .th || p == .s || p == .sh || p == .ch || p == .hh
        }
    }
}
