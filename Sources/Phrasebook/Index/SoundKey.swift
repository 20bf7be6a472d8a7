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
