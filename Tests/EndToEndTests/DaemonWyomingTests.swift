import Foundation
import PhraseSystem
import Testing

/// Wyoming on the real `phrased` (SPEC §9, Docs/wyoming.md), driven by a
/// client of our own: every event, conversations across connections,
/// handlers, bad input, and the socket's limits.
@Suite struct DaemonWyomingTests {
    /// A daemon serving Wyoming on a TCP port of the system's choosing and
    /// on `<folder>/w.sock`.
    static func daemon(_ arguments: [String] = [], prepare: (String) throws -> Void = { _ in }) throws -> (Daemon, UInt16) {
        let daemon = try Daemon(["--wyoming", "tcp://127.0.0.1:0", "--wyoming", "unix://$FOLDER/w.sock"] + arguments, prepare: prepare)
        guard let port = daemon.wyomingPort else { throw Daemon.Failure(description: "no Wyoming port in the log:\n\(daemon.log)") }
        return (daemon, port)
    }

    @Test func everyEventOverTCPAndTheUnixSocket() throws {
        let (daemon, port) = try Self.daemon()
        let unixPath = daemon.folder + "/w.sock"
        #expect(daemon.log.contains("listening for Wyoming on unix://"))
        for client in [{ try WyomingClient(port: port) }, { try WyomingClient(path: unixPath) }] {
            let info = try client().request("describe")
            #expect(info.type == "info")
            // `intent` only on request: Home Assistant takes it for home control.
            #expect((info.data["intent"] as? [Any])?.isEmpty == true, "\(info.data)")
            for key in ["handle"] {
                let program = try #require((info.data[key] as? [[String: Any]])?.first)
                #expect(program["name"] as? String == "Phrasebook" && program["installed"] as? Bool == true)
                let models = try #require(program["models"] as? [[String: Any]])
                #expect(models.compactMap { $0["name"] as? String } == ["Calm", "CodingBridge", "Daily Byte", "Diver", "Landmarks"])
                // Each app's source language, then its translations (Calm's String Catalog).
                #expect(models.map { $0["languages"] as? [String] ?? [] } == [["en", "de", "fr"], ["en"], ["en"], ["en"], ["en"]])
            }

            // Home Assistant's pipeline language picks the phrases.
            let german = try client().request("recognize", ["text": "hilf mir, mit calm einzuschlafen", "language": "de-DE"])
            #expect(german.type == "intent", "\(german.data)")
            #expect(german.data["name"] as? String == "StartMeditationIntent", "\(german.data)")
            let swedish = try client().request("recognize", ["text": "hej", "language": "sv"])
            #expect(swedish.type == "not-recognized", "\(swedish.data)")
            #expect((swedish.data["text"] as? String)?.hasPrefix("no phrases in locale 'sv'") == true, "\(swedish.data)")

            let handled = try client().request("transcript", ["text": "open my project in coding bridge", "language": "en"])
            #expect(handled.type == "handled")
            #expect(handled.text == "Opening my-project.")
            let result = try #require(handled.data["phrasebook"] as? [String: Any])
            #expect(result["intent"] as? String == "OpenProjectIntent")
            #expect((result["dispatch"] as? [String: Any])?["exitCode"] as? Int == 0)

            let intent = try client().request("recognize", ["text": "open niagara falls in landmarks"])
            #expect(intent.type == "intent")
            #expect(intent.data["name"] as? String == "OpenLandmarkIntent")
            #expect(intent.data["entities"] as? [[String: String]] == [["name": "target", "value": "niagara-falls"]])
            #expect(intent.text == "Open Landmark")

            let pong = try client().request("ping", ["text": "hello"])
            #expect(pong.type == "pong" && pong.text == "hello")
        }
        #expect(try daemon.statistic(["requests", "byOp", "transcript"]) == 2)
        #expect(try daemon.statistic(["requests", "byOp", "describe"]) == 2)
    }

