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
        #expect(environment.contains("HOME=\(daemon.homePath)\n"))
        #expect(!environment.contains("SECRET_TOKEN"))
        let input = try DaemonClient.decode(String(contentsOfFile: daemon.homePath + "/stdin.json", encoding: .utf8))
        #expect(input["intent"] as? String == "OpenLandmarkIntent")
        #expect(input["status"] as? String == "matched")
    }

    @Test func failingAndHangingHandlersAreReportedAndBlockNobody() throws {
        let daemon = try Daemon(["--handler-timeout", "1.5"]) { phrases in
            try writeScript(phrases + "/Landmarks/handlers/OpenLandmarkIntent", "echo 'cannot open' >&2\nexit 3")
            try writeScript(phrases + "/Landmarks/handlers/default", "echo 'working on it'\nexec sleep 30")
        }
        let client = try DaemonClient(path: daemon.socketPath)
        let failed = try client.request("open niagara falls in landmarks")
        #expect(failed["status"] as? String == "matched")
        let failure = try #require(failed["dispatch"] as? [String: Any])
        #expect(failure["exitCode"] as? Int == 3)
        #expect((failure["error"] as? String)?.contains("exited with status 3") == true)

        // A hanging handler: its client waits for the time limit, others do not.
        let started = ContinuousClock.now
        try client.send("find the closest landmark in landmarks")
        let other = try DaemonClient(path: daemon.socketPath)
        #expect(try other.request(#"{"op":"ping"}"#)["status"] as? String == "ok")
        #expect(try other.request("open my project in coding bridge", timeout: .seconds(2))["status"] as? String == "matched")
        #expect(ContinuousClock.now - started < .milliseconds(1200))
        let hung = try client.readResponse(timeout: .seconds(5))
        let elapsed = ContinuousClock.now - started
        let report = try #require(hung["dispatch"] as? [String: Any])
        #expect(report["timedOut"] as? Bool == true)
        #expect(report["dialog"] as? String == "working on it")
        #expect((report["error"] as? String)?.contains("timed out") == true)
        #expect(elapsed >= .milliseconds(1450) && elapsed < .seconds(4))
        // And the connection goes on.
        #expect(try client.request(#"{"op":"ping"}"#)["status"] as? String == "ok")
    }
}
