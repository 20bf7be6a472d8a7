/// Finds the vocabulary words a misheard word — or a few words heard
/// where one was said — may stand for.
///
/// Two sorted tables, no per-word allocation:
/// - *deletions*: every word under the hash of itself with one letter
///   dropped (and whole), so words one edit apart share a key (SymSpell);
/// - *sounds*: every word under the hash of its `SoundKey` and of that key
///   with one class dropped, so words whose consonants differ in one place
///   share a key however their vowels are spelled.
///
/// An entry is one `UInt64`: the key's hash in the high 40 bits, the word's
/// id in the low 24, so the tables sort as plain integers. Two keys whose
/// hashes agree in 40 bits only add a candidate, which the similarity check
/// then drops.
struct FuzzyIndex: Sendable {
    private var deletions = KeyTable()
    private var sounds = KeyTable()
    /// Words `0..<indexedWords` of the vocabulary are in the tables.
    private(set) var indexedWords = 0
    /// How many of the vocabulary's `unjoined` words have their sound keys here.
    private var unjoinedIndexed = 0

    private static let idBits: UInt64 = 24
    fileprivate static let idMask: UInt64 = (1 << idBits) - 1

    init() {}

    /// Indexes every word of `vocabulary`, which `pronunciations` says.
    ///
    /// - Complexity: O(*w* · *l*) for *w* words of length *l* (radix sorts).
    init(vocabulary: Vocabulary, pronunciations: Pronunciations) {
        self.init()
        adding(from: vocabulary, pronunciations: pronunciations)
    }

    /// Indexes the words the vocabulary gained since this index was made —
    /// an entity update adds a few — merging them into the sorted tables.
    ///
    /// - Complexity: O(*n* + *k* log *k*) for *n* indexed keys and *k* new ones.
    mutating func adding(from vocabulary: Vocabulary, pronunciations: Pronunciations) {
        guard vocabulary.count > indexedWords || vocabulary.unjoined.count > unjoinedIndexed else { return }
        precondition(vocabulary.count <= Int(Self.idMask), "vocabulary too large for the fuzzy index")
        var newDeletions: [UInt64] = []
        var newSounds: [UInt64] = []
        newDeletions.reserveCapacity((vocabulary.count - indexedWords) * 8)
        newSounds.reserveCapacity((vocabulary.count - indexedWords) * 4)
        var key: [UInt8] = []
        // Words indexed by spelling while known only written together, now
        // words of their own with a sound.
        for id in vocabulary.unjoined[unjoinedIndexed...] where Int(id) < indexedWords {
            pronunciations.withPhonemes(of: id) { SoundKey.make($0, into: &key) }
            Self.forEachSoundKey(of: key) { newSounds.append(Self.entry($0, UInt64(id))) }
        }
        unjoinedIndexed = vocabulary.unjoined.count
        for i in indexedWords..<vocabulary.count {
            let bytes = Array(vocabulary.word(Int32(i)).utf8)
            let id = UInt64(i)
            Self.forEachDeletionKey(of: bytes) { newDeletions.append(Self.entry($0, id)) }
            pronunciations.withPhonemes(of: Int32(i)) { SoundKey.make($0, into: &key) }
            Self.forEachSoundKey(of: key) { newSounds.append(Self.entry($0, id)) }
        }
        indexedWords = vocabulary.count
        newDeletions.radixSort()
        newSounds.radixSort()
        deletions = KeyTable(Self.merged(deletions.entries, newDeletions))
        sounds = KeyTable(Self.merged(sounds.entries, newSounds))
    }

    fileprivate static func entry(_ hash: UInt64, _ id: UInt64) -> UInt64 {
        hash & ~idMask | id
    }

    private static func merged(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        var result: [UInt64] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count, j < b.count {
            if a[i] <= b[j] { result.append(a[i]); i += 1 } else { result.append(b[j]); j += 1 }
        }
        result += a[i...]
        result += b[j...]
        return result
    }

