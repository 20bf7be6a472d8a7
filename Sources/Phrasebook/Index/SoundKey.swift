/// A coarse key of how a word sounds, under which the fuzzy index files
/// vocabulary words so that words a recogniser may write for one another
/// meet: the word's consonants by broad class, vowels left out, repeats
/// merged. `code` and `coat` are both *K T*, `byte` and `bite` *P T*,
/// `zenly` and `then lee` *S N L* and *F N L* (one class apart).
///
/// Classes join sounds that listeners and recognisers confuse: voiced and
/// voiceless pairs (`T`/`D`), the nasals, the fricatives by where they are
/// made. `HH` and the vowels carry no class; `ER` counts as `R`.
enum SoundKey {
    /// The class of each phoneme (0: none), by raw value.
    private static let classes: [UInt8] = Phoneme.allCases.map { phoneme in
        switch phoneme {
        case .p, .b: 1
        case .t, .d: 2
        case .k, .g: 3
        case .f, .v, .th, .dh: 4
        case .s, .z: 5
        case .sh, .zh, .ch, .jh: 6
        case .m, .n, .ng: 7
        case .l: 8
        case .r, .er: 9
        case .w: 10
        case .y: 11
        default: 0
        }
    }

    /// A key with how many times each class occurs in it, counted once.
    /// Keys whose counts differ by more than twice some number of edits are
    /// more edits apart than that (a substitution changes two counts by
    /// one, an insertion or a deletion one, a swap none): the counts tell
    /// most pairs of keys apart in a few instructions, where aligning them
    /// takes hundreds.
    struct Counted: Sendable, Equatable {
        /// The key: classes, repeats merged.
        private(set) var classes: [UInt8]
        /// How many times class *c* occurs, at *c*.
        private(set) var counts = SIMD16<UInt8>()

        /// The key of `phonemes`.
        init(_ phonemes: UnsafeBufferPointer<Phoneme>) {
            var classes: [UInt8] = []
            SoundKey.make(phonemes, into: &classes)
            self.init(classes: classes)
        }

        /// The key of `first` and `second` said one after the other, as
        /// if joined (a repeat across the join merged), without joining them.
        init(_ first: UnsafeBufferPointer<Phoneme>, _ second: UnsafeBufferPointer<Phoneme>) {
            var classes: [UInt8] = []
            classes.reserveCapacity(first.count + second.count)
            SoundKey.make(first, into: &classes)
            SoundKey.append(second, to: &classes)
            self.init(classes: classes)
        }

        init(classes: [UInt8]) {
            self.classes = classes
            for c in classes { counts[Int(c)] &+= 1 }
        }

        /// The key without its first class.
        func droppingFirst() -> Counted {
            Counted(classes: Array(classes.dropFirst()))
        }

        /// Whether this key and `other` may be at most `edits` edits apart,
        /// by their lengths and counts: never `false` for keys that are.
        ///
        /// - Complexity: O(1).
        @inline(__always)
        func mayBe(within edits: Int, of other: Counted) -> Bool {
            guard abs(classes.count - other.classes.count) <= edits else { return false }
            // Byte sums wrap past 255; keys that long are not told apart here.
            guard classes.count + other.classes.count <= 255 else { return true }
            let difference = pointwiseMax(counts, other.counts) &- pointwiseMin(counts, other.counts)
            return Int(difference.wrappedSum()) <= 2 * edits
        }
    }

    /// The edit distance between two keys, a swap of neighbours counting
    /// one: the optimal string alignment distance `Similarity.distance`
    /// works out, bit-parallel (Myers' algorithm with Hyyrö's swaps), a
    /// class of `b` at a time in a dozen word operations where the table
    /// reads and writes every cell. Matching holds keys against each other
    /// a hundred thousand times for 300 utterances of the sample apps.
    ///
    /// - Complexity: O(*n*) for a key `b` of *n* classes and a key `a` of
    ///   at most 64 (longer ones, and classes past 15, go cell by cell).
    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        let m = a.count
        guard m > 0, m <= 64, !a.contains(where: { $0 >= 16 }) else {
            return Similarity.distance(a, b, limit: max(m, b.count)) ?? max(m, b.count)
        }
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 16) { positions in
            // Where each class occurs in `a`, a bit a position.
            positions.initialize(repeating: 0)
            for (i, c) in a.enumerated() { positions[Int(c)] |= 1 << UInt64(i) }
            // The table's last column (`b` so far against `a`, a bit a
            // row), as differences: a cell one more than the cell above it
            // (`up`), one less (`down`), equal to the one above-left
            // (`same`); and the next column's against the cells left of
            // them. Bits past `m` carry nothing into those below it.
            var up = UInt64.max, down: UInt64 = 0, same: UInt64 = 0, before: UInt64 = 0
            let last: UInt64 = 1 << UInt64(m - 1)
            var distance = m
            for c in b {
                let here = c < 16 ? positions[Int(c)] : 0
                let swapped = ((~same & here) << 1) & before
                same = (((here & up) &+ up) ^ up) | here | down | swapped
                var rightUp = down | ~(same | up)
                var rightDown = same & up
                if rightUp & last != 0 { distance += 1 } else if rightDown & last != 0 { distance -= 1 }
                rightUp = rightUp << 1 | 1
                rightDown <<= 1
                up = rightDown | ~(same | rightUp)
                down = rightUp & same
                before = here
            }
            return distance
        }
    }

    /// The key of `phonemes`, written into `key` (its old classes dropped).
    ///
    /// - Complexity: O(*n*).
    static func make(_ phonemes: UnsafeBufferPointer<Phoneme>, into key: inout [UInt8]) {
        key.removeAll(keepingCapacity: true)
        // Room for the longest key at once, not grown class by class (a
        // new key's array was reallocated three or four times).
        key.reserveCapacity(phonemes.count)
        append(phonemes, to: &key)
    }

    /// `key` extended by the classes of `phonemes` said after it.
    static func append(_ phonemes: UnsafeBufferPointer<Phoneme>, to key: inout [UInt8]) {
        for phoneme in phonemes {
            let c = classes[Int(phoneme.rawValue)]
            if c != 0, key.last != c { key.append(c) }
        }
    }
}
