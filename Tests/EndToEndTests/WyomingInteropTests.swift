import Foundation
import PhraseTestSupport
import Testing

/// The reference Wyoming client library (`pip install wyoming`, in the
/// virtualenv `make test` fills: `.build/wyoming-venv`) drives the real
/// `phrased` as Home Assistant's conversation agent does: a connection per
/// event, one event read back (`Interop/wyoming_interop.py`). Without the
/// library — no PyPI when `make test` ran — the tests are skipped, and say
/// so.
@Suite struct WyomingInteropTests {
    /// The virtualenv's Python, when it can import `wyoming`;
    /// `PHRASEBOOK_WYOMING_PYTHON` names another.
    static let python: String? = {
        let path =
            ProcessInfo.processInfo.environment["PHRASEBOOK_WYOMING_PYTHON"]
            ?? Binaries.repositoryRoot.appendingPathComponent(".build/wyoming-venv/bin/python").path
        guard FileManager.default.isExecutableFile(atPath: path),
            let check = try? runPython(path, ["-c", "import wyoming"], timeout: .seconds(30)), check.status == 0
        else { return nil }
        return path
    }()

    /// Runs `python` with `arguments`. Through `env`, so that the program
    /// gets its path as `argv[0]`: a virtualenv's Python finds its packages
    /// from it (ChildProcess passes only the file's name).
    static func runPython(_ python: String, _ arguments: [String], timeout: Duration) throws -> ProcessRunner.Output {
        try ProcessRunner.run("/usr/bin/env", [python] + arguments, timeout: timeout)
    }

    static let skipped: Comment =
        "skipped: the reference client library is not installed (.build/wyoming-venv; `make test` installs it with pip from PyPI)"

    static let script = Binaries.repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Interop/wyoming_interop.py").path

    /// Runs the script in `mode` against a new daemon; its JSON lines.
    static func run(_ mode: String, _ arguments: [String] = [], daemonArguments: [String] = []) throws -> [[String: Any]] {
        let python = try #require(python)
        let daemon = try Daemon(["--wyoming", "tcp://127.0.0.1:0"] + daemonArguments)
        let port = try #require(daemon.wyomingPort)
        let output = try runPython(
            python, [script, mode, "--port", "\(port)", "--socket", daemon.socketPath] + arguments, timeout: .seconds(120))
        #expect(output.status == 0, "\(output.stderr)\n\(daemon.log)")
        return try output.lines.map { try DaemonClient.decode($0) }
    }

    @Test(.enabled(if: python != nil, skipped))
    func everyEventAsTheReferenceClientSendsAndDecodesIt() throws {
        let steps = try Self.run("steps")
        let byName = Dictionary(steps.map { ($0["step"] as? String ?? "", $0) }) { first, _ in first }
        func step(_ name: String) throws -> [String: Any] { try #require(byName[name], "no step \(name)") }
        func expect(_ name: String, _ type: String, _ text: String?, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let answer = try step(name)
            #expect(answer["type"] as? String == type, "\(answer)", sourceLocation: sourceLocation)
            if let text { #expect(answer["text"] as? String == text, "\(answer)", sourceLocation: sourceLocation) }
        }

        let info = try step("describe")
        #expect(info["type"] as? String == "info")
        // `intent` only on request (--wyoming-programs): Home Assistant takes it for home control.
        #expect((info["intent"] as? [Any])?.isEmpty == true, "\(info)")
        for key in ["handle"] {
            let program = try #require((info[key] as? [[String: Any]])?.first)
            #expect(program["name"] as? String == "Phrasebook" && program["installed"] as? Bool == true)
            let models = try #require(program["models"] as? [[String: Any]])
            #expect(models.map { $0["languages"] as? [String] ?? [] } == [["en", "de", "fr"], ["en"], ["en"], ["en"], ["en"]])
        }

        try expect("transcript matched", "handled", "Opening my-project.")
        #expect((try step("transcript matched")["context"] as? [String: Any])?["conversation_id"] as? String == "01HA-A")
        try expect("transcript no-match", "not-handled", "No shortcut matches that.")
        try expect("transcript rejected", "not-handled", "Calm does not do that: it matches the negative phrase “Stop meditation”.")
        try expect(
            "transcript ambiguous", "not-handled", "Did you mean Open Project with personal website, or Open Project with acme website?")
        try expect("transcript question", "handled", "What's your idea?")
        try expect("transcript answer", "handled", "Idea saved!")
        try expect("transcript hypotheses", "handled", "Open Landmark")
        try expect("recognize matched", "intent", "Open Landmark")
        let intent = try step("recognize matched")
        #expect(intent["name"] as? String == "OpenLandmarkIntent")
        #expect(intent["entities"] as? [[String: String]] == [["name": "target", "value": "niagara-falls"]])
        try expect("recognize no-match", "not-recognized", "No shortcut matches that.")
        try expect("ping", "pong", "hello")
        try expect("synthesize", "error", nil)
        #expect(try step("synthesize")["code"] as? String == "unknown-event")
        try expect("audio", "error", nil)
        #expect(try step("audio")["code"] as? String == "audio-not-accepted")

        // Raw bytes the stream cannot go on after: one error event, then the
        // daemon closes (the library reads the end as no event).
        for (name, code) in [("bad header", "invalid-header"), ("huge data_length", "event-too-large"), ("cut inside data", "truncated-event")] {
            let events = try #require(try step(name)["events"] as? [[String: Any]])
            #expect(events.count == 1 && events.first?["type"] as? String == "error" && events.first?["code"] as? String == code, "\(name): \(events)")
        }
    }

    /// Prints the round trip of a `transcript` → `handled`, a connection
    /// each as Home Assistant makes it and on one connection, beside a
    /// `match` on the Unix socket, the same utterance, no handler, measured
    /// by the same Python process one at a time. (A release build:
    /// `PHRASEBOOK_BIN_DIR=.build/release`; `PHRASEBOOK_WYOMING_LATENCY_COUNT`
    /// round trips of each, 200 by default.)
    @Test(.enabled(if: python != nil, skipped))
    func latencyOfATranscriptBesideASocketMatch() throws {
        let count = ProcessInfo.processInfo.environment["PHRASEBOOK_WYOMING_LATENCY_COUNT"] ?? "200"
        let measures = try Self.run("latency", ["--count", count], daemonArguments: ["--no-dispatch", "--log-level", "info"])
        #expect(measures.count == 5)
        for measure in measures {
            let name = measure["measure"] as? String ?? "?"
            print("wyoming latency: \(name): p50 \(measure["p50_us"] ?? "?") µs, p90 \(measure["p90_us"] ?? "?") µs, p99 \(measure["p99_us"] ?? "?") µs")
        }
    }
}
