/// How different two pronunciations sound: a weighted edit distance over
/// phonemes, where swapping `T` for `D` costs a quarter of swapping `T`
/// for `AA`.
///
/// The costs (`PhoneticDistance+Costs.swift`) come from articulatory
/// features and the confusions speech recognisers make; the distance is the
/// cheapest way to turn one sequence into the other by substitutions,
/// insertions, deletions and swaps of two adjacent phonemes.
///
/// ```swift
/// let said = LetterToSound.phonemes(of: "code")   // K OW D
/// let heard = LetterToSound.phonemes(of: "coat")  // K OW T
/// PhoneticDistance.similarity(said, heard)        // ≈ 0.9
/// ```
package enum PhoneticDistance {
    /// The cost of hearing `b` where `a` was said, in [0, 1]; symmetric.
    package static func substitutionCost(_ a: Phoneme, _ b: Phoneme) -> Float {
        tables.substitution[Int(a.rawValue) * Phoneme.count + Int(b.rawValue)]
    }

    /// The cost of inserting or deleting `p`, in (0, 1].
    package static func indelCost(_ p: Phoneme) -> Float {
        tables.indel[Int(p.rawValue)]
    }

    /// The cost of hearing two adjacent phonemes in the other order.
    package static var swapCost: Float { Costs.swap }

    /// The sum of the phonemes' weights (the prior's insertion costs): how
    /// much the sequence says, and the scale of `similarity`.
    ///
    /// - Complexity: O(*n*).
    package static func weightedLength(_ phonemes: some Sequence<Phoneme>) -> Float {
        tables.weight.withUnsafeBufferPointer { weight in
            phonemes.reduce(0) { $0 + weight[Int($1.rawValue)] }
        }
    }

    /// The weighted edit distance between two phoneme sequences, or `nil`
    /// when it is more than `limit`.
    ///
    /// - Complexity: O(*n* · *w*) for sequences of lengths *n* and *m*,
    ///   where *w* ≤ *m* is the band `limit` allows (each insertion or
    ///   deletion costs at least 0.35, so no alignment within `limit` strays
    ///   more than `limit / 0.35` cells off the diagonal); it gives up as
    ///   soon as two rows in a row exceed `limit`. No allocation: the
    ///   scratch rows are on the stack. About 1,400 instructions (70–150 ns)
    ///   for two words of 5–9 phonemes in a release build, 900 with a
    ///   limit of 1.5.
    package static func distance(
        _ a: UnsafeBufferPointer<Phoneme>, _ b: UnsafeBufferPointer<Phoneme>, limit: Float = .infinity
    ) -> Float? {
        // Rows run over the shorter sequence.
        let (a, b) = a.count >= b.count ? (a, b) : (b, a)
        let n = a.count, m = b.count
        if m == 0 {
            let cost = tables.indel.withUnsafeBufferPointer { indel in a.reduce(0) { $0 + indel[Int($1.rawValue)] } }
            return cost <= limit ? cost : nil
        }
        let tables = tables
        if Float(n - m) * tables.minimumIndel > limit { return nil }
        let band = limit.isFinite ? min(m + n, Int(limit / tables.minimumIndel) + 1) : m + n
        if limit.isFinite, isUnbalanced(limit, a, b, potential: tables.potential) { return nil }
        return tables.substitution.withUnsafeBufferPointer { sub in
            tables.indel.withUnsafeBufferPointer { indel in
                withUnsafeTemporaryAllocation(of: Float.self, capacity: 3 * (m + 1) + n + 1) { scratch in
                    let rows = UnsafeMutableBufferPointer(rebasing: scratch[..<(3 * (m + 1))])
                    let remaining = UnsafeMutableBufferPointer(rebasing: scratch[(3 * (m + 1))...])
                    if limit.isFinite {
                        // Most pairs a match compares are far apart: the bound says so for less.
                        if isBeyond(limit, hearing: a, in: b, sub: sub, indel: indel, leaving: remaining)
                            || isBeyond(limit, hearing: b, in: a, sub: sub, indel: indel)
                        {
                            return nil
                        }
                    } else {
                        remaining.initialize(repeating: 0)
                    }
                    return banded(a, b, limit: limit, band: band, sub: sub, indel: indel, rows: rows, remaining: UnsafeBufferPointer(remaining))
                }
            }
        }
    }

    /// `distance` for any collections of phonemes (arrays, slices).
    ///
    /// - Complexity: as the `UnsafeBufferPointer` form; a collection
    ///   without contiguous storage is first copied to the stack.
    package static func distance(
        _ a: some Collection<Phoneme>, _ b: some Collection<Phoneme>, limit: Float = .infinity
    ) -> Float? {
        withContiguous(a) { a in withContiguous(b) { b in distance(a, b, limit: limit) } }
    }

    /// How alike two pronunciations sound, from 0 (nothing in common) to 1
    /// (the same): `1 − distance / max(weightedLength(a), weightedLength(b))`,
    /// at least 0, and 0 against an empty sequence.
    ///
    /// The scale is the longer sequence's weighted length, the cost of
    /// hearing it out of nothing, so one wrong phoneme matters more in a
    /// short word than in a long name, and a schwa less than a strong
    /// consonant. Two empty sequences are alike (1).
    ///
    /// - Complexity: as `distance`, with the limit at the scale.
    package static func similarity(_ a: some Collection<Phoneme>, _ b: some Collection<Phoneme>) -> Double {
        withContiguous(a) { a in
            withContiguous(b) { b in
                let scale = max(weightedLength(a), weightedLength(b))
                guard scale > 0 else { return 1 }
                // Something heard as nothing has nothing in common with it,
                // though deleting it may cost less than its weight.
                guard !a.isEmpty, !b.isEmpty else { return 0 }
                guard let d = distance(a, b, limit: scale) else { return 0 }
                return max(0, 1 - Double(d) / Double(scale))
            }
        }
    }

    /// What a lower bound summed in floating point must pass for every
    /// alignment to cost more than `limit`: a margin for the sums'
    /// rounding, so a bound never says "beyond" where the alignment itself
    /// would not (`isBeyond`, `isUnbalanced`, `banded`).
    @inline(__always)
    private static func beyond(_ limit: Float) -> Float {
        limit * 1.001 + 1e-4
    }

    /// Whether every alignment of `a` with `b` costs more than `limit`, by
    /// a bound far cheaper than aligning them: each phoneme of `a` is either
    /// deleted or heard as some phoneme of `b` (in a swap, as itself, which
    /// costs nothing), so no alignment costs less than the sum over `a` of
    /// the cheaper of its deletion and its cheapest substitute in `b`; and
    /// the same the other way round. Where a match compares a word with
    /// many runs of words, most pairs are further apart than the limit and
    /// most of those fail this test.
    ///
    /// The sums must pass `beyond(limit)`. One way it can leave,
    /// in `remaining`, what the phonemes of `x` from each on cost at least
    /// (`remaining[x.count]` is 0), which `banded` adds to a row's
    /// minimum: what is left of `x` after a row must still be heard.
    ///
    /// - Complexity: O(*n* · *m*) table reads and minimums, no dependent
    ///   arithmetic; it stops as soon as a sum passes the limit.
    private static func isBeyond(
        _ limit: Float, hearing x: UnsafeBufferPointer<Phoneme>, in y: UnsafeBufferPointer<Phoneme>,
        sub: UnsafeBufferPointer<Float>, indel: UnsafeBufferPointer<Float>,
        leaving remaining: UnsafeMutableBufferPointer<Float>? = nil
    ) -> Bool {
        let beyond = Self.beyond(limit)
        var sum: Float = 0
        for (k, p) in x.enumerated() {
            let row = Int(p.rawValue) * Phoneme.count
            var cheapest = indel[Int(p.rawValue)]
            for q in y {
                let cost = sub[row + Int(q.rawValue)]
                if cost < cheapest { cheapest = cost }
            }
            sum += cheapest
            if sum > beyond { return true }
            remaining?[k] = cheapest
        }
        // Each phoneme's share, summed from the end.
        if let remaining {
            remaining[x.count] = 0
            for k in x.indices.reversed() { remaining[k] += remaining[k + 1] }
        }
        return false
    }

    /// Whether `a` and `b` say so much more or less that every alignment
    /// of them costs more than `limit`: no edit changes a sequence's summed
    /// `Tables.potential` by more than it costs (a swap not at all), so the
    /// distance is at least the difference of the sums. A match holds a
    /// word against runs of one to four words (a template's word, an app's
    /// name), and many of those say far more or less than it: two sums tell
    /// them apart, where `isBeyond` reads a cost per pair of phonemes and,
    /// matching every phoneme to its cheapest substitute, misses a phoneme
    /// said twice for once. The difference must pass `beyond(limit)`.
    ///
    /// - Complexity: O(*n* + *m*).
    private static func isUnbalanced(
        _ limit: Float, _ a: UnsafeBufferPointer<Phoneme>, _ b: UnsafeBufferPointer<Phoneme>, potential: [Float]
    ) -> Bool {
        potential.withUnsafeBufferPointer { potential in
            var difference: Float = 0
            for p in a { difference += potential[Int(p.rawValue)] }
            for p in b { difference -= potential[Int(p.rawValue)] }
            return abs(difference) > Self.beyond(limit)
        }
    }

    /// Two-row-and-one Levenshtein (the third row for swaps) within a band
    /// of the diagonal, giving up when two rows in a row exceed `limit`
    /// (one is not enough: a swap steps over a row) with what is left of
    /// `a` after them, `remaining[i]` after row *i*: a lower bound, so no
    /// alignment within `limit` is given up (and none found changes). For
    /// words a match compares with runs of heard words, a fifth fewer
    /// cells; a third fewer for runs of three words.
    private static func banded(
        _ a: UnsafeBufferPointer<Phoneme>, _ b: UnsafeBufferPointer<Phoneme>, limit: Float, band: Int,
        sub: UnsafeBufferPointer<Float>, indel: UnsafeBufferPointer<Float>, rows: UnsafeMutableBufferPointer<Float>,
        remaining: UnsafeBufferPointer<Float>
    ) -> Float? {
        let n = a.count, m = b.count, width = m + 1, stride = Phoneme.count
        let infinity = Float.infinity
        // Rows i - 2, i - 1 and i rotate through the scratch.
        var before = rows.baseAddress!, previous = before + width, current = previous + width
        for j in 0..<width { before[j] = infinity }
        previous[0] = 0
        for j in 1..<width { previous[j] = j <= band ? previous[j - 1] + indel[Int(b[j - 1].rawValue)] : infinity }
        if n == 0 { return previous[m] <= limit ? previous[m] : nil }
        var column0: Float = 0   // cost of deleting a[0..<i]
        var previousMinimum: Float = 0
        let swap = Costs.swap
        let beyond = Self.beyond(limit)
        for i in 1...n {
            let ai = a[i - 1].rawValue
            // A swap needs a[i - 2] = b[j - 1] and a[i - 1] = b[j - 2]; 255 is no phoneme.
            let aBefore = i > 1 ? a[i - 2].rawValue : 255
            let row = Int(ai) * stride
            let deleteA = indel[Int(ai)]
            column0 += deleteA
            let low = max(1, i - band), high = min(m, i + band)
            if low > high { return nil }
            current[low - 1] = low == 1 && i <= band ? column0 : infinity
            var rowMinimum = current[low - 1]
            var bBefore: UInt8 = low > 1 ? b[low - 2].rawValue : 255
            for j in low...high {
                let bj = b[j - 1].rawValue
                var cost = previous[j - 1] + sub[row + Int(bj)]
                let deletion = previous[j] + deleteA
                if deletion < cost { cost = deletion }
                let insertion = current[j - 1] + indel[Int(bj)]
                if insertion < cost { cost = insertion }
                if bBefore == ai && aBefore == bj && bj != ai {
                    let swapped = before[j - 2] + swap
                    if swapped < cost { cost = swapped }
                }
                bBefore = bj
                current[j] = cost
                if cost < rowMinimum { rowMinimum = cost }
            }
            if high < m { current[high + 1] = infinity }
            // At least what is left of `a` is still to pay.
            rowMinimum += remaining[i]
            if rowMinimum > beyond && previousMinimum > beyond { return nil }
            previousMinimum = rowMinimum
            (before, previous, current) = (previous, current, before)
        }
        let result = previous[m]
        return result <= limit ? result : nil
    }

    private static func withContiguous<C: Collection<Phoneme>, R>(
        _ c: C, _ body: (UnsafeBufferPointer<Phoneme>) -> R
    ) -> R {
        if let result = c.withContiguousStorageIfAvailable(body) { return result }
        return withUnsafeTemporaryAllocation(of: Phoneme.self, capacity: c.count) { buffer in
            _ = buffer.initialize(from: c)
            defer { buffer.deinitialize() }
            return body(UnsafeBufferPointer(buffer))
        }
    }
}
