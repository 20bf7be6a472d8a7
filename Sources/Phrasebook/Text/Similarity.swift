/// How alike two words are, the way a speech recogniser confuses them:
/// spelling (`niagra`/`niagara`) and sound (`byte`/`bite`, `coat`/`code`,
/// `four`/`for`), the better of the two.
enum Similarity {
    /// Below this, two spellings are different words.
    static let minimum = 0.7
    /// Below this, two pronunciations are different sounds.
    static let soundMinimum = 0.7

    /// A similarity in [0, 1]: 1 for the same word, 0 for unrelated ones;
    /// the better of `letters` and `sounds`.
    static func of(_ a: String, _ b: String) -> Double {
        if a == b { return 1 }
        let spelled = letters(Array(a.utf8), Array(b.utf8))
        let x = LetterToSound.phonemes(of: a), y = LetterToSound.phonemes(of: b)
        let heard = x.withUnsafeBufferPointer { x in y.withUnsafeBufferPointer { y in sounds(x, y) } }
        return max(spelled, heard)
    }

    static func letters(_ x: [UInt8], _ y: [UInt8]) -> Double {
        x.withUnsafeBufferPointer { x in y.withUnsafeBufferPointer { y in letters(x, y) } }
    }

    /// How alike two spellings are: `1 − d/L` for the Damerau–Levenshtein
    /// distance *d* and the longer length *L*; one edit allowed up to five
    /// letters, two beyond, none up to three (short words must be equal,
    /// or one of the `confusions`); 0 below `minimum`. Allocates nothing:
    /// the fuzzy index calls it for every candidate of every word of an
    /// utterance.
    static func letters(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Double {
        // Lengths first: `elementsEqual` compares letters up to the shorter end.
        if x.count == y.count, x.elementsEqual(y) { return 1 }
        if x.count <= 3, y.count <= 3, let known = confusion(x, y) { return known }
        let longest = max(x.count, y.count)
        // One word with a syllable in front of the other is another word
        // (`reorder`/`order`, `unlock`/`lock`), however few letters apart.
        let (short, long) = x.count < y.count ? (x, y) : (y, x)
        if long.count - short.count >= 2, short.count >= 4, long.reversed().starts(with: short.reversed()) { return 0 }
        let allowed = longest <= 3 ? 0 : longest <= 5 ? 1 : 2
        // An edit changes whether at most two letters occur: spellings whose
        // sets of letters differ in more than twice the edits allowed are
        // further apart, as most a match compares are ("open"/"huvven"),
        // told in a few instructions a letter instead of a table.
        if (letterSet(x) ^ letterSet(y)).nonzeroBitCount > 2 * allowed { return 0 }
        guard let d = distance(x, y, limit: allowed) else { return 0 }
        let score = 1 - Double(d) / Double(longest)
        return score >= minimum ? score : 0
    }

    /// The letters (bytes, folded into 64 bits) that occur in `x`.
    @inline(__always)
    private static func letterSet(_ x: UnsafeBufferPointer<UInt8>) -> UInt64 {
        x.reduce(0) { $0 | 1 << UInt64($1 & 63) }
    }

    /// How alike two pronunciations are: `PhoneticDistance.similarity`,
    /// 0 below `minimum`. The alignment gives up as soon as it is further
    /// apart than that, and sequences whose lengths alone put them further
    /// are not aligned at all.
    ///
    /// - Complexity: O(1) for sequences of very different lengths, else
    ///   O(*m* · *n*) at most, usually far less.
    static func sounds(_ x: UnsafeBufferPointer<Phoneme>, _ y: UnsafeBufferPointer<Phoneme>, minimum: Double = soundMinimum) -> Double {
        guard !x.isEmpty, !y.isEmpty else { return 0 }
        return sounds(x, y, weights: (PhoneticDistance.weightedLength(x), PhoneticDistance.weightedLength(y)), minimum: minimum)
    }

    /// `sounds(_:_:minimum:)` for sequences whose `weightedLength`s the
    /// caller knows already (a word compared with many runs of words).
    static func sounds(
        _ x: UnsafeBufferPointer<Phoneme>, _ y: UnsafeBufferPointer<Phoneme>, weights: (Float, Float), minimum: Double = soundMinimum
    ) -> Double {
        guard !x.isEmpty, !y.isEmpty else { return 0 }
        if x.count == y.count, x.elementsEqual(y) { return 1 }
        let scale = max(weights.0, weights.1)
        let limit = Float(1 - minimum) * scale
        if Float(abs(x.count - y.count)) * PhoneticDistance.minimumIndel > limit { return 0 }
        guard let d = PhoneticDistance.distance(x, y, limit: limit) else { return 0 }
        let score = 1 - Double(d / scale)
        return score >= minimum ? score : 0
    }

    /// Whether pronunciations of `x` and `y` phonemes may be `minimum`
    /// alike at all: `sounds` is 0 for any two whose lengths alone set them
    /// further apart. A test on counts, before any phoneme is read.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func maySound(_ x: Int, like y: Int, minimum: Double = soundMinimum) -> Bool {
        guard x > 0, y > 0 else { return false }
        return Float(abs(x - y)) * PhoneticDistance.minimumIndel <= Float(1 - minimum) * Float(max(x, y)) * PhoneticDistance.maximumWeight
    }

