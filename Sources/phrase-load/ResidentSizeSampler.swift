import Foundation
import PhraseSystem
import Synchronization

/// Samples a process's resident set size (`VmRSS`) every 100 ms on a
/// thread of its own.
final class ResidentSizeSampler: Sendable {
    struct Sample: Sendable {
        /// Seconds since ``start()``.
        var time: Double
        var bytes: Int
    }

    let processID: Int32
    private let storage = Mutex<[Sample]>([])
    private let isRunning = Atomic<Bool>(false)

    init(processID: Int32) {
        self.processID = processID
    }

    /// Every sample so far, oldest first.
    var samples: [Sample] { storage.withLock { $0 } }

    func start() {
        isRunning.store(true, ordering: .relaxed)
        let clock = ContinuousClock()
        let began = clock.now
        Thread { [self] in
            while isRunning.load(ordering: .relaxed) {
                if let bytes = CurrentProcess.residentBytes(of: processID) {
                    let time = (clock.now - began).seconds
                    storage.withLock { $0.append(Sample(time: time, bytes: bytes)) }
                }
                Thread.sleep(forTimeInterval: 0.1)
            }
        }.start()
    }

    func stop() {
        isRunning.store(false, ordering: .relaxed)
    }

    /// `0s 21.0 · 5s 48.2 · …` MiB: the largest sample in each of
    /// `buckets` equal stretches of time.
    func timeline(buckets: Int) -> String {
        let samples = self.samples
        guard let last = samples.last, last.time > 0 else { return "no samples" }
        var parts: [String] = []
        let width = last.time / Double(buckets)
        for bucket in 0..<buckets {
            let from = Double(bucket) * width
            let inBucket = samples.filter { $0.time >= from && $0.time < from + width + (bucket == buckets - 1 ? 1 : 0) }
            guard let largest = inBucket.map(\.bytes).max() else { continue }
            parts.append(String(format: "%.0fs %.1f", from, Double(largest) / 1_048_576))
        }
        return parts.joined(separator: " · ") + " MiB"
    }
}
