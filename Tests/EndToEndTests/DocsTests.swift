import Foundation
import Testing

/// The documentation against the tool: the complete example of
/// `Docs/phrase-files.md`, copied out of the page as a reader would,
/// compiles, passes `lint --strict` and its own tests with full coverage,
/// and `phrased` runs its handler; defaults, severities, commands and which
/// sample apps pass `lint --strict` are what the tools say.
@Suite struct DocsTests {
    static let page = Binaries.repositoryRoot.appendingPathComponent("Docs/phrase-files.md")

    static func text(of document: String) throws -> String {
        try String(contentsOf: Binaries.repositoryRoot.appendingPathComponent(document), encoding: .utf8)
    }

    /// The first capture of `pattern` in `text`.
    static func capture(_ pattern: String, in text: String) -> String? {
        let expression = try? NSRegularExpression(pattern: pattern)
        guard let match = expression?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let range = Range(match.range(at: 1), in: text)
        else { return nil }
        return String(text[range])
    }

    /// Each `**`TeaTimer/…`**` on the page and the fenced block after it.
    static func files() throws -> [(path: String, contents: String)] {
        let lines = try String(contentsOf: page, encoding: .utf8).components(separatedBy: "\n")
        var files: [(String, String)] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard let range = lines[index].range(of: #"^\*\*`TeaTimer/[^`]+`\*\*"#, options: .regularExpression) else { continue }
            let path = lines[index][range].dropFirst(3).dropLast(3)
            guard let open = lines[index...].firstIndex(where: { $0.hasPrefix("```") }),
                let close = lines[(open + 1)...].firstIndex(where: { $0 == "```" })
            else { break }
            files.append((String(path), lines[(open + 1)..<close].joined(separator: "\n") + "\n"))
            index = close
        }
        return files
    }

