import Foundation
import PhraseTestSupport
import Testing

/// `phrase compile`, `lint`, `expand` and `match` run as a user runs them:
/// standard output, standard error and the exit status compared with a
/// snapshot under `Golden/`. Times and memory are masked.
/// `PHRASEBOOK_RECORD=1 swift test` re-records the snapshots — and the test
/// then fails, so a re-record is never silent.
@Suite struct CommandSnapshotTests {
    /// Where a command runs: the repository (`phrases/` are the sample
    /// apps), or a folder with the small app `Home`, whole or with a broken file.
    enum Folder: Sendable {
        case repository, home, brokenHome
    }

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var arguments: [String]
        var folder: Folder = .repository
        var input = ""
        var description: String { name }
    }

    static let utterances = """
        open niagara falls in landmarks
        hey um open niagra falls in land marks please
        save idea to coding bridge
        stop meditation in calm
        open paris in landmarks
        what time is it
        """

    static let requests = """
        {"id":1,"hypotheses":["a comparison landmarks","open pier 39 in landmarks"]}
        {"op":"match","text":"start sleep meditation in calm","app":"Calm","exact":true}
        {"hypotheses":[{"text":"open paris in landmarks","grammar":true}]}
        {"text":"open my project in coding bridge","app":"Nowhere"}
        {"op":null,"text":"open niagara falls in landmarks"}
        {"op":"ping"}
        {"hypotheses":[]}
        {"text":
        open my project in coding bridge
        """

    /// A transcript file: comments, a blank line, and a needs-value
    /// question followed by a line that is an utterance of its own.
    /// A question answered, one cancelled, and one left for a command said exactly.
    static let conversation = """
        save idea to coding bridge
        buy more milk
        save idea to coding bridge
        never mind
        save idea to coding bridge
        open niagara falls in landmarks
        """

    static let transcript = """
        # ---- CodingBridge
        save idea to coding bridge

        # ---- Landmarks
        open niagara falls in landmarks
        """

    static let cases: [Case] = [
        Case(name: "compile", arguments: ["compile", "phrases"]),
        Case(name: "compile-json", arguments: ["compile", "phrases", "--json"], folder: .home),
        Case(name: "compile-json-locale", arguments: ["compile", "phrases", "--json", "--locale", "de-AT"]),
        Case(name: "compile-json-unknown-locale", arguments: ["compile", "phrases", "--json", "--locale", "sv"]),
        Case(name: "compile-errors", arguments: ["compile", "phrases"], folder: .brokenHome),
        Case(name: "lint", arguments: ["lint", "phrases"]),
        Case(name: "lint-strict", arguments: ["lint", "phrases", "--strict"]),
        Case(name: "lint-json", arguments: ["lint", "phrases", "--json"], folder: .brokenHome),
        Case(name: "expand", arguments: ["expand", "phrases"]),
        Case(name: "expand-json", arguments: ["expand", "phrases", "--json"], folder: .home),
        Case(name: "match", arguments: ["match", "phrases"], input: utterances),
        Case(name: "match-arguments", arguments: ["match", "phrases", "--exact", "open niagara falls in landmarks", "what time is it", "# said"]),
        Case(name: "match-transcript", arguments: ["match"], input: transcript),
        Case(name: "match-conversation", arguments: ["match", "--conversation"], input: conversation),
        Case(name: "match-json", arguments: ["match", "phrases", "--json"], input: utterances + "\n" + requests),
        Case(name: "match-usage", arguments: ["match", "phrases", "--threshold", "2"]),
        // One of the matcher's numbers changed: the same utterance, stricter and looser.
        Case(name: "match-param", arguments: [
            "match", "phrases", "--json", "open niagra falls in land marks", "--param", "threshold=0.98", "--param", "weakAppNameSimilarity=0.6",
        ]),
        Case(name: "match-param-unknown", arguments: ["match", "phrases", "--param", "weakName=1", "x"]),
        Case(name: "match-locale", arguments: [
            "match", "phrases", "--locale", "de", "starte schlafenszeit-meditation in calm", "starte schnelle achtsamkeit in calm",
        ]),
        Case(name: "match-locale-json", arguments: ["match", "phrases", "--locale", "fr", "--json", "lance une méditation coucher dans calm"]),
        Case(name: "unknown-command", arguments: ["frobnicate"]),
        Case(name: "grammar-json", arguments: ["grammar", "phrases", "--format", "words", "--app", "Calm", "--json"]),
        Case(name: "grammar-usage", arguments: ["grammar", "phrases", "--format", "gbnf"]),
        Case(name: "grammar-locale", arguments: ["grammar", "phrases", "--format", "jsgf", "--locale", "sv"]),
        Case(name: "grammar-german", arguments: ["grammar", "phrases", "--format", "words", "--locale", "de-AT", "--json"]),
        Case(name: "grammar-german-dict", arguments: ["grammar", "phrases", "--format", "dict", "--locale", "de"]),
        Case(name: "grammar-prompt", arguments: ["grammar", "phrases", "--format", "prompt", "--app", "CodingBridge", "--json"]),
        Case(name: "unknown-option", arguments: ["send", "--frobnicate"]),
        Case(name: "compile-missing-folder", arguments: ["compile", "nonexistent"]),
        Case(name: "help", arguments: ["--help"]),
        Case(name: "help-match", arguments: ["match", "--help"]),
        Case(name: "help-send", arguments: ["help", "send"]),
    ]

    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test(arguments: cases)
    func outputIsUnchanged(_ command: Case) throws {
        let root = try folder(command.folder)
        defer { if command.folder != .repository { try? FileManager.default.removeItem(at: root) } }
        let result = try Binaries.run("phrase", command.arguments, in: root, input: command.input)
        let text = Self.masked(
            """
            $ phrase \(command.arguments.map(Self.shellQuoted).joined(separator: " "))
            exit \(result.status)
            --- stdout
            \(result.stdout)--- stderr
            \(result.stderr)
            """)
        if let mismatch = try GoldenFile(Self.golden.appendingPathComponent("\(command.name).txt")).mismatch(text) {
            Issue.record(Comment(rawValue: mismatch))
        }
    }

    /// Every command `phrase --help` lists answers `--help` and `-h` with
    /// its own usage, and `phrase help COMMAND` says the same.
    @Test func everyCommandAnswersHelp() throws {
        let overview = try Binaries.run("phrase", ["--help"])
        #expect(overview.status == 0)
        let commands = overview.lines.compactMap { line -> String? in
            guard line.hasPrefix("  phrase ") else { return nil }
            return line.split(separator: " ").dropFirst().first.map(String.init)
        }
        #expect(Set(commands).isSuperset(of: ["compile", "lint", "expand", "match", "test", "send"]), "\(commands)")
        for command in commands {
            for arguments in [[command, "--help"], [command, "-h"], [command, "phrases", "--json", "--help"], ["help", command]] {
                let result = try Binaries.run("phrase", arguments, in: Binaries.repositoryRoot)
                #expect(result.status == 0, "\(arguments): \(result.stderr)")
                #expect(result.stdout.hasPrefix("usage: phrase \(command) "), "\(arguments): \(result.stdout)")
                #expect(result.stderr.isEmpty, "\(arguments): \(result.stderr)")
            }
        }
        // After `--`, `--help` is a word like any other.
        let text = try Binaries.run("phrase", ["match", "phrases", "--", "--help"], in: Binaries.repositoryRoot)
        #expect(text.status == 0 && text.stdout == "no-match\n", "\(text.stdout)")
    }

    /// On a terminal (`script` gives `phrase` one) a needs-value question
    /// is asked, with its prompt, and the next line answers it.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func matchOnATerminalAsksTheFollowUpQuestion() throws {
        let phrase = try Binaries.path("phrase")
        let result = try ProcessRunner.run(
            "/usr/bin/script", ["-qec", "'\(phrase)' match phrases", "/dev/null"], in: Binaries.repositoryRoot.path,
            input: "save idea to coding bridge\nbuy more milk\nbuy more milk\n")
        let output = result.stdout.replacingOccurrences(of: "\r", with: "")
        #expect(output.contains("> needs-value CodingBridge CaptureIdeaIntent: idea? \"What's your idea?\""), "\(output)")
        #expect(output.contains("What's your idea? > matched CodingBridge CaptureIdeaIntent idea=buy more milk"), "\(output)")
        // Answered: the same words again are an utterance of their own.
        #expect(output.contains("> no-match"), "\(output)")
    }

    /// The folder to run in; a temporary one for `Home`, removed by the caller.
    func folder(_ folder: Folder) throws -> URL {
        guard folder != .repository else { return Binaries.repositoryRoot }
        let root = try Binaries.temporaryDirectory()
        let app = root.appendingPathComponent("phrases/Home")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("entities"), withIntermediateDirectories: true)
        try PhraseTestCommandTests.swift.write(to: app.appendingPathComponent("HomeShortcuts.swift"), atomically: true, encoding: .utf8)
        try PhraseTestCommandTests.entities.write(
            to: app.appendingPathComponent("entities/RoomEntity.json"), atomically: true, encoding: .utf8)
        if folder == .brokenHome {
            try """
                struct MoreShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: LightsOffIntent(), phrases: [makePhrase()], shortTitle: "X", systemImageName: "x")
                    }
                }
                """.write(to: app.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
        }
        return root
    }

    /// `word` as a shell would need it: quoted when it holds spaces or `#`.
    static func shellQuoted(_ word: String) -> String {
        word.contains(where: { $0 == " " || $0 == "#" || $0 == "'" }) ? "'" + word.replacingOccurrences(of: "'", with: #"'''"#) + "'" : word
    }

    /// The text with what changes from run to run masked: times, memory.
    static func masked(_ text: String) -> String {
        var text = text
        for (pattern, replacement) in [
            (#"in [0-9.]+ (ms|s)\b"#, "in <time>"), (#"peak memory [0-9.]+ MB"#, "peak memory <memory>"),
            (#""seconds" ?: ?[0-9.e-]+"#, #""seconds": <seconds>"#),
        ] {
            text = text.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
        }
        return text
    }
}
