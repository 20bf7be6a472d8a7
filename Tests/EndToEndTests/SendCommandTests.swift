import Foundation
import Testing

/// `phrase send` against the real daemon: one utterance per argument, a
/// transcript piped in, a conversation when asked for, no handlers when told.
@Suite struct SendCommandTests {
    /// Runs `phrase send --socket <daemon's> arguments` with `input`.
    static func send(_ daemon: Daemon, _ arguments: [String], input: String = "") throws -> Binaries.Result {
        try Binaries.run("phrase", ["send", "--socket", daemon.socketPath] + arguments, input: input)
    }

    /// What CodingBridge's CaptureIdeaIntent handler saved, in the daemon's home.
    static func ideas(_ daemon: Daemon) -> String {
        (try? String(contentsOfFile: daemon.homePath + "/.local/share/phrasebook/ideas.txt", encoding: .utf8)) ?? ""
    }

    @Test func eachArgumentIsOneUtterance() throws {
        let daemon = try Daemon(["--no-dispatch"])
        let result = try Self.send(
            daemon, ["--json", "open my project in coding bridge", "what time is it", #"{"op":"ping","id":1}"#, #"{"op":"ping","id":2}"#])
        #expect(result.status == 0, "\(result.stderr)")
        let responses = try result.lines.map(DaemonClient.decode)
        #expect(responses.count == 4)
        #expect(responses.first?["intent"] as? String == "OpenProjectIntent")
        #expect(responses.dropFirst().first?["status"] as? String == "no-match")
        #expect(responses.suffix(2).map { $0["id"] as? Int } == [1, 2])
    }

    /// A transcript file: blank lines and comments are not sent, and after a
    /// question the next transcript is an utterance of its own, not the answer.
    @Test func aPipedTranscriptSkipsCommentsAndAnswersNoQuestion() throws {
        let daemon = try Daemon()
        let transcript = """
            # ---- CodingBridge
            save idea to coding bridge

            # ---- Landmarks
              # indented, still a comment
            open niagara falls in landmarks
            buy more milk
            """
        let result = try Self.send(daemon, ["--json"], input: transcript)
        #expect(result.status == 0, "\(result.stderr)")
        let statuses = try result.lines.map { try DaemonClient.decode($0)["status"] as? String }
        #expect(statuses == ["needs-value", "matched", "no-match"], "\(result.stdout)")
        #expect(Self.ideas(daemon).isEmpty, "\(Self.ideas(daemon))")
        // Read for people, the same.
        let text = try Self.send(daemon, [], input: transcript)
        #expect(text.lines.first == "needs-value CodingBridge CaptureIdeaIntent: What's your idea?", "\(text.stdout)")
        #expect(text.lines.last == "no-match")
    }

    @Test func aConversationAnswersTheQuestionWhenAskedFor() throws {
        let daemon = try Daemon()
        let result = try Self.send(daemon, ["--conversation"], input: "save idea to coding bridge\nbuy more milk\nbuy more milk\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.lines == [
                "needs-value CodingBridge CaptureIdeaIntent: What's your idea?",
                "matched CodingBridge CaptureIdeaIntent idea=buy more milk  [0.70]", "  → Idea saved!", "no-match",
            ], "\(result.stdout)")
        #expect(Self.ideas(daemon).hasSuffix("\tbuy more milk\n"), "\(Self.ideas(daemon))")
        // Arguments too, when asked.
        let arguments = try Self.send(daemon, ["--conversation", "--json", "save idea to coding bridge", "call the bank"])
        #expect(try arguments.lines.map { try DaemonClient.decode($0)["status"] as? String } == ["needs-value", "matched"])
    }

    @Test func noDispatchRunsNoHandler() throws {
        let daemon = try Daemon()
        let result = try Self.send(
            daemon, ["--no-dispatch", "--json", "open my project in coding bridge", #"{"op":"match","text":"open my project in coding bridge","dispatch":true}"#])
        let responses = try result.lines.map(DaemonClient.decode)
        #expect(responses.count == 2 && responses.allSatisfy { $0["status"] as? String == "matched" && $0["dispatch"] == nil }, "\(result.stdout)")
        // Nor for the answer to a question.
        let answered = try Self.send(daemon, ["--no-dispatch", "--conversation", "--json"], input: "save idea to coding bridge\nbuy more milk\n")
        let answer = try DaemonClient.decode(try #require(answered.lines.last))
        #expect(answer["intent"] as? String == "CaptureIdeaIntent" && answer["dispatch"] == nil, "\(answer)")
        #expect(Self.ideas(daemon).isEmpty)
        // Without it, the handler runs.
        let dispatched = try Self.send(daemon, ["--json", "open my project in coding bridge"])
        #expect(try DaemonClient.decode(try #require(dispatched.lines.first))["dispatch"] != nil)
    }

    @Test func noDaemonIsExitStatusOne() throws {
        let result = try Binaries.run("phrase", ["send", "--socket", "/tmp/pd-nothing-\(UUID().uuidString.prefix(8)).sock", "ping"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot connect to phrased"))
    }
}