    /// The example written out under a new folder; the caller removes it.
    static func writeExample() throws -> URL {
        let root = try Binaries.temporaryDirectory("phrasebook-docs-example")
        for (path, contents) in try files() {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
            if path.contains("/handlers/") { try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path) }
        }
        return root
    }

    @Test func theCompleteExampleCompilesLintsAndPassesItsTests() throws {
        #expect(try Self.files().map(\.path) == [
            "TeaTimer/TeaTimerShortcuts.swift", "TeaTimer/Info.plist", "TeaTimer/entities/TeapotEntity.json",
            "TeaTimer/handlers/StartTimerIntent", "TeaTimer/tests/teatimer.phrasetest",
        ])
        let root = try Self.writeExample()
        defer { try? FileManager.default.removeItem(at: root) }
        let compile = try Binaries.run("phrase", ["compile", "."], in: root)
        #expect(compile.status == 0 && compile.stderr.isEmpty, "\(compile.stderr)")
        #expect(compile.stdout.contains("compiled 1 app (Tea Timer): 2 shortcuts, 3 templates, 1 negative phrases"), "\(compile.stdout)")
        let lint = try Binaries.run("phrase", ["lint", ".", "--strict"], in: root)
        #expect(lint.status == 0 && lint.stdout == "0 findings (0 against Apple's build rules)\n", "\(lint.stdout)")
        let test = try Binaries.run("phrase", ["test", ".", "--require-coverage"], in: root)
        #expect(test.status == 0 && test.stdout.hasSuffix("7 passed, 0 failed\n"), "\(test.stdout)\(test.stderr)")
    }

    @Test func theDaemonRunsTheExamplesHandler() throws {
        let root = try Self.writeExample()
        defer { try? FileManager.default.removeItem(at: root) }
        let daemon = try Daemon(reusing: root.path)
        let client = try DaemonClient(path: daemon.socketPath)
        let response = try client.request("brew english breakfast with tea time")
        #expect((response["dispatch"] as? [String: Any])?["dialog"] as? String == "Brewing black tea: ready in 3 minutes.", "\(response)")
    }

    @Test func theDefaultThresholdIsTheSameEverywhere() throws {
        let help = try Binaries.run("phrase", ["match", "--help"]).stdout
        let tool = try #require(Self.capture(#"below X are no-match \(default: ([0-9.]+)\)"#, in: help))
        let daemon = try Daemon.runToExit(["--help"]).output
        #expect(Self.capture(#"--threshold X[^(]*\(default: ([0-9.]+)\)"#, in: daemon) == tool)
        #expect(Self.capture(#"\| `--threshold X` \| ([0-9.]+) \|"#, in: try Self.text(of: "Docs/daemon.md")) == tool)
        #expect(Self.capture(#"no-match` \(default ([0-9.]+), or `phrased --threshold`"#, in: try Self.text(of: "Docs/protocol.md")) == tool)
        #expect(Self.capture(#"confidence threshold \(default ([0-9.]+)\)"#, in: try Self.text(of: "Docs/cli.md")) == tool)
        #expect(Self.capture(#"below the threshold \(default \*\*([0-9.]+)\*\*"#, in: try Self.text(of: "Docs/matching.md")) == tool)
    }

    /// A parameter of a type with no values to say: phrase-files.md shows
    /// the diagnostic `phrase compile` prints, severity and all.
    @Test func aURLParameterIsTheWarningTheDocsShow() throws {
        let root = try Binaries.temporaryDirectory("phrasebook-docs-url")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Diver"), withIntermediateDirectories: true)
        try """
            struct SaveIntent: AppIntent {
                @Parameter(title: "Link") var url: URL
            }
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: SaveIntent(), phrases: ["Save \\(\\.$url) in \\(.applicationName)"], shortTitle: "Save", systemImageName: "link")
                }
            }
            """.write(to: root.appendingPathComponent("Diver/Shortcuts.swift"), atomically: true, encoding: .utf8)
        let compile = try Binaries.run("phrase", ["compile", "."], in: root)
        #expect(compile.status == 0)
        let printed = try #require(Self.capture(#"Shortcuts\.swift:[0-9]+:[0-9]+: (.*)"#, in: compile.stderr), "\(compile.stderr)")
        #expect(printed.hasPrefix("warning: '${url}' has type URL"))
        #expect(try Self.text(of: "Docs/phrase-files.md").contains(printed), "\(printed)")
    }

    @Test func theCommandLineDocsListEveryCommand() throws {
        let commands = try Binaries.run("phrase", ["--help"]).lines.compactMap { line -> String? in
            line.hasPrefix("  phrase ") ? line.split(separator: " ").dropFirst().first.map(String.init) : nil
        }
        let synopsis = try Self.text(of: "Docs/cli.md").components(separatedBy: "```")[1]
        for command in commands {
            #expect(synopsis.contains("phrase \(command) "), "\(command) is missing from Docs/cli.md's synopsis")
        }
    }

    /// cli.md's `phrase lint phrases` is what the command prints, every
    /// finding and the count.
    @Test func theLintExampleIsWhatLintPrints() throws {
        let page = try Self.text(of: "Docs/cli.md")
        let block = try #require(page.components(separatedBy: "```\n$ phrase lint phrases\n").dropFirst().first)
        let shown = block.components(separatedBy: "```\n")[0]
        let lint = try Binaries.run("phrase", ["lint", "phrases"], in: Binaries.repositoryRoot)
        #expect(lint.status == 0)
        #expect(shown == lint.stdout, "Docs/cli.md's lint example differs from what phrase lint phrases prints:\n\(lint.stdout)")
    }

    /// testing.md and phrases/README.md say which sample apps pass
    /// `lint --strict` (to try the CI job on) and which break Apple's rules
    /// on purpose.
    @Test func theSampleAppsTheDocsSayPassLintStrictDo() throws {
        for (app, status) in [("Landmarks", 0), ("Calm", 0), ("DailyByte", 0), ("CodingBridge", 1), ("Diver", 1)] {
            let lint = try Binaries.run("phrase", ["lint", "phrases/\(app)", "--strict"], in: Binaries.repositoryRoot)
            #expect(lint.status == status, "\(app): \(lint.stdout)")
        }
        #expect(try Self.text(of: "Docs/testing.md").contains("`phrase lint phrases/Landmarks --strict`"))
        #expect(try Self.text(of: "phrases/README.md").contains("Calm, Daily Byte and Landmarks pass `lint --strict`"))
    }
}
