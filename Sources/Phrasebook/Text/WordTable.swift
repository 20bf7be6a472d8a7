/// A fixed table from short lowercase ASCII words to values, looked up by
/// a word's bytes or letters without hashing a `String`: the normaliser
/// asks it about every word of every request (`WrittenForms`). With a
/// `Dictionary<String, _>` (the standard library's `Hasher` over the
/// string) normalising the evaluation set's transcripts took a third more
/// instructions; with this table 6 % more.
///
/// Most words are turned away by their first and last letters alone; the
/// others, of at most 16 bytes, are packed into two integers, hashed by
/// multiplication and found by linear probing in a table at most a quarter
/// full. Longer words and words with other characters are never in it.
struct WordTable<Value: Sendable>: Sendable {
    private struct Key: Equatable {
        /// Bytes 0 to 7, the first in the lowest byte, and 8 to 15; zero past the word's end.
        var low: UInt64 = 0
        var high: UInt64 = 0

        var hash: Int {
            var h = low &* 0x9E37_79B9_7F4A_7C15
            h ^= high &* 0xC2B2_AE3D_27D4_EB4F
            return Int(truncatingIfNeeded: h ^ (h &>> 29))
        }
    }

    private let keys: [Key]
    private let values: [Value]
    /// By hash: the entry's number plus one, `0` for an empty slot.
    private let slots: [Int32]
    private let mask: Int
    /// By a word's first byte: a bit for the last byte (its low five bits)
    /// of each word in the table that starts with it, so that most words
    /// are known not to be in it before they are packed and hashed.
    private let endings: [UInt32]

    /// A table of `entries`, whose words are lowercase ASCII letters, at
    /// most 16 of them, each once.
    init(_ entries: [(String, Value)]) {
        var size = 16
        while size < 4 * entries.count { size *= 2 }
        var keys: [Key] = []
        var slots = [Int32](repeating: 0, count: size)
        var endings = [UInt32](repeating: 0, count: 128)
        for (word, _) in entries {
            guard let key = Self.key(ofLowercase: word.utf8), let first = word.utf8.first, let last = word.utf8.last, first < 128,
                word.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
            else { preconditionFailure("\(word) cannot be in a WordTable") }
            endings[Int(first)] |= 1 &<< (last & 31)
            var slot = key.hash & (size - 1)
            while slots[slot] != 0 {
                precondition(keys[Int(slots[slot]) - 1] != key, "\(word) is twice in a WordTable")
                slot = (slot + 1) & (size - 1)
            }
            keys.append(key)
            slots[slot] = Int32(keys.count)
        }
        self.keys = keys
        self.values = entries.map(\.1)
        self.slots = slots
        self.mask = size - 1
        self.endings = endings
    }

    /// The value of `word`, written in lowercase.
    ///
    /// - Complexity: O(1): at most 16 bytes read, an expected probe or two.
    subscript(word: String) -> Value? {
        Self.key(ofLowercase: word.utf8).flatMap(value)
    }

    /// The value of the word whose letters are `letters`, in any case.
    ///
    /// - Complexity: O(1), as `subscript(_:)`.
    subscript(letters letters: ArraySlice<Unicode.Scalar>) -> Value? {
        guard letters.count <= 16, let first = letters.first?.value, let last = letters.last?.value, first < 0x80,
            endings[Int(first &- 0x41 < 26 ? first | 0x20 : first)] & (1 &<< (last & 31)) != 0
        else { return nil }
        var key = Key()
        var shift: UInt64 = 0
        for c in letters {
            let v = c.value
            guard v < 0x80 else { return nil }
            // ASCII upper case to lower case.
            let byte = UInt64(v &- 0x41 < 26 ? v | 0x20 : v)
            if shift < 64 { key.low |= byte &<< shift } else { key.high |= byte &<< (shift &- 64) }
            shift &+= 8
        }
        return value(of: key)
    }

    private static func key(ofLowercase bytes: String.UTF8View) -> Key? {
        guard bytes.count <= 16 else { return nil }
        var key = Key()
        var shift: UInt64 = 0
        for byte in bytes {
            if shift < 64 { key.low |= UInt64(byte) &<< shift } else { key.high |= UInt64(byte) &<< (shift &- 64) }
            shift &+= 8
        }
        return key
    }

    @inline(__always)
    private func value(of key: Key) -> Value? {
        var slot = key.hash & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if keys[entry - 1] == key { return values[entry - 1] }
            slot = (slot + 1) & mask
        }
    }
}
