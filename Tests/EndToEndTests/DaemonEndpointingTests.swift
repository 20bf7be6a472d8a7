import Foundation
import PhraseSystem
import Testing

/// Endpointing on the real `phrased` (SPEC §4, "Partial transcripts";
/// issue 37): `"partial": true` over the socket, and Wyoming's streamed
/// transcripts (`transcript-start`, `transcript-chunk`, `transcript-stop`).
@Suite struct DaemonEndpointingTests {
    @Test func aPartialMatchSaysWhetherTheCommandIsCompleteAndRunsNothing() throws {
        let daemon = try Daemon()
        let client = try DaemonClient(path: daemon.socketPath)

        // CodingBridge's handler would answer "Opening my-project.": a
        // partial request runs none, whatever `dispatch` says.
        let complete = try client.request(requestLine(["op": "match", "id": 1, "text": "open my project in coding bridge", "partial": true, "dispatch": true]))
        #expect(complete["id"] as? Int == 1)
        #expect(complete["status"] as? String == "matched")
        #expect(complete["completion"] as? String == "complete", "\(complete)")
        #expect(complete["dispatch"] == nil)

        let beginning = try client.request(requestLine(["op": "match", "text": "open niagara falls", "partial": true]))
        #expect(beginning["status"] as? String == "no-match")
        #expect(beginning["completion"] as? String == "incomplete")
        let expecting = try #require(beginning["expecting"] as? [[String: Any]])
        #expect(expecting.first?["next"] as? String == "in", "\(beginning)")
        #expect(expecting.first?["phrase"] as? String == "Open ${target} in ${applicationName}")

        let free = try client.request(requestLine(["op": "match", "text": "search codingbridge for login", "partial": true]))
        #expect(free["completion"] as? String == "extendable")
        #expect(free["next"] as? [String] == ["${query}"])

        // A needs-value result asks nothing: the next plain line is a
        // command of its own, not the idea.
        let idea = try client.request(requestLine(["op": "match", "text": "save idea to coding bridge", "partial": true]))
        #expect(idea["status"] as? String == "needs-value")
        #expect(idea["completion"] as? String == "incomplete")
        #expect((idea["expecting"] as? [[String: Any]])?.first?["parameter"] as? String == "idea")
        let after = try client.request("buy more milk")
        #expect(after["status"] as? String == "no-match", "\(after)")

        let none = try client.request(requestLine(["op": "match", "text": "what time is it", "partial": true]))
        #expect(none["completion"] as? String == "none")
        let hypotheses = try client.request(requestLine(["op": "match", "hypotheses": ["open"], "partial": true]))
        #expect((hypotheses["error"] as? [String: Any])?["code"] as? String == "invalid-request", "\(hypotheses)")
        // Without `partial`, nothing changes.
        #expect(try client.request(requestLine(["op": "match", "text": "open niagara falls", "dispatch": false]))["completion"] == nil)
    }

    @Test func aStreamedTranscriptIsAnsweredOnceAtItsStop() throws {
        let (daemon, port) = try DaemonWyomingTests.daemon()
        let client = try WyomingClient(port: port)
        try client.send("transcript-start", ["language": "en", "context": ["conversation_id": "stream-1"]])
        for chunk in ["open my", " project in", " coding", " bridge"] { try client.send("transcript-chunk", ["text": chunk]) }
        let handled = try client.request("transcript-stop")
        #expect(handled.type == "handled", "\(handled)")
        #expect(handled.text == "Opening my-project.")
        #expect((handled.data["context"] as? [String: Any])?["conversation_id"] as? String == "stream-1")
        // Nothing else was answered before it: the next answer is the pong.
        #expect(try client.request("ping", ["text": "after"]).text == "after")

        // A `transcript` inside the stream replaces its text; a chunk without
        // a start is an error, and the connection goes on.
        try client.send("transcript-start")
        try client.send("transcript-chunk", ["text": "open niag"])
        try client.send("transcript", ["text": "open niagara falls in landmarks"])
        let replaced = try client.request("transcript-stop")
        #expect(replaced.type == "handled", "\(replaced)")
        #expect((replaced.data["phrasebook"] as? [String: Any])?["intent"] as? String == "OpenLandmarkIntent")
        let stray = try client.request("transcript-chunk", ["text": "hello"])
        #expect(stray.type == "error", "\(stray)")
        let empty = try { try client.send("transcript-start"); return try client.request("transcript-stop") }()
        #expect(empty.type == "not-handled")

        // A stream never stopped is never answered, nor run.
        let abandoned = try WyomingClient(port: port)
        try abandoned.send("transcript-start")
        try abandoned.send("transcript-chunk", ["text": "open my project in coding bridge"])
        try abandoned.socket.shutdownWriting()
        #expect(try client.request("ping", ["text": "still"]).text == "still")
        #expect(try daemon.statistic(["requests", "byOp", "transcript-stop"]) == 3)
        #expect(try daemon.statistic(["requests", "byOp", "transcript-chunk"]) == nil)
        // CodingBridge's handler ran for the first stream only (Landmarks has none).
        #expect(try daemon.statistic(["dispatch", "runs"]) == 1, "\(daemon.log)")
    }

    /// What streaming saves: from the end of the transcript to the answer,
    /// a `transcript` sent whole against the same text streamed a word at a
    /// time (each 60 ms, as a recogniser's updates come) and stopped. A
    /// measurement printed, not a timed test: this machine is shared.
    @Test func streamingAnswersAtTheStopWithTheResultComputed() throws {
        let (daemon, port) = try DaemonWyomingTests.daemon(["--no-dispatch"])
        defer { withExtendedLifetime(daemon) {} }
        // Lines the exact step does not decide: flexible matching's cost is
        // what streaming takes off the end.
        let lines = [
            "hey could you open recipe app in codingbridge please", "please open sacre coeur in land marks right now",
            "um navigate to the map in landmarks", "can you start the sleep meditation in calm", "run the tests in code bridge",
            "find me the closest landmark in landmarks", "i want to order a latte from daily byte", "search coding bridge for the login bug",
        ]
        var whole: [Double] = []
        var streamed: [Double] = []
        for line in lines {
            let a = try WyomingClient(port: port)
            let start = ContinuousClock.now
            let answer = try a.request("transcript", ["text": line, "language": "en"])
            whole.append((ContinuousClock.now - start).milliseconds)

            let b = try WyomingClient(port: port)
            try b.send("transcript-start", ["language": "en"])
            let words = line.split(separator: " ")
            for (k, word) in words.enumerated() {
                try b.send("transcript-chunk", ["text": (k == 0 ? "" : " ") + word])
                Thread.sleep(forTimeInterval: 0.06)
            }
            let stop = ContinuousClock.now
            let streamedAnswer = try b.request("transcript-stop")
            streamed.append((ContinuousClock.now - stop).milliseconds)
            #expect(streamedAnswer.type == answer.type && streamedAnswer.text == answer.text, "\(line)")
        }
        func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }
        print(
            "endpointing: end of transcript to answer over Wyoming, \(lines.count) flexible lines, debug build: "
                + "whole transcript median \(String(format: "%.1f", median(whole))) ms, "
                + "streamed median \(String(format: "%.1f", median(streamed))) ms")
    }
}

extension Duration {
    fileprivate var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
