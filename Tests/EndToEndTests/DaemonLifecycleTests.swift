import Foundation
import PhraseTestSupport
import Testing

/// Starting, limits and stopping of the real `phrased`.
@Suite struct DaemonLifecycleTests {
    @Test func sigtermFinishesInFlightRequestsRemovesTheSocketAndExitsZero() throws {
        let daemon = try Daemon(["--handler-timeout", "30"]) { phrases in
            try writeScript(phrases + "/Landmarks/handlers/default", "touch \"$HOME/started\"\nsleep 0.3\necho done")
        }
        let client = try DaemonClient(path: daemon.socketPath)
        try client.send("find the closest landmark in landmarks")
        // Stopped while the handler runs.
        #expect(daemon.waitForFile(daemon.homePath + "/started"))
        daemon.send(signal: SIGTERM)
        let response = try client.readResponse(timeout: .seconds(60))
        #expect((response["dispatch"] as? [String: Any])?["dialog"] as? String == "done")
        #expect(try daemon.waitForExit() == 0)
        #expect(!FileManager.default.fileExists(atPath: daemon.socketPath))
        #expect(client.waitForClose(timeout: .seconds(2)))
        #expect(daemon.waitForLog("removed \(daemon.socketPath)"))
    }

    @Test func sigintStopsToo() throws {
        let daemon = try Daemon(["--no-dispatch"])
        #expect(try daemon.stop(signal: SIGINT) == 0)
        #expect(!FileManager.default.fileExists(atPath: daemon.socketPath))
    }

    @Test func socketIsPrivateByDefault() throws {
        let daemon = try Daemon(["--no-dispatch"])
        let attributes = try FileManager.default.attributesOfItem(atPath: daemon.socketPath)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let shared = try Daemon(["--no-dispatch", "--socket-mode", "0660"])
        let sharedAttributes = try FileManager.default.attributesOfItem(atPath: shared.socketPath)
        #expect((sharedAttributes[.posixPermissions] as? Int) == 0o660)
    }

    @Test func helpUsageAndRefusals() throws {
        let help = try Daemon.runToExit(["--help"])
        #expect(help.status == 0 && help.output.contains("usage: phrased"))
        let bad = try Daemon.runToExit(["--max-connections", "lots"])
        #expect(bad.status == 2 && bad.output.contains("--max-connections"))
        #expect(try Daemon.runToExit(["--frobnicate"]).status == 2)

        // Not a socket at the path: refused, left alone, exit 1.
        let folder = "/tmp/pd-" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "keep me".write(toFile: folder + "/s.sock", atomically: true, encoding: .utf8)
        let refused = try Daemon.runToExit(["--phrases", Daemon.samplePhrases, "--socket", folder + "/s.sock"])
        #expect(refused.status == 1)
        #expect(refused.output.contains("not a socket"))
        #expect(try String(contentsOfFile: folder + "/s.sock", encoding: .utf8) == "keep me")

        // A path longer than sun_path allows: an error, never truncated.
        let long = folder + "/" + String(repeating: "s", count: 120) + ".sock"
        let tooLong = try Daemon.runToExit(["--phrases", Daemon.samplePhrases, "--socket", long])
        #expect(tooLong.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["s.sock"])

        // No phrase folder.
        #expect(try Daemon.runToExit(["--phrases", folder + "/missing", "--socket", folder + "/t.sock"]).status == 1)
    }

    @Test func aSecondDaemonDoesNotStealALiveSocket() throws {
        let daemon = try Daemon(["--no-dispatch"])
        let second = try Daemon.runToExit(["--phrases", daemon.phrasesPath, "--socket", daemon.socketPath])
        #expect(second.status == 1)
        #expect(second.output.contains("another process is listening"))
        let client = try DaemonClient(path: daemon.socketPath)
        #expect(try client.request(#"{"op":"ping"}"#)["status"] as? String == "ok")
    }

    @Test func idleConnectionsAreClosed() throws {
        let daemon = try Daemon(["--no-dispatch", "--idle-timeout", "0.3"])
        let idle = try DaemonClient(path: daemon.socketPath)
        #expect(try idle.request(#"{"op":"ping"}"#)["status"] as? String == "ok")
        #expect(idle.waitForClose(timeout: .seconds(3)))
        #expect(daemon.waitForLog("closed: idle for"))
    }

