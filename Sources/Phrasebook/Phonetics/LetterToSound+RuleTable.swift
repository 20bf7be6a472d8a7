extension LetterToSound {
    /// The rules of `LetterToSound+Rules.swift`, parsed once into flat
    /// arrays, with the rules that can apply before each pair of letters
    /// listed in advance (`LetterToSound+Matching.swift` applies them).
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
        /// One rule: ranges in `bytes` (the letters, the contexts) and in `sounds`.
        struct Rule: Sendable {
            var letters: UInt16
            var letterCount: UInt8
            var leftCount: UInt8
            /// Reversed, so that it is matched leftwards from the letters.
            var left: UInt16
            var right: UInt16
            var rightCount: UInt8
            var soundCount: UInt8
            var sounds: UInt16
        }

        private(set) var rules: [Rule] = []
        /// Match letters and contexts, then the endings of `$` and `@`.
        private(set) var bytes: [UInt8] = []
        private(set) var sounds: [Segment] = []
        /// The rules that may apply at a letter `c` followed by `d` (`d` = 26
        /// at the end of the word), in order, are
        /// `candidates[candidateStart[c * 27 + d]..<candidateStart[c * 27 + d + 1]]`.
        private(set) var candidateStart: [UInt16] = []
        private(set) var candidates: [UInt16] = []
        /// `bytes` offsets of the endings: each is a length byte, then the letters.
        private(set) var longVowelEndings: Range<Int> = 0..<0
        private(set) var silentEEndings: Range<Int> = 0..<0

        static let shared = RuleTable(parsing: LetterToSound.rules)

        /// Parses rule text; a malformed rule is a programming error and traps.
        init(parsing text: String) {
            var byLetter: [[Rule]] = Array(repeating: [], count: 26)
            for line in text.split(separator: "\n") {
                let trimmed = line.drop { $0 == " " }
                if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
                let rule = parse(rule: trimmed)
                let first = bytes[Int(rule.letters)] - UInt8(ascii: "a")
                byLetter[Int(first)].append(rule)
            }
            for letter in 0..<26 {
                for next in 0..<27 {
                    candidateStart.append(UInt16(candidates.count))
                    for (k, rule) in byLetter[letter].enumerated() where canApply(rule, before: next) {
                        candidates.append(UInt16(rules.count + k))
                    }
                }
                rules.append(contentsOf: byLetter[letter])
            }
            candidateStart.append(UInt16(candidates.count))
            longVowelEndings = storeEndings([
                "e", "es", "ed", "er", "ers", "est", "ing", "ings", "ingly", "ely", "ement", "ements",
                "eness", "eful", "eless", "le", "les", "led",
            ])
            silentEEndings = storeEndings(["e", "es", "ely", "ement", "ements", "eness", "eful", "eless"])
            precondition(bytes.count <= Int(UInt16.max) && sounds.count <= Int(UInt16.max) && rules.count <= Int(UInt16.max))
        }

        /// Whether `rule` may apply at a letter followed by `next` (0 = `a`,
        /// 26 = the end of the word): its second letter, or else the first
        /// symbol of its right context, allows `next`.
        private func canApply(_ rule: Rule, before next: Int) -> Bool {
            let symbol: UInt8
            if rule.letterCount > 1 {
                symbol = bytes[Int(rule.letters) + 1]
            } else if rule.rightCount > 0 {
                symbol = bytes[Int(rule.right)]
            } else {
                return true
            }
            let letter: UInt8? = next < 26 ? UInt8(ascii: "a") + UInt8(next) : nil
            let isY = letter == UInt8(ascii: "y")   // a vowel or a consonant, by context
            switch symbol {
            case UInt8(ascii: "_"): return letter == nil
            case UInt8(ascii: "V"), UInt8(ascii: "W"): return letter.map { LetterToSound.Word.isPlainVowel($0) || isY } ?? false
            case UInt8(ascii: "C"): return letter.map { !LetterToSound.Word.isPlainVowel($0) } ?? false
            case UInt8(ascii: "E"): return letter.map { "eiy".utf8.contains($0) } ?? false
            case UInt8(ascii: "J"): return letter.map { "bcfghkmpv".utf8.contains($0) } ?? false
            case UInt8(ascii: "."): return letter != nil
            case UInt8(ascii: "a")...UInt8(ascii: "z"): return letter == symbol
            default: return true   // `K`, `$`, `@`
            }
        }

        private mutating func storeEndings(_ endings: [String]) -> Range<Int> {
            let start = bytes.count
            for ending in endings {
                bytes.append(UInt8(ending.utf8.count))
                bytes.append(contentsOf: ending.utf8)
            }
            return start..<bytes.count
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
            func store(_ s: some Collection<UInt8>) -> (UInt16, UInt8) {
                let start = UInt16(bytes.count)
                bytes.append(contentsOf: s)
                return (start, UInt8(s.count))
            }
            let (lettersStart, letterCount) = store(letters.utf8)
            let (left, leftCount) = store(pattern[..<open].utf8.reversed())
            let (right, rightCount) = store(pattern[pattern.index(after: close)...].utf8)
            for symbol in bytes[Int(left)...].prefix(Int(leftCount) + Int(rightCount)) {
                precondition(Self.isContextSymbol(symbol), "bad context symbol in \(line)")
            }
            let start = UInt16(sounds.count)
            var written = 0
            for token in sides[1].split(separator: " ") {
                let segment = Self.segment(token, in: line)
                sounds.append(segment)
                written += segment.kind == .pluralS || segment.kind == .pastED ? 2 : 1
            }
            // `phonemes(ofLetters:)` reserves four segments a letter.
            precondition(written <= 4 * letters.count, "too many sounds for the letters: \(line)")
            return Rule(letters: lettersStart, letterCount: letterCount, leftCount: leftCount, left: left,
                        right: right, rightCount: rightCount, soundCount: UInt8(sounds.count - Int(start)), sounds: start)
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

        /// Runs `body` with unsafe views of the tables, for one word.
        func withView<R>(_ body: (View) -> R) -> R {
            rules.withUnsafeBufferPointer { rules in
                bytes.withUnsafeBufferPointer { bytes in
                    sounds.withUnsafeBufferPointer { sounds in
                        candidateStart.withUnsafeBufferPointer { candidateStart in
                            candidates.withUnsafeBufferPointer { candidates in
                                body(View(rules: rules, bytes: bytes, sounds: sounds, candidateStart: candidateStart,
                                          candidates: candidates, longVowelEndings: longVowelEndings,
                                          silentEEndings: silentEEndings))
                            }
                        }
                    }
                }
            }
        }
    }
}