    @Test func whatIsNotHandledSaysWhy() throws {
        let (daemon, port) = try Self.daemon(["--no-dispatch"])
        defer { withExtendedLifetime(daemon) {} }  // serving until the test ends
        func transcript(_ text: String) throws -> WyomingClient.Event {
            try WyomingClient(port: port).request("transcript", ["text": text])
        }
        let noMatch = try transcript("what time is it")
        #expect(noMatch.type == "not-handled" && noMatch.text == "No shortcut matches that.")
        let rejected = try transcript("stop meditation in calm")
        #expect(rejected.type == "not-handled")
        #expect(rejected.text == "Calm does not do that: it matches the negative phrase “Stop meditation”.")
        let ambiguous = try transcript("open website in codingbridge")
        #expect(ambiguous.type == "not-handled")
        #expect(ambiguous.text == "Did you mean Open Project with personal website, or Open Project with acme website?", "\(ambiguous)")
        // No handler runs: the shortcut's title is the answer.
        let matched = try transcript("open niagara falls in landmarks")
        #expect(matched.type == "handled" && matched.text == "Open Landmark")
        let notRecognized = try WyomingClient(port: port).request("recognize", ["text": "what time is it"])
        #expect(notRecognized.type == "not-recognized" && notRecognized.text == "No shortcut matches that.")
        // A recogniser's n-best list.
        let hypotheses = try WyomingClient(port: port).request(
            "transcript", ["text": "a comparison landmarks", "hypotheses": ["a comparison landmarks", "open pier 39 in landmarks"]])
        #expect(hypotheses.type == "handled")
        #expect((hypotheses.data["phrasebook"] as? [String: Any])?["hypothesis"] as? Int == 1)
    }

    @Test func aQuestionIsAnsweredByTheNextTranscriptOfItsConversationOnAnyConnection() throws {
        let (daemon, port) = try Self.daemon(["--pass-env", "XDG_DATA_HOME"])
        let context: [String: Any] = ["conversation_id": "01JCONVERSATION", "device_id": "kitchen"]
        let asked = try WyomingClient(port: port).request("transcript", ["text": "save idea to coding bridge", "context": context])
        #expect(asked.type == "handled" && asked.text == "What's your idea?")
        #expect((asked.data["context"] as? [String: Any])?["conversation_id"] as? String == "01JCONVERSATION")

        // Another conversation, meanwhile, is its own.
        let other = try WyomingClient(port: port).request(
            "transcript", ["text": "buy more milk", "context": ["conversation_id": "someone-else"]])
        #expect(other.type == "not-handled")

        let unixClient = try WyomingClient(path: daemon.folder + "/w.sock")
        let answered = try unixClient.request("transcript", ["text": "Buy more milk", "context": context])
        #expect(answered.type == "handled" && answered.text == "Idea saved!")
        let result = try #require(answered.data["phrasebook"] as? [String: Any])
        #expect(((result["parameters"] as? [String: Any])?["idea"] as? [String: Any])?["title"] as? String == "Buy more milk")
        let ideas = try String(contentsOfFile: daemon.homePath + "/.local/share/phrasebook/ideas.txt", encoding: .utf8)
        #expect(ideas.hasSuffix("\tBuy more milk\n"))

        // Answered: the next transcript of the conversation is matched anew.
        let after = try WyomingClient(port: port).request("transcript", ["text": "Buy more milk", "context": context])
        #expect(after.type == "not-handled")
    }

