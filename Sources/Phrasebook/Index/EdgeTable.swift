/// A hash table from 64-bit keys to `Int32` values, the edges of a
/// `TokenTrie`: open addressing with linear probing in one flat array.
///
/// Trie keys are (node, token) pairs packed in a `UInt64`; they need no
/// protection against crafted collisions (the keys come from our own
/// numbering, not from input), so a multiplicative hash replaces the
/// standard library's seeded SipHash, and a lookup is a multiply, a shift
/// and usually one probe. The table stays at most half full.
struct EdgeTable: Sendable {
    /// Marks an empty slot; no trie key has every bit set.
    private static let empty = UInt64.max

    /// Key and value side by side: a probe touches one cache line.
    private struct Slot {
        var key: UInt64
        var value: Int32
    }

    private var slots: [Slot]
    private var shift: UInt64
    private(set) var count = 0

    init() {
        slots = Array(repeating: Slot(key: Self.empty, value: 0), count: 8)
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
            let mask = slots.count - 1
            var i = slot(of: key)
            while true {
                let s = slots[i]
                if s.key == key { return s.value }
                if s.key == Self.empty { return nil }
                i = (i + 1) & mask
            }
        }
        set {
            guard let newValue else { preconditionFailure("EdgeTable does not remove keys") }
            precondition(key != Self.empty)
            if (count + 1) * 2 > slots.count { grow() }
            let mask = slots.count - 1
            var i = slot(of: key)
            while slots[i].key != Self.empty && slots[i].key != key { i = (i + 1) & mask }
            if slots[i].key == Self.empty { count += 1 }
            slots[i] = Slot(key: key, value: newValue)
        }
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(key: Self.empty, value: 0), count: old.count * 2)
        shift -= 1
        let mask = slots.count - 1
        for s in old where s.key != Self.empty {
            var i = slot(of: s.key)
            while slots[i].key != Self.empty { i = (i + 1) & mask }
            slots[i] = s
        }
    }

    /// Calls `body` with every key and value, in no particular order.
    func forEach(_ body: (UInt64, Int32) -> Void) {
        for s in slots where s.key != Self.empty { body(s.key, s.value) }
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
        if count * 2 > slots.count { problems.append("more than half full") }
        return problems
    }
    #endif
}