    /// Whether spellings of `x` and `y` letters may be alike at all
    /// (`letters` allows at most two edits).
    @inline(__always)
    static func maySpell(_ x: Int, like y: Int) -> Bool { abs(x - y) <= 2 }

    /// Short words recognisers write for one another (`in` heard as `and`).
    static let confusions: [(String, String, Double)] = [("in", "and", 0.8), ("in", "an", 0.8), ("on", "and", 0.75)]

    private static func confusion(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Double? {
        for (a, b, score) in confusions {
            if x.elementsEqual(a.utf8) && y.elementsEqual(b.utf8) || x.elementsEqual(b.utf8) && y.elementsEqual(a.utf8) {
                return score
            }
        }
        return nil
    }

    /// The Damerau–Levenshtein (optimal string alignment) distance, or `nil`
    /// if it exceeds `limit`.
    ///
    /// - Complexity: O(*m* · *n*) with an early exit past `limit`; three
    ///   rows of scratch space on the stack.
    static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int? {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in distance(a, b, limit: limit) } }
    }

    /// Only cells within `limit` of the diagonal can stay within `limit`, so
    /// each row computes that band alone; cells beside it read as
    /// `limit + 1`.
    static func distance(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let m = a.count, n = b.count
        let beyond = limit + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (n + 2)) { scratch -> Int? in
            var previous2 = UnsafeMutableBufferPointer(rebasing: scratch[0..<(n + 2)])
            var previous = UnsafeMutableBufferPointer(rebasing: scratch[(n + 2)..<(2 * n + 4)])
            var current = UnsafeMutableBufferPointer(rebasing: scratch[(2 * n + 4)..<(3 * n + 6)])
            for j in 0...(n + 1) {
                previous2[j] = beyond
                previous[j] = min(j, beyond)
                current[j] = beyond
            }
            for i in 1...m {
                let low = max(1, i - limit), high = min(n, i + limit)
                current[low - 1] = low == 1 ? min(i, beyond) : beyond
                current[high + 1] = beyond
                var rowMin = beyond
                if low <= high {
                    for j in low...high {
                        let cost = a[i - 1] == b[j - 1] ? 0 : 1
                        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                            value = min(value, previous2[j - 2] + 1)
                        }
                        value = min(value, beyond)
                        current[j] = value
                        rowMin = min(rowMin, value)
                    }
                }
                if rowMin > limit { return nil }
                (previous2, previous, current) = (previous, current, previous2)
            }
            return previous[n] <= limit ? previous[n] : nil
        }
    }
}