    /// `--confirm-below 0.9`: a search (free text, 0.7) is read back as a
    /// question, runs nothing, and runs on the conversation's next
    /// transcript saying yes; no cancels it. An idea given as the answer to
    /// "What's your idea?" is read back the same way, and "no, …" puts it right.
    @Test func anUnsureActionIsReadBackAndRunsOnTheNextTranscriptsYes() throws {
        let (daemon, port) = try Self.daemon(["--confirm-below", "0.9"])
        defer { withExtendedLifetime(daemon) {} }
        let context: [String: Any] = ["conversation_id": "01JCONFIRM"]
        func say(_ text: String) throws -> WyomingClient.Event {
            try WyomingClient(port: port).request("transcript", ["text": text, "context": context])
        }
        let asked = try say("search coding bridge for login bug")
        #expect(asked.type == "handled" && asked.text == "Search CodingBridge for “login bug”?", "\(asked.text ?? "")")
        #expect((asked.data["phrasebook"] as? [String: Any])?["dispatch"] == nil)
        let confirmed = try say("yes")
        let result = try #require(confirmed.data["phrasebook"] as? [String: Any])
        #expect(confirmed.type == "handled" && (result["dispatch"] as? [String: Any])?["handler"] as? String == "default", "\(result)")

        #expect(try say("search coding bridge for login bug").text == "Search CodingBridge for “login bug”?")
        let refused = try say("no")
        #expect((refused.data["phrasebook"] as? [String: Any])?["status"] as? String == "cancelled")
        #expect(refused.text == "Cancelled.")

        // An answer to a question completes an action as unsure: read back
        // too; a no and what was meant puts the idea right.
        #expect(try say("save idea to coding bridge").text == "What's your idea?")
        let idea = try say("buy more silk")
        #expect(idea.type == "handled" && idea.text == "Save idea to CodingBridge: “buy more silk”?", "\(idea.text ?? "")")
        let corrected = try say("No, buy more milk.")
        #expect(corrected.text == "Save idea to CodingBridge: “buy more milk.”?", "\(corrected.text ?? "")")
        #expect(try say("yes").text == "Idea saved!")
        #expect(try String(contentsOfFile: daemon.homePath + "/.local/share/phrasebook/ideas.txt", encoding: .utf8).hasSuffix("\tbuy more milk.\n"))
    }

