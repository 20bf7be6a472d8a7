extension Linter {
    /// `commonWordList` as a lexicon: which words are common, and every
    /// word's pronunciation in a trie of phonemes, which `reading(of:)`
    /// walks to hear a name as common words.
    ///
    /// Built once, on first use (about 4,200 words through `LetterToSound`);
    /// `members`, the words alone, is built on its own.
    struct CommonWords: Sendable {
        /// The list, in its order; a word's number indexes it.
        let list: [String]
        /// Split as bytes: splitting the 30,000-character list as
        /// `Character`s took 22 million instructions.
        private static let words = commonWordList.utf8.split { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
            .map { String(decoding: $0, as: UTF8.self) }
        /// The list's words as a set, built on first use without the trie
        /// (the matcher asks it of every word it hears).
        static let members = Set(words)

        // The trie in flat arrays. Node 0 is the root; node `i` is reached by
        // `phonemeInto[i]`, its children are `childNodes[childStart[i]..<childStart[i + 1]]`,
        // and the words said so are `wordNumbers[wordStart[i]..<wordStart[i + 1]]`, in list order.
        let phonemeInto: [Phoneme]
        let childStart: [Int32]
        let childNodes: [Int32]
        let wordStart: [Int32]
        let wordNumbers: [Int32]
        /// The longest pronunciation, in phonemes: the trie's depth.
        let depth: Int

        /// The lexicon of `Linter.commonWordList`.
        static let shared = CommonWords()

        private init() {
            let words = Self.words
            list = words
            // Build with child lists, then lay them out flat.
            var children: [[(Phoneme, Int32)]] = [[]]
            var into: [Phoneme] = [.ah]
            var ending: [[Int32]] = [[]]
            var deepest = 0
            for (number, word) in words.enumerated() {
                let sounds = LetterToSound.phonemes(of: word)
                guard !sounds.isEmpty else { continue }
                deepest = max(deepest, sounds.count)
                var node: Int32 = 0
                for phoneme in sounds {
                    if let next = children[Int(node)].first(where: { $0.0 == phoneme })?.1 {
                        node = next
                    } else {
                        let next = Int32(children.count)
                        children.append([])
                        into.append(phoneme)
                        ending.append([])
                        children[Int(node)].append((phoneme, next))
                        node = next
                    }
                }
                ending[Int(node)].append(Int32(number))
            }
            var childStart: [Int32] = [0], childNodes: [Int32] = []
            var wordStart: [Int32] = [0], wordNumbers: [Int32] = []
            for node in children.indices {
                childNodes += children[node].map(\.1)
                childStart.append(Int32(childNodes.count))
                wordNumbers += ending[node]
                wordStart.append(Int32(wordNumbers.count))
            }
            self.phonemeInto = into
            self.childStart = childStart
            self.childNodes = childNodes
            self.wordStart = wordStart
            self.wordNumbers = wordNumbers
            self.depth = deepest
        }

        /// Whether a recogniser would write `token` (a `Normalizer` token) as
        /// it is: a word of the list, a plural, past, `-ing`, `-est`, `-ful`,
        /// `-ness`, `-less` or `-ment` form of one (`tied`, `coding`,
        /// `mindful`), or two of them run together (`landmarks`,
        /// which the matcher reads as `land marks` anyway).
        ///
        /// - Complexity: O(*n*) set lookups in the token's length *n*.
        func contains(_ token: String) -> Bool {
            if Self.isWordOrForm(token) { return true }
            let letters = Array(token)
            guard letters.count >= 6 else { return false }
            for cut in 3...(letters.count - 3) where Self.isWordOrForm(String(letters[..<cut])) {
                if Self.isWordOrForm(String(letters[cut...])) { return true }
            }
            return false
        }

        private static func isWordOrForm(_ token: String) -> Bool {
            if members.contains(token) { return true }
            for (ending, replacements) in inflections where token.hasSuffix(ending) && token.count > ending.count + 1 {
                let stem = String(token.dropLast(ending.count))
                for replacement in replacements where members.contains(stem + replacement) { return true }
                // A doubled consonant: `stopped`, `running`.
                if ending == "ed" || ending == "ing", let last = stem.last, stem.dropLast().last == last,
                    members.contains(String(stem.dropLast()))
                {
                    return true
                }
            }
            return false
        }

        /// Regular endings and what the stem may have ended with instead.
        /// Not `-er` and `-ly`, which make names out of words (`diver`,
        /// `sently`) as often as words.
        private static let inflections: [(String, [String])] = [
            ("ies", ["y"]), ("ied", ["y"]), ("es", ["", "e"]), ("s", [""]),
            ("ed", ["", "e"]), ("ing", ["", "e"]), ("est", ["", "e"]),
            ("iness", ["y"]), ("ness", [""]), ("ful", [""]), ("less", [""]), ("ment", [""]),
        ]
    }
}
