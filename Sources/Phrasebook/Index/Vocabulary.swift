/// Interned word tokens: every word the index knows gets a dense `Int32` id.
///
/// The lookup is our own open-addressing table of ids keyed by a hash of
/// the word's UTF-8 bytes: matching looks up every word of every
/// utterance, and the standard dictionary's seeded SipHash and bucket
/// layout cost several times more. The table holds only the vocabulary's
/// own words, so how long a probe runs depends on the phrase files, never
/// on what a client sends.
struct Vocabulary: Sendable {
    private(set) var words: [String] = []
    /// Per id: the word's hash, so growing the table rehashes nothing.
    private var hashes: [UInt64] = []
    /// By hash: the hash's high half beside the id plus one (`0`: empty),
    /// so that a probe for a word not there — most joined word pairs of
    /// an utterance — touches this array only. At most half full.
    private var slots = [UInt64](repeating: 0, count: 16)

    var count: Int { words.count }

    /// Per id: whether the word is known only as two words written
    /// together (`codingbridge`), never on its own.
    private var joinedOnly: [Bool] = []

    /// Words once known only written together that became words of their
    /// own (an entity update added `codingbridge` as a value), in the order
    /// they did: they had no pronunciation and now need one.
    private(set) var unjoined: [Int32] = []

    /// The id of `word`, adding it if it is new.
    mutating func intern(_ word: String) -> Int32 {
        let id = intern(word, isJoined: false)
        if joinedOnly[Int(id)] {
            joinedOnly[Int(id)] = false
            unjoined.append(id)
        }
        return id
    }

    /// The id of `word`, two words written together (a trie's compound
    /// edge), adding it if it is new.
    mutating func internJoined(_ word: String) -> Int32 {
        intern(word, isJoined: true)
    }

    /// Whether word `id` is known only as two words written together.
    func isJoinedOnly(_ id: Int32) -> Bool {
        joinedOnly[Int(id)]
    }

    private mutating func intern(_ word: String, isJoined: Bool) -> Int32 {
        let hash = Self.hash(word)
        if let id = find(word, hash: hash) { return id }
        let id = Int32(words.count)
        words.append(word)
        joinedOnly.append(isJoined)
        hashes.append(hash)
        if words.count * 2 > slots.count {
            slots = [UInt64](repeating: 0, count: slots.count * 2)
            for (i, h) in hashes.enumerated() { place(Int32(i), hash: h) }
        } else {
            place(id, hash: hash)
        }
        return id
    }

    /// The id of `word`, or `nil` if no phrase or value contains it.
    ///
    /// - Complexity: O(1) expected: one hash of the word and usually one probe.
    func id(of word: String) -> Int32? {
        find(word, hash: Self.hash(word))
    }

    func word(_ id: Int32) -> String {
        words[Int(id)]
    }

    private func find(_ word: String, hash: UInt64) -> Int32? {
        let mask = slots.count - 1
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var i = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[i]
            if slot == 0 { return nil }
            if slot & 0xFFFF_FFFF_0000_0000 == tag {
                let id = Int32(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
                if words[Int(id)] == word { return id }
            }
            i = (i + 1) & mask
        }
    }

    private mutating func place(_ id: Int32, hash: UInt64) {
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: hash) & mask
        while slots[i] != 0 { i = (i + 1) & mask }
        slots[i] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(UInt32(id) + 1)
    }

    /// FNV-1a over the UTF-8 bytes, then a multiply-shift so that the low
    /// bits (the slot) depend on every byte.
    private static func hash(_ word: String) -> UInt64 {
        var word = word
        let h = word.withUTF8 { bytes in
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
            return h
        }
        return (h ^ h >> 29) &* 0xBF58_476D_1CE4_E5B9 ^ (h >> 32)
    }
}