    /// Home Assistant up to 2025.6 sends neither a conversation id nor a
    /// language, and opens a connection for every utterance.
    @Test func withoutAConversationIDTheQuestionWaitsForTheSameClientAndEveryLanguageIsRead() throws {
        let (daemon, port) = try Self.daemon([]) { phrases in
            // A handler told the language it was read in answers in it.
            try writeScript(phrases + "/Calm/handlers/default", #"[ "$PHRASE_LOCALE" = de ] && echo 'Gute Nacht.' || echo "($PHRASE_LOCALE)""#)
        }
        func say(_ text: String, _ extra: [String: Any] = [:]) throws -> WyomingClient.Event {
            try WyomingClient(port: port).request("transcript", ["text": text].merging(extra) { $1 })
        }
        #expect(daemon.log.contains("matched in every language of the phrases (de, en, fr), answered in the one that reads it"), "\(daemon.log)")
        #expect(try say("save idea to coding bridge").text == "What's your idea?")
        let answered = try say("Buy more milk")
        #expect(answered.type == "handled" && answered.text == "Idea saved!", "\(answered)")
        #expect(try String(contentsOfFile: daemon.homePath + "/.local/share/phrasebook/ideas.txt", encoding: .utf8).hasSuffix("\tBuy more milk\n"))

        // A satellite's question is the satellite's, whatever carries it.
        let kitchen = ["context": ["satellite_id": "assist_satellite.kitchen"]]
        #expect(try say("save idea to coding bridge", kitchen).text == "What's your idea?")
        #expect(try say("water the plants").type == "not-handled")
        #expect(try WyomingClient(path: daemon.folder + "/w.sock").request("transcript", ["text": "water the plants"].merging(kitchen) { $1 }).text == "Idea saved!")

        // German, no language said: read in German, answered in it.
        let german = try say("starte schlafmeditation in calm")
        #expect(german.type == "handled" && german.text == "Gute Nacht.", "\(german)")
        #expect((german.data["phrasebook"] as? [String: Any])?["shortcut"] as? String == "Schlafmeditation", "\(german)")
        #expect(try say("open niagara falls in landmarks").type == "handled")
        #expect(try daemon.statistic(["requests", "byLocale", "de"]) == 1)
        #expect(try daemon.statistic(["requests", "byLocale", "en"]) ?? 0 >= 3)
        #expect(daemon.waitForLog("meditationType=\"sleep\" duration=\"20\" [1.0] (de)"), "\(daemon.log)")
    }

    @Test func questionsForTheConnectionOnlyAndALanguageForTheListenerWhenAsked() throws {
        let (daemon, port) = try Self.daemon(["--question-scope", "connection", "--language", "de", "--wyoming-programs", "handle,intent"])
        defer { withExtendedLifetime(daemon) {} }  // serving until the test ends
        func say(_ text: String) throws -> WyomingClient.Event {
            try WyomingClient(port: port).request("transcript", ["text": text])
        }
        #expect(daemon.log.contains("Wyoming: a transcript without a language is read in de (--language)"), "\(daemon.log)")
        let info = try WyomingClient(port: port).request("describe")
        #expect((info.data["intent"] as? [[String: Any]])?.first?["name"] as? String == "Phrasebook")
        // Read in German only: apps without German are left out.
        #expect(try say("hilf mir, mit calm einzuschlafen").text == "Schlafmeditation")
        #expect(try say("open niagara falls in landmarks").type == "not-handled")
        // Without a conversation id the next connection does not answer.
        #expect(try WyomingClient(port: port).request("transcript", ["text": "save idea to coding bridge", "language": "en"]).text == "What's your idea?")
        #expect(try WyomingClient(port: port).request("transcript", ["text": "buy more milk", "language": "en"]).type == "not-handled")

        let (swedish, _) = try Self.daemon(["--language", "sv"])
        #expect(swedish.log.contains("warning: --language sv: no phrases in locale 'sv'"), "\(swedish.log)")
    }

    /// Siri's ways out of a question, a connection a turn: "never mind"
    /// cancels it, and a phrase said exactly is its own command.
    @Test func aQuestionIsCancelledOrLeftForACommandOnAnyConnection() throws {
        let (daemon, port) = try Self.daemon([])
        let context = ["conversation_id": "01JCANCEL"]
        func say(_ text: String) throws -> WyomingClient.Event {
            try WyomingClient(port: port).request("transcript", ["text": text, "context": context])
        }
        #expect(try say("save idea to coding bridge").text == "What's your idea?")
        let cancelled = try say("never mind")
        #expect(cancelled.type == "handled" && cancelled.text == "Cancelled.", "\(cancelled)")
        #expect((cancelled.data["phrasebook"] as? [String: Any])?["status"] as? String == "cancelled")
        #expect(try say("buy more milk").type == "not-handled")
        #expect(try say("save idea to coding bridge").text == "What's your idea?")
        let command = try say("open my project in coding bridge")
        #expect(command.type == "handled" && command.text == "Opening my-project.", "\(command)")
        #expect(try say("buy more milk").type == "not-handled")
        #expect(!FileManager.default.fileExists(atPath: daemon.homePath + "/.local/share/phrasebook/ideas.txt"))
    }

    @Test func questionsExpire() throws {
        let (daemon, port) = try Self.daemon(["--no-dispatch", "--question-timeout", "0.2"])
        defer { withExtendedLifetime(daemon) {} }  // serving until the test ends
        let context = ["conversation_id": "c"]
        #expect(try WyomingClient(port: port).request("transcript", ["text": "save idea to coding bridge", "context": context]).type == "handled")
        Thread.sleep(forTimeInterval: 0.4)
        let late = try WyomingClient(port: port).request("transcript", ["text": "buy more milk", "context": context])
        #expect(late.type == "not-handled" && late.text == "No shortcut matches that.")
    }

    @Test func failingAndHangingHandlersAreNotHandledWithTheReason() throws {
        let (daemon, port) = try Self.daemon(["--handler-timeout", "0.3"]) { phrases in
            try writeScript(phrases + "/Landmarks/handlers/OpenLandmarkIntent", "echo 'cannot open' >&2; exit 3")
            try writeScript(phrases + "/Calm/handlers/default", "sleep 5")
        }
        defer { withExtendedLifetime(daemon) {} }  // serving until the test ends
        let failed = try WyomingClient(port: port).request("transcript", ["text": "open niagara falls in landmarks"])
        #expect(failed.type == "not-handled")
        #expect(failed.text == "Open Landmark failed: handler OpenLandmarkIntent exited with status 3.")
        let hung = try WyomingClient(port: port).request("transcript", ["text": "start meditation in calm"])
        #expect(hung.type == "not-handled")
        #expect(hung.text?.contains("timed out") == true)
    }

    @Test func badInputIsAnErrorForThatConnectionAlone() throws {
        let (daemon, port) = try Self.daemon(["--max-line-length", "1024", "--no-dispatch"])
        let bystander = try WyomingClient(port: port)
        #expect(try bystander.request("describe").type == "info")

        // Events it can read past: an error each, and the connection goes on.
        let client = try WyomingClient(port: port)
        let unknown = try client.request("synthesize", ["text": "hello"])
        #expect(unknown.type == "error" && unknown.data["code"] as? String == "unknown-event")
        try client.send("audio-start", ["rate": 16000, "width": 2, "channels": 1])
        let audio = try client.readEvent()
        #expect(audio.type == "error" && audio.data["code"] as? String == "audio-not-accepted")
        for _ in 0..<20 { try client.send("audio-chunk", ["rate": 16000, "width": 2, "channels": 1], payload: Array(repeating: 7, count: 1000)) }
        try client.send("audio-stop")
        let missingText = try client.request("transcript", ["context": [:] as [String: Any]])
        #expect(missingText.type == "error" && missingText.data["code"] as? String == "invalid-event")
        #expect(try client.request("transcript", ["text": "open niagara falls in landmarks"]).type == "handled")

        // Events it cannot read past: an error, then the connection closes.
        let badHeaders: [[UInt8]] = [
            Array("this is not json\n".utf8),
            Array(#"{"type":"transcript","data_length":-4}"#.utf8) + [10],
            Array(#"{"type":"transcript","data_length":5000}"#.utf8) + [10],
            Array(#"{"type":"audio-chunk","payload_length":100000}"#.utf8) + [10],
            Array(("{\"type\":\"" + String(repeating: "x", count: 2000) + "\"}\n").utf8),
            [0xFF, 0xFE, 10],
        ]
        for bytes in badHeaders {
            let lost = try WyomingClient(port: port)
            try lost.send(bytes: bytes + WyomingClient.encode("describe") + Array(repeating: 0x41, count: 3000))
            let error = try lost.readEvent()
            #expect(error.type == "error", "\(bytes.prefix(40))")
            #expect(["invalid-header", "event-too-large"].contains(error.data["code"] as? String ?? ""))
            #expect(lost.waitForClose(), "closed after the error")
        }
        // A stream cut inside an event.
        let cut = try WyomingClient(port: port)
        try cut.send(bytes: Array(#"{"type":"transcript","data_length":40}"#.utf8) + [10] + Array(#"{"text":"#.utf8))
        try cut.socket.shutdownWriting()
        let truncated = try cut.readEvent()
        #expect(truncated.type == "error" && truncated.data["code"] as? String == "truncated-event")
        #expect(cut.waitForClose())

        #expect(try bystander.request("describe").type == "info")
        #expect(daemon.log.contains("bad request: invalid-header"))
        #expect(daemon.log.contains("closed: after a request it could not read past"))
    }

    @Test func theSocketsLimitsHold() throws {
        let (daemon, port) = try Self.daemon(["--max-connections", "2", "--idle-timeout", "1", "--no-dispatch"])
        // An idle Wyoming connection is closed like a socket one.
        let idle = try WyomingClient(port: port)
        #expect(try idle.request("describe").type == "info")
        #expect(idle.waitForClose(timeout: .seconds(10)))
        #expect(daemon.waitForLog("idle for"))

        // Wyoming's connections and the socket's share the limit; at the limit
        // the one idle longest is closed to admit a newcomer.
        let first = try WyomingClient(port: port)
        #expect(try first.request("describe").type == "info")
        let control = try DaemonClient(path: daemon.socketPath)
        #expect(try control.request(#"{"op":"ping"}"#)["status"] as? String == "ok")
        let other = try DaemonClient(path: daemon.socketPath)
        #expect(try other.request(#"{"op":"ping"}"#)["status"] as? String == "ok")
        #expect(first.waitForClose())
        #expect(daemon.waitForLog("to admit a new connection (--max-connections)"))

        // With both slots busy (answers their clients have not read), a
        // Wyoming newcomer is refused in Wyoming's framing.
        let burst = String(repeating: #"{"op":"shortcuts"}"# + "\n", count: 200)  // about 4 MB of answers
        for client in [control, other] { try client.send(burst) }
        for client in [control, other] { _ = try client.readLine(timeout: .seconds(30)) }
        let extra = try WyomingClient(port: port)
        let refused = try extra.readEvent()
        #expect(refused.type == "error" && refused.data["code"] as? String == "too-many-connections")
        #expect(extra.waitForClose())
        for client in [control, other] { #expect(try client.readLines(199, timeout: .seconds(60)).count == 199) }
    }

    @Test func theUnixSocketIsPrivateAndTCPElsewhereThanLoopbackIsWarnedAbout() throws {
        let (daemon, _) = try Self.daemon()
        var status = stat()
        #expect(lstat(daemon.folder + "/w.sock", &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
        try daemon.stop()
        #expect(!FileManager.default.fileExists(atPath: daemon.folder + "/w.sock"), "removed on stop")

        let open = try Daemon(["--wyoming", "tcp://0.0.0.0:0"])
        #expect(open.log.contains("warning: Wyoming on tcp://0.0.0.0:"))
        #expect(open.log.contains("Keep it on loopback or a trusted network"))
        let quiet = try Daemon(["--wyoming", "tcp://:0"])
        #expect(quiet.log.contains("listening for Wyoming on tcp://127.0.0.1:"))
        #expect(!quiet.log.contains("warning: Wyoming"))
    }

    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func theUnixSocketChecksPeerCredentialsAsTheMainOneDoes() throws {
        // Mode 0666 lets anyone reach the socket; the allow-list still decides.
        for allowing in [false, true] {
            let daemon = try Daemon(
                ["--no-dispatch", "--socket-mode", "0666", "--wyoming", "unix://$FOLDER/w.sock"] + (allowing ? ["--allow-uid", "65534"] : []))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: daemon.folder)
            // A Wyoming header is one line: `phrase send` sends it and prints the header of the answer.
            let answer = try DaemonLifecycleTests.sendAsNobody(daemon.folder + "/w.sock", #"{"type":"describe"}"#)
            if allowing {
                #expect(answer.contains(#""type":"info""#), "\(answer)")
            } else {
                #expect(answer.contains(#""type":"error""#), "\(answer)")
                #expect(daemon.waitForLog("refused a connection from uid=65534"))
            }
        }
    }

    @Test func aPortInUseStopsTheStart() throws {
        let (daemon, port) = try Self.daemon()
        defer { withExtendedLifetime(daemon) {} }  // serving until the test ends
        let second = try Daemon.runToExit(["--phrases", Daemon.samplePhrases, "--socket", "/tmp/pd-\(port).sock", "--wyoming", "tcp://127.0.0.1:\(port)"])
        #expect(second.status == 1)
        #expect(second.output.contains("cannot listen for Wyoming on tcp://127.0.0.1:\(port)"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/pd-\(port).sock"), "the socket it made is removed")
    }
}
