import Foundation
import PhraseTestSupport
import Testing

/// What a new user meets first, done as README.md and Docs/wyoming.md say:
/// `make run` (with Wyoming) from a clone, the README's commands as typed,
/// a question answered, cancelled and left for a command said exactly — on
/// the socket, with `phrase send --conversation`, and from the reference
/// Wyoming client as Home Assistant sends it, a connection a turn — the
/// protocol's `update-entities` example and `phrase state`. The files
/// `make run`'s banner and the README point at are there.
///
/// The one departure from the pages: Wyoming on port 0 (the system picks a
/// free one) instead of 10700, which another daemon may hold.
@Suite(.serialized) struct FirstHourTests {
    static let transcripts = Binaries.repositoryRoot.appendingPathComponent("phrases/transcripts.txt")

    @Test func theMakeRunBannerNamesATranscriptThatIsThere() throws {
        let makefile = try String(contentsOf: Binaries.repositoryRoot.appendingPathComponent("Makefile"), encoding: .utf8)
        let named = makefile.split(separator: "\n").compactMap { line -> String? in
            guard line.contains("@echo"), let range = line.range(of: #"< [^ '"]*transcripts\.txt"#, options: .regularExpression) else { return nil }
            return String(line[range].dropFirst(2))
        }
        #expect(named == ["phrases/transcripts.txt"], "\(named)")
        #expect(FileManager.default.fileExists(atPath: Self.transcripts.path))
    }

    /// Every utterance of the sample transcript reaches a shortcut or a
    /// negative phrase; its comments and blank lines are not matched.
    @Test func everyLineOfTheSampleTranscriptReachesAShortcut() throws {
        let text = try String(contentsOf: Self.transcripts, encoding: .utf8)
        let utterances = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") && !$0.allSatisfy(\.isWhitespace) }
        let result = try Binaries.run("phrase", ["match", "phrases", "--json"], in: Binaries.repositoryRoot, input: text)
        #expect(result.status == 0, "\(result.stderr)")
        let statuses = try result.lines.map { try DaemonClient.decode($0)["status"] as? String ?? "?" }
        #expect(statuses.count == utterances.count && utterances.count >= 10)
        for (utterance, status) in zip(utterances, statuses) {
            #expect(["matched", "needs-value", "rejected"].contains(status), "\(utterance): \(status)")
        }
    }

    /// The lines of the README's `sh` blocks that run a command, in order.
    static func readmeCommands() throws -> [String] {
        let readme = try String(contentsOf: Binaries.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        return readme.components(separatedBy: "```sh\n").dropFirst().flatMap { block in
            block.components(separatedBy: "\n```")[0].split(separator: "\n").map(String.init)
        }
    }

    /// The command a page's `sh` block gives for `make run` with Wyoming.
    static func makeRunWithWyoming(in page: String) throws -> [String] {
        let text = try String(contentsOf: Binaries.repositoryRoot.appendingPathComponent(page), encoding: .utf8)
        let line = try #require(
            text.components(separatedBy: "\n").first { $0.hasPrefix("make run WYOMING=") }, "\(page) has no `make run WYOMING=…`")
        let words = line.split(separator: " ").map(String.init)
        #expect(words == ["make", "run", "WYOMING=tcp://127.0.0.1:10700"], "\(page): \(line)")
        return words
    }

    @Test func theToolsSayTheirVersion() throws {
        let tool = try Binaries.run("phrase", ["--version"])
        let daemon = try Binaries.run("phrased", ["--version"])
        #expect(tool.status == 0 && daemon.status == 0)
        let version = try #require(tool.stdout.split(separator: " ").last).trimmingCharacters(in: .newlines)
        #expect(tool.stdout == "phrase \(version)\n" && daemon.stdout == "phrased \(version)\n")
        #expect(!version.isEmpty)
    }

    /// README's quick start, each command as written, against `make run
    /// WYOMING=…`; then what a question comes to on the socket, and the
    /// protocol's example update undone with `phrase state`.
    @Test func theQuickStartAsWritten() throws {
        #expect(try Self.makeRunWithWyoming(in: "README.md") == Self.makeRunWithWyoming(in: "Docs/wyoming.md"))
        let run = try QuickStart(["WYOMING=tcp://127.0.0.1:0"])
        let banner = run.banner
        #expect(banner.contains("phrased: serving phrases/ on \(run.socketPath) and Wyoming on tcp://127.0.0.1:0"), "\(banner)")
        #expect(banner.contains("Wyoming Protocol, host 127.0.0.1, port 0;"), "\(banner)")
        #expect(banner.contains("\(run.home)/.local/share/phrasebook/ideas.txt"), "\(banner)")
        #expect(run.wyomingPort != nil, "\(run.log)")

        // The phrase commands; socat and nc are not Phrasebook's (and not on every machine).
        let commands = try Self.readmeCommands().filter { $0.hasPrefix(".build/release/phrase ") || $0.hasPrefix("printf ") }
        #expect(commands.count == 5, "\(commands)")
        for command in commands {
            let typed = command.hasSuffix("# type; a question takes the next line") ? "open niagara falls in landmarks\n" : ""
            let result = try run.shell(command, input: typed)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(command): \(result.stderr)")
            #expect(!result.stdout.isEmpty && !result.stdout.contains("error"), "\(command): \(result.stdout)")
            if command.contains("'open my project in coding bridge'") {
                #expect(result.stdout.contains("matched CodingBridge OpenProjectIntent") && result.stdout.contains("→ Opening my-project."))
            } else if command.contains("--conversation") {
                #expect(result.stdout.contains("idea=buy more milk") && result.stdout.contains("→ Idea saved!"), "\(result.stdout)")
            } else if command.contains("'save idea to coding bridge'") {
                #expect(result.stdout.hasPrefix("needs-value CodingBridge CaptureIdeaIntent: What's your idea?"), "\(result.stdout)")
            }
        }
        // The side effect the README and the banner announce.
        let ideas = try String(contentsOfFile: run.home + "/.local/share/phrasebook/ideas.txt", encoding: .utf8)
        #expect(ideas.hasSuffix("\tbuy more milk\n"), "\(ideas)")

        // A question cancelled, and one left for a command said exactly: on the socket…
        let client = try DaemonClient(path: run.socketPath)
        #expect(try client.request("save idea to coding bridge")["status"] as? String == "needs-value")
        let cancelled = try client.request("never mind")
        #expect(cancelled["status"] as? String == "cancelled" && cancelled["parameter"] as? String == "idea", "\(cancelled)")
        #expect(try client.request("buy more milk")["status"] as? String == "no-match")
        #expect(try client.request("save idea to coding bridge")["status"] as? String == "needs-value")
        let command = try client.request("open my project in coding bridge")
        #expect(command["intent"] as? String == "OpenProjectIntent" && command["dispatch"] != nil, "\(command)")
        // …and with phrase send --conversation.
        let conversation = try run.shell(
            "printf '%s\\n' 'save idea to coding bridge' 'forget it' 'save idea to coding bridge' 'open niagara falls in landmarks' | .build/release/phrase send --conversation")
        #expect(
            conversation.stdout.split(separator: "\n").map { $0.split(separator: " ").prefix(3).joined(separator: " ") } == [
                "needs-value CodingBridge CaptureIdeaIntent:", "cancelled CodingBridge CaptureIdeaIntent:",
                "needs-value CodingBridge CaptureIdeaIntent:", "matched Landmarks OpenLandmarkIntent",
            ], "\(conversation.stdout)")
        #expect(try String(contentsOfFile: run.home + "/.local/share/phrasebook/ideas.txt", encoding: .utf8) == ideas)

        // protocol.md's update-entities example, as written, leaves the quick start alone; phrase state undoes it.
        let protocolPage = try String(contentsOf: Binaries.repositoryRoot.appendingPathComponent("Docs/protocol.md"), encoding: .utf8)
        let update = try #require(protocolPage.components(separatedBy: "\n").first { $0.hasPrefix(#"→ {"op":"update-entities","id":"u1""#) })
        #expect(try client.request(String(update.dropFirst(2)))["status"] as? String == "ok")
        #expect(try client.request("show my cooking links in diver")["status"] as? String == "matched")
        #expect(try client.request("open my project in coding bridge")["status"] as? String == "matched")
        #expect(try run.shell(".build/release/phrase state").stdout.contains("  Diver TagEntity: 1 value, written "))
        #expect(try run.shell(".build/release/phrase state reset").stdout == "reset Diver TagEntity: phrased serves the phrase folder's values again\n")
        #expect(try client.request("show my work links in diver")["status"] as? String == "matched")

        #expect(try run.stop() == 0, "\(run.log)")
    }

