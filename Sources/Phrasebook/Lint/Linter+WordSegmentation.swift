extension Linter.CommonWords {
    /// Common words a recogniser may write for a sound: `tide` for `Tyde`,
    /// `then lee` for `Zenly`.
    struct Reading: Sendable, Hashable {
        /// Per word, the list's words said that way, the most frequent
        /// first (`["tide", "tied"]`).
        var words: [[String]]
        /// `PhoneticDistance.similarity` of the words run together and the sound.
        var similarity: Double

        /// The reading with the first spelling of each word: `then lee`.
        var text: String { words.map { $0[0] }.joined(separator: " ") }
    }

    /// The common words that sound most like `said`, run together, if they
    /// are at least `minimum` alike (`PhoneticDistance.similarity`).
    ///
    /// A dynamic programme over the positions of `said`: the cheapest way to
    /// say its first *k* phonemes as whole words is extended, for each start
    /// in turn, by a walk of the pronunciation trie that carries one column
    /// of the weighted edit distance (`PhoneticDistance`'s costs, without
    /// swaps) per node, and stops below a node whose whole column costs
    /// more than the distance `minimum` allows. Fewer words win a tie.
    ///
    /// - Parameters:
    ///   - said: the sound, one name's or word's phonemes.
    ///   - minimum: how alike the words must sound, in (0, 1].
    ///   - maximumWords: at most this many words.
    /// - Complexity: O(*n*² · *v*) for *n* phonemes, where *v* is the trie
    ///   nodes within the allowed distance of some part of `said`: a few
    ///   hundred for a name of 5–10 phonemes at a minimum of 0.85, far
    ///   fewer than the trie's nodes.
    func reading(of said: [Phoneme], minimum: Double, maximumWords: Int) -> Reading? {
        let n = said.count
        guard n > 0, maximumWords > 0 else { return nil }
        let budget = Float(1 - minimum) * PhoneticDistance.weightedLength(said) + 1e-4
        // A word more costs a little, so that fewer words win a tie.
        let wordCost: Float = 1e-3
        // Costs against `said`, looked up once: dropping its k-th phoneme,
        // inserting phoneme p, and hearing p for its k-th.
        let drop = said.map(PhoneticDistance.indelCost)
        let insert = Phoneme.allCases.map(PhoneticDistance.indelCost)
        var substitute = [Float](repeating: 0, count: Phoneme.count * n)
        for p in Phoneme.allCases {
            for k in 0..<n { substitute[Int(p.rawValue) * n + k] = PhoneticDistance.substitutionCost(p, said[k]) }
        }

        // best[k]: the cheapest way to say said[..<k] as whole words; how many, and the last word's node and start.
        var best = [Float](repeating: .infinity, count: n + 1)
        var count = [Int](repeating: 0, count: n + 1)
        var last = [(start: Int, node: Int32)](repeating: (0, 0), count: n + 1)
        best[0] = 0
        let width = n + 1
        var columns = [Float](repeating: .infinity, count: width * (depth + 1))
        var stack: [(node: Int32, depth: Int)] = []
        for start in 0..<n where best[start] <= budget && count[start] < maximumWords {
            // The root's column: said[start..<k] dropped before the word begins.
            columns[start] = best[start]
            for k in (start + 1)...n { columns[k] = columns[k - 1] + drop[k - 1] }
            for child in childNodes[Int(childStart[0])..<Int(childStart[1])] { stack.append((child, 1)) }
            while let (node, level) = stack.popLast() {
                let p = Int(phonemeInto[Int(node)].rawValue)
                let above = (level - 1) * width, here = level * width
                columns[here + start] = columns[above + start] + insert[p]
                var lowest = columns[here + start]
                for k in (start + 1)...n {
                    let value = min(
                        columns[above + k - 1] + substitute[p * n + k - 1],
                        columns[above + k] + insert[p],
                        columns[here + k - 1] + drop[k - 1])
                    columns[here + k] = value
                    lowest = min(lowest, value)
                }
                guard lowest <= budget else { continue }
                if wordStart[Int(node)] < wordStart[Int(node) + 1] {
                    for k in (start + 1)...n {
                        let cost = columns[here + k] + wordCost
                        if cost < best[k] {
                            best[k] = cost
                            count[k] = count[start] + 1
                            last[k] = (start, node)
                        }
                    }
                }
                if level < depth {
                    for child in childNodes[Int(childStart[Int(node)])..<Int(childStart[Int(node) + 1])] {
                        stack.append((child, level + 1))
                    }
                }
            }
        }
        guard best[n] <= budget + Float(count[n]) * wordCost else { return nil }

        var words: [[String]] = []
        var heard: [Phoneme] = []
        var k = n
        while k > 0 {
            let (start, node) = last[k]
            words.append(wordNumbers[Int(wordStart[Int(node)])..<Int(wordStart[Int(node) + 1])].map { list[Int($0)] })
            k = start
        }
        words.reverse()
        for word in words { heard += LetterToSound.phonemes(of: word[0]) }
        let similarity = PhoneticDistance.similarity(said, heard)
        return similarity >= minimum ? Reading(words: words, similarity: similarity) : nil
    }
}
