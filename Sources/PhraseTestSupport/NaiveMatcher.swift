import Phrasebook

/// The baseline: what a matcher without an index does — look at every
/// expanded phrase for every utterance. The bench measures the engine
/// against it; the property tests take it as the oracle for exact matches.
///
/// Built from the same catalog's `expandedPhrases()`, normalised with the
/// same `Normalizer`, and stored flat (one array of word numbers, one of
/// offsets) so the scan itself is as cheap as a scan can be:
/// - exact: normalise the utterance, compare its word numbers with every
///   phrase's (the lengths first);
/// - flexible: the word-level edit distance (insert, delete, substitute a
///   whole word) between the utterance and every phrase; the best ratio
///   `1 - distance / max(lengths)` wins, a match at ≥ 0.65 (the engine's
///   default threshold). No spelling tolerance inside words: a misheard word
///   costs one substitution.
package struct NaiveMatcher {
    private var words: [String: Int32] = [:]
    private var tokens: [Int32] = []
    private var starts: [Int] = [0]
    /// The positive expanded phrases, in catalog order; a match is a number into it.
    package private(set) var phrases: [ExpandedPhrase] = []
    package var phraseCount: Int { phrases.count }

    package init(_ catalog: Catalog) {
        for phrase in catalog.expandedPhrases() where !phrase.isNegative {
            for token in Normalizer.tokens(phrase.text) { tokens.append(number(token)) }
            starts.append(tokens.count)
            phrases.append(phrase)
        }
    }

    private mutating func number(_ word: String) -> Int32 {
        if let n = words[word] { return n }
        let n = Int32(words.count)
        words[word] = n
        return n
    }

    private func encode(_ utterance: String) -> [Int32] {
        Normalizer.tokens(utterance).map { words[$0] ?? -1 }
    }

    /// The number of the first phrase equal to `utterance` after normalisation.
    package func exactMatch(_ utterance: String) -> Int? {
        exactMatches(utterance, limit: 1).first
    }

    /// The numbers of the phrases equal to `utterance` after normalisation,
    /// at most `limit`.
    package func exactMatches(_ utterance: String, limit: Int = .max) -> [Int] {
        let wanted = encode(utterance)
        var found: [Int] = []
        tokens.withUnsafeBufferPointer { all in
            for p in 0..<phraseCount where starts[p + 1] - starts[p] == wanted.count {
                var same = true
                for (k, token) in wanted.enumerated() where all[starts[p] + k] != token {
                    same = false
                    break
                }
                guard same else { continue }
                found.append(p)
                if found.count == limit { break }
            }
        }
        return found
    }

    /// The best phrase by word edit distance and its ratio.
    package func flexibleMatch(_ utterance: String) -> (phrase: Int, ratio: Double)? {
        let wanted = encode(utterance)
        let n = wanted.count
        var previous = [Int](repeating: 0, count: n + 1)
        var current = previous
        var best = (phrase: -1, ratio: -1.0)
        tokens.withUnsafeBufferPointer { all in
            for p in 0..<phraseCount {
                let start = starts[p], m = starts[p + 1] - start
                for j in 0...n { previous[j] = j }
                for i in 1...max(m, 1) where m > 0 {
                    current[0] = i
                    let token = all[start + i - 1]
                    for j in 1...max(n, 1) where n > 0 {
                        let substitute = previous[j - 1] + (wanted[j - 1] == token ? 0 : 1)
                        current[j] = min(substitute, previous[j] + 1, current[j - 1] + 1)
                    }
                    swap(&previous, &current)
                }
                let ratio = 1 - Double(previous[n]) / Double(max(m, n, 1))
                if ratio > best.ratio { best = (p, ratio) }
            }
        }
        return best.ratio >= MatchOptions.defaultThreshold ? best : nil
    }
}
