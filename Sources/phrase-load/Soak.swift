import Foundation
import PhraseSystem
import Synchronization

/// `phrase-load soak`: many connections at once, every response checked,
/// latency percentiles, and the daemon's resident memory over time.
///
///     phrase-load soak --socket /tmp/p.sock --daemon-pid 4711 \
///         --connections 1000 --requests 1000000 --window 4
///
/// 1. Warm-up: a few connections run the workload once, so the daemon's
///    threads and caches exist; then the daemon's RSS, sampled for a second,
///    is the **baseline**.
/// 2. All connections are opened and kept open at once; the daemon's
///    `stats` must count them all.
/// 3. Each connection sends its share of the requests, pipelined with at
///    most `--window` unanswered, and checks every response: the id is the
///    next one expected on that connection (so nothing is lost, doubled or
///    reordered) and the answer is the known one (``SoakWorkload``). Then it
///    shuts down its sending side and expects the daemon to close it.
/// 4. After the clients have left, RSS must come back within the tolerance
///    of the baseline within `--settle` seconds.
///
/// Exits 1 when any request is lost, answered wrongly or twice, fewer
/// connections were open at once than asked, or RSS stays high.
enum Soak {
    static let usage = """
        usage: phrase-load soak --socket PATH [--daemon-pid PID] [options]

          --connections N      connections open at once (default 1000)
          --requests N         requests in total, spread evenly (default 1000000)
          --window N           unanswered requests per connection (default 4)
          --threads N          client threads (default 2)
          --settle SECONDS     how long RSS may take to come back (default 20)
          --rss-tolerance MIB  how far above the baseline RSS may stay (default 4)
          --daemon-pid PID     the daemon, for its RSS (/proc/PID/status); without
                               it memory is not checked
        """

    struct Options {
        var socketPath = ""
        var connections = 1000
        var requests = 1_000_000
        var window = 4
        var threads = 2
        var settleSeconds = 20.0
        var toleranceBytes = 4 << 20
        var daemonPID: Int32?
    }

