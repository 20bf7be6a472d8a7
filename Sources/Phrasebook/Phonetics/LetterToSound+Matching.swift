extension LetterToSound.RuleTable {
    /// The tables seen through unsafe buffers for the length of one word,
    /// so that trying rules costs no bounds checks or reference counting.
    struct View {
        typealias Rule = LetterToSound.RuleTable.Rule
        typealias Segment = LetterToSound.Segment
        typealias Word = LetterToSound.Word

        let rules: UnsafeBufferPointer<Rule>
        let bytes: UnsafeBufferPointer<UInt8>
        let sounds: UnsafeBufferPointer<Segment>
        let candidateStart: UnsafeBufferPointer<UInt16>
        let candidates: UnsafeBufferPointer<UInt16>
        let longVowelEndings: Range<Int>
        let silentEEndings: Range<Int>

        /// The first rule that applies at `position`, or `nil` (every letter
        /// ends with a catch-all rule, so only for a broken table).
        func rule(at position: Int, in word: Word) -> Rule? {
            let letter = Int(word.letters[position] &- UInt8(ascii: "a"))
            let next = position + 1 < word.count ? Int(word.letters[position + 1] &- UInt8(ascii: "a")) : 26
            let key = letter * 27 + next
            for k in Int(candidateStart[key])..<Int(candidateStart[key + 1]) {
                let rule = rules[Int(candidates[k])]
                if matches(rule, at: position, in: word) { return rule }
            }
            return nil
        }

        private func matches(_ rule: Rule, at position: Int, in word: Word) -> Bool {
            let letters = word.letters
            let end = position + Int(rule.letterCount)
            if end > letters.count { return false }
            // Most contexts start with a letter: check it before anything else.
            if rule.rightCount > 0 {
                let symbol = bytes[Int(rule.right)]
                if symbol >= UInt8(ascii: "a") && (end >= letters.count || letters[end] != symbol) { return false }
            }
            if rule.leftCount > 0 {
                let symbol = bytes[Int(rule.left)]
                if symbol >= UInt8(ascii: "a") && (position == 0 || letters[position - 1] != symbol) { return false }
            }
            // The first two letters are known to match (`candidates`).
            var k = Int(rule.letters) + 2
            var i = position + 2
            while i < end {
                if letters[i] != bytes[k] { return false }
                i += 1
                k += 1
            }
            return matchesRight(rule, from: end, in: word) && matchesLeft(rule, before: position, in: word)
        }

        private func matchesLeft(_ rule: Rule, before position: Int, in word: Word) -> Bool {
            var i = position - 1
            let start = Int(rule.left)
            for k in start..<start + Int(rule.leftCount) {
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

        private func matchesRight(_ rule: Rule, from position: Int, in word: Word) -> Bool {
            let count = word.count
            var i = position
            let start = Int(rule.right)
            for k in start..<start + Int(rule.rightCount) {
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
                    return isLongVowelEnding(word.letters, from: i)
                case UInt8(ascii: "@"):
                    return isEnding(word.letters, from: i, in: silentEEndings)
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
        private func isLongVowelEnding(_ letters: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
            let rest = letters.count - start
            if rest > 3, letters[start] == UInt8(ascii: "i"), letters[start + 1] == UInt8(ascii: "n"),
               letters[start + 2] == UInt8(ascii: "g"), !Word.isPlainVowel(letters[start + 3])
            {
                return true
            }
            return isEnding(letters, from: start, in: longVowelEndings)
        }

        /// Whether `letters[start...]` is one of the endings stored at `endings` in `bytes`.
        private func isEnding(_ letters: UnsafeBufferPointer<UInt8>, from start: Int, in endings: Range<Int>) -> Bool {
            let rest = letters.count - start
            var k = endings.lowerBound
            outer: while k < endings.upperBound {
                let length = Int(bytes[k])
                defer { k += 1 + length }
                if length != rest { continue }
                for j in 0..<length where letters[start + j] != bytes[k + 1 + j] { continue outer }
                return true
            }
            return false
        }

        /// Writes a rule's sounds, resolving its tokens against what is
        /// already written.
        func emit(_ rule: Rule, into segments: UnsafeMutableBufferPointer<Segment>, count: inout Int) {
            let start = Int(rule.sounds)
            for k in start..<start + Int(rule.soundCount) {
                let sound = sounds[k]
                let previous: Phoneme? = count > 0 ? segments[count - 1].phoneme : nil
                switch sound.kind {
                case .pluralS:
                    let isSibilant = previous.map(LetterToSound.isSibilant) ?? false
                    Self.writeEnding(voiced: .z, voiceless: .s, takesVowel: isSibilant, after: previous, into: segments, count: &count)
                case .pastED:
                    let isAlveolarStop = previous == .t || previous == .d
                    Self.writeEnding(voiced: .d, voiceless: .t, takesVowel: isAlveolarStop, after: previous, into: segments, count: &count)
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

        /// An `-s` or `-ed`: a weak `IH` first after a sound like its own
        /// (`boxes`, `wanted`), else voiced or not as the sound before it
        /// (`dogs` Z, `cats` S).
        private static func writeEnding(
            voiced: Phoneme, voiceless: Phoneme, takesVowel: Bool, after previous: Phoneme?,
            into segments: UnsafeMutableBufferPointer<Segment>, count: inout Int
        ) {
            if takesVowel {
                segments[count] = Segment(phoneme: .ih, reduced: .ih, kind: .weak)
                count += 1
            }
            let afterVoiceless = !takesVowel && (previous.map(LetterToSound.isVoiceless) ?? false)
            segments[count] = Segment(phoneme: afterVoiceless ? voiceless : voiced, reduced: voiced, kind: .inflection)
            count += 1
        }
    }
}
