/// Finds the vocabulary words a misheard word may stand for.
///
/// Two sorted tables, binary-searched, no per-word allocation:
/// - *deletions*: every word under the hash of itself with one letter
///   dropped (and whole), so words one edit apart share a key (SymSpell);
/// - *sounds*: every word under the hash of its `Phonetic` key.
///
/// An entry is one `UInt64`: the key's hash in the high 40 bits, the word's
/// id in the low 24, so the tables sort as plain integers. Two keys whose
/// hashes agree in 40 bits only add a candidate, which the similarity check
/// then drops.
struct FuzzyIndex: Sendable {
    private var deletions = KeyTable()
    private var sounds = KeyTable()
    /// Per word id: the hash of the word's sound key, to tell sound-alikes
    /// without working the key out again for every candidate.
    private var soundOfWord: [UInt64] = []
    /// Words `0..<indexedWords` of the vocabulary are in the tables.
    var indexedWords: Int { soundOfWord.count }

    private static let idBits: UInt64 = 24
    fileprivate static let idMask: UInt64 = (1 << idBits) - 1

    init() {}

    /// Indexes every word of `vocabulary`.
    ///
    /// - Complexity: O(*w* · *l* · log(*w* · *l*)) for *w* words of length *l*.
    init(vocabulary: Vocabulary) {
        self.init()
        adding(from: vocabulary)
    }

    /// Indexes the words the vocabulary gained since this index was made —
    /// an entity update adds a few — merging them into the sorted tables.
    ///
    /// - Complexity: O(*n* + *k* log *k*) for *n* indexed keys and *k* new ones.
    mutating func adding(from vocabulary: Vocabulary) {
        guard vocabulary.count > indexedWords else { return }
        precondition(vocabulary.count <= Int(Self.idMask), "vocabulary too large for the fuzzy index")
        var newDeletions: [UInt64] = []
        var newSounds: [UInt64] = []
        newDeletions.reserveCapacity((vocabulary.count - indexedWords) * 8)
        newSounds.reserveCapacity(vocabulary.count - indexedWords)
        for i in indexedWords..<vocabulary.count {
            let bytes = Array(vocabulary.word(Int32(i)).utf8)
            let id = UInt64(i)
            Self.forEachDeletionKey(of: bytes) { newDeletions.append(Self.entry($0, id)) }
            let sound = Self.hash(Phonetic.key(bytes), skipping: -1)
            newSounds.append(Self.entry(sound, id))
            soundOfWord.append(sound)
        }
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

    /// Vocabulary words similar to `word` (itself included when known), with
    /// their similarity, best first.
    ///
    /// - Complexity: O(*l* · log *n*) lookups plus a distance check per candidate.
    func similarWords(to word: String, in vocabulary: Vocabulary, limit: Int = 8) -> [(id: Int32, similarity: Double)] {
        let bytes = Array(word.utf8)
        // Collected with repeats, then sorted and each looked at once:
        // cheaper than a set for the few dozen a word has.
        var candidates: [Int32] = []
        candidates.reserveCapacity(64)
        Self.forEachDeletionKey(of: bytes) { key in
            deletions.lookup(key, cap: 64) { candidates.append($0) }
        }
        // A syllable the recogniser added at either end: `encoding` for `coding`.
        if bytes.count >= 7 {
            for k in 1...2 {
                for part in [bytes.dropFirst(k), bytes.dropLast(k)] {
                    if let id = vocabulary.id(of: String(decoding: part, as: UTF8.self)) { candidates.append(id) }
                }
            }
        }
        for (a, b, _) in Similarity.confusions where word == a || word == b {
            if let id = vocabulary.id(of: word == a ? b : a) { candidates.append(id) }
        }
        let sound = Self.hash(Phonetic.key(bytes), skipping: -1)
        sounds.lookup(sound, cap: 64) { candidates.append($0) }
        candidates.sort()
        var result: [(id: Int32, similarity: Double)] = []
        bytes.withUnsafeBufferPointer { bytes in
            for (k, id) in candidates.enumerated() where (k == 0 || candidates[k - 1] != id) && Int(id) < soundOfWord.count {
                var other = vocabulary.word(id)
                let score = other.withUTF8 { Similarity.of(bytes, $0, soundsAlike: soundOfWord[Int(id)] == sound) }
                if score >= Similarity.minimum { result.append((id, score)) }
            }
        }
        result.sort { $0.similarity > $1.similarity || $0.similarity == $1.similarity && $0.id < $1.id }
        return Array(result.prefix(limit))
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

        /// Calls `body` with the words (at most `cap`) filed under `key`.
        func lookup(_ key: UInt64, cap: Int, _ body: (Int32) -> Void) {
            let low = FuzzyIndex.entry(key, 0)
            let b = bucket(of: low)
            var i = Int(directory[b])
            let end = Int(directory[b + 1])
            while i < end, entries[i] < low { i += 1 }
            var found = 0
            while i < end, entries[i] & ~FuzzyIndex.idMask == low, found < cap {
                body(Int32(truncatingIfNeeded: entries[i] & FuzzyIndex.idMask))
                i += 1
                found += 1
            }
        }
    }
}
