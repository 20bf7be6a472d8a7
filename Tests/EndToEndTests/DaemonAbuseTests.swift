import Foundation
import PhraseSystem
import Synchronization
import Testing

/// Clients that misbehave while a well-behaved one is served: idle and
/// slowloris connections, churn, garbage, over-long lines, and clients that
/// never read. Time bounds are generous (a loaded 2-core machine): they
/// catch a client that is blocked, not one that is slow.
@Suite struct DaemonAbuseTests {
    /// Sends `count` requests one at a time; returns the slowest round trip.
    static func wellBehaved(_ client: DaemonClient, count: Int) throws -> Duration {
        var slowest = Duration.zero
        for n in 0..<count {
            let started = ContinuousClock.now
            let response = try client.request(#"{"op":"match","id":\#(n),"text":"open my project in coding bridge"}"#)
            slowest = max(slowest, ContinuousClock.now - started)
            #expect(response["id"] as? Int == n && response["intent"] as? String == "OpenProjectIntent")
        }
        return slowest
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
}
