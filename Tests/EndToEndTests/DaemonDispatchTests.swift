import Foundation
import Testing

/// Dispatch to handlers (SPEC §7) through the real daemon.
@Suite struct DaemonDispatchTests {
    @Test func captureIdeaHandlerSavesTheIdea() throws {
        let daemon = try Daemon()
        let client = try DaemonClient(path: daemon.socketPath)
        #expect(try client.request("save idea to coding bridge")["status"] as? String == "needs-value")
        let idea = #"try $(rm -rf /) and `x`; "quotes" \ too"#
        let answer = try client.request(idea)
        #expect(answer["status"] as? String == "matched")
        let dispatch = try #require(answer["dispatch"] as? [String: Any])
        #expect(dispatch["dialog"] as? String == "Idea saved!")
        #expect(dispatch["exitCode"] as? Int == 0)
        #expect(dispatch["handler"] as? String == "CaptureIdeaIntent")
        let saved = try String(contentsOfFile: daemon.homePath + "/.local/share/phrasebook/ideas.txt", encoding: .utf8)
        #expect(saved.hasSuffix("\t" + idea + "\n"))

        // Other intents go to handlers/default; dispatch:false runs nothing.
        let open = try client.request("open my project in coding bridge")
        #expect((open["dispatch"] as? [String: Any])?["dialog"] as? String == "Opening my-project.")
        #expect((open["dispatch"] as? [String: Any])?["handler"] as? String == "default")
        let quiet = try client.request(requestLine(["op": "match", "text": "open my project in coding bridge", "dispatch": false]))
        #expect(quiet["status"] as? String == "matched" && quiet["dispatch"] == nil)
    }

    /// `--confirm-below 0.9`: an action less sure than that (a search,
    /// free text at 0.7) is read back and runs on "yes" only; "no" cancels
    /// it; "no, login bug" puts the query right and reads it back again;
    /// another command drops it; a sure one runs at once.
    @Test func anActionLessSureThanConfirmBelowRunsOnlyOnYes() throws {
        let daemon = try Daemon(["--confirm-below", "0.9"])
        let client = try DaemonClient(path: daemon.socketPath)
        let asked = try client.request("search coding bridge for login bug")
        #expect(asked["status"] as? String == "matched" && asked["dispatch"] == nil, "\(asked)")
        #expect(asked["confirm"] as? String == "Search CodingBridge for “login bug”?", "\(asked)")
        let confirmed = try client.request("yes please")
        #expect(confirmed["status"] as? String == "matched" && confirmed["confirm"] == nil, "\(confirmed)")
        #expect((confirmed["dispatch"] as? [String: Any])?["handler"] as? String == "default", "\(confirmed)")

        #expect(try client.request("search coding bridge for login bug")["confirm"] != nil)
        let refused = try client.request("no")
        #expect(refused["status"] as? String == "cancelled" && refused["dispatch"] == nil, "\(refused)")

        // A no and what was meant puts the query right, read back again.
        #expect(try client.request("search coding bridge for london bug")["confirm"] != nil)
        let corrected = try client.request("no, login bug")
        #expect(corrected["confirm"] as? String == "Search CodingBridge for “login bug”?" && corrected["dispatch"] == nil, "\(corrected)")
        let ran = try client.request("yes")
        let query = (ran["parameters"] as? [String: Any])?["query"] as? [String: Any]
        #expect(query?["value"] as? String == "login bug" && ran["dispatch"] != nil, "\(ran)")

        #expect(try client.request("search coding bridge for login bug")["confirm"] != nil)
        let other = try client.request("open my project in coding bridge")
        #expect(other["status"] as? String == "matched" && other["confirm"] == nil, "\(other)")
        #expect((other["dispatch"] as? [String: Any])?["dialog"] as? String == "Opening my-project.", "sure: it runs at once")
        let late = try client.request("yes")
        #expect(late["status"] as? String != "matched", "the read-back was dropped: \(late)")
    }

    /// `"confirmBelow"` on a request: a voice frontend asks for read-backs
    /// on a daemon started without `--confirm-below`, whose typed clients
    /// run the same search at once; the plain line after it answers as
    /// after the daemon's own. A request may ask for none on a daemon that
    /// reads back.
    @Test func aRequestAsksForItsOwnReadBack() throws {
        let daemon = try Daemon()
        let voice = try DaemonClient(path: daemon.socketPath)
        let search: [String: Any] = ["op": "match", "text": "search coding bridge for login bug", "confirmBelow": 0.9]
        let asked = try voice.request(requestLine(search))
        #expect(asked["confirm"] as? String == "Search CodingBridge for “login bug”?" && asked["dispatch"] == nil, "\(asked)")
        let typed = try DaemonClient(path: daemon.socketPath)
        let atOnce = try typed.request("search coding bridge for login bug")
        #expect(atOnce["confirm"] == nil && (atOnce["dispatch"] as? [String: Any])?["handler"] as? String == "default", "\(atOnce)")
        let confirmed = try voice.request("yes please")
        #expect((confirmed["dispatch"] as? [String: Any])?["handler"] as? String == "default", "\(confirmed)")

        let reading = try Daemon(["--confirm-below", "0.9"])
        let client = try DaemonClient(path: reading.socketPath)
        var none = search
        none["confirmBelow"] = 0
        let runs = try client.request(requestLine(none))
        #expect(runs["confirm"] == nil && runs["dispatch"] != nil, "\(runs)")
        #expect(try client.request("search coding bridge for login bug")["confirm"] != nil)
    }

