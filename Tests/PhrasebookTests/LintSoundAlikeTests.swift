import Foundation
import Testing
@testable import Phrasebook

/// Names and values that sound like common words or like another app's
/// name (issue 11, item 6), on names copied from the evaluation apps
/// (`Tyde`, `Zindle`, `Gulpr`) and the issue's own example (`Zenly`).
@Suite struct LintSoundAlikeTests {
    // MARK: - The common words

    @Test func theCommonWordListIsPlainWordsWrittenOnce() {
        let words = Linter.CommonWords.shared.list
        #expect(words.count >= 3_000)
        #expect(Set(words).count == words.count, "\(Dictionary(grouping: words, by: { $0 }).filter { $1.count > 1 }.keys.sorted())")
        #expect(words.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") } })
    }

    @Test func commonWordsIncludeTheirFormsAndTwoRunTogether() {
        let words = Linter.CommonWords.shared
        for common in ["then", "tide", "tied", "coding", "stopped", "cities", "mindful", "landmarks", "headspace", "backend"] {
            #expect(words.contains(common), "\(common)")
        }
        // Invented names, and real words whose -er or -ly would make them out of others.
        for name in ["tyde", "zenly", "zindle", "gulpr", "gulper", "diver", "sently", "byte"] {
            #expect(!words.contains(name), "\(name)")
        }
    }

    @Test func namesAreReadAsTheCommonWordsTheySoundLike() throws {
        let words = Linter.CommonWords.shared
        func reading(_ word: String) -> Linter.CommonWords.Reading? {
            words.reading(of: LetterToSound.phonemes(of: word), minimum: Linter.soundAlikeSimilarity, maximumWords: Linter.soundAlikeWords)
        }
        let tyde = try #require(reading("tyde"))
        #expect(tyde.words == [["tide", "tied"]])
        #expect(tyde.similarity == 1)
        #expect(reading("zenly")?.text == "then lee")
        #expect(reading("zenly").map { $0.similarity > 0.9 && $0.similarity < 1 } == true)
        #expect(reading("zindle")?.text == "sin dull")
        #expect(reading("byte")?.text == "bite")
        // A past form is a word a recogniser writes too ("pack" is in the list).
        #expect(reading("pakt")?.text == "packed")
        #expect(reading("pakt")?.similarity == 1)
        // Not alike enough in two words (three would fit nearly anything: "now egg era").
        #expect(reading("niagara") == nil)
        #expect(reading("gulpr") == nil)
        #expect(words.reading(of: [], minimum: 0.9, maximumWords: 2) == nil)
    }

    // MARK: - App names

    /// One app of the evaluation set's kind: a provider, an intent that
    /// takes a `DeviceEntity`, an `Info.plist`, and entities.
    static func app(_ folder: String, plist: String, devices: String? = nil) -> [String: String] {
        var files = [
            "\(folder)/Shortcuts.swift": """
                struct \(folder)Shortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: TurnOnIntent(), phrases: [
                            "Turn on \\(\\.$device) with \\(.applicationName)"
                        ], shortTitle: "Turn On", systemImageName: "power")
                    }
                }

                struct DeviceEntity: AppEntity {
                    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Device"
                }

                struct RoomEntity: AppEntity {
                    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Room"
                }

                """,
            "\(folder)/Intents.swift": LintFixture.intent("TurnOnIntent", parameter: ("device", "DeviceEntity")),
            "\(folder)/Info.plist": plist,
        ]
        files["\(folder)/entities/DeviceEntity.json"] = devices ?? #"[{"id": "lamp", "title": "Desk Lamp"}]"#
        return files
    }

    func soundFindings(_ files: [String: String]) throws -> (LintFixture, [Linter.Finding]) {
        let fixture = try LintFixture(files)
        let (_, findings) = try fixture.findings()
        return (fixture, findings.filter { $0.diagnostic.message.contains("common words") || $0.diagnostic.message.contains("sounds like") })
    }

