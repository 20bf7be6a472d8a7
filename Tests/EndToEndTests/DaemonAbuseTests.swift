import Foundation
import PhraseSystem
import Synchronization
import Testing

/// Clients that misbehave while a well-behaved one is served: idle and
/// slowloris connections, churn, garbage, over-long lines, and clients that
/// never read. Time bounds are generous (the whole suite runs in parallel on
/// a loaded 2-core machine, where one answer took 2.5 s): they catch a
/// client that is blocked, not one that is slow.
@Suite struct DaemonAbuseTests {
    /// Sends `count` requests one at a time; returns the slowest round trip.
    static func wellBehaved(_ client: DaemonClient, count: Int) throws -> Duration {
        var slowest = Duration.zero
        for n in 0..<count {
            let started = ContinuousClock.now
            let response = try client.request(#"{"op":"match","id":\#(n),"text":"open my project in coding bridge"}"#, timeout: .seconds(10))
            slowest = max(slowest, ContinuousClock.now - started)
            #expect(response["id"] as? Int == n && response["intent"] as? String == "OpenProjectIntent")
        }
        return slowest
    }

    @Test func slowlorisIdleHoldersAndChurnDoNotHoldUpAWellBehavedClient() throws {
        let daemon = try Daemon(["--no-dispatch", "--idle-timeout", "1", "--log-level", "info"])
        let descriptorsBefore = daemon.openDescriptorCount
        let path = daemon.socketPath

        // 30 connections that say nothing, 30 that dribble a line they never finish.
        let idle = try (0..<30).map { _ in
            let socket = try UnixSocket.connecting(to: path)
            try socket.fileDescriptor.setNonBlocking()
            return socket
        }
        defer { for socket in idle { try? socket.close() } }
        let closedAfter = Mutex<[Duration]>([])
        let abusers = DispatchGroup()
        for _ in 0..<30 {
            let socket = try UnixSocket.connecting(to: path)
            DispatchQueue.global().async(group: abusers) {
                defer { try? socket.close() }
                let started = ContinuousClock.now
                while ContinuousClock.now - started < .seconds(12) {
                    // A byte every 50 ms: a daemon that counted bytes as activity would never close it.
                    guard (try? socket.sendAll([UInt8(ascii: "x")])) != nil else {
                        closedAfter.withLock { $0.append(ContinuousClock.now - started) }
                        return
                    }
                    Thread.sleep(forTimeInterval: 0.05)
                }
            }
        }
        // Churn: 300 connections that come and go in every way.
        DispatchQueue.global().async(group: abusers) {
            for n in 0..<300 {
                guard let socket = try? UnixSocket.connecting(to: path) else { continue }
                switch n % 4 {
                case 0: break  // closes at once
                case 1: try? socket.sendAll(Array("open my project in coding bridge\n".utf8))  // never reads
                case 2: try? socket.sendAll(Array("{\"op\":\"ma".utf8))  // half a request
                default:
                    try? socket.sendAll(Array("{\"op\":\"ping\"}\n".utf8))
                    try? socket.shutdownWriting()
                    _ = try? socket.receive(upTo: 1024)
                }
                try? socket.close()
            }
        }

        let client = try DaemonClient(path: path)
        let slowest = try Self.wellBehaved(client, count: 150)
        #expect(slowest < .seconds(5), "slowest answer: \(slowest)")
        #expect(abusers.wait(timeout: .now() + 20) == .success)

        // Every dribbler was closed as idle, about a second after it began.
        let closed = closedAfter.withLock { $0 }
        #expect(closed.count == 30)
        #expect(closed.allSatisfy { $0 < .seconds(8) }, "\(closed)")
        // The silent ones too; and the churn left nothing open behind it.
        #expect(idle.allSatisfy { (try? $0.receive(upTo: 16)) == [] })
        #expect(try daemon.statistic(["connections", "open"]) ?? 99 <= 2)
        if let before = descriptorsBefore, let after = daemon.openDescriptorCount {
            #expect(after <= before + 2, "descriptors: \(before) before, \(after) after")
        }
        // (The well-behaved client has been idle meanwhile too: a new one.)
        #expect(try DaemonClient(path: path).request(#"{"op":"ping","id":"end"}"#)["id"] as? String == "end")
    }

    @Test func garbageAndOverLongLinesEachGetOneAnswerOnALiveConnection() throws {
        let daemon = try Daemon(["--no-dispatch", "--max-line-length", "4096"])
        let client = try DaemonClient(path: daemon.socketPath)
        var generator = SystemRandomNumberGenerator()
        var batch: [UInt8] = []
        var count = 0
        for n in 0..<400 {
            var line = (0..<Int.random(in: 0...300, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            line.removeAll { $0 == UInt8(ascii: "\n") }
            if n % 3 == 0 { line.insert(UInt8(ascii: "{"), at: 0) }  // broken JSON
            batch += line + [UInt8(ascii: "\n")]
            count += 1
        }
        // Over-long lines: one just over the limit, one of 8 MB.
        batch += Array(repeating: UInt8(ascii: "a"), count: 4097) + [UInt8(ascii: "\n")]
        batch += Array(repeating: UInt8(ascii: "{"), count: 8 << 20) + [UInt8(ascii: "\n")]
        count += 2
        let rssBefore = daemon.residentBytes
        let socket = client.socket
        let sent = DispatchSemaphore(value: 0)
        Thread { [batch] in
            try? socket.sendAll(batch)
            sent.signal()
        }.start()
        let responses = try client.readLines(count, timeout: .seconds(30)).map(DaemonClient.decode)
        #expect(responses.count == count)
        #expect(responses.allSatisfy { $0["status"] is String })
        let codes = responses.suffix(2).map { ($0["error"] as? [String: Any])?["code"] as? String }
        #expect(codes == ["line-too-long", "line-too-long"], "\(responses.map { ($0["error"] as? [String: Any])?["code"] as? String ?? ($0["status"] as? String ?? "?") })")
        // The 8 MB line was never held whole.
        if let rssBefore, let rssAfter = daemon.residentBytes { #expect(rssAfter - rssBefore < 6 << 20) }
        // (The 8 MB line's error comes before its end is sent: wait for that.)
        #expect(sent.wait(timeout: .now() + 30) == .success)
        let alive = try client.request(#"{"op":"ping","id":"alive"}"#)
        #expect(alive["id"] as? String == "alive", "\(alive)")
    }

    @Test func clientsThatNeverReadCostBoundedMemoryAndHoldUpNobody() throws {
        let daemon = try Daemon(["--no-dispatch", "--log-level", "info"])
        let rssBefore = daemon.residentBytes
        let line = Array("{\"op\":\"shortcuts\"}\n".utf8)  // each answer is about 20 KB
        let chunk = Array([[UInt8]](repeating: line, count: 1000).joined())
        let sentBytes = Mutex<[Int]>([])
        let greedy = try (0..<8).map { _ in try UnixSocket.connecting(to: daemon.socketPath) }
        let senders = DispatchGroup()
        for socket in greedy {
            DispatchQueue.global().async(group: senders) {
                // Sends until the daemon has stopped taking more for half a second.
                try? socket.fileDescriptor.setNonBlocking()
                var sent = 0
                var blockedSince: ContinuousClock.Instant?
                while sent < 100 << 20 {
                    // nil: the socket is full (or gone).
                    if let count = try? chunk.withUnsafeBytes({ try socket.send($0) }) {
                        sent += count
                        blockedSince = nil
                    } else {
                        let since = blockedSince ?? ContinuousClock.now
                        blockedSince = since
                        if ContinuousClock.now - since > .milliseconds(500) { break }
                        Thread.sleep(forTimeInterval: 0.01)
                    }
                }
                sentBytes.withLock { $0.append(sent) }
            }
        }
        #expect(senders.wait(timeout: .now() + 30) == .success)
        // Backpressure: the daemon stopped reading them long before 100 MB each.
        #expect(sentBytes.withLock { $0 }.allSatisfy { $0 < 10 << 20 }, "\(sentBytes.withLock { $0 })")

        let client = try DaemonClient(path: daemon.socketPath)
        let slowest = try Self.wellBehaved(client, count: 50)
        #expect(slowest < .seconds(5), "slowest answer: \(slowest)")
        // Each greedy client costs at most its pending requests and about 1 MiB of output.
        if let rssBefore, let rssAfter = daemon.residentBytes {
            #expect(rssAfter - rssBefore < 64 << 20, "RSS grew by \((rssAfter - rssBefore) >> 20) MiB")
        }
        // They give up without reading: the daemon closes them and goes on.
        for socket in greedy { try socket.close() }
        let deadline = ContinuousClock.now + .seconds(10)
        while try daemon.statistic(["connections", "open"]) ?? 0 > 2 && ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(try daemon.statistic(["connections", "open"]) ?? 99 <= 2)
        #expect(try client.request(#"{"op":"ping","id":"end"}"#)["id"] as? String == "end")
    }
}