    @Test func handlerGetsTheResultAndACleanEnvironment() throws {
        let daemon = try Daemon(environment: ["SECRET_TOKEN": "hunter2"]) { phrases in
            try writeScript(phrases + "/Landmarks/handlers/OpenLandmarkIntent", """
                env | sort > "$HOME/env.txt"
                cat > "$HOME/stdin.json"
                echo "Opening $PHRASE_PARAM_TARGET"
                echo "second line"
                """)
        }
        let client = try DaemonClient(path: daemon.socketPath)
        let response = try client.request(#"{"op":"match","text":"open niagara falls in landmarks","id":5}"#)
        #expect((response["dispatch"] as? [String: Any])?["dialog"] as? String == "Opening niagara-falls")
        let environment = try String(contentsOfFile: daemon.homePath + "/env.txt", encoding: .utf8)
        #expect(environment.contains("PHRASE_APP=Landmarks\n"))
        #expect(environment.contains("PHRASE_INTENT=OpenLandmarkIntent\n"))
        #expect(environment.contains("PHRASE_PARAM_TARGET=niagara-falls\n"))
        #expect(environment.contains("PHRASE_TITLE_TARGET=Niagara Falls\n"))
        #expect(environment.contains("HOME=\(daemon.homePath)\n"))
        #expect(!environment.contains("SECRET_TOKEN"))
        let input = try DaemonClient.decode(String(contentsOfFile: daemon.homePath + "/stdin.json", encoding: .utf8))
        #expect(input["intent"] as? String == "OpenLandmarkIntent")
        #expect(input["status"] as? String == "matched")
    }

    /// A failing handler is reported; one that hangs holds up its own
    /// connection only: another client is answered while it still runs
    /// (it cannot end before the test lets it); and a handler that overruns
    /// its time limit is killed and reported.
    @Test func failingAndHangingHandlersAreReportedAndBlockNobody() throws {
        let daemon = try Daemon(["--handler-timeout", "60"]) { phrases in
            try writeScript(phrases + "/Landmarks/handlers/OpenLandmarkIntent", "echo 'cannot open' >&2\nexit 3")
            // Hangs until the test writes a line to $HOME/release.
            try writeScript(phrases + "/Landmarks/handlers/default", "echo $$ > \"$HOME/hanging.pid\"\necho 'working on it'\nread line < \"$HOME/release\"")
        }
        #expect(mkfifo(daemon.homePath + "/release", 0o600) == 0)
        let client = try DaemonClient(path: daemon.socketPath)
        let failed = try client.request("open niagara falls in landmarks")
        #expect(failed["status"] as? String == "matched")
        let failure = try #require(failed["dispatch"] as? [String: Any])
        #expect(failure["exitCode"] as? Int == 3)
        #expect((failure["error"] as? String)?.contains("exited with status 3") == true)

        // A hanging handler: its client waits, others do not.
        try client.send("find the closest landmark in landmarks")
        let pidFile = daemon.homePath + "/hanging.pid"
        #expect(daemon.waitForFile(pidFile))
        let other = try DaemonClient(path: daemon.socketPath)
        #expect(try other.request(#"{"op":"ping"}"#)["status"] as? String == "ok")
        #expect(try other.request("open my project in coding bridge")["status"] as? String == "matched")
        // Answered while the handler still hangs, its own client still waiting.
        let pid = try #require(Int32((try String(contentsOfFile: pidFile, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, 0) == 0, "the handler has ended")
        #expect((try? client.readLine(timeout: .milliseconds(100))) == nil)
        // Let it go: the answer comes, with the handler's dialog.
        try "go\n".write(toFile: daemon.homePath + "/release", atomically: false, encoding: .utf8)
        let released = try #require(try client.readResponse(timeout: .seconds(60))["dispatch"] as? [String: Any])
        #expect(released["dialog"] as? String == "working on it" && released["exitCode"] as? Int == 0, "\(released)")
        #expect(try client.request(#"{"op":"ping"}"#)["status"] as? String == "ok")
    }

    @Test func aHandlerOverItsTimeLimitIsKilledAndReported() throws {
        let daemon = try Daemon(["--handler-timeout", "1"]) { phrases in
            try writeScript(phrases + "/Landmarks/handlers/default", "echo 'working on it'\nexec sleep 300")
        }
        let client = try DaemonClient(path: daemon.socketPath)
        let started = ContinuousClock.now
        let hung = try client.request("find the closest landmark in landmarks", timeout: .seconds(120))
        let report = try #require(hung["dispatch"] as? [String: Any])
        #expect(report["timedOut"] as? Bool == true)
        #expect(report["dialog"] as? String == "working on it")
        #expect((report["error"] as? String)?.contains("timed out") == true, "\(report)")
        // Not before its limit.
        #expect(ContinuousClock.now - started >= .milliseconds(950))
        #expect((report["durationMs"] as? Int ?? 0) >= 950, "\(report)")
        // And the connection goes on.
        #expect(try client.request(#"{"op":"ping"}"#)["status"] as? String == "ok")
    }
}
