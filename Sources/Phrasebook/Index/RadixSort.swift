extension Array where Element == UInt64 {
    /// Sorts the integers in place, least significant 16 bits first: four
    /// linear passes instead of a comparison sort, for the large key
    /// tables of an index (a million keys sort in milliseconds).
    ///
    /// - Complexity: O(*n*) with four passes and a 65,536-entry count table;
    ///   short arrays use the standard sort.
    mutating func radixSort() {
        guard count > 4_096 else {
            sort()
            return
        }
        var other = [UInt64](repeating: 0, count: count)
        var counts = [Int](repeating: 0, count: 1 << 16)
        var sortedInOther = false
        withUnsafeMutableBufferPointer { own in
            other.withUnsafeMutableBufferPointer { spare in
                counts.withUnsafeMutableBufferPointer { counts in
                    var source = own, target = spare
                    for pass in 0..<4 {
                        let shift = UInt64(pass * 16)
                        counts.update(repeating: 0)
                        for key in source { counts[Int(truncatingIfNeeded: key >> shift) & 0xFFFF] += 1 }
                        // Every key has the same digit: this pass would move nothing.
                        if counts.contains(source.count) { continue }
                        var total = 0
                        for i in counts.indices {
                            let n = counts[i]
                            counts[i] = total
                            total += n
                        }
                        for key in source {
                            let digit = Int(truncatingIfNeeded: key >> shift) & 0xFFFF
                            target[counts[digit]] = key
                            counts[digit] += 1
                        }
                        swap(&source, &target)
                        sortedInOther.toggle()
                    }
                }
            }
        }
        if sortedInOther { self = other }
    }
}
