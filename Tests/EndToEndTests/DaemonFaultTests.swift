import Foundation
import PhraseSystem
import Testing

/// Faults around the real `phrased`: handlers that crash, flood or leave
/// children behind; the daemon killed in the middle of writing a file;
/// a disk that is full or read-only; the socket path already taken.
@Suite struct DaemonFaultTests {
    // MARK: Handlers

    @Test func crashingFloodingAndStrayHandlersAreContained() throws {
        let daemon = try Daemon(["--handler-timeout", "3", "--log-level", "info"]) { phrases in
            // Killed by a signal.
            try writeScript(phrases + "/Landmarks/handlers/OpenLandmarkIntent", "echo 'about to crash' >&2\nkill -SEGV $$")
            // Floods both outputs without end: killed at the time limit.
            try writeScript(phrases + "/Landmarks/handlers/default", "yes 'flood' &\nyes 'errors' >&2")
            // Leaves a child holding its output open: answered without waiting for the child.
            try writeScript(phrases + "/CodingBridge/handlers/default", "sleep 30 &\necho 'left a child'")
            // Cannot be executed: its interpreter does not exist.
            try writeScript(phrases + "/Calm/handlers/default", "")
            try "#!/nonexistent/interpreter\n".write(toFile: phrases + "/Calm/handlers/default", atomically: false, encoding: .utf8)
        }
        let client = try DaemonClient(path: daemon.socketPath)
        let rssBefore = daemon.residentBytes ?? 0

        let crashed = try client.request("open niagara falls in landmarks")
        let crash = try #require(crashed["dispatch"] as? [String: Any])
        #expect(crashed["status"] as? String == "matched")
        #expect(crash["exitCode"] is NSNull)
        #expect((crash["error"] as? String)?.contains("killed by SIGSEGV") == true)
        #expect(daemon.waitForLog(#"was killed by SIGSEGV: "about to crash""#))

        let flooded = try client.request("find the closest landmark in landmarks", timeout: .seconds(60))
        let flood = try #require(flooded["dispatch"] as? [String: Any])
        #expect(flood["timedOut"] as? Bool == true)
        #expect(flood["dialog"] as? String == "flood")
        // 3 s of `yes` is gigabytes; the daemon kept 64 KiB of each stream.
        if let rssAfter = daemon.residentBytes { #expect(rssAfter - rssBefore < 32 << 20) }

        let stray = try client.request("open my project in coding bridge")
        #expect((stray["dispatch"] as? [String: Any])?["dialog"] as? String == "left a child")
        #expect((stray["dispatch"] as? [String: Any])?["exitCode"] as? Int == 0)
        // Not held until the time limit (and killed) by the child it left behind.
        #expect((stray["dispatch"] as? [String: Any])?["timedOut"] == nil)

        let unstartable = try client.request("start sleep meditation in calm")
        let failure = try #require(unstartable["dispatch"] as? [String: Any])
        #expect(failure["exitCode"] is NSNull)
        #expect((failure["error"] as? String)?.contains("cannot run handler default") == true)

        // Nothing of any of them is left running, and the daemon goes on.
        #expect(try client.request(#"{"op":"ping","id":"still"}"#)["id"] as? String == "still")
        let dispatch = try #require(try client.request(#"{"op":"stats"}"#)["dispatch"] as? [String: Any])
        #expect(dispatch["runs"] as? Int == 4 && dispatch["failures"] as? Int == 3)
    }

    // MARK: kill -9 while writing

    /// Entities for ProjectEntity: `count` of them, named after `tag`.
    static func projects(_ tag: String, count: Int) -> [[String: Any]] {
        (0..<count).map { ["id": "/src/\(tag)-\($0)", "title": "\(tag) project \($0)", "synonyms": ["the \(tag) \($0)"]] }
    }

    /// Kills the daemon (`kill -9`) while it saves an update, over and over:
    /// at moments spread from before the request is read to after the file
    /// is renamed, and as soon as the temporary file appears. Every time the
    /// file is the old version or the new one, and the next daemon serves it.
    /// The rounds go on until kills have landed before the rename (old),
    /// after it (new) and while the temporary file was being written, so the
    /// test cannot pass by killing only at moments that prove nothing.
    @Test func killedDuringUpdateEntitiesLeavesTheOldFileOrTheNewOneNeverATornOne() throws {
        // One phrase folder and one state folder outlive the daemons that serve them in turn.
        let folder = "/tmp/pd-k" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
        let phrases = folder + "/phrases"
        let state = folder + "/state"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: Daemon.samplePhrases, toPath: phrases)
        let tracked = try Data(contentsOf: URL(fileURLWithPath: phrases + "/CodingBridge/entities/ProjectEntity.json"))
        let entities = state + "/CodingBridge/entities"
        let file = entities + "/ProjectEntity.json"
        let arguments = ["--no-dispatch", "--log-level", "warning", "--max-line-length", "4194304"]
        var daemon = try Daemon(arguments, reusing: phrases, state: .at(state))
        let versions = ["alpha", "beta"].map { tag in
            requestLine(["op": "update-entities", "app": "CodingBridge", "entity": "ProjectEntity", "entities": Self.projects(tag, count: 2_000)])
        }
        // The two versions as the daemon writes them.
        var contents: [Data] = []
        var slowest = Duration.zero
        for version in versions {
            let client = try DaemonClient(path: daemon.socketPath)
            let started = ContinuousClock.now
            #expect(try client.request(version, timeout: .seconds(60))["status"] as? String == "ok")
            slowest = max(slowest, ContinuousClock.now - started)
            contents.append(try Data(contentsOf: URL(fileURLWithPath: file)))
        }
        #expect(contents[0] != contents[1] && contents[0].count > 100_000)

        func temporaryFiles() -> Set<String> {
            Set(((try? FileManager.default.contentsOfDirectory(atPath: entities)) ?? []).filter { $0.hasSuffix(".tmp") })
        }
        var outcomes: [String: Int] = [:]
        var killedMidWrite = 0
        var current = 1  // beta was written last
        var round = 0
        while round < 12 || (round < 40 && (outcomes["old"] == nil || outcomes["new"] == nil || killedMidWrite == 0)) {
            let client = try DaemonClient(path: daemon.socketPath)
            let before = temporaryFiles()
            try client.send(versions[1 - current])  // always the other version
            var leftBehind: Set<String> = []
            if round % 3 == 2 {
                // As soon as the temporary file appears: in the middle of the write.
                let deadline = ContinuousClock.now + .seconds(60)
                var appeared = temporaryFiles().subtracting(before)
                while appeared.isEmpty && ContinuousClock.now < deadline {
                    appeared = temporaryFiles().subtracting(before)
                }
                try daemon.stop(signal: SIGKILL)
                leftBehind = appeared.intersection(temporaryFiles())
            } else {
                // Moments from before the request is read to well after the file is renamed.
                let fraction = Double(round % 12) / 11
                Thread.sleep(forTimeInterval: slowest.seconds * 2 * fraction)
                try daemon.stop(signal: SIGKILL)
            }
            let now = try Data(contentsOf: URL(fileURLWithPath: file))
            let which = now == contents[current] ? "old" : now == contents[1 - current] ? "new" : "torn"
            outcomes[which, default: 0] += 1
            #expect(which != "torn", "round \(round): \(now.count) bytes that are neither version")
            // Killed while the temporary file was open: it is still there, unrenamed.
            if !leftBehind.isEmpty && which == "old" { killedMidWrite += 1 }
            if which == "new" { current = 1 - current }
            // The next daemon replaces the dead one's socket and serves the file it finds.
            daemon = try Daemon(arguments, reusing: phrases, state: .at(state))
            let check = try DaemonClient(path: daemon.socketPath)
            let tag = current == 1 ? "beta" : "alpha"
            #expect(try check.request("open \(tag) project 1999 in coding bridge", timeout: .seconds(30))["status"] as? String == "matched")
            round += 1
        }
        // The kills landed before the rename, after it, and in the middle of writing.
        #expect(outcomes["old", default: 0] > 0 && outcomes["new", default: 0] > 0, "\(outcomes)")
        #expect(killedMidWrite > 0, "no kill landed while the temporary file was written, in \(round) rounds")
        // The phrase folder was never written; temporary files of the killed
        // daemons may remain in the state folder, hidden and never read.
        #expect(try Data(contentsOf: URL(fileURLWithPath: phrases + "/CodingBridge/entities/ProjectEntity.json")) == tracked)
        print("kill -9 during update-entities: \(round) rounds, \(outcomes), \(killedMidWrite) while writing, temporary files left: \(temporaryFiles().count)")
        #expect(try daemon.stop() == 0)
    }