    @Test func aNameThatSoundsTheSameAsACommonWordIsReportedAtItsPlistLine() throws {
        let plist = LintFixture.infoPlist("Tyde", alternatives: [("TydeHome", nil)])
        let (fixture, findings) = try soundFindings(Self.app("Tyde", plist: plist))
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.diagnostic.location.description == fixture.location("Tyde/Info.plist", 6, 10))
        #expect(finding.diagnostic.severity == .warning)
        #expect(finding.diagnostic.message == """
            Tyde's name may be written as common words by a recogniser that does not know it: \
            'Tyde' as "tide", or "tied" (the same sounds); 'TydeHome' as "tide home" (the same sounds); \
            add those spellings to INAlternativeAppNames (with an INAlternativeAppNamePronunciationHint), \
            as Apple advises when Siri mishears a name
            """)
    }

    @Test func aNameThatSoundsLikeTwoCommonWordsIsReported() throws {
        let (_, zenly) = try soundFindings(Self.app("Zenly", plist: LintFixture.infoPlist("Zenly")))
        #expect(zenly.count == 1)
        #expect(zenly.first?.diagnostic.message.contains(#"'Zenly' as "then lee" (0.92)"#) == true)
    }

    @Test func namesSpelledAsCommonWordsOrAlreadyHintedAreNotReported() throws {
        // Common words as they are, and run together.
        let (_, calm) = try soundFindings(Self.app("Calm", plist: LintFixture.infoPlist("Calm", alternatives: [("HeadSpace Calm", nil)])))
        #expect(calm.isEmpty)
        // Daily Byte tells Siri how it sounds; without the hint it is reported.
        let hinted = LintFixture.infoPlist("Daily Byte", alternatives: [("Daily Byte Coffee", "daily bite coffee")])
        let (_, byte) = try soundFindings(Self.app("DailyByte", plist: hinted))
        #expect(byte.isEmpty)
        let plain = LintFixture.infoPlist("Daily Byte", alternatives: [("Daily Byte Coffee", nil)])
        let (_, unhinted) = try soundFindings(Self.app("DailyByte", plist: plain))
        #expect(unhinted.first?.diagnostic.message.contains(#"'Daily Byte' as "daily bite" (the same sounds)"#) == true)
        // An alternative name that spells the reading is Apple's advice taken.
        let (_, spelled) = try soundFindings(Self.app("Tyde", plist: LintFixture.infoPlist("Tyde", alternatives: [("Tide", nil)])))
        #expect(spelled.isEmpty)
    }

    @Test func aNameThatSoundsLikeAnotherAppsNameIsReportedOnce() throws {
        // "in Diver" is heard as "and driver" (issue 11).
        var files = Self.app("Diver", plist: LintFixture.infoPlist("Diver"))
        files.merge(Self.app("Driver", plist: LintFixture.infoPlist("Driver")), uniquingKeysWith: { a, _ in a })
        files.merge(Self.app("Calm", plist: LintFixture.infoPlist("Calm")), uniquingKeysWith: { a, _ in a })
        let (fixture, findings) = try soundFindings(files)
        let clashes = findings.filter { $0.diagnostic.message.contains("a name of") }
        #expect(clashes.count == 1)
        let clash = try #require(clashes.first)
        #expect(clash.diagnostic.location.description == fixture.location("Driver/Info.plist", 6, 10))
        #expect(clash.diagnostic.message.hasPrefix("'Driver' sounds like 'Diver', a name of Diver (0.8"))
        #expect(clash.diagnostic.message.contains("the matcher takes a name heard \(MatchParameters().appNameSoundSimilarity) alike"))
    }

    // MARK: - Values

    @Test func valuesThatSoundLikeCommonWordsAreOneFindingPerType() throws {
        let devices = """
            [
              {"id": "lamp", "title": "Desk Lamp"},
              {"id": "trail", "title": "Chilkoot Trail"},
              {"id": "pod", "title": "Tyde Pod", "synonyms": ["Tide Pod"]},
              {"id": "gaggia", "title": "Niagara Fan"}
            ]
            """
        let (fixture, findings) = try soundFindings(Self.app("Hub", plist: LintFixture.infoPlist("Hub"), devices: devices))
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.diagnostic.location.description == fixture.location("Hub/entities/DeviceEntity.json", 3, 28))
        #expect(finding.diagnostic.message == """
            1 spoken form of DeviceEntity may be written as common words by a recogniser that does not know it: \
            'Chilkoot Trail' as "chill caught trail" (0.95); add those spellings as synonyms ("synonyms" in entities/DeviceEntity.json)
            """)
    }

    @Test func valuesNoPhraseSaysAreNotRead() throws {
        var files = Self.app("Hub", plist: LintFixture.infoPlist("Hub"))
        files["Hub/entities/RoomEntity.json"] = #"[{"id": "trail", "title": "Chilkoot Trail"}]"#
        let (_, findings) = try soundFindings(files)
        #expect(findings.isEmpty)
    }

    @Test func aLongValueListIsOneFindingThatCountsTheRest() throws {
        // 10,000 generated names, some of them read as common words.
        let syllables = ["ka", "zo", "tyde", "mir", "len", "qua", "sho", "bri", "dal", "vex"]
        var entries: [String] = []
        for i in 0..<10_000 {
            let name = syllables[i % 10] + syllables[(i / 10) % 10] + " " + syllables[(i / 100) % 10].capitalized + "\(i / 1_000)"
            entries.append(#"{"id": "v\#(i)", "title": "\#(name)"}"#)
        }
        let devices = "[\n" + entries.joined(separator: ",\n") + "\n]\n"
        let (_, findings) = try soundFindings(Self.app("Hub", plist: LintFixture.infoPlist("Hub"), devices: devices))
        #expect(findings.count == 1)
        let message = try #require(findings.first).diagnostic.message
        #expect(message.contains(" of DeviceEntity may be written as common words"))
        #expect(message.contains("; and "))
        #expect(message.components(separatedBy: "' as \"").count == Linter.listedForms + 1)
    }
}
