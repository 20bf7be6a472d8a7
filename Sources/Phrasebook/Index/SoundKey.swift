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

    /// The key of `phonemes`, written into `key`; returns its length.
    ///
    /// - Complexity: O(*n*).
    static func make(_ phonemes: UnsafeBufferPointer<Phoneme>, into key: inout [UInt8]) {
        key.removeAll(keepingCapacity: true)
        for phoneme in phonemes {
            let c = classes[Int(phoneme.rawValue)]
            if c != 0, key.last != c { key.append(c) }
        }
    }
}
