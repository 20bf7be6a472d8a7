/// A small deterministic random number generator (SplitMix64), so generated
/// test inputs and benchmark workloads are the same every run.
package struct SplitMix: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// One of `items`, which must not be empty.
    package mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
}
