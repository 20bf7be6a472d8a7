import Foundation
import PhraseSystem
import Synchronization

/// Socket figures, measured with the same client against `phrased` and
/// against ``EchoServer``.
struct SocketFigures: Sendable {
    /// One connection, every request sent without waiting, responses read
    /// by a second thread: responses per second.
    var pipelinedOne: Double
    /// 64 connections doing the same at once.
    var pipelinedMany: Double
    /// One client, one request at a time.
    var single: Samples
    /// 64 clients at once, each one request at a time: latency and rate.
    var concurrent: Samples
    var concurrentRate: Double
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

enum SocketBench {
    static let concurrentClients = 64

    /// Runs one thread per item and waits for all of them.
    static func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let group = DispatchGroup()
        for n in 0..<count {
            group.enter()
            let thread = Thread {
                body(n)
                group.leave()
            }
            thread.stackSize = 256 * 1024
            thread.start()
        }
        group.wait()
    }

    /// Sends `count` lines on a new connection while a second thread reads the
    /// responses; returns when all have come back.
    static func pipelined(_ path: String, lines: [[UInt8]], count: Int, offset: Int = 0) throws {
        let socket = try UnixSocket.connecting(to: path)
        defer { try? socket.close() }
        var batch: [UInt8] = []
        batch.reserveCapacity(count * 48)
        for n in 0..<count { batch += lines[(n + offset) % lines.count] }
        let failure = Mutex<String?>(nil)
        let done = DispatchSemaphore(value: 0)
        let writer = Thread { [batch] in
            do { try socket.sendAll(batch) } catch { failure.withLock { $0 = "\(error)" } }
            done.signal()
        }
        writer.start()
        defer { done.wait() }
        var received = 0
        var buffer = [UInt8](repeating: 0, count: 256 * 1024)
        while received < count {
            let n = try buffer.withUnsafeMutableBytes { try socket.receive(into: $0) } ?? 0
            guard n > 0 else { throw BenchError("the server closed the connection after \(received) of \(count) responses") }
            for i in 0..<n where buffer[i] == 10 { received += 1 }
        }
        if let failure = failure.withLock({ $0 }) { throw BenchError(failure) }
    }

    /// Responses per second over `connections` pipelined connections of `perConnection` requests each.
    static func throughput(_ path: String, lines: [[UInt8]], connections: Int, perConnection: Int) throws -> Double {
        let failure = Mutex<String?>(nil)
        let start = nanoseconds()
        if connections == 1 {
            try pipelined(path, lines: lines, count: perConnection)
        } else {
            onThreads(connections) { n in
                do { try pipelined(path, lines: lines, count: perConnection, offset: n) } catch {
                    failure.withLock { $0 = "\(error)" }
                }
            }
        }
        let seconds = Double(nanoseconds() - start) / 1e9
        if let failure = failure.withLock({ $0 }) { throw BenchError(failure) }
        return Double(connections * perConnection) / seconds
    }

    /// One request at a time on one connection: each round trip's time.
    static func roundTrips(_ path: String, lines: [[UInt8]], count: Int, offset: Int = 0) throws -> [Double] {
        let socket = try UnixSocket.connecting(to: path)
        defer { try? socket.close() }
        var times: [Double] = []
        times.reserveCapacity(count)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        for n in 0..<count {
            let line = lines[(n + offset) % lines.count]
            let t0 = nanoseconds()
            try socket.sendAll(line)
            while true {
                let got = try buffer.withUnsafeMutableBytes { try socket.receive(into: $0) } ?? 0
                guard got > 0 else { throw BenchError("the server closed the connection") }
                if buffer[got - 1] == 10 { break }
            }
            times.append(Double(nanoseconds() - t0))
        }
        return times
    }

