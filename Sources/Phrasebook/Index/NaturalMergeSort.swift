extension Array where Element == Int32 {
    /// Sorts the integers in place by merging the ascending runs they are
    /// already made of, pairwise, until one is left.
    ///
    /// The fuzzy index collects a word's candidates a table bucket at a
    /// time, each bucket in ascending order: a few dozen numbers in a
    /// handful of runs. The standard sort insertion-sorts anything under 64
    /// elements, moving each number past most of the runs before it;
    /// merging the runs is measurably cheaper in a large catalog.
    ///
    /// - Complexity: O(*n* log *r*) for *n* numbers in *r* ascending runs;
    ///   O(*n*) when already sorted. Scratch space on the stack.
    mutating func naturalMergeSort() {
        let n = count
        guard n > 1 else { return }
        withUnsafeMutableBufferPointer { own in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: n) { spare in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { ends in
                    // Where each run ends.
                    var runs = 0
                    for i in 1..<n where own[i] < own[i - 1] {
                        ends[runs] = i
                        runs += 1
                    }
                    guard runs > 0 else { return }
                    ends[runs] = n
                    runs += 1
                    var source = own.baseAddress!, target = spare.baseAddress!
                    var sortedInSpare = false
                    while runs > 1 {
                        var start = 0, merged = 0, r = 0
                        while r < runs {
                            // Runs r and r + 1 into one; a last run alone is copied.
                            let middle = ends[r], end = r + 1 < runs ? ends[r + 1] : middle
                            var i = start, j = middle, k = start
                            while i < middle, j < end {
                                if source[j] < source[i] {
                                    target[k] = source[j]
                                    j += 1
                                } else {
                                    target[k] = source[i]
                                    i += 1
                                }
                                k += 1
                            }
                            while i < middle {
                                target[k] = source[i]
                                i += 1
                                k += 1
                            }
                            while j < end {
                                target[k] = source[j]
                                j += 1
                                k += 1
                            }
                            ends[merged] = end
                            merged += 1
                            start = end
                            r += 2
                        }
                        runs = merged
                        swap(&source, &target)
                        sortedInSpare.toggle()
                    }
                    if sortedInSpare { own.baseAddress!.update(from: spare.baseAddress!, count: n) }
                }
            }
        }
    }
}
