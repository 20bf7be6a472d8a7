/// A hash table from 64-bit keys to `Int32` values, the edges of a
/// `TokenTrie`: open addressing with linear probing in two flat arrays.
///
/// Trie keys are (node, token) pairs packed in a `UInt64`; they need no
/// protection against crafted collisions (the keys come from our own
/// numbering, not from input), so a multiplicative hash replaces the
/// standard library's seeded SipHash, and a lookup is a multiply, a shift
/// and usually one probe. The table stays at most half full.
struct EdgeTable: Sendable {
    /// Marks an empty slot; no trie key has every bit set.
    private static let empty = UInt64.max

    private var keys: [UInt64]
    private var values: [Int32]
    private var shift: UInt64
    private(set) var count = 0

    init() {
        keys = Array(repeating: Self.empty, count: 8)
        values = Array(repeating: 0, count: 8)
        shift = 64 - 3
    }

    @inline(__always)
    private func slot(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The value stored under `key`; setting adds or replaces it (never `nil`).
    ///
    /// - Complexity: O(1) expected.
    subscript(key: UInt64) -> Int32? {
        get {
            precondition(key != Self.empty)
            let mask = keys.count - 1
            var i = slot(of: key)
            while true {
                let k = keys[i]
                if k == key { return values[i] }
                if k == Self.empty { return nil }
                i = (i + 1) & mask
            }
        }
        set {
            guard let newValue else { preconditionFailure("EdgeTable does not remove keys") }
            precondition(key != Self.empty)
            if (count + 1) * 2 > keys.count { grow() }
            let mask = keys.count - 1
            var i = slot(of: key)
            while keys[i] != Self.empty && keys[i] != key { i = (i + 1) & mask }
            if keys[i] == Self.empty { count += 1 }
            keys[i] = key
            values[i] = newValue
        }
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: Self.empty, count: oldKeys.count * 2)
        values = Array(repeating: 0, count: oldKeys.count * 2)
        shift -= 1
        let mask = keys.count - 1
        for (k, v) in zip(oldKeys, oldValues) where k != Self.empty {
            var i = slot(of: k)
            while keys[i] != Self.empty { i = (i + 1) & mask }
            keys[i] = k
            values[i] = v
        }
    }

    /// Calls `body` with every key and value, in no particular order.
    func forEach(_ body: (UInt64, Int32) -> Void) {
        for (k, v) in zip(keys, values) where k != Self.empty { body(k, v) }
    }

    #if DEBUG
    /// Checks that every key is reachable from its home slot; for tests.
    func checkInvariants() -> [String] {
        var problems: [String] = []
        var seen = 0
        forEach { k, v in
            seen += 1
            if self[k] != v { problems.append("key \(k) not found where it is stored") }
        }
        if seen != count { problems.append("count \(count) but \(seen) keys stored") }
        if count * 2 > keys.count { problems.append("more than half full") }
        return problems
    }
    #endif
}
