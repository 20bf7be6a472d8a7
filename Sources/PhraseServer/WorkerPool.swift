import Dispatch
import Foundation
import Synchronization

/// A fixed set of threads that run submitted jobs, first in, first out.
///
/// The daemon has two: one for matching (one thread per core), one for
/// handlers (which may block for their whole time limit, so they must never
/// hold up matching).
package final class WorkerPool: Sendable {
    package typealias Job = @Sendable () -> Void

    private struct Queue {
        var jobs: [Job?] = []
        var head = 0
        var isStopping = false
    }

    private let queue = Mutex(Queue())
    /// Counts jobs waiting (plus one wake-up per thread when stopping).
    private let waiting = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let threadCount: Int

    /// Starts `threadCount` threads named `name`.
    package init(name: String, threadCount: Int) {
        precondition(threadCount > 0)
        self.threadCount = threadCount
        for number in 0..<threadCount {
            let thread = Thread { [self] in runJobs() }
            thread.name = "\(name)-\(number)"
            thread.start()
        }
    }

    /// Queues `job` to run on one of the threads.
    package func submit(_ job: @escaping Job) {
        queue.withLock { $0.jobs.append(job) }
        waiting.signal()
    }

    /// Jobs submitted and not yet started.
    package var backlog: Int {
        queue.withLock { $0.jobs.count - $0.head }
    }

    /// Lets the queued jobs finish, then ends the threads; returns when they
    /// have ended.
    package func stop() {
        queue.withLock { $0.isStopping = true }
        for _ in 0..<threadCount { waiting.signal() }
        for _ in 0..<threadCount { finished.wait() }
    }

    private func runJobs() {
        while true {
            waiting.wait()
            let job: Job? = queue.withLock { queue in
                guard queue.head < queue.jobs.count else { return nil }
                let job = queue.jobs[queue.head]
                queue.jobs[queue.head] = nil
                queue.head += 1
                if queue.head == queue.jobs.count {
                    queue.jobs.removeAll(keepingCapacity: true)
                    queue.head = 0
                } else if queue.head > 1024 && queue.head * 2 > queue.jobs.count {
                    queue.jobs.removeSubrange(..<queue.head)
                    queue.head = 0
                }
                return job
            }
            if let job {
                job()
                continue
            }
            if queue.withLock({ $0.isStopping }) {
                finished.signal()
                return
            }
        }
    }
}
