import Foundation
import Testing
@testable import Phrasebook

/// A phrases folder written to a temporary directory and compiled, so a
/// lint test reads Swift, `Info.plist` and entity files as `phrase lint` does.
struct LintFixture {
    let root: URL

    /// `files`: path under the phrases folder (`Songbird/Shortcuts.swift`) → contents.
    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    /// Compiles the folder, lints it, removes it.
    func findings() throws -> (catalog: Catalog, findings: [Linter.Finding]) {
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try Catalog(loadingFrom: root.path)
        #expect(!catalog.hasErrors, "\(catalog.diagnostics)")
        return (catalog, Linter.findings(in: catalog))
    }

    /// The location `path:line:column` prints as, under the fixture's root.
    func location(_ path: String, _ line: Int, _ column: Int) -> String {
        "\(root.appendingPathComponent(path).path):\(line):\(column)"
    }

    /// An `Info.plist` with a display name and alternative names (name → pronunciation hint).
    static func infoPlist(_ name: String, alternatives: [(String, String?)] = []) -> String {
        let entries = alternatives.map { alternative, hint in
            "\t\t<dict>\n\t\t\t<key>INAlternativeAppName</key>\n\t\t\t<string>\(alternative)</string>\n"
                + (hint.map { "\t\t\t<key>INAlternativeAppNamePronunciationHint</key>\n\t\t\t<string>\($0)</string>\n" } ?? "")
                + "\t\t</dict>\n"
        }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleDisplayName</key>
            \t<string>\(name)</string>
            \t<key>INAlternativeAppNames</key>
            \t<array>
            \(entries)\t</array>
            </dict>
            </plist>

            """
    }

    /// An `AppEnum` whose cases are said as `titles`.
    static func appEnum(_ name: String, titles: [String]) -> String {
        let cases = titles.indices.map { "    case v\($0)" }.joined(separator: "\n")
        let representations = titles.enumerated().map { "        .v\($0.offset): \"\($0.element)\"," }.joined(separator: "\n")
        return """
            enum \(name): String, AppEnum {
            \(cases)

                static let typeDisplayRepresentation: TypeDisplayRepresentation = "\(name)"
                static let caseDisplayRepresentations: [\(name): DisplayRepresentation] = [
            \(representations)
                ]
            }

            """
    }

    /// A provider with one shortcut a line, each with one phrase: `AppShortcut(intent: X(), phrases: ["…"], …)`.
    static func provider(_ app: String, _ shortcuts: [(intent: String, phrase: String)]) -> String {
        let lines = shortcuts.map { #"        AppShortcut(intent: \#($0.intent)(), phrases: ["\#($0.phrase)"], shortTitle: "\#($0.intent)", systemImageName: "star")"# }
        return "struct \(app)Shortcuts: AppShortcutsProvider {\n    static var appShortcuts: [AppShortcut] {\n"
            + lines.joined(separator: "\n") + "\n    }\n}\n"
    }

    /// An intent with one parameter (or none).
    static func intent(_ name: String, parameter: (name: String, type: String)? = nil) -> String {
        let property = parameter.map { "    @Parameter(title: \"\($0.name)\")\n    var \($0.name): \($0.type)\n" } ?? ""
        return """
            struct \(name): AppIntent {
                static let title: LocalizedStringResource = "\(name)"
            \(property)
                func perform() async throws -> some IntentResult { .result() }
            }

            """
    }
}

/// `phrase lint` on real providers (issue 16, items 7–10): duplicates,
/// grouped value collisions, run-time entities, `${applicationName}` as text.
@Suite struct LintTests {
    // MARK: - Duplicate phrases (16.7)

    static let songbird = """
        struct SongbirdShortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: RateSongIntent(), phrases: [
                    "Rate song with \\(\\.$rating) stars in \\(.applicationName)",
                    "Rate this song in \\(.applicationName)",
                    "Rate song with \\(\\.$rating) stars in \\(.applicationName)"
                ], shortTitle: "Rate Song", systemImageName: "star")
                AppShortcut(intent: ShowLibraryIntent(), phrases: [
                    "Show me \\(.applicationName)",
                    "Show my library in \\(.applicationName)"
                ], shortTitle: "Library", systemImageName: "books.vertical")
                AppShortcut(intent: ShowQueueIntent(), phrases: [
                    "Show me \\(.applicationName)"
                ], shortTitle: "Queue", systemImageName: "list.number")
                AppShortcut(intent: ShowRecentIntent(), phrases: [
                    "show me,  \\(.applicationName)!"
                ], shortTitle: "Recent", systemImageName: "clock")
            }
        }

        """

    static var songbirdFiles: [String: String] {
        [
            "Songbird/Shortcuts.swift": songbird,
            "Songbird/Intents.swift": LintFixture.intent("RateSongIntent", parameter: ("rating", "StarRating"))
                + LintFixture.intent("ShowLibraryIntent") + LintFixture.intent("ShowQueueIntent")
                + LintFixture.intent("ShowRecentIntent")
                + LintFixture.appEnum("StarRating", titles: ["1", "2", "3", "4", "5"]),
        ]
    }

    @Test func duplicatePhrasesWithinAShortcutAreOneFindingNamingEveryPlace() throws {
        let fixture = try LintFixture(Self.songbirdFiles)
        let (_, findings) = try fixture.findings()
        let rate = findings.filter { $0.diagnostic.message.hasPrefix("\"Rate song with ${rating} stars in ${applicationName}\" is written") }
        #expect(rate.count == 1)
        let message = try #require(rate.first).diagnostic.message
        #expect(message.contains("is written twice in Songbird"))
        #expect(message.contains(fixture.location("Songbird/Shortcuts.swift", 4, 13) + " (Rate Song)"))
        #expect(message.contains(fixture.location("Songbird/Shortcuts.swift", 6, 13) + " (Rate Song)"))
        #expect(message.hasSuffix("the repeats add nothing: keep one"))
        // At the repeat, in compiler form.
        #expect(rate.first?.diagnostic.description.hasPrefix(fixture.location("Songbird/Shortcuts.swift", 6, 13) + ": warning: ") == true)
    }

    @Test func duplicatePhrasesAcrossShortcutsAreOneFindingAfterNormalisation() throws {
        let fixture = try LintFixture(Self.songbirdFiles)
        let (_, findings) = try fixture.findings()
        let show = findings.filter { $0.diagnostic.message.contains("\"Show me ${applicationName}\" is written") }
        #expect(show.count == 1)
        let message = try #require(show.first).diagnostic.message
        #expect(message.contains("is written 3 times in Songbird"))
        for (line, title) in [(9, "Library"), (13, "Queue"), (16, "Recent")] {
            #expect(message.contains(fixture.location("Songbird/Shortcuts.swift", line, 13) + " (\(title))"))
        }
        #expect(message.contains("ambiguous between Library, Queue, Recent"))
        // The expanded phrase's three meanings are that finding, not another one.
        #expect(!findings.contains { $0.diagnostic.message.contains("reaches 3 meanings") })
        #expect(!findings.contains { $0.diagnostic.message.contains("\"Show my library in ${applicationName}\" is written") })
    }

    // MARK: - Value collisions, grouped (16.8)

    /// Two AppEnums that share the numbers 1 to 29, in phrases whose own
    /// words tell them apart (`volumeWords`) or do not.
    static func numbers(volume: String, tracks: String) -> [String: String] {
        let titles = (1...29).map(String.init)
        return [
            "Tunes/Shortcuts.swift": LintFixture.provider("Tunes", [("SetVolumeIntent", volume), ("SkipTracksIntent", tracks)]),
            "Tunes/Intents.swift": LintFixture.intent("SetVolumeIntent", parameter: ("level", "VolumeLevel"))
                + LintFixture.intent("SkipTracksIntent", parameter: ("count", "TrackCount"))
                + LintFixture.appEnum("VolumeLevel", titles: titles) + LintFixture.appEnum("TrackCount", titles: titles),
        ]
    }

    @Test func valuesSharedByTypesThePhrasesTellApartAreNotReported() throws {
        let files = Self.numbers(
            volume: "Set volume to \\(\\.$level) in \\(.applicationName)",
            tracks: "Skip \\(\\.$count) songs in \\(.applicationName)")
        let (_, findings) = try LintFixture(files).findings()
        #expect(!findings.contains { $0.diagnostic.message.contains("spoken form") })
        #expect(!findings.contains { $0.diagnostic.message.contains("names values of") })
        #expect(!findings.contains { $0.diagnostic.message.contains("meanings") })
    }

    @Test func valuesSharedByTypesOnePhraseCanTakeAreOneFindingPerPair() throws {
        let files = Self.numbers(
            volume: "Go to \\(\\.$level) in \\(.applicationName)",
            tracks: "Go to \\(\\.$count) in \\(.applicationName)")
        let fixture = try LintFixture(files)
        let (_, findings) = try fixture.findings()
        let shared = findings.filter { $0.diagnostic.message.contains("share 29 spoken forms") }
        #expect(shared.count == 1)
        let message = try #require(shared.first).diagnostic.message
        #expect(message.hasPrefix("TrackCount and VolumeLevel share 29 spoken forms in Tunes: '1' (TrackCount v0 and VolumeLevel v0), '2'"))
        #expect(message.contains(" and 24 more; \"Go to ${level} in ${applicationName}\" and \"Go to ${count} in ${applicationName}\" differ only in which they take"))
        // At the phrase that cannot tell them apart.
        #expect(shared.first?.diagnostic.location.description == fixture.location("Tunes/Shortcuts.swift", 4, 59))
        // That finding is the 29 expanded phrases' too.
        #expect(!findings.contains { $0.diagnostic.message.contains("reaches 2 meanings") })
    }

    @Test func phrasesThatReachTwoMeaningsAreOneFindingPerPairOfTemplates() throws {
        let fixture = try LintFixture([
            "Tunes/Shortcuts.swift": LintFixture.provider("Tunes", [
                ("PlayGenreIntent", "Play \\(\\.$genre) in \\(.applicationName)"),
                ("PlayJazzRadioIntent", "Play jazz in \\(.applicationName)"),
            ]),
            "Tunes/Intents.swift": LintFixture.intent("PlayGenreIntent", parameter: ("genre", "Genre"))
                + LintFixture.intent("PlayJazzRadioIntent") + LintFixture.appEnum("Genre", titles: ["Jazz", "Folk"]),
            "Tunes/Info.plist": LintFixture.infoPlist("Tunes", alternatives: [("Tunes Radio", nil)]),
        ])
        let (_, findings) = try fixture.findings()
        let reaches = findings.filter { $0.diagnostic.message.contains("reaches 2 meanings") }
        #expect(reaches.map(\.diagnostic.message) == [
            "\"Play Jazz in Tunes\" reaches 2 meanings: Tunes PlayGenreIntent (genre=v0) and Tunes PlayJazzRadioIntent; it will be ambiguous (and 1 more phrase of the same templates)",
        ])
        #expect(reaches.first?.diagnostic.location.description == fixture.location("Tunes/Shortcuts.swift", 4, 62))
    }

    @Test func valuesOfOneTypeSaidAlikeAreGroupedPerType() throws {
        var app = Fixtures.codingBridge
        app.valueTypes["ProjectEntity"]?.values += [
            Value(id: "/c/notes", title: "notes"), Value(id: "/d/notes", title: "Notes"),
        ]
        let findings = Linter.valueCollisions(in: Catalog(apps: [app]))
        #expect(findings.count == 1)
        #expect(findings.first?.diagnostic.message
            == "2 spoken forms each name several ProjectEntity values in CodingBridge: 'website' (/a/website, /b/website), 'notes' (/c/notes, /d/notes); a phrase with one will be ambiguous")
    }

    /// Brewline says a strength right before a temperature; "Triple" then
    /// "Hot" is its own "Triple Shot" but for one sound, and pocketsphinx
    /// wrote that for flite's "triple hot" (Docs/voice.md): one finding,
    /// the closest runs first. Without the "… Shot" synonyms, none.
    @Test func twoValuesSaidTogetherThatSoundLikeOneAreReported() throws {
        var app = try Catalog(loadingFrom: GrammarGraphTests.apps.appendingPathComponent("Brewline").path).apps[0]
        let findings = Linter.adjacentValues(in: Catalog(apps: [app]))
        #expect(findings.count == 1)
        let message = try #require(findings.first?.diagnostic.message)
        #expect(message.hasPrefix(
            "a Strength said right before a Temperature may be heard as one Strength in \"Order a ${strength} ${temperature} ${drink} from ${applicationName}\": "
                + "'Single Hot' as 'Single Shot' (0.90), 'Triple Hot' as 'Triple Shot' (0.89), 'Double Hot' as 'Double Shot' (0.87); "), "\(message)")
        #expect(findings.first?.diagnostic.location.line == 124)
        for index in app.valueTypes["Strength"]!.values.indices {
            app.valueTypes["Strength"]!.values[index].synonyms.removeAll { $0.hasSuffix(" Shot") }
        }
        #expect(Linter.adjacentValues(in: Catalog(apps: [app])).isEmpty)
    }

    /// The same from `phrase lint`'s findings, on an app of two enums; a
    /// word of the phrase between the two parameters, and there is none.
    @Test func lintReportsValuesSaidTogetherThatSoundLikeOne() throws {
        let intent = """
            struct OrderIntent: AppIntent {
                static let title: LocalizedStringResource = "Order"
                @Parameter(title: "Strength")
                var strength: Strength
                @Parameter(title: "Temperature")
                var temperature: Temperature
                func perform() async throws -> some IntentResult { .result() }
            }

            """
        func findings(_ phrase: String) throws -> [String] {
            let fixture = try LintFixture([
                "Brew/Shortcuts.swift": LintFixture.provider("Brew", [("OrderIntent", phrase)]),
                "Brew/Intents.swift": intent + LintFixture.appEnum("Strength", titles: ["Double", "Double Shot"])
                    + LintFixture.appEnum("Temperature", titles: ["Hot", "Iced"]),
            ])
            return try fixture.findings().1.map(\.diagnostic.message).filter { $0.contains("right before") }
        }
        let together = try findings("Order a \\(\\.$strength) \\(\\.$temperature) coffee in \\(.applicationName)")
        #expect(together.count == 1 && together[0].contains("'Double Hot' as 'Double Shot' (0.87)"), "\(together)")
        #expect(try findings("Order a \\(\\.$strength) coffee \\(\\.$temperature) in \\(.applicationName)").isEmpty)
    }

    // MARK: - Entities whose values come at run time (16.9)

    static let linkEntity = """
        struct LinkEntity: AppEntity {
            static var typeDisplayRepresentation: TypeDisplayRepresentation = "Link"
            static var defaultQuery = LinkEntityQuery()
            var id: String
            var title: String
            var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(title)") }
        }

        struct LinkEntityQuery: EntityStringQuery {
            func entities(for identifiers: [String]) async throws -> [LinkEntity] { [] }
            func entities(matching string: String) async throws -> [LinkEntity] { [] }
            func suggestedEntities() async throws -> [LinkEntity] {
                try await LinkStore.shared.recent(limit: 20).map(LinkEntity.init)
            }
        }

        """

    @Test func entitiesSuggestedAtRunTimeAreANoteNotAWarning() throws {
        let fixture = try LintFixture([
            "Reef/Shortcuts.swift": """
                struct ReefShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: ShareLinkIntent(), phrases: [
                            "Share \\(\\.$link) with \\(.applicationName)",
                            "Tag a link as \\(\\.$tag) in \\(.applicationName)"
                        ], shortTitle: "Share", systemImageName: "square.and.arrow.up")
                    }
                }

                """,
            "Reef/Entities.swift": Self.linkEntity + "enum LinkTag: String, AppEnum {\n    static let typeDisplayRepresentation: TypeDisplayRepresentation = \"Tag\"\n}\n",
            "Reef/Intents.swift": """
                struct ShareLinkIntent: AppIntent {
                    static let title: LocalizedStringResource = "Share Link"
                    @Parameter(title: "Link") var link: LinkEntity
                    @Parameter(title: "Tag") var tag: LinkTag?
                    func perform() async throws -> some IntentResult { .result() }
                }

                """,
        ])
        let (_, findings) = try fixture.findings()
        let link = findings.filter { $0.diagnostic.message.hasPrefix("'${link}'") }
        #expect(link.count == 1)
        #expect(link.first?.diagnostic.severity == .note)
        #expect(link.first?.diagnostic.message
            == "'${link}' has no values yet: LinkEntity's suggested entities come at run time, from update-entities (phrased) or entities/LinkEntity.json; until then this phrase matches nothing")
        #expect(link.first?.isAppleRule == false)
        // An enum without cases has nothing to say at any time: still a warning.
        let tag = findings.filter { $0.diagnostic.message.hasPrefix("'${tag}'") }
        #expect(tag.map(\.diagnostic.severity) == [.warning])
    }

    // MARK: - "${applicationName}" spelled as text (16.10)

    static let spelled = """
        struct LedgerShortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: ShowBalanceIntent(), phrases: [
                    "Show my balance in ${applicationName}",
                    "Show my balance in \\(.applicationName)",
                    "Show ${account} in \\(.applicationName)"
                ], shortTitle: "Balance", systemImageName: "banknote")
            }
        }

        """

    @Test func theTextApplicationNameIsToldApartFromTheToken() throws {
        let fixture = try LintFixture([
            "Ledger/Shortcuts.swift": Self.spelled,
            "Ledger/Intents.swift": LintFixture.intent("ShowBalanceIntent"),
        ])
        let (catalog, findings) = try fixture.findings()
        let line4 = findings.filter { $0.diagnostic.location.line == 4 }
        #expect(line4.map(\.diagnostic.message) == [
            "the phrase has the text ${applicationName}, not the app name token: write \\(.applicationName), not the text ${applicationName}",
        ])
        #expect(line4.first?.isAppleRule == true)
        #expect(!findings.contains { $0.diagnostic.message.hasPrefix("Invalid Utterance. Every App Shortcut utterance should have one") })
        // A parameter spelled as text: advice, in the same words.
        let line6 = findings.filter { $0.diagnostic.location.line == 6 }.map(\.diagnostic.message)
        #expect(line6.contains("write \\(\\.$account), not the text ${account}: the phrase would have to be said as written"))

        // `phrase compile --json` shows the text and the token differently.
        let phrases = try #require(catalog.apps.first?.shortcuts.first?.templates.map(\.text))
        #expect(phrases[0] == "Show my balance in \\${applicationName}")
        #expect(phrases[1] == "Show my balance in ${applicationName}")
        let json = try #require(catalog.apps.first).json.serialized
        #expect(json.contains(#""Show my balance in \\${applicationName}""#))
        #expect(json.contains(#""Show my balance in ${applicationName}""#))
    }

    @Test func spelledTokensAreFoundInTextOnly() {
        let template = Template(pieces: [.text("Say ${applicationName} and ${x1} but not ${} or ${1a} "), .applicationName], location: Fixtures.here)
        #expect(Linter.spelledTokens(in: template) == ["applicationName", "x1"])
        #expect(Linter.spelledTokens(in: Fixtures.template("Open ${target} in ${applicationName}")).isEmpty)
    }
}