    static let python = WyomingInteropTests.python

    /// Docs/wyoming.md's command, and Home Assistant's way of asking: the
    /// reference client, a new connection for each transcript, the
    /// conversation's id in its context.
    @Test(.enabled(if: python != nil, WyomingInteropTests.skipped))
    func aConversationOverWyomingAsHomeAssistantHasIt() throws {
        _ = try Self.makeRunWithWyoming(in: "Docs/wyoming.md")
        let run = try QuickStart(["WYOMING=tcp://127.0.0.1:0"])
        let port = try #require(run.wyomingPort, "\(run.log)")
        let python = try #require(Self.python)
        let output = try WyomingInteropTests.runPython(python, [WyomingInteropTests.script, "conversation", "--port", "\(port)"], timeout: .seconds(120))
        #expect(output.status == 0, "\(output.stderr)")
        let steps = try output.lines.map(DaemonClient.decode)
        let said = steps.map { "\($0["step"] ?? ""): \($0["type"] ?? "") \($0["text"] ?? "")" }
        #expect(said == [
            "answer 0: handled What's your idea?", "answer 1: handled Idea saved!",
            "cancel 0: handled What's your idea?", "cancel 1: handled Cancelled.", "cancel 2: not-handled No shortcut matches that.",
            "command 0: handled What's your idea?", "command 1: handled Opening my-project.",
        ], "\(said)")
        let ideas = try String(contentsOfFile: run.home + "/.local/share/phrasebook/ideas.txt", encoding: .utf8)
        #expect(ideas.split(separator: "\n").count == 1 && ideas.hasSuffix("\tbuy more milk\n"), "\(ideas)")
        #expect(try run.stop() == 0, "\(run.log)")
    }
}
