import Dispatch
import Foundation
import PhraseSystem
import Synchronization

/// `phrase-load`: measures a running `phrased` over its socket.
///
///     phrase-load --socket /tmp/p.sock --clients 1 --requests 200000    # pipelined, one connection
///     phrase-load --socket /tmp/p.sock --clients 64 --requests 5000     # 64 connections at once
///     phrase-load --socket /tmp/p.sock --latency 20000                  # one request at a time
///
/// Throughput: every client sends its requests as fast as the socket takes
/// them (pipelined; the daemon's backpressure paces it) while a second
/// thread reads the responses; utterances per second is all responses over
/// the wall time from the first send to the last response. Latency: one
/// client sends a request, waits for its response, and repeats.
///
/// Start the daemon with `--no-dispatch` to measure matching rather than
/// handlers.
enum LoadTest {
    static let usage = """
        usage: phrase-load --socket PATH [--clients N] [--requests N] [--latency N] [--text UTTERANCE]…

          --clients N     concurrent connections for the throughput run (default 1)
          --requests N    requests per connection (default 100000 / clients)
          --latency N     instead: N sequential requests on one connection; p50/p90/p99
          --text TEXT     an utterance to send (repeatable; default: a mix of exact,
                          flexible and unmatched utterances for the sample apps)
          --warmup N      requests sent before measuring (default 2000)
        """

    static let defaultUtterances = [
        "open my project in coding bridge",  // exact, entity
        "hey can you open niagara falls in landmarks please",  // flexible
        "search codingbridge for login bug",  // exact, free text
        "start sleep meditation in calm",  // bound parameters, ambiguity margin
        "order a large latte from daily byte",
        "what time is it",  // no-match
        "save a link to diver",
        "navigate to the golden gate bridge by car in landmarks",
    ]

    static func run(_ arguments: [String]) -> Int32 {
        var socketPath: String?
        var clients = 1
        var requests: Int?
        var latency: Int?
        var warmup = 2000
        var texts: [String] = []
        var words = arguments[...]
        while let word = words.popFirst() {
            func value() -> String? { words.popFirst() }
            switch word {
            case "--socket": socketPath = value()
            case "--clients": clients = value().flatMap(Int.init) ?? 0
            case "--requests": requests = value().flatMap(Int.init)
            case "--latency": latency = value().flatMap(Int.init)
            case "--warmup": warmup = value().flatMap(Int.init) ?? -1
            case "--text": value().map { texts.append($0) }
            case "-h", "--help":
                print(usage)
                return 0
            default:
                FileHandle.standardError.write(Data("phrase-load: unknown option '\(word)'\n\(usage)\n".utf8))
                return 2
            }
        }
        guard let socketPath, clients > 0, warmup >= 0 else {
            FileHandle.standardError.write(Data((usage + "\n").utf8))
            return 2
        }
        if texts.isEmpty { texts = defaultUtterances }
        do {
            if warmup > 0 { _ = try pipelined(socketPath, count: warmup, texts: texts) }
            if let latency {
                try measureLatency(socketPath, count: latency, texts: texts)
            } else {
                try measureThroughput(socketPath, clients: clients, perClient: requests ?? max(100_000 / clients, 1), texts: texts)
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("phrase-load: \(error)\n".utf8))
            return 1
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Sends `count` lines on a new connection while reading the responses;
    /// returns when all have come back.
    static func pipelined(_ path: String, count: Int, texts: [String], offset: Int = 0) throws -> Int {
        let socket = try UnixSocket.connecting(to: path)
        defer { try? socket.close() }
        var batch: [UInt8] = []
        for n in 0..<count { batch += Array((texts[(n + offset) % texts.count] + "\n").utf8) }
        let sendFailure = Mutex<String?>(nil)
        let writer = Thread { [batch] in
            do { try socket.sendAll(batch) } catch { sendFailure.withLock { $0 = "\(error)" } }
        }
        writer.start()
        var received = 0
        while received < count {
            guard let bytes = try socket.receive(upTo: 256 * 1024), !bytes.isEmpty else {
                throw Failure(description: "the daemon closed the connection after \(received) of \(count) responses")
            }
            for byte in bytes where byte == UInt8(ascii: "\n") { received += 1 }
        }
        if let failure = sendFailure.withLock({ $0 }) { throw Failure(description: failure) }
        return received
    }

    static func measureThroughput(_ path: String, clients: Int, perClient: Int, texts: [String]) throws {
        let failures = Mutex<[String]>([])
        let clock = ContinuousClock()
        let start = clock.now
        DispatchQueue.concurrentPerform(iterations: clients) { number in
            do {
                _ = try pipelined(path, count: perClient, texts: texts, offset: number)
            } catch {
                failures.withLock { $0.append("client \(number): \(error)") }
            }
        }
        let elapsed = clock.now - start
        if let failure = failures.withLock({ $0.first }) { throw Failure(description: failure) }
        let total = clients * perClient
        let seconds = elapsed.seconds
        print(String(
            format: "%d client%@ × %d pipelined requests: %d responses in %.3f s = %.0f utterances/s",
            clients, clients == 1 ? "" : "s", perClient, total, seconds, Double(total) / seconds))
    }

    static func measureLatency(_ path: String, count: Int, texts: [String]) throws {
        let socket = try UnixSocket.connecting(to: path)
        defer { try? socket.close() }
        var samples: [Double] = []
        samples.reserveCapacity(count)
        let clock = ContinuousClock()
        for n in 0..<count {
            let line = Array((texts[n % texts.count] + "\n").utf8)
            let start = clock.now
            try socket.sendAll(line)
            var done = false
            while !done {
                guard let bytes = try socket.receive(upTo: 64 * 1024), !bytes.isEmpty else {
                    throw Failure(description: "the daemon closed the connection")
                }
                done = bytes.last == UInt8(ascii: "\n")
            }
            let elapsed = clock.now - start
            samples.append(elapsed.microseconds)
        }
        samples.sort()
        func percentile(_ p: Double) -> Double { samples[min(samples.count - 1, Int(p * Double(samples.count)))] }
        print(String(
            format: "%d sequential requests: p50 %.0f µs, p90 %.0f µs, p99 %.0f µs, max %.0f µs",
            count, percentile(0.5), percentile(0.9), percentile(0.99), samples.last ?? 0))
    }
}
