import Testing

@testable import Phrasebook

@Suite struct RequestDecoderTests {
    func decode(_ text: String) -> DecodedLine {
        RequestDecoder.decode(Array(text.utf8))
    }

    func error(_ text: String) -> String? {
        if case .failure(let error) = decode(text).request { error.code.rawValue } else { nil }
    }

    @Test func plainLinesAreUtterances() {
        #expect(decode("open my project").request == .success(.match(MatchRequest(text: "open my project", isPlainLine: true))))
        #expect(decode(" {not json").request == .success(.match(MatchRequest(text: " {not json", isPlainLine: true))))
        #expect(decode("[1,2]").request == .success(.match(MatchRequest(text: "[1,2]", isPlainLine: true))))
        #expect(decode("").request == .success(.match(MatchRequest(text: "", isPlainLine: true))))
        #expect(decode("café\r").request == .success(.match(MatchRequest(text: "café", isPlainLine: true))))
    }

    @Test func everyOperation() {
        #expect(decode(#"{"op":"match","text":"hi"}"#).request == .success(.match(MatchRequest(text: "hi"))))
        #expect(
            decode(#"{"op":"match","text":"hi","app":"Calm","dispatch":false,"exact":true,"threshold":0.8}"#).request
                == .success(.match(MatchRequest(text: "hi", app: "Calm", shouldDispatch: false, isExactOnly: true, threshold: 0.8))))
        var readBack = MatchRequest(text: "hi")
        readBack.confirmBelow = 0.9
        #expect(decode(#"{"op":"match","text":"hi","confirmBelow":0.9}"#).request == .success(.match(readBack)))
        #expect(readBack.options(defaults: MatchOptions()).confirmBelow == 0.9)
        var daemonWide = MatchOptions()
        daemonWide.confirmBelow = 0.9
        #expect(MatchRequest(text: "hi").options(defaults: daemonWide).confirmBelow == 0.9)
        readBack.confirmBelow = 0
        #expect(readBack.options(defaults: daemonWide).confirmBelow == 0, "a request may ask for none")
        #expect(decode(#"{"op":"suggest","text":"op"}"#).request == .success(.suggest(text: "op", limit: 5)))
        #expect(decode(#"{"op":"suggest","text":"op","limit":2}"#).request == .success(.suggest(text: "op", limit: 2)))
        #expect(decode(#"{"op":"shortcuts"}"#).request == .success(.shortcuts(app: nil)))
        #expect(decode(#"{"op":"shortcuts","app":"Calm"}"#).request == .success(.shortcuts(app: "Calm")))
        #expect(
            decode(#"{"op":"update-entities","app":"A","entity":"E","entities":[]}"#).request
                == .success(.updateEntities(app: "A", entity: "E", entities: .array([]))))
        #expect(decode(#"{"op":"entity-updates"}"#).request == .success(.entityUpdates(app: nil)))
        #expect(decode(#"{"op":"entity-updates","app":"A"}"#).request == .success(.entityUpdates(app: "A")))
        #expect(decode(#"{"op":"reset-entities"}"#).request == .success(.resetEntities(app: nil, entity: nil)))
        #expect(decode(#"{"op":"reset-entities","app":"A","entity":"E"}"#).request == .success(.resetEntities(app: "A", entity: "E")))
        #expect(decode(#"{"op":"reload"}"#).request == .success(.reload))
        #expect(decode(#"{"op":"stats"}"#).request == .success(.stats))
        #expect(decode(#"{"op":"ping"}"#).request == .success(.ping))
    }

    @Test func idIsKeptWhateverHappens() {
        #expect(decode(#"{"op":"ping","id":42}"#).id == .number(42))
        #expect(decode(#"{"id":"a","op":"fly"}"#).id == .string("a"))
        #expect(decode(#"{"id":{"n":1},"op":"match"}"#).id == .object([("n", .number(1))]))
        #expect(decode(#"{"op":"ping"}"#).id == nil)
        #expect(decode("plain").id == nil)
    }

    @Test func badRequests() {
        #expect(error("{") == "invalid-json")
        #expect(error(#"{"op":"ping"} x"#) == "invalid-json")
        #expect(error(#"{"text":"x"}"#) == "invalid-request")
        #expect(error(#"{"op":3}"#) == "invalid-request")
        #expect(error(#"{"op":"fly"}"#) == "unknown-op")
        #expect(error(#"{"op":"match"}"#) == "invalid-request")
        #expect(error(#"{"op":"match","text":5}"#) == "invalid-request")
        #expect(error(#"{"op":"match","text":"x","dispatch":"yes"}"#) == "invalid-request")
        #expect(error(#"{"op":"match","text":"x","threshold":2}"#) == "invalid-request")
        #expect(error(#"{"op":"match","text":"x","confirmBelow":-0.1}"#) == "invalid-request")
        #expect(error(#"{"op":"match","text":"x","confirmBelow":"high"}"#) == "invalid-request")
        #expect(error(#"{"op":"suggest","text":"x","limit":0}"#) == "invalid-request")
        #expect(error(#"{"op":"suggest","text":"x","limit":1.5}"#) == "invalid-request")
        #expect(error(#"{"op":"update-entities","app":"A","entity":"E"}"#) == "invalid-request")
        #expect(error(#"{"op":"update-entities","app":"A","entity":"E","entities":{}}"#) == "invalid-request")
        #expect(error(#"{"op":"reset-entities","entity":"E"}"#) == "invalid-request")
        #expect(error(#"{"op":"entity-updates","app":1}"#) == "invalid-request")
        #expect(RequestDecoder.decode([0x6F, 0xC3]).request == .failure(RequestError(.invalidUTF8, "the line is not valid UTF-8")))
        #expect(error(String(repeating: "[", count: 10_000)) == nil)  // a plain line
        #expect(error("{\"op\":" + String(repeating: "[", count: 10_000)) == "invalid-json")
    }

