import Phrasebook
import PhraseSystem
import Synchronization

/// Counters and latency figures for the `stats` op, shared by the threads
/// that update them.
package final class ServerStatistics: Sendable {
    private struct Counters {
        var requests = 0
        var byOperation: [String: Int] = [:]
        var byStatus: [String: Int] = [:]
        var byLocale: [String: Int] = [:]
        var badRequests = 0
        var connectionsAccepted = 0
        var connectionsRefused = 0
        var connectionsEvicted = 0
        var openConnections = 0
        var dispatches = 0
        var dispatchFailures = 0
        var reloads = 0
        var failedReloads = 0
        var entityUpdates = 0
        /// The latest latencies in nanoseconds, a ring of ``latencyWindow``.
        var latencies: [UInt64] = []
        var nextLatency = 0
    }

    /// How many recent requests the latency percentiles cover.
    package static let latencyWindow = 4096

    private let counters = Mutex(Counters())
    private let startedAt = MonotonicClock.nanoseconds

    package init() {}

    /// Records one answered request; `locale`: the language its match was
    /// read in, when it named one or one answered it in every language.
    package func recordResponse(
        operation: String, status: Response.Status, isBadRequest: Bool, latencyNanoseconds: UInt64, locale: String? = nil
    ) {
        counters.withLock { c in
            c.requests += 1
            c.byOperation[operation, default: 0] += 1
            c.byStatus[status.rawValue, default: 0] += 1
            if let locale { c.byLocale[locale, default: 0] += 1 }
            if isBadRequest { c.badRequests += 1 }
            if c.latencies.count < Self.latencyWindow {
                c.latencies.append(latencyNanoseconds)
            } else {
                c.latencies[c.nextLatency] = latencyNanoseconds
                c.nextLatency = (c.nextLatency + 1) % Self.latencyWindow
            }
        }
    }

    package func connectionOpened() {
        counters.withLock {
            $0.connectionsAccepted += 1
            $0.openConnections += 1
        }
    }

    package func connectionClosed() { counters.withLock { $0.openConnections -= 1 } }
    package func connectionRefused() { counters.withLock { $0.connectionsRefused += 1 } }
    package func connectionEvicted() { counters.withLock { $0.connectionsEvicted += 1 } }

    package func dispatched(failed: Bool) {
        counters.withLock {
            $0.dispatches += 1
            if failed { $0.dispatchFailures += 1 }
        }
    }

    package func reloaded(failed: Bool) {
        counters.withLock {
            $0.reloads += 1
            if failed { $0.failedReloads += 1 }
        }
    }

    package func entitiesUpdated() { counters.withLock { $0.entityUpdates += 1 } }

    /// The `stats` response body.
    package func json(catalog: Catalog, generation: Int) -> JSON {
        let c = counters.withLock { $0 }
        let uptime = Double(MonotonicClock.nanoseconds - startedAt) / 1e9
        let sorted = c.latencies.sorted()
        func percentile(_ p: Double) -> JSON {
            guard !sorted.isEmpty else { return .null }
            let rank = min(sorted.count - 1, Int((p * Double(sorted.count)).rounded(.up)) - 1)
            return .number(milliseconds(sorted[max(rank, 0)]))
        }
        func milliseconds(_ nanoseconds: UInt64) -> Double { (Double(nanoseconds) / 1000).rounded() / 1000 }
        func counts(_ table: [String: Int]) -> JSON {
            .object(table.sorted { $0.key < $1.key }.map { ($0.key, .number(Double($0.value))) })
        }
        return Response.ok([
            ("uptimeSeconds", .number((uptime * 1000).rounded() / 1000)),
            ("catalog", .object(catalog.summary.fields + [("generation", .number(Double(generation)))])),
            ("connections", .object([
                ("open", .number(Double(c.openConnections))), ("accepted", .number(Double(c.connectionsAccepted))),
                ("refused", .number(Double(c.connectionsRefused))),
                ("evicted", .number(Double(c.connectionsEvicted))),
            ])),
            ("requests", .object([
                ("total", .number(Double(c.requests))), ("bad", .number(Double(c.badRequests))),
                ("byOp", counts(c.byOperation)), ("byStatus", counts(c.byStatus)), ("byLocale", counts(c.byLocale)),
            ])),
            ("latencyMs", .object([
                ("window", .number(Double(sorted.count))), ("p50", percentile(0.5)), ("p90", percentile(0.9)),
                ("p99", percentile(0.99)), ("max", sorted.last.map { .number(milliseconds($0)) } ?? .null),
            ])),
            ("dispatch", .object([
                ("runs", .number(Double(c.dispatches))), ("failures", .number(Double(c.dispatchFailures))),
            ])),
            ("reloads", .object([
                ("total", .number(Double(c.reloads))), ("failed", .number(Double(c.failedReloads))),
            ])),
            ("entityUpdates", .number(Double(c.entityUpdates))),
        ])
    }
}