    /// Vocabulary words similar to `word` — by spelling, or by sound to
    /// `sounds`, the phonemes of what was heard — (itself included when
    /// known), with their similarity, best first.
    ///
    /// - Parameters:
    ///   - word: the letters heard (one word, or a few written together).
    ///   - sounds: the phonemes heard, which may span several words.
    ///   - byLetters: whether to look for spellings near `word` (a span
    ///     of three words has no useful spelling).
    /// - Complexity: O(*l*) lookups plus a distance check per candidate.
    func similarWords(
        to word: String, sounding sounds: UnsafeBufferPointer<Phoneme>, byLetters: Bool = true,
        in vocabulary: Vocabulary, pronunciations: Pronunciations, limit: Int = 8
    ) -> [(id: Int32, similarity: Double)] {
        let bytes = Array(word.utf8)
        // Collected with repeats, each kind apart (a spelling is checked
        // against what was spelled, a sound against what was heard), then
        // sorted and each looked at once: cheaper than a set for the few
        // dozen a word has.
        var spelled: [Int32] = []
        var heard: [Int32] = []
        if byLetters {
            spelled.reserveCapacity(64)
            var keys: [UInt64] = []
            keys.reserveCapacity(bytes.count + 1)
            Self.forEachDeletionKey(of: bytes) { keys.append($0) }
            deletions.lookup(keys, cap: { _ in 64 }, each: { spelled.append($0) })
            // A syllable the recogniser added at either end: `encoding` for `coding`.
            if bytes.count >= 7 {
                for k in 1...2 {
                    for part in [bytes.dropFirst(k), bytes.dropLast(k)] {
                        if let id = vocabulary.id(of: String(decoding: part, as: UTF8.self)) { spelled.append(id) }
                    }
                }
            }
            for (a, b, _) in Similarity.confusions where word == a || word == b {
                if let id = vocabulary.id(of: word == a ? b : a) { spelled.append(id) }
            }
        }
        var key: [UInt8] = []
        SoundKey.make(sounds, into: &key)
        // The key whole first; with one class left out, fewer each (in a
        // dense vocabulary those buckets are full of near misses).
        heard.reserveCapacity(64)
        var soundKeys: [UInt64] = []
        soundKeys.reserveCapacity(key.count + 1)
        Self.forEachSoundKey(of: key) { soundKeys.append($0) }
        self.sounds.lookup(soundKeys, cap: { $0 == 0 ? 24 : 6 }, each: { heard.append($0) })
        // Each bucket's words come in ascending order: a few runs to merge.
        spelled.naturalMergeSort()
        heard.naturalMergeSort()
        // How much each word heard alike says (`weightedLength`), for all of
        // them before any is aligned: each reads a word's phonemes somewhere
        // in a large vocabulary, and reads that do not wait on one another
        // are fetched together.
        let heardWeights = heard.map { id in Int(id) < indexedWords ? pronunciations.weight(of: id) : 0 }
        var result: [(id: Int32, similarity: Double)] = []
        let heardWeight = PhoneticDistance.weightedLength(sounds)
        bytes.withUnsafeBufferPointer { bytes in
            var i = 0, j = 0
            while i < spelled.count || j < heard.count {
                let id = min(i < spelled.count ? spelled[i] : .max, j < heard.count ? heard[j] : .max)
                let isSpelled = i < spelled.count && spelled[i] == id, isHeard = j < heard.count && heard[j] == id
                let weight = isHeard ? heardWeights[j] : 0
                while i < spelled.count, spelled[i] == id { i += 1 }
                while j < heard.count, heard[j] == id { j += 1 }
                guard Int(id) < indexedWords else { continue }
                var score = 0.0
                if isSpelled {
                    var other = vocabulary.word(id)
                    score = other.withUTF8 { Similarity.letters(bytes, $0) }
                }
                if isHeard, score < 1 {
                    score = max(score, pronunciations.withPhonemes(of: id) { Similarity.sounds(sounds, $0, weights: (heardWeight, weight)) })
                }
                if score > 0 { result.append((id, score)) }
            }
        }
        result.sort { $0.similarity > $1.similarity || $0.similarity == $1.similarity && $0.id < $1.id }
        if result.count > limit { result.removeSubrange(limit...) }
        return result
    }