    @Test func hypothesesInsteadOfText() {
        #expect(
            decode(#"{"op":"match","hypotheses":["open it","often it"],"app":"Calm"}"#).request
                == .success(.match(MatchRequest(.hypotheses([Hypothesis("open it"), Hypothesis("often it")]), app: "Calm"))))
        #expect(
            decode(#"{"op":"match","hypotheses":[{"text":"a","score":0.9},{"text":"b","grammar":true},{"text":"c","score":null,"grammar":null}],"text":null}"#)
                .request
                == .success(.match(MatchRequest(.hypotheses([
                    Hypothesis("a", score: 0.9), Hypothesis("b", isFromGrammar: true), Hypothesis("c"),
                ])))))
        #expect(
            decode(#"{"op":"match","hypotheses":[{"text":"a","prompted":true},{"text":"b","prompted":false}]}"#).request
                == .success(.match(MatchRequest(.hypotheses([Hypothesis("a", isPrompted: true), Hypothesis("b")])))))
        #expect(decode(#"{"op":"match","hypotheses":["one"]}"#).request.map { if case .match(let m) = $0 { m.text } else { "?" } } == .success(nil))
    }

    @Test func badHypotheses() {
        func message(_ text: String) -> String? {
            if case .failure(let error) = decode(text).request, error.code == .invalidRequest { error.message } else { nil }
        }
        #expect(message(#"{"op":"match","text":"x","hypotheses":["y"]}"#) == #"give "text" or "hypotheses", not both"#)
        #expect(message(#"{"op":"match","hypotheses":[]}"#) == #""hypotheses" must not be empty"#)
        #expect(message(#"{"op":"match","hypotheses":"x"}"#) == #""hypotheses" must be an array"#)
        #expect(message(#"{"op":"match","hypotheses":[1]}"#) == #"hypotheses[0] must be a string or an object with "text""#)
        #expect(message(#"{"op":"match","hypotheses":["a",{"score":1}]}"#) == #"missing "hypotheses[1].text" (a string)"#)
        #expect(message(#"{"op":"match","hypotheses":[{"text":5}]}"#) == #""hypotheses[0].text" must be a string"#)
        #expect(message(#"{"op":"match","hypotheses":[{"text":"a","score":"high"}]}"#) == #""hypotheses[0].score" must be a number"#)
        #expect(message(#"{"op":"match","hypotheses":[{"text":"a","grammar":1}]}"#) == #""hypotheses[0].grammar" must be true or false"#)
        #expect(message(#"{"op":"match","hypotheses":[{"text":"a","prompted":"yes"}]}"#) == #""hypotheses[0].prompted" must be true or false"#)
        #expect(message(#"{"op":"match"}"#) == #"missing "text" (a string) or "hypotheses" (an array)"#)
        let many = "[" + Array(repeating: #""a""#, count: RequestDecoder.maximumHypotheses + 1).joined(separator: ",") + "]"
        #expect(message(#"{"op":"match","hypotheses":"# + many + "}") == #""hypotheses" may list at most 32, not 33"#)
        let long = String(repeating: "x", count: RequestDecoder.maximumHypothesesLength / 2 + 1)
        #expect(message(#"{"op":"match","hypotheses":[""# + long + #"",""# + long + #""]}"#)?.hasPrefix(#""hypotheses" may hold at most"#) == true)
    }

    @Test func anObjectWithoutOpCanDefaultToMatch() {
        #expect(decode(#"{"hypotheses":["a"]}"#).request == .failure(.invalid(#"missing "op""#)))
        #expect(
            RequestDecoder.decode(Array(#"{"hypotheses":["a"],"id":3}"#.utf8), defaultOperation: "match")
                == DecodedLine(id: .number(3), request: .success(.match(MatchRequest(.hypotheses([Hypothesis("a")]))))))
    }

    @Test func nullMeansAbsent() {
        #expect(decode(#"{"op":"match","text":"x","app":null,"dispatch":null}"#).request == .success(.match(MatchRequest(text: "x"))))
        // `op` too: missing for the daemon, the default for `phrase match --json`.
        #expect(decode(#"{"op":null,"text":"x"}"#).request == .failure(.invalid(#"missing "op""#)))
        #expect(
            RequestDecoder.decode(Array(#"{"op":null,"text":"x"}"#.utf8), defaultOperation: "match").request
                == .success(.match(MatchRequest(text: "x"))))
    }
}