    static func run(_ arguments: [String]) -> Int32 {
        var options = Options()
        var words = arguments[...]
        func number(_ word: String) -> Int? { words.popFirst().flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } }
        while let word = words.popFirst() {
            var parsed: Int?
            switch word {
            case "--socket":
                options.socketPath = words.popFirst() ?? ""
                continue
            case "--connections": parsed = number(word).map { options.connections = $0; return $0 }
            case "--requests": parsed = number(word).map { options.requests = $0; return $0 }
            case "--window": parsed = number(word).map { options.window = $0; return $0 }
            case "--threads": parsed = number(word).map { options.threads = $0; return $0 }
            case "--settle": parsed = number(word).map { options.settleSeconds = Double($0); return $0 }
            case "--rss-tolerance": parsed = number(word).map { options.toleranceBytes = $0 << 20; return $0 }
            case "--daemon-pid": parsed = number(word).map { options.daemonPID = Int32($0); return $0 }
            case "-h", "--help":
                print(usage)
                return 0
            default:
                parsed = nil
            }
            if parsed == nil {
                FileHandle.standardError.write(Data("phrase-load soak: bad or unknown option '\(word)'\n\(usage)\n".utf8))
                return 2
            }
        }
        guard !options.socketPath.isEmpty else {
            FileHandle.standardError.write(Data((usage + "\n").utf8))
            return 2
        }
        do {
            return try soak(options) ? 0 : 1
        } catch {
            FileHandle.standardError.write(Data("phrase-load soak: \(error)\n".utf8))
            return 1
        }
    }

    /// Runs the soak and prints the report; returns whether it passed.
    static func soak(_ options: Options) throws -> Bool {
        let needed = options.connections + 64
        let limit = try CurrentProcess.raiseOpenFileLimit(to: needed)
        if let limit, limit < needed {
            throw LoadTest.Failure(description: "only \(limit) open files allowed (ulimit -Hn); \(needed) needed")
        }
        let workload = SoakWorkload.sample
        let sampler = options.daemonPID.map { ResidentSizeSampler(processID: $0) }
        sampler?.start()
        defer { sampler?.stop() }
        let clock = ContinuousClock()
        let began = clock.now
        func seconds() -> Double { (clock.now - began).seconds }
        var passed = true

        // 1. Warm-up, then the baseline.
        let warmup = try drive(options.socketPath, connections: 4, perConnection: 2_000, options: options, workload: workload) { _ in }
        if warmup.wrong + warmup.lost + warmup.extra > 0 {
            print("warm-up failed: \(warmup.problems.joined(separator: "\n  "))")
            return false
        }
        Thread.sleep(forTimeInterval: 1)
        let baseline = sampler.map { sampler in
            let start = sampler.samples.count
            Thread.sleep(forTimeInterval: 1)
            return Self.median(sampler.samples.dropFirst(start).map(\.bytes)) ?? 0
        }
        if let baseline { print(String(format: "%6.1f s  baseline RSS %@ (after a warm-up of 8,000 requests)", seconds(), mib(baseline))) }

        // 2. Every connection open at once.
        var sockets: [(Int, UnixSocket)] = []
        defer { for (_, socket) in sockets { try? socket.close() } }
        for number in 0..<options.connections {
            sockets.append((number, try UnixSocket.connecting(to: options.socketPath)))
        }
        let control = try ControlConnection(path: options.socketPath)
        defer { control.close() }
        var open = 0
        let openDeadline = clock.now + .seconds(10)
        while open < options.connections + 1 && clock.now < openDeadline {
            open = try control.openConnections()
            if open < options.connections + 1 { Thread.sleep(forTimeInterval: 0.05) }
        }
        print(String(format: "%6.1f s  %d connections open at once (the daemon counts %d, with the control connection)",
                     seconds(), options.connections, open))
        if open < options.connections + 1 {
            print("FAIL: the daemon has only \(open) connections open")
            passed = false
        }

        // 3. The load.
        let perConnection = options.requests / options.connections
        let total = perConnection * options.connections
        let threadCount = min(options.threads, options.connections)
        var shares = Array(repeating: [(Int, UnixSocket)](), count: threadCount)
        for (index, socket) in sockets.enumerated() { shares[index % threadCount].append(socket) }
        sockets = []
        let drivers = try shares.map {
            try SoakDriver(sockets: $0, workload: workload, perConnection: perConnection, window: options.window, stallLimit: .seconds(30))
        }
        let progress = Mutex(Array(repeating: 0, count: threadCount))
        let finished = DispatchGroup()
        let loadStarted = clock.now
        for (index, driver) in drivers.enumerated() {
            let box = UncheckedBox(driver)
            finished.enter()
            Thread {
                box.value.run { answered in progress.withLock { $0[index] = answered } }
                finished.leave()
            }.start()
        }
        var lastReport = clock.now
        while finished.wait(timeout: .now() + 0.2) == .timedOut {
            if clock.now - lastReport >= .seconds(10) {
                lastReport = clock.now
                let answered = progress.withLock { $0.reduce(0, +) }
                let rss = sampler?.samples.last.map { "  RSS " + mib($0.bytes) } ?? ""
                print(String(format: "%6.1f s  %7d / %d responses%@", seconds(), answered, total, rss))
            }
        }
        let loadTime = (clock.now - loadStarted).seconds
        var tally = SoakDriver.Tally()
        for driver in drivers {
            tally.answered += driver.tally.answered
            tally.wrong += driver.tally.wrong
            tally.extra += driver.tally.extra
            tally.lost += driver.tally.lost
            tally.latencies += driver.tally.latencies
            tally.problems += driver.tally.problems
        }
        let daemonStats = try? control.request(#"{"op":"stats","id":"s"}"#)
        control.close()
        let peak = sampler?.samples.map(\.bytes).max()

        tally.latencies.sort()
        func percentile(_ p: Double) -> Double {
            guard !tally.latencies.isEmpty else { return 0 }
            return Double(tally.latencies[min(tally.latencies.count - 1, Int(p * Double(tally.latencies.count)))]) / 1000
        }
        print(String(
            format: "%6.1f s  %d requests on %d connections (window %d) in %.1f s = %.0f requests/s",
            seconds(), total, options.connections, options.window, loadTime, Double(total) / loadTime))
        print(String(
            format: "          answered %d, lost %d, wrong %d, extra %d",
            tally.answered, tally.lost, tally.wrong, tally.extra))
        print(String(
            format: "          latency (send to response, %d in flight): p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms",
            options.connections * options.window, percentile(0.5), percentile(0.9), percentile(0.99),
            Double(tally.latencies.last ?? 0) / 1000))
        if let daemonStats { print("          daemon: \(daemonStats)") }
        for problem in tally.problems.prefix(10) { print("  problem: \(problem)") }
        if tally.lost + tally.wrong + tally.extra > 0 || tally.answered != total { passed = false }

        // 4. Memory after the clients have left.
        if let sampler, let baseline, let peak {
            let settleStart = clock.now
            var after = sampler.samples.last?.bytes ?? 0
            while clock.now - settleStart < .milliseconds(Int64(options.settleSeconds * 1000)) {
                Thread.sleep(forTimeInterval: 0.25)
                after = sampler.samples.last?.bytes ?? after
                if after <= baseline + options.toleranceBytes && clock.now - settleStart > .seconds(2) { break }
            }
            let settled = after <= baseline + options.toleranceBytes
            print(String(
                format: "%6.1f s  RSS baseline %@, peak %@, after %@ (%.1f s after the clients left; tolerance +%@): %@",
                seconds(), mib(baseline), mib(peak), mib(after), (clock.now - settleStart).seconds,
                mib(options.toleranceBytes), settled ? "back" : "FAIL: still high"))
            print("          RSS over time: " + sampler.timeline(buckets: 12))
            if !settled { passed = false }
        }
        print(passed ? "soak: PASS" : "soak: FAIL")
        return passed
    }

    /// Opens `connections` connections, runs them to the end, returns the tally.
    private static func drive(
        _ path: String, connections: Int, perConnection: Int, options: Options, workload: SoakWorkload,
        progress: (Int) -> Void
    ) throws -> SoakDriver.Tally {
        let sockets = try (0..<connections).map { ($0, try UnixSocket.connecting(to: path)) }
        let driver = try SoakDriver(sockets: sockets, workload: workload, perConnection: perConnection, window: options.window, stallLimit: .seconds(30))
        driver.run(progress: progress)
        return driver.tally
    }

    static func median(_ values: [Int]) -> Int? {
        values.isEmpty ? nil : values.sorted()[values.count / 2]
    }
}

/// `12.3 MiB`.
func mib(_ bytes: Int) -> String {
    String(format: "%.1f MiB", Double(bytes) / 1_048_576)
}

/// Hands a value to another thread that alone uses it from then on.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