    /// The hashes a sound key is filed under: itself, and itself with one
    /// class left out when it has three or more (shorter keys would file
    /// too many words together to be of use).
    private static func forEachSoundKey(of key: [UInt8], _ body: (UInt64) -> Void) {
        guard !key.isEmpty else { return }
        body(hash(key, skipping: -1))
        guard key.count >= 3 else { return }
        for i in 0..<key.count {
            body(hash(key, skipping: i))
        }
    }

    private static func forEachDeletionKey(of bytes: [UInt8], _ body: (UInt64) -> Void) {
        body(hash(bytes, skipping: -1))
        guard bytes.count > 3 else { return }
        var previous: UInt8 = 0
        for i in 0..<bytes.count where i == 0 || bytes[i] != previous {
            previous = bytes[i]
            body(hash(bytes, skipping: i))
        }
    }

    /// FNV-1a over the bytes with one position left out: a word whole and a
    /// longer word less one letter hash alike when they are the same string.
    private static func hash(_ bytes: [UInt8], skipping skip: Int) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for (i, b) in bytes.enumerated() where i != skip {
            h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3
        }
        // Mixed, so that the high bits a key is filed under depend on every byte.
        h = (h ^ h >> 30) &* 0xBF58_476D_1CE4_E5B9
        h = (h ^ h >> 27) &* 0x94D0_49BB_1331_11EB
        return h ^ h >> 31
    }

    /// Sorted entries with a directory on their top bits: a lookup reads
    /// one directory slot and a run of about four entries, instead of
    /// binary-searching millions (twenty dependent cache misses).
    private struct KeyTable: Sendable {
        private(set) var entries: [UInt64] = []
        /// `directory[b]` is the first entry whose top `bits` bits are ≥ `b`.
        private var directory: [Int32] = [0, 0]
        private var bits: UInt64 = 0

        init() {}

        init(_ sorted: [UInt64]) {
            entries = sorted
            bits = UInt64(max(0, (sorted.count / 4).bitWidth - (sorted.count / 4).leadingZeroBitCount))
            directory = [Int32](repeating: 0, count: (1 << bits) + 1)
            var e = 0
            for b in 0..<(1 << bits) {
                directory[b] = Int32(e)
                while e < sorted.count, bucket(of: sorted[e]) == b { e += 1 }
            }
            directory[1 << bits] = Int32(e)
        }

        private func bucket(of entry: UInt64) -> Int {
            bits == 0 ? 0 : Int(truncatingIfNeeded: entry >> (64 - bits))
        }

        /// Calls `body` with the words filed under each of `keys` in turn,
        /// at most `cap(k)` under the `k`th.
        ///
        /// Every key's directory slots are read before any key's entries:
        /// in a large vocabulary's table each read is a cache miss, and
        /// reads that do not wait on one another are fetched together.
        ///
        /// - Complexity: O(*k*) for *k* keys, about four entries read a key.
        func lookup(_ keys: [UInt64], cap: (Int) -> Int, each body: (Int32) -> Void) {
            withUnsafeTemporaryAllocation(of: (start: Int, end: Int).self, capacity: keys.count) { runs in
                for (k, key) in keys.enumerated() {
                    let b = bucket(of: FuzzyIndex.entry(key, 0))
                    runs.initializeElement(at: k, to: (Int(directory[b]), Int(directory[b + 1])))
                }
                for (k, key) in keys.enumerated() {
                    let low = FuzzyIndex.entry(key, 0)
                    var i = runs[k].start
                    let end = runs[k].end, limit = cap(k)
                    while i < end, entries[i] < low { i += 1 }
                    var found = 0
                    while i < end, entries[i] & ~FuzzyIndex.idMask == low, found < limit {
                        body(Int32(truncatingIfNeeded: entries[i] & FuzzyIndex.idMask))
                        i += 1
                        found += 1
                    }
                }
            }
        }
    }
}