    // MARK: File systems that refuse the write

    /// `unshare` and `mount` work here (root in a mount namespace of its own).
    static let canMount: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["--mount", "--propagation", "private", "--", "/bin/sh", "-c", "mount -t tmpfs -o size=16k tmpfs /mnt"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// Runs the daemon in a mount namespace of its own after `setup`, a
    /// shell command in which `$0` is the phrase folder (and `$0/../state`
    /// the state folder).
    static func inMountNamespace(_ setup: String) -> [String] {
        ["/usr/bin/unshare", "--mount", "--propagation", "private", "--", "/bin/sh", "-c", setup + #" && exec "$@""#]
    }

    /// Sends an update that cannot be saved; checks the error and that the
    /// old index and files stay.
    static func expectRefusedUpdate(_ daemon: Daemon, reason: String) throws {
        let client = try DaemonClient(path: daemon.socketPath)
        let tracked = daemon.phrasesPath + "/CodingBridge/entities/ProjectEntity.json"
        let before = try Data(contentsOf: URL(fileURLWithPath: tracked))
        let saved = daemon.statePath + "/CodingBridge/entities/ProjectEntity.json"
        let savedBefore = try? Data(contentsOf: URL(fileURLWithPath: saved))
        let update = requestLine(["op": "update-entities", "id": "u", "app": "CodingBridge", "entity": "ProjectEntity",
                                  "entities": projects("gamma", count: 2_000)])
        let refused = try client.request(update, timeout: .seconds(20))
        let error = try #require(refused["error"] as? [String: Any])
        #expect(error["code"] as? String == "write-failed")
        #expect((error["message"] as? String)?.contains(reason) == true, "\(error)")
        #expect(daemon.waitForLog("update-entities \"CodingBridge\" \"ProjectEntity\" refused"))
        // The index is unchanged: old values match, new ones do not.
        #expect(try client.request("open recipe app in coding bridge")["status"] as? String == "matched")
        // (An old value may still be heard in it, as "my project" sounds
        // like "gamma project": what matters is that no new value is.)
        let probe = try client.request("open gamma project 5 in coding bridge")
        let project = (probe["parameters"] as? [String: Any])?["project"] as? [String: Any]
        #expect((project?["value"] as? String)?.hasPrefix("/src/gamma-") != true, "\(probe)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: tracked)) == before)
        #expect((try? Data(contentsOf: URL(fileURLWithPath: saved))) == savedBefore)
        // What the daemon sees on disk is still whole: a reload reads it back.
        #expect(try client.request(#"{"op":"reload"}"#)["status"] as? String == "ok")
        #expect(try client.request("open recipe app in coding bridge")["status"] as? String == "matched")
    }

    @Test(.enabled(if: RootOnly.runs(when: canMount), "a read-only folder needs a mount namespace (root, unshare, mount); chmod does not stop root"))
    func readOnlyEntitiesFolderRefusesTheUpdateAndKeepsTheIndex() throws {
        try #require(Self.canMount, Comment(rawValue: RootOnly.missing("a mount namespace (unshare, mount)")))
        let daemon = try Daemon(
            ["--no-dispatch", "--max-line-length", "4194304"],
            launcher: Self.inMountNamespace(
                #"s="$0/../state" && mkdir -p "$s" && mount --bind "$s" "$s" && mount -o remount,bind,ro "$s""#))
        try Self.expectRefusedUpdate(daemon, reason: "read-only")
    }

    @Test(.enabled(if: RootOnly.runs(when: canMount), "a full file system needs a mount namespace (root, unshare, mount) for a tiny tmpfs"))
    func fullDiskRefusesTheUpdateAndKeepsTheIndex() throws {
        try #require(Self.canMount, Comment(rawValue: RootOnly.missing("a mount namespace (unshare, mount)")))
        // A 16 KiB tmpfs does not hold 100 KB of entities.
        let daemon = try Daemon(
            ["--no-dispatch", "--max-line-length", "4194304"],
            launcher: Self.inMountNamespace(#"s="$0/../state" && mkdir -p "$s" && mount -t tmpfs -o size=16k tmpfs "$s""#))
        try Self.expectRefusedUpdate(daemon, reason: "no space left")
    }

    // MARK: The socket path

    @Test func socketPathTakenByAnotherProcessOrALinkIsLeftAlone() throws {
        let folder = "/tmp/pd-" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func start(at path: String) throws -> (status: Int32, output: String) {
            try Daemon.runToExit(["--phrases", Daemon.samplePhrases, "--socket", path, "--no-dispatch"])
        }

        // Another program listens there (not a phrased): refused, and it keeps its socket.
        let foreign = try UnixSocket.listening(at: folder + "/foreign.sock")
        defer { try? foreign.close() }
        let taken = try start(at: folder + "/foreign.sock")
        #expect(taken.status == 1 && taken.output.contains("another process is listening"))
        let probe = try UnixSocket.connecting(to: folder + "/foreign.sock")
        #expect(try foreign.accept() != nil)
        try probe.close()

        // Symbolic links, to a file, to a live socket, or dangling: never followed or replaced.
        try "precious".write(toFile: folder + "/target.txt", atomically: true, encoding: .utf8)
        let links = ["to-file.sock": folder + "/target.txt", "to-socket.sock": folder + "/foreign.sock", "dangling.sock": folder + "/nothing"]
        for (name, target) in links {
            try FileManager.default.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: target)
            let refused = try start(at: folder + "/" + name)
            #expect(refused.status == 1 && refused.output.contains("symbolic link"), "\(name): \(refused.output)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + name) == target)
        }
        #expect(try String(contentsOfFile: folder + "/target.txt", encoding: .utf8) == "precious")
        #expect(!FileManager.default.fileExists(atPath: folder + "/nothing"))

        // A socket nobody answers on (a daemon that died) is replaced.
        let daemon = try Daemon(["--no-dispatch"]) { phrases in
            let stale = try UnixSocket.listening(at: (phrases as NSString).deletingLastPathComponent + "/s.sock")
            try stale.close()
        }
        #expect(try DaemonClient(path: daemon.socketPath).request(#"{"op":"ping"}"#)["status"] as? String == "ok")
        #expect(try daemon.stop() == 0)
    }
}
