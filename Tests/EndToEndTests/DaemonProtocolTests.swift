import Foundation
import Synchronization
import Testing

/// The socket protocol of the real `phrased` (SPEC §6): every op, ids,
/// plain lines, bad input, conversation state, pipelining.
@Suite struct DaemonProtocolTests {
    @Test func everyReadOnlyOpAnswers() throws {
        let daemon = try Daemon(["--no-dispatch"])
        let client = try DaemonClient(path: daemon.socketPath)

        let ping = try client.request(#"{"op":"ping","id":1}"#)
        #expect(ping["status"] as? String == "ok")
        #expect(ping["id"] as? Int == 1)

        // A plain line is an utterance.
        let plain = try client.request("open my project in coding bridge")
        #expect(plain["status"] as? String == "matched")
        #expect(plain["intent"] as? String == "OpenProjectIntent")
        let project = (plain["parameters"] as? [String: Any])?["project"] as? [String: Any]
        #expect(project?["value"] as? String == "/Users/alex/Developer/my-project")
        #expect(plain["id"] == nil)

        let match = try client.request(requestLine(["op": "match", "id": "m1", "text": "open niagara falls in landmarks", "app": "Landmarks"]))
        #expect(match["id"] as? String == "m1")
        #expect(match["status"] as? String == "matched")
        #expect(match["intent"] as? String == "OpenLandmarkIntent")

        let wrongApp = try client.request(requestLine(["op": "match", "text": "open niagara falls in landmarks", "app": "Calm"]))
        #expect(wrongApp["status"] as? String == "no-match")

        let unknownApp = try client.request(requestLine(["op": "match", "text": "hello", "app": "Nope"]))
        #expect((unknownApp["error"] as? [String: Any])?["code"] as? String == "unknown-app")

        // Calm's String Catalog: German phrases under `locale`, a region
        // falling back to its language; a language no app has is an error.
        let german = try client.request(requestLine(["op": "match", "text": "meditiere mit calm", "locale": "de-AT", "dispatch": false]))
        #expect(german["status"] as? String == "matched")
        #expect(german["phrase"] as? String == "Meditiere mit ${applicationName}")
        let unknownLocale = try client.request(requestLine(["op": "match", "text": "hallo", "locale": "sv"]))
        let localeError = unknownLocale["error"] as? [String: Any]
        #expect(localeError?["code"] as? String == "unknown-locale")
        #expect((localeError?["message"] as? String)?.contains("available: de, en, fr") == true, "\(unknownLocale)")
        // Its Localizable.xcstrings: a meditation type said in German, the
        // shortcut's title shown in it.
        let sleep = try client.request(requestLine(["op": "match", "text": "starte schlafenszeit-meditation in calm", "locale": "de", "dispatch": false]))
        #expect((sleep["parameters"] as? [String: [String: String]])?["meditationType"] == ["value": "sleep", "title": "Schlaf"], "\(sleep)")
        #expect(sleep["shortcut"] as? String == "Meditieren")
        let germanShortcuts = try client.request(#"{"op":"shortcuts","app":"Calm","locale":"de-AT"}"#)
        #expect(germanShortcuts["locale"] as? String == "de")
        let calm = try #require((germanShortcuts["apps"] as? [[String: Any]])?.first)
        #expect((calm["shortcuts"] as? [[String: Any]])?.map { $0["shortTitle"] as? String } == ["Meditieren", "Schnelle Achtsamkeit", "Schlafmeditation", "Serie"])
        let germanSuggest = try client.request(#"{"op":"suggest","text":"schlaf","locale":"de"}"#)
        #expect((germanSuggest["suggestions"] as? [[String: Any]])?.first?["shortcut"] as? String == "Schlafmeditation", "\(germanSuggest)")
        #expect(try client.request(#"{"op":"ping"}"#)["status"] as? String == "ok")

        let suggest = try client.request(#"{"op":"suggest","text":"niag","limit":3,"id":"s"}"#)
        #expect(suggest["status"] as? String == "ok")
        let suggestions = try #require(suggest["suggestions"] as? [[String: Any]])
        #expect(!suggestions.isEmpty && suggestions.count <= 3)
        #expect(suggestions.contains { $0["intent"] as? String == "OpenLandmarkIntent" })

        let all = try client.request(#"{"op":"shortcuts"}"#)
        #expect((all["apps"] as? [[String: Any]])?.count == 5)
        let one = try client.request(#"{"op":"shortcuts","app":"CodingBridge"}"#)
        let apps = try #require(one["apps"] as? [[String: Any]])
        #expect(apps.count == 1 && apps[0]["name"] as? String == "CodingBridge")
        #expect((apps[0]["shortcuts"] as? [Any])?.count == 7)

        let stats = try client.request(#"{"op":"stats","id":[1,2]}"#)
        #expect(stats["status"] as? String == "ok")
        #expect(stats["id"] as? [Int] == [1, 2])
        #expect(((stats["requests"] as? [String: Any])?["total"] as? Int ?? 0) >= 6)
        #expect((stats["catalog"] as? [String: Any])?["apps"] as? Int == 5)
        #expect((stats["latencyMs"] as? [String: Any])?["p99"] is Double)
    }

    @Test func badInputGetsAnErrorAndTheConnectionStaysUsable() throws {
        let daemon = try Daemon(["--max-line-length", "256", "--no-dispatch"])
        let client = try DaemonClient(path: daemon.socketPath)
        func errorCode(_ response: [String: Any]) -> String? {
            #expect(response["status"] as? String == "error")
            return (response["error"] as? [String: Any])?["code"] as? String
        }
        #expect(errorCode(try client.request(#"{"op":"match","text":"#)) == "invalid-json")
        try client.send(bytes: [0x6F, 0x70, 0x65, 0x6E, 0x20, 0xFF, 0xFE, 0x0A])
        #expect(errorCode(try client.readResponse()) == "invalid-utf8")
        #expect(errorCode(try client.request(#"{"op":"fly","id":9}"#)) == "unknown-op")
        #expect(errorCode(try client.request(#"{"op":"match","id":3}"#)) == "invalid-request")
        #expect(errorCode(try client.request(#"{"op":"suggest","text":"x","limit":"lots"}"#)) == "invalid-request")
        #expect(errorCode(try client.request(#"{"op":1}"#)) == "invalid-request")
        #expect(errorCode(try client.request(#"{"op":"match","text":"x"} trailing"#)) == "invalid-json")
        #expect(errorCode(try client.request(String(repeating: "long ", count: 200))) == "line-too-long")
        // A line far longer than the limit, sent in pieces, is one error too.
        try client.send(bytes: Array(repeating: UInt8(ascii: "x"), count: 100_000))
        try client.send(bytes: Array("\n".utf8))
        #expect(errorCode(try client.readResponse()) == "line-too-long")
        let unknownOp = try client.request(#"{"op":"fly","id":"keep"}"#)
        #expect(unknownOp["id"] as? String == "keep")
        // Still usable.
        #expect(try client.request(#"{"op":"ping","id":"after"}"#)["id"] as? String == "after")
        #expect(try client.request("open my project in coding bridge")["status"] as? String == "matched")
        // CRLF line ends are accepted.
        try client.send(bytes: Array("{\"op\":\"ping\"}\r\n".utf8))
        #expect(try client.readResponse()["status"] as? String == "ok")
    }

    @Test func needsValueTakesTheNextPlainLine() throws {
        let daemon = try Daemon(["--no-dispatch"])
        let client = try DaemonClient(path: daemon.socketPath)
        let question = try client.request("save idea to coding bridge")
        #expect(question["status"] as? String == "needs-value")
        #expect(question["parameter"] as? String == "idea")
        #expect(question["prompt"] as? String == "What's your idea?")

        // A non-match request in between does not answer the question.
        #expect(try client.request(#"{"op":"ping"}"#)["status"] as? String == "ok")

        let answer = try client.request("Buy more  milk")
        #expect(answer["status"] as? String == "matched")
        #expect(answer["intent"] as? String == "CaptureIdeaIntent")
        let idea = (answer["parameters"] as? [String: Any])?["idea"] as? [String: Any]
        #expect(idea?["value"] as? String == "buy more milk")
        #expect(idea?["title"] as? String == "Buy more milk")

        // The question is answered: the next line is an utterance again.
        #expect(try client.request("buy more milk")["status"] as? String != "matched")

        // Pipelined: the question and its answer in one write.
        try client.send("save idea to coding bridge\nrefactor the parser\nopen my project in coding bridge")
        let lines = try client.readLines(3).map(DaemonClient.decode)
        #expect(lines.map { $0["status"] as? String } == ["needs-value", "matched", "matched"])
        #expect(((lines[1]["parameters"] as? [String: Any])?["idea"] as? [String: Any])?["value"] as? String == "refactor the parser")
        #expect(lines[2]["intent"] as? String == "OpenProjectIntent")

        // Another connection has its own conversation.
        let question2 = try client.request("save idea to coding bridge")
        #expect(question2["status"] as? String == "needs-value")
        let other = try DaemonClient(path: daemon.socketPath)
        #expect(try other.request("open my project in coding bridge")["intent"] as? String == "OpenProjectIntent")
        #expect(try client.request("a second idea")["status"] as? String == "matched")
    }

    /// What is said beside a phrase, or beside an answer, is not asked for:
    /// Daily Byte's phrases say the drink or the size, never both.
    @Test func valuesSaidBesideThePhraseOrTheAnswerAreNotAskedFor() throws {
        let daemon = try Daemon(["--no-dispatch"])
        let client = try DaemonClient(path: daemon.socketPath)
        func value(_ result: [String: Any], _ name: String) -> String? {
            ((result["parameters"] as? [String: Any])?[name] as? [String: Any])?["value"] as? String
        }
        let order = try client.request("order a large latte from daily byte")
        #expect(order["status"] as? String == "matched")
        #expect(value(order, "coffeeType") == "latte" && value(order, "size") == "large")

        let question = try client.request("order coffee in daily byte")
        #expect(question["prompt"] as? String == "What would you like to drink?")
        let answer = try client.request("a medium flat white")
        #expect(answer["status"] as? String == "matched")
        #expect(value(answer, "coffeeType") == "flatWhite" && value(answer, "size") == "medium")
    }

    /// The matcher's numbers set on the command line (`--param`) are the
    /// daemon's: a threshold above every flexible reading refuses what the
    /// default accepts; a request's own `threshold` still decides for it.
    @Test func theMatchersNumbersAreSetOnTheCommandLine() throws {
        let daemon = try Daemon(["--no-dispatch", "--param", "threshold=0.999"])
        let client = try DaemonClient(path: daemon.socketPath)
        #expect(try client.request("please open niagara falls in landmarks")["status"] as? String == "no-match")
        #expect(try client.request("open niagara falls in landmarks")["status"] as? String == "matched")
        let asked = try client.request(#"{"op":"match","text":"please open niagara falls in landmarks","threshold":0.5}"#)
        #expect(asked["status"] as? String == "matched")
    }

    @Test func hypothesesAreMatchedAsOneUtteranceAndCanAskAFollowUp() throws {
        let daemon = try Daemon(["--no-dispatch"])
        let client = try DaemonClient(path: daemon.socketPath)
        let best = try client.request(
            requestLine(["op": "match", "id": "h", "hypotheses": ["a comparison landmarks", "open pier 39 in landmarks"]]))
        #expect(best["id"] as? String == "h")
        #expect(best["status"] as? String == "matched")
        #expect(((best["parameters"] as? [String: Any])?["target"] as? [String: Any])?["value"] as? String == "pier-39")
        #expect(best["hypothesis"] as? Int == 1)

        let objects = try client.request(
            requestLine(["op": "match", "hypotheses": [["text": "open niagara falls in landmarks", "score": 0.9, "grammar": false]]]))
        #expect(objects["status"] as? String == "matched")
        #expect(objects["hypothesis"] as? Int == 0)

        // A needs-value question asked after hypotheses takes the next plain line.
        let question = try client.request(requestLine(["op": "match", "hypotheses": ["save idea to coding bridge", "safe idea to coding bridge"]]))
        #expect(question["status"] as? String == "needs-value")
        #expect(question["parameter"] as? String == "idea")
        let answer = try client.request("water the plants")
        #expect(answer["status"] as? String == "matched")
        #expect(((answer["parameters"] as? [String: Any])?["idea"] as? [String: Any])?["value"] as? String == "water the plants")

        for bad in [
            #"{"op":"match","hypotheses":[]}"#, #"{"op":"match","text":"x","hypotheses":["x"]}"#,
            #"{"op":"match","hypotheses":[{"text":"x","score":"high"}]}"#, #"{"op":"match","hypotheses":[{"text":1}]}"#,
            #"{"op":"match","hypotheses":[{"text":"x","grammar":"yes"}]}"#,
        ] {
            let response = try client.request(bad)
            #expect((response["error"] as? [String: Any])?["code"] as? String == "invalid-request", "\(bad)")
        }
    }

    @Test func pipelinedRequestsFromManyClientsComeBackInOrder() throws {
        let daemon = try Daemon(["--no-dispatch"])
        let utterances = [
            "open my project in coding bridge", "what time is it", "open niagara falls in landmarks",
            "start sleep meditation in calm", "ping",
        ]
        let failures = Mutex<[String]>([])
        let socketPath = daemon.socketPath
        DispatchQueue.concurrentPerform(iterations: 32) { clientNumber in
            do {
                let client = try DaemonClient(path: socketPath)
                var batch = ""
                for n in 0..<60 {
                    let text = utterances[(n + clientNumber) % utterances.count]
                    batch += requestLine(["op": "match", "id": "\(clientNumber)-\(n)", "text": text]) + "\n"
                    if n % 7 == 0 { batch += requestLine(["op": "ping", "id": "\(clientNumber)-\(n)p"]) + "\n" }
                }
                try client.send(bytes: Array(batch.utf8))
                var expected: [String] = []
                for n in 0..<60 {
                    expected.append("\(clientNumber)-\(n)")
                    if n % 7 == 0 { expected.append("\(clientNumber)-\(n)p") }
                }
                let ids = try client.readLines(expected.count, timeout: .seconds(10)).map { try DaemonClient.decode($0)["id"] as? String }
                if ids != expected { failures.withLock { $0.append("client \(clientNumber): out of order") } }
            } catch {
                failures.withLock { $0.append("client \(clientNumber): \(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
    }
}