    static func measure(_ path: String, lines: [[UInt8]], seconds: Double) throws -> SocketFigures {
        // Warm up and size the runs so each takes about `seconds`.
        let probe = 2_000
        let warm = try throughput(path, lines: lines, connections: 1, perConnection: probe)
        let count = max(5_000, min(1_000_000, Int(warm * seconds)))
        let one = try throughput(path, lines: lines, connections: 1, perConnection: count)
        let many = try throughput(path, lines: lines, connections: concurrentClients, perConnection: max(100, count / concurrentClients))
        let single = Samples(try roundTrips(path, lines: lines, count: 5_000))
        let perClient = 200
        let all = Mutex<[Double]>([])
        let failure = Mutex<String?>(nil)
        let start = nanoseconds()
        onThreads(concurrentClients) { n in
            do {
                let times = try roundTrips(path, lines: lines, count: perClient, offset: n)
                all.withLock { $0 += times }
            } catch {
                failure.withLock { $0 = "\(error)" }
            }
        }
        let elapsed = Double(nanoseconds() - start) / 1e9
        if let failure = failure.withLock({ $0 }) { throw BenchError(failure) }
        return SocketFigures(
            pipelinedOne: one, pipelinedMany: many, single: single,
            concurrent: Samples(all.withLock { $0 }), concurrentRate: Double(concurrentClients * perClient) / elapsed)
    }

    /// The mean length of the server's responses to `lines` (one pass).
    static func meanResponseLength(_ path: String, lines: [[UInt8]]) throws -> Int {
        let socket = try UnixSocket.connecting(to: path)
        defer { try? socket.close() }
        var total = 0
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        for line in lines {
            try socket.sendAll(line)
            while true {
                let got = try buffer.withUnsafeMutableBytes { try socket.receive(into: $0) } ?? 0
                guard got > 0 else { throw BenchError("the server closed the connection") }
                total += got
                if buffer[got - 1] == 10 { break }
            }
        }
        return total / max(lines.count, 1)
    }
}

/// The physical reference: a line server that does no work. For every
/// request line it writes one response line of `responseLength` bytes (the
/// daemon's mean response size for the same requests), reading and writing
/// in 256 KiB buffers, one thread per connection.
final class EchoServer: Sendable {
    let path: String
    private let listener: UnixSocket
    private let responseLength: Int

    init(path: String, responseLength: Int) throws {
        self.path = path
        self.responseLength = max(responseLength, 1)
        listener = try UnixSocket.listening(at: path)
        try listener.fileDescriptor.setNonBlocking(false)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    private func acceptLoop() {
        while let connection = try? listener.accept(nonBlocking: false) {
            let thread = Thread { [self] in serve(connection) }
            thread.stackSize = 256 * 1024
            thread.start()
        }
    }

    private func serve(_ connection: UnixSocket) {
        defer { try? connection.close() }
        var input = [UInt8](repeating: 0, count: 256 * 1024)
        var output: [UInt8] = []
        output.reserveCapacity(1024 * 1024)
        var partial = 0  // bytes of an unfinished line carried over
        while true {
            guard let n = try? input.withUnsafeMutableBytes({ try connection.receive(into: $0) }) ?? 0, n > 0 else { return }
            output.removeAll(keepingCapacity: true)
            for i in 0..<n {
                if input[i] == 10 {
                    let length = partial
                    let copy = min(length, responseLength - 1)
                    // The line's own bytes, padded or cut to the response length.
                    if i - length >= 0 {
                        output.append(contentsOf: input[(i - length)..<(i - length + copy)])
                    } else {
                        output.append(contentsOf: repeatElement(UInt8(ascii: "x"), count: copy))
                    }
                    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: responseLength - 1 - copy))
                    output.append(10)
                    partial = 0
                } else {
                    partial += 1
                }
            }
            if !output.isEmpty {
                do { try connection.sendAll(output) } catch { return }
            }
        }
    }

    /// Stops accepting (open connections end when their clients close).
    func close() {
        _ = try? listener.removeSocketFile()
        shutdown(listener.fileDescriptor.rawValue, Int32(SHUT_RDWR))
        try? listener.close()
    }
}