    @Test func atTheConnectionLimitTheLongestIdleIsClosedAndOnlyBusyOnesRefuse() throws {
        let daemon = try Daemon(["--no-dispatch", "--max-connections", "2", "--log-level", "info"])
        let first = try DaemonClient(path: daemon.socketPath)
        #expect(try first.request(#"{"op":"ping"}"#)["status"] as? String == "ok")
        let second = try DaemonClient(path: daemon.socketPath)
        #expect(try second.request(#"{"op":"ping"}"#)["status"] as? String == "ok")
        // A third is admitted; the one idle longest is closed to make room.
        let third = try DaemonClient(path: daemon.socketPath)
        #expect(try third.request(#"{"op":"ping","id":3}"#)["id"] as? Int == 3)
        #expect(first.waitForClose())
        #expect(daemon.waitForLog("to admit a new connection (--max-connections)"))
        #expect(try second.request(#"{"op":"ping","id":2}"#)["id"] as? Int == 2)

        // Connections with responses their clients have not read are busy:
        // with every slot busy, a newcomer is refused.
        let burst = String(repeating: #"{"op":"shortcuts"}"# + "\n", count: 200)  // about 4 MB of answers
        try second.send(burst)
        try third.send(burst)
        // The first answers show the daemon is at it; the rest wait to be read.
        _ = try second.readLine(timeout: .seconds(30))
        _ = try third.readLine(timeout: .seconds(30))
        let late = try DaemonClient(path: daemon.socketPath)
        let refusal = try late.readResponse()
        #expect((refusal["error"] as? [String: Any])?["code"] as? String == "too-many-connections")
        #expect(late.waitForClose())
        // Both busy clients get every answer.
        #expect(try second.readLines(199, timeout: .seconds(60)).count == 199)
        #expect(try third.readLines(199, timeout: .seconds(60)).count == 199)
        // (The stats client is admitted by closing one of them, now idle.)
        let connections = try #require(try DaemonClient(path: daemon.socketPath).request(#"{"op":"stats"}"#)["connections"] as? [String: Any])
        #expect(connections["evicted"] as? Int == 2 && connections["refused"] as? Int == 1, "\(connections)")
    }

    @Test func aClientThatDoesNotReadIsNotReadEitherAndHoldsUpNobody() throws {
        let daemon = try Daemon(["--no-dispatch", "--max-pending", "4", "--log-level", "info"])
        let greedy = try DaemonClient(path: daemon.socketPath)
        let count = 40_000  // 1.3 MB: far more than the socket buffers and one read hold
        let batch = Array(String(repeating: "open my project in coding bridge\n", count: count).utf8)
        let socket = greedy.socket
        let sent = DispatchSemaphore(value: 0)
        Thread {
            try? socket.sendAll(batch)
            sent.signal()
        }.start()
        // The daemon stops reading the greedy client (its send blocks); others are served meanwhile.
        let other = try DaemonClient(path: daemon.socketPath)
        #expect(try other.request(#"{"op":"ping"}"#)["status"] as? String == "ok")
        #expect(try other.request("open niagara falls in landmarks")["intent"] as? String == "OpenLandmarkIntent")
        #expect(sent.wait(timeout: .now()) == .timedOut, "the daemon read the whole batch of a client that does not read")
        // Reading the responses lets it go on, in order, to the end.
        let lines = try greedy.readLines(count, timeout: .seconds(120))
        #expect(lines.count == count)
        #expect(lines.allSatisfy { $0.contains("\"OpenProjectIntent\"") })
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/systemd-socket-activate")))
    func socketActivation() throws {
        let folder = "/tmp/pd-" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let socketPath = folder + "/a.sock"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/systemd-socket-activate")
        process.arguments = ["-l", socketPath, BuiltProducts.directory + "/phrased", "--phrases", Daemon.samplePhrases, "--no-dispatch"]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let deadline = ContinuousClock.now + .seconds(10)
        var client: DaemonClient?
        while client == nil && ContinuousClock.now < deadline {
            client = try? DaemonClient(path: socketPath)
            if client == nil { Thread.sleep(forTimeInterval: 0.02) }
        }
        let connected = try #require(client)
        // The first connection starts phrased with the socket as descriptor 3.
        #expect(try connected.request(#"{"op":"ping","id":"activated"}"#, timeout: .seconds(10))["id"] as? String == "activated")
        #expect(try connected.request("open my project in coding bridge")["status"] as? String == "matched")
        kill(process.processIdentifier, SIGTERM)
        while process.isRunning && ContinuousClock.now < deadline + .seconds(5) { Thread.sleep(forTimeInterval: 0.01) }
        #expect(!process.isRunning && process.terminationStatus == 0)
        // The socket file belongs to the service manager: left in place.
        #expect(FileManager.default.fileExists(atPath: socketPath))
    }

    /// Runs `phrase send --json --socket PATH LINE` as user `nobody`.
    static func sendAsNobody(_ socketPath: String, _ line: String) throws -> String {
        try Daemon.run("phrase", ["send", "--json", "--socket", socketPath, line], asUser: 65534, group: 65534).output
    }

    static let canRunAsNobody = getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    @Test(.enabled(if: RootOnly.runs(when: canRunAsNobody), "running a client as user nobody needs root and setpriv"))
    func peerCredentialsAreCheckedAgainstTheAllowList() throws {
        try #require(Self.canRunAsNobody, Comment(rawValue: RootOnly.missing("running as nobody (setpriv)")))
        // Mode 0666 lets anyone reach the socket; the allow-list still decides.
        let daemon = try Daemon(["--no-dispatch", "--socket-mode", "0666"])
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: daemon.folder)
        let refused = try Self.sendAsNobody(daemon.socketPath, #"{"op":"ping"}"#)
        #expect(refused.contains("\"not-allowed\""))
        #expect(daemon.waitForLog("refused a connection from uid=65534"))

        let allowing = try Daemon(["--no-dispatch", "--socket-mode", "0666", "--allow-uid", "65534"])
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: allowing.folder)
        let allowed = try Self.sendAsNobody(allowing.socketPath, #"{"op":"ping","id":"n"}"#)
        #expect(allowed.contains(#"{"id":"n","status":"ok"}"#))
    }
}
