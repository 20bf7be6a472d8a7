import Foundation
import PhraseTestSupport
import Testing

/// What `phrased` promises about who may connect and what client text can
/// do (Docs/security.md lists each promise with its test).
@Suite struct DaemonSecurityTests {
    /// Whether a second user can be made: root, `useradd`, `userdel` and `setpriv`.
    static let canAddUsers =
        getuid() == 0 && ["/usr/sbin/useradd", "/usr/sbin/userdel", "/usr/bin/setpriv"].allSatisfy(FileManager.default.isExecutableFile)

    /// Runs `body` with a system user of its own, made with `useradd` under
    /// a name no one else uses and removed with `userdel` afterwards,
    /// whatever `body` does.
    static func withSecondUser<Result>(_ body: (_ user: (uid: UInt32, gid: UInt32)) throws -> Result) throws -> Result {
        let name = "pbtest-" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
        let added = try ProcessRunner.run("/usr/sbin/useradd", ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", name])
        try #require(added.status == 0, "useradd \(name): \(added.stderr)")
        defer {
            let removed = try? ProcessRunner.run("/usr/sbin/userdel", [name])
            #expect(removed?.status == 0, "userdel \(name): \(removed?.stderr ?? "did not run")")
            #expect(getpwnam(name) == nil, "\(name) is still there")
        }
        let entry = try #require(getpwnam(name))
        return try body((entry.pointee.pw_uid, entry.pointee.pw_gid))
    }

    @Test(.enabled(if: RootOnly.runs(when: canAddUsers), "a second user needs root, useradd, userdel and setpriv"))
    func anotherUserIsKeptOutBySocketModeAndByPeerCredentials() throws {
        try #require(Self.canAddUsers, Comment(rawValue: RootOnly.missing("making a user (useradd, userdel, setpriv)")))
        try Self.withSecondUser(Self.expectKeptOut)
    }

    /// The checks of the test above, for `user`.
    static func expectKeptOut(_ user: (uid: UInt32, gid: UInt32)) throws {
        func ping(_ daemon: Daemon) throws -> (status: Int32, output: String) {
            // The folder must be searchable for the socket's own mode to decide.
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: daemon.folder)
            return try Daemon.run("phrase", ["send", "--json", "--socket", daemon.socketPath, #"{"op":"ping"}"#], asUser: user.uid, group: user.gid)
        }
        // Mode 0600: the kernel refuses the connection; the daemon never sees it.
        let daemon = try Daemon(["--no-dispatch"])
        let refused = try ping(daemon)
        #expect(refused.status != 0 && refused.output.contains("Permission denied"), "\(refused)")
        #expect(try daemon.statistic(["connections", "refused"]) == 0)

        // Mode 0666: the connection reaches the daemon, which checks SO_PEERCRED.
        let open = try Daemon(["--no-dispatch", "--socket-mode", "0666"])
        let notAllowed = try ping(open)
        #expect(notAllowed.output.contains("\"not-allowed\""), "\(notAllowed)")
        #expect(open.waitForLog("refused a connection from uid=\(user.uid)"))
        #expect(try open.statistic(["connections", "refused"]) == 1)

        // On the allow-list: served.
        let allowing = try Daemon(["--no-dispatch", "--socket-mode", "0666", "--allow-uid", "\(user.uid)"])
        #expect(try ping(allowing).output.contains(#""status":"ok""#))
    }

    @Test func utteranceTextReachesAHandlerOnlyAsDataWithoutAShell() throws {
        let marker = "/tmp/pd-pwned-" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
        let daemon = try Daemon(environment: ["SECRET_TOKEN": "hunter2", "LD_PRELOAD": "/nonexistent.so"]) { phrases in
            // Every CodingBridge intent goes to this recorder.
            try FileManager.default.removeItem(atPath: phrases + "/CodingBridge/handlers/CaptureIdeaIntent")
            try writeScript(phrases + "/CodingBridge/handlers/default", #"""
                out="$HOME/run-$(cat /proc/sys/kernel/random/uuid)"
                mkdir "$out"
                printf '%s' "$#" > "$out/argc"
                printf '%s' "$0" > "$out/argv0"
                cat "/proc/$PPID/comm" > "$out/parent"
                printf '%s' "$PHRASE_TITLE_IDEA$PHRASE_TITLE_QUERY" > "$out/value"
                env > "$out/env"
                cat > "$out/stdin"
                echo ok
                """#)
        }
        let handler = daemon.phrasesPath + "/CodingBridge/handlers/default"
        let client = try DaemonClient(path: daemon.socketPath)
        // A String parameter's title is the answer as said: shell syntax, paths and escapes intact (its value, the words).
        let payloads = [
            "$(touch \(marker))", "`touch \(marker)`", "x; touch \(marker); echo", "x && touch \(marker) || true",
            "../../../../\(marker)", "x' \"$SECRET_TOKEN\" '", "\u{1B}[31mred\u{1B}[0m \u{7}done",
        ]
        var values: [String] = []
        for payload in payloads {
            #expect(try client.request("save idea to coding bridge")["status"] as? String == "needs-value")
            let response = try client.request(payload)
            let idea = (response["parameters"] as? [String: Any])?["idea"] as? [String: Any]
            #expect(idea?["title"] as? String == payload, "\(response)")
            #expect((response["dispatch"] as? [String: Any])?["dialog"] as? String == "ok", "\(response)")
            values.append(payload)
        }
        // A newline inside a JSON request's text (free text is normalised; whatever comes out is data).
        let search = try client.request(requestLine(["op": "match", "text": "search codingbridge for a\ntouch \(marker)"]))
        #expect((search["dispatch"] as? [String: Any])?["dialog"] as? String == "ok", "\(search)")
        if let query = ((search["parameters"] as? [String: Any])?["query"] as? [String: Any])?["title"] as? String { values.append(query) }

        let runs = try FileManager.default.contentsOfDirectory(atPath: daemon.homePath).filter { $0.hasPrefix("run-") }
        #expect(runs.count == payloads.count + 1)
        var seen: [String] = []
        for run in runs {
            func read(_ name: String) throws -> String { try String(contentsOfFile: "\(daemon.homePath)/\(run)/\(name)", encoding: .utf8) }
            #expect(try read("argc") == "0")  // no arguments at all
            #expect(try read("argv0") == handler)
            #expect(try read("parent") == "phrased\n")  // started by the daemon itself, not through a shell
            let environment = try read("env")
            let names = environment.split(separator: "\n").map { $0.prefix { $0 != "=" } }
            #expect(!names.contains("SECRET_TOKEN") && !names.contains("LD_PRELOAD") && !environment.contains("hunter2"))
            // The title arrives byte for byte, in the environment and on standard input.
            let input = try DaemonClient.decode(read("stdin"))
            let parameters = input["parameters"] as? [String: Any]
            let fromInput = ((parameters?["idea"] ?? parameters?["query"]) as? [String: Any])?["title"] as? String
            #expect(fromInput == (try read("value")))
            seen.append(try read("value"))
        }
        #expect(seen.sorted() == values.sorted())
        #expect(!FileManager.default.fileExists(atPath: marker))
        // Names never become paths: an app named like one is unknown.
        let app = try client.request(requestLine(["op": "match", "text": "x", "app": "../../etc/passwd"]))
        #expect((app["error"] as? [String: Any])?["code"] as? String == "unknown-app")
    }

    @Test func logLinesEscapeControlCharactersFromClients() throws {
        let daemon = try Daemon { phrases in
            try writeScript(phrases + "/Landmarks/handlers/default", #"printf 'bad\033[2J\nnext\n' >&2; exit 1"#)
        }
        let client = try DaemonClient(path: daemon.socketPath)
        let forged = "\n2099-01-01T00:00:00.000Z phrased[1]: error: forged"
        _ = try client.request(requestLine(["op": "match", "text": "\u{1B}[31mred" + forged, "dispatch": false]))
        _ = try client.request(requestLine(["op": "x" + forged]))  // unknown op, named in the log
        _ = try client.request(requestLine(["op": "update-entities", "app": "Nope" + forged, "entity": "E" + forged, "entities": []]))
        _ = try client.request(requestLine(["op": "match", "text": "x", "app": "\u{1B}]0;title\u{7}" + forged]))
        _ = try client.request("find the closest landmark in landmarks")  // the handler writes escapes to stderr
        #expect(daemon.waitForLog("handler default exited with status 1"))
        _ = try client.request(#"{"op":"ping"}"#)
        let log = daemon.log
        #expect(!log.utf8.contains(0x1B) && !log.utf8.contains(0x07))
        #expect(!log.split(separator: "\n").contains { $0.hasPrefix("2099-") })
        #expect(log.contains(#"\u{1B}[31mred\n2099-01-01"#))
        #expect(log.contains(#""bad\u{1B}[2J""#))
        #expect(log.contains(#"unknown op "x\n2099-01-01"#))
    }

    @Test func handlersRunUnderResourceLimits() throws {
        let daemon = try Daemon(["--handler-timeout", "20"]) { phrases in
            try writeScript(phrases + "/Landmarks/handlers/OpenLandmarkIntent", #"echo "$(ulimit -n) $(ulimit -t) $(ulimit -d)""#)
            // Wants 768 MiB: more than the 512 MiB data limit (and if the
            // limit failed, it would stop there rather than take the machine).
            try writeScript(phrases + "/Landmarks/handlers/default", #"""
                exec awk 'BEGIN { s = "x"; while (length(s) < 768 * 1024 * 1024) s = s s; print "allocated" }'
                """#)
        }
        let client = try DaemonClient(path: daemon.socketPath)
        let limits = try client.request("open niagara falls in landmarks")
        // 256 open files, 10 s of CPU, 512 MiB of data (in KiB).
        #expect((limits["dispatch"] as? [String: Any])?["dialog"] as? String == "256 10 524288")
        let greedy = try client.request("find the closest landmark in landmarks", timeout: .seconds(25))
        let report = try #require(greedy["dispatch"] as? [String: Any])
        #expect(report["dialog"] as? String != "allocated")
        #expect(report["exitCode"] as? Int != 0)
        #expect(report["timedOut"] == nil)
    }
}
