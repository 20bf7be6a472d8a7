/// Finds the vocabulary words a misheard word may stand for.
///
/// Two sorted tables, binary-searched, no per-word allocation:
/// - *deletions*: every word under the hash of itself with one letter
///   dropped (and whole), so words one edit apart share a key (SymSpell);
/// - *sounds*: every word under the hash of its `Phonetic` key.
struct FuzzyIndex: Sendable {
    private var deletionKeys: [UInt64] = []
    private var deletionWords: [Int32] = []
    private var soundKeys: [UInt64] = []
    private var soundWords: [Int32] = []

    init() {}

    /// Indexes every word of `vocabulary`.
    ///
    /// - Complexity: O(*w* · *l* · log(*w* · *l*)) for *w* words of length *l*.
    init(vocabulary: Vocabulary) {
        var deletions: [(UInt64, Int32)] = []
        var sounds: [(UInt64, Int32)] = []
        deletions.reserveCapacity(vocabulary.count * 8)
        sounds.reserveCapacity(vocabulary.count)
        for (i, word) in vocabulary.words.enumerated() {
            let bytes = Array(word.utf8)
            let id = Int32(i)
            Self.forEachDeletionKey(of: bytes) { deletions.append(($0, id)) }
            sounds.append((Self.hash(Phonetic.key(bytes), skipping: -1), id))
        }
        deletions.sort { $0.0 < $1.0 || $0.0 == $1.0 && $0.1 < $1.1 }
        sounds.sort { $0.0 < $1.0 || $0.0 == $1.0 && $0.1 < $1.1 }
        deletionKeys = deletions.map(\.0)
        deletionWords = deletions.map(\.1)
        soundKeys = sounds.map(\.0)
        soundWords = sounds.map(\.1)
    }

    /// Vocabulary words similar to `word` (itself included when known), with
    /// their similarity, best first.
    ///
    /// - Complexity: O(*l* · log *n*) lookups plus a distance check per candidate.
    func similarWords(to word: String, in vocabulary: Vocabulary, limit: Int = 8) -> [(id: Int32, similarity: Double)] {
        let bytes = Array(word.utf8)
        var candidates = Set<Int32>()
        Self.forEachDeletionKey(of: bytes) { key in
            for id in Self.lookup(key, keys: deletionKeys, words: deletionWords, cap: 64) { candidates.insert(id) }
        }
        // A syllable the recogniser added at either end: `encoding` for `coding`.
        if bytes.count >= 7 {
            for k in 1...2 {
                for part in [bytes.dropFirst(k), bytes.dropLast(k)] {
                    if let id = vocabulary.id(of: String(decoding: part, as: UTF8.self)) { candidates.insert(id) }
                }
            }
        }
        for (a, b) in [("in", "and"), ("in", "an"), ("on", "and")] where word == a || word == b {
            if let id = vocabulary.id(of: word == a ? b : a) { candidates.insert(id) }
        }
        let sound = Phonetic.key(bytes)
        for id in Self.lookup(Self.hash(sound, skipping: -1), keys: soundKeys, words: soundWords, cap: 64) {
            candidates.insert(id)
        }
        var result: [(id: Int32, similarity: Double)] = []
        for id in candidates {
            let other = Array(vocabulary.word(id).utf8)
            let score = Similarity.of(bytes, other, soundsAlike: Phonetic.key(other) == sound)
            if score >= Similarity.minimum { result.append((id, score)) }
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
        return h
    }

    private static func lookup(_ key: UInt64, keys: [UInt64], words: [Int32], cap: Int) -> ArraySlice<Int32> {
        var low = 0, high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < key { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < keys.count, keys[end] == key, end - low < cap { end += 1 }
        return words[low..<end]
    }
}
