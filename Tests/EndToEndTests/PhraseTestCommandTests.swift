import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `phrase test` run as a user runs it, on phrase sets written to a temporary folder.
@Suite struct PhraseTestCommandTests {
    /// A small app: two shortcuts (one with a parameter), a negative phrase, entities.
    static let swift = #"""
        import AppIntents

        struct HomeShortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(
                    intent: OpenRoomIntent(),
                    phrases: [
                        "Open \(\.$room) in \(.applicationName)",
                        "Show rooms in \(.applicationName)",
                    ],
                    shortTitle: "Open Room",
                    systemImageName: "door.left.hand.open"
                )
                AppShortcut(intent: LightsOffIntent(), phrases: ["Turn off the lights with \(.applicationName)"],
                            shortTitle: "Lights Off", systemImageName: "lightbulb")
            }

            static var negativePhrases: NegativeAppShortcutPhrases {
                NegativeAppShortcutPhrases {
                    "Turn on the lights"
                }
            }
        }

        struct OpenRoomIntent: AppIntent {
            static var title: LocalizedStringResource = "Open Room"
            @Parameter(title: "Room")
            var room: RoomEntity?
        }

        struct LightsOffIntent: AppIntent {
            static var title: LocalizedStringResource = "Lights Off"
        }

        struct RoomEntity: AppEntity {
            static var typeDisplayRepresentation: TypeDisplayRepresentation = "Room"
        }
        """#

    static let entities = #"[{"id": "kitchen", "title": "Kitchen"}, {"id": "den", "title": "Den", "synonyms": ["Study"]}]"#

    /// A phrases folder with the app `Home` and the given test files; removed by the caller.
    func phrases(_ tests: [String: String]) throws -> URL {
        let root = try Binaries.temporaryDirectory()
        let app = root.appendingPathComponent("phrases/Home")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("entities"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: app.appendingPathComponent("tests"), withIntermediateDirectories: true)
        try Self.swift.write(to: app.appendingPathComponent("HomeShortcuts.swift"), atomically: true, encoding: .utf8)
        try Self.entities.write(to: app.appendingPathComponent("entities/RoomEntity.json"), atomically: true, encoding: .utf8)
        for (name, text) in tests {
            try text.write(to: app.appendingPathComponent("tests/\(name)"), atomically: true, encoding: .utf8)
        }
        return root
    }

    static let complete = """
        open kitchen in home => OpenRoomIntent room=kitchen
        open study in home => Home:OpenRoomIntent room=den   # a synonym
        show rooms in home => OpenRoomIntent
        turn off the lights with home => LightsOffIntent
        turn on the lights => rejected "Turn on the lights"
        open kitchen in the other app => no-match

        """

    @Test func passingRunEndsWithTheCountsAndExitsZero() throws {
        let root = try phrases(["home.phrasetest": Self.complete])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Binaries.run("phrase", ["test", "phrases", "--require-coverage"], in: root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.lines.last == "6 passed, 0 failed")
        #expect(result.stdout.contains("Home  3/3 templates, 1/1 negative phrases"))
    }

    /// `--param` matches every case with the matcher's number changed: a
    /// threshold above every flexible reading fails the cases said with
    /// words the phrase lacks; an unknown name is a usage error.
    @Test func theMatchersNumbersCanBeChanged() throws {
        let root = try phrases(["home.phrasetest": "please open kitchen in home now => OpenRoomIntent room=kitchen\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let plain = try Binaries.run("phrase", ["test", "phrases"], in: root)
        #expect(plain.lines.last == "1 passed, 0 failed", "\(plain.stdout)\(plain.stderr)")
        let strict = try Binaries.run("phrase", ["test", "phrases", "--param", "threshold=0.999"], in: root)
        #expect(strict.status == 1 && strict.lines.last == "0 passed, 1 failed", "\(strict.stdout)\(strict.stderr)")
        let unknown = try Binaries.run("phrase", ["test", "phrases", "--param", "nosuch=1"], in: root)
        #expect(unknown.status == 2 && unknown.stderr.contains("no match parameter 'nosuch'"), "\(unknown.stderr)")
    }

    @Test func failingExpectationIsReportedAtItsLineAndExitsOne() throws {
        let root = try phrases(["home.phrasetest": """
            # line 1 is a comment
            open kitchen in home => OpenRoomIntent room=kitchen

            open kitchen in home => OpenRoomIntent room=den
            """])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Binaries.run("phrase", ["test", "phrases"], in: root)
        #expect(result.status == 1)
        #expect(result.lines.contains(
            #"phrases/Home/tests/home.phrasetest:4: expected OpenRoomIntent room=den got Home:OpenRoomIntent room=kitchen (confidence 1.00, phrase "Open ${room} in ${applicationName}")"#),
            "\(result.stdout)")
        #expect(result.lines.last == "1 passed, 1 failed")
    }

    @Test func malformedFileExitsTwoAndTheOthersStillRun() throws {
        let root = try phrases([
            "good.phrasetest": "open kitchen in home => OpenRoomIntent room=kitchen\n",
            "bad.phrasetest": "open kitchen in home => OpenRoomIntent room=\nopen den in home OpenRoomIntent\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Binaries.run("phrase", ["test", "phrases"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("phrases/Home/tests/bad.phrasetest:1:45: error: expected a value after 'room='"), "\(result.stderr)")
        #expect(result.stderr.contains("phrases/Home/tests/bad.phrasetest:2:32: error: expected '=>'"), "\(result.stderr)")
        #expect(result.stdout.contains("1 malformed file not run: phrases/Home/tests/bad.phrasetest"))
        #expect(result.lines.last == "1 passed, 0 failed")
    }

    @Test func untestedTemplatesAreListedAndCanFailTheRun() throws {
        let root = try phrases(["home.phrasetest": "open kitchen in home => OpenRoomIntent room=kitchen\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let listed = try Binaries.run("phrase", ["test", "phrases"], in: root)
        #expect(listed.status == 0)
        #expect(listed.stdout.contains(
            #"phrases/Home/HomeShortcuts.swift:9:17: warning: no test exercises the template "Show rooms in ${applicationName}" (Home OpenRoomIntent)"#),
            "\(listed.stdout)")
        #expect(listed.stdout.contains(#"warning: no test exercises the negative phrase "Turn on the lights" (Home)"#))
        let required = try Binaries.run("phrase", ["test", "phrases", "--require-coverage"], in: root)
        #expect(required.status == 1)
        #expect(required.stdout.contains(#"error: no test exercises the template "Turn off the lights with ${applicationName}" (Home LightsOffIntent)"#))
        #expect(required.lines.last == "1 passed, 0 failed")
    }

    @Test func junitFileIsValidXML() throws {
        let root = try phrases([
            "home.phrasetest": Self.complete + "open kitchen in home => OpenRoomIntent room=\"<den> & 'study'\"\n",
            "odd.phrasetest": "\"tab\\there \u{1} & <b>\" => no-match\n",
            "bad.phrasetest": "x => [\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let junit = root.appendingPathComponent("reports/junit.xml")
        try FileManager.default.createDirectory(at: junit.deletingLastPathComponent(), withIntermediateDirectories: true)
        let result = try Binaries.run("phrase", ["test", "phrases", "--junit", junit.path, "--require-coverage"], in: root)
        #expect(result.status == 2)
        let data = try Data(contentsOf: junit)
        #if canImport(FoundationXML) || os(macOS)
        let document = try XMLDocument(data: data)
        let top = try #require(document.rootElement())
        #expect(top.name == "testsuites")
        let suites = top.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue ?? "" } == [
            "phrases/Home/tests/bad.phrasetest", "phrases/Home/tests/home.phrasetest", "phrases/Home/tests/odd.phrasetest", "coverage",
        ])
        guard suites.count == 4 else { return }
        let home = suites[1]
        #expect(home.attribute(forName: "tests")?.stringValue == "7")
        #expect(home.attribute(forName: "failures")?.stringValue == "1")
        let failure = try #require(home.elements(forName: "testcase").last?.elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == #"expected OpenRoomIntent room="<den> & 'study'" got Home:OpenRoomIntent room=kitchen"#)
        #expect(suites[0].elements(forName: "testcase").first?.elements(forName: "error").isEmpty == false)
        let odd = try #require(suites[2].elements(forName: "testcase").first?.attribute(forName: "name")?.stringValue)
        #expect(odd == "line 1: tab\there \u{FFFD} & <b>")
        #else
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites "))
        #expect(!text.contains("\u{1}"))
        #endif
        // Written through a temporary file and a rename: nothing else is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: junit.deletingLastPathComponent().path) == ["junit.xml"])
    }

    @Test func jsonOutputParses() throws {
        let root = try phrases(["home.phrasetest": Self.complete + "open den in home => LightsOffIntent\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Binaries.run("phrase", ["test", "phrases", "--json", "--report"], in: root)
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["passed"] as? Int == 6)
        #expect(summary["failed"] as? Int == 1)
        let cases = try #require(json["cases"] as? [[String: Any]])
        #expect(cases.count == 7)
        #expect(cases.last?["actual"] as? String == "Home:OpenRoomIntent room=den")
        let report = try #require(json["report"] as? [String: Any])
        let confusions = try #require(report["confusions"] as? [[String: Any]])
        #expect(confusions.first?["expected"] as? String == "Home:LightsOffIntent")
        #expect(confusions.first?["actual"] as? String == "Home:OpenRoomIntent")
    }

    @Test func reportListsCollisionsAndConfusion() throws {
        let root = try phrases(["home.phrasetest": Self.complete + "open den in home => LightsOffIntent\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Binaries.run("phrase", ["test", "phrases", "--report"], in: root)
        #expect(result.stdout.contains("  confused in the tests (expected → got):\n    Home:LightsOffIntent → Home:OpenRoomIntent  1×  phrases/Home/tests/home.phrasetest:7"), "\(result.stdout)")
        #expect(result.stdout.contains("  phrases that reach two meanings: none"))
    }

    /// Without its German and French cases, Calm's translations are
    /// untested: each listed at its place in the String Catalog, and the
    /// run fails with --require-coverage.
    @Test func untestedTranslationsAreListedAtTheirPlace() throws {
        let result = try Binaries.run(
            "phrase", ["test", "phrases", "phrases/Calm/tests/calm.phrasetest", "--require-coverage"], in: Binaries.repositoryRoot)
        #expect(result.status == 1)
        #expect(result.stdout.contains("\n  Calm (de)     0/10 templates, 0/3 negative phrases\n"), "\(result.stdout)")
        #expect(result.stdout.contains(
            #"phrases/Calm/AppShortcuts.xcstrings:7:9: error: no test in locale de exercises the translated template "Starte Meditation in ${applicationName}" (Calm StartMeditationIntent; translates "Start meditation in ${applicationName}")"#),
            "\(result.stdout)")
    }

    /// The sample apps' own tests pass with full coverage (as `make test` runs them).
    @Test func sampleAppsPassWithFullCoverage() throws {
        let result = try Binaries.run("phrase", ["test", "phrases", "--require-coverage"], in: Binaries.repositoryRoot)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.lines.last?.hasSuffix(" passed, 0 failed") == true)
    }
}
