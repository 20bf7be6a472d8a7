import Foundation
import Testing

@testable import Phrasebook

/// Localized App Shortcuts read from an app's folder (issue 15): a String
/// Catalog, `.lproj` tables and `InfoPlist.strings`, into per-language
/// phrases, and linted against the provider's phrases.
@Suite struct LocalizationTests {
    static let provider = LintFixture.provider(
        "Notes", [(intent: "OpenNoteIntent", phrase: #"Open \(\.$note) in \(.applicationName)"#), (intent: "NewNoteIntent", phrase: #"New note in \(.applicationName)"#)])
    static let intents = LintFixture.intent("OpenNoteIntent", parameter: (name: "note", type: "NoteEntity"))
        + LintFixture.intent("NewNoteIntent")
        + """
        struct NoteEntity: AppEntity {
            var id: String
        }

        """

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Open ${note} in ${applicationName}" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Öffne ${note} in ${applicationName}" } },
                "ja" : { "stringSet" : { "state" : "translated", "values" : [ "${applicationName}で${note}を開く", "${applicationName}で${notes}を表示" ] } }
              }
            },
            "New note in ${applicationName}" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Neue Notiz" } }
              }
            },
            "Delete everything in ${applicationName}" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Lösche alles in ${applicationName}" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    func fixture() throws -> LintFixture {
        try LintFixture([
            "Notes/Shortcuts.swift": Self.provider,
            "Notes/Intents.swift": Self.intents,
            "Notes/Resources/AppShortcuts.xcstrings": Self.catalog,
            "Notes/fr.lproj/AppShortcuts.strings": """
                /* French */
                "Open ${note} in ${applicationName}" = "Ouvrir ${note} dans ${applicationName}";
                "New note in ${applicationName" = "Nouvelle note dans ${applicationName";
                """,
            "Notes/fr.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Carnet\";\n",
        ])
    }

    @Test func everyFileIsReadIntoItsLanguage() throws {
        let fixture = try fixture()
        let (catalog, _) = try fixture.findings()
        let app = try #require(catalog.apps.first)
        #expect(app.sourceLanguage == "en")
        #expect(app.localizations.keys.sorted() == ["de", "fr", "ja"])
        let german = try #require(app.localizations["de"])
        #expect(german.phrases["Open ${note} in ${applicationName}"]?.map(\.text) == ["Öffne ${note} in ${applicationName}"])
        #expect(german.phrases["Open ${note} in ${applicationName}"]?.first?.parameterNames == ["note"])
        #expect(app.localizations["ja"]?.phrases["Open ${note} in ${applicationName}"]?.count == 2)
        #expect(app.localizations["fr"]?.displayName == "Carnet")
        #expect(app.localizations["fr"]?.phrases.keys.sorted() == ["Open ${note} in ${applicationName}"])
        // The real mistake: a placeholder without its brace is left out, said where.
        let dropped = catalog.diagnostics.map(\.description).filter { $0.contains("without its '}'") }
        #expect(dropped == [fixture.location("Notes/fr.lproj/AppShortcuts.strings", 3, 1) + ": warning: '${' without its '}' in 'Nouvelle note dans ${applicationName': the 'fr' phrase is left out"])
    }

    @Test func translationsAreLintedAgainstTheirPhrases() throws {
        let fixture = try fixture()
        let (_, findings) = try fixture.findings()
        let messages = findings.map(\.diagnostic.message)
        #expect(messages.contains("Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it. ('de' translation 'Neue Notiz' of 'New note in ${applicationName}')"))
        #expect(findings.first { $0.diagnostic.message.hasPrefix("Invalid Utterance") }?.isAppleRule == true)
        #expect(messages.contains("the 'ja' translation '${applicationName}で${notes}を表示' of 'Open ${note} in ${applicationName}' lacks ${note} and has ${notes}, which the phrase has not"))
        #expect(messages.contains("'Delete everything in ${applicationName}' is no phrase of NotesShortcuts: its 'de' translation is never used"))
        #expect(messages.contains("'New note in ${applicationName}' has no translation in fr, ja: said in those languages, it is not recognised"))
        #expect(!messages.contains { $0.contains("'Open ${note} in ${applicationName}' has no translation") })
    }

    @Test func catalogTextReadsAsATemplate() throws {
        let location = SourceLocation(file: "x", line: 1, column: 1)
        let template = try Template.parsing(catalogText: #"Öffne ${note} in ${applicationName} \${x}"#, at: location).get()
        #expect(template.pieces == [.text("Öffne "), .parameter("note"), .text(" in "), .applicationName, .text(" ${x}")])
        #expect(template.text == #"Öffne ${note} in ${applicationName} \${x}"#)
        #expect(throws: TemplateTextError.self) { try Template.parsing(catalogText: "Hi ${.applicationName}", at: location).get() }
        #expect(throws: TemplateTextError.self) { try Template.parsing(catalogText: "Hi ${applicationName", at: location).get() }
    }

    @Test func aShortcutTranslatedAsOneSetUnderItsFirstPhrase() throws {
        // As one real app does: the key is the shortcut's first phrase, the
        // set lists every phrase of the shortcut in the other language.
        let provider = """
            struct FindShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: SearchIntent(), phrases: ["Search \\(.applicationName)", "Search \\(.applicationName) for \\(\\.$query)"], shortTitle: "Search", systemImageName: "magnifyingglass")
                }
            }

            """
        let fixture = try LintFixture([
            "Find/Shortcuts.swift": provider + LintFixture.intent("SearchIntent", parameter: (name: "query", type: "String")),
            "Find/AppShortcuts.xcstrings": """
                {"sourceLanguage": "en", "strings": {"Search ${applicationName}": {"localizations": {"de": {"stringSet": {"state": "translated",
                  "values": ["Suche in ${applicationName}", "Suche in ${applicationName} nach ${query}"]}}}}}}
                """,
        ])
        let (catalog, findings) = try fixture.findings()
        #expect(catalog.apps.first?.shortcuts.first?.templates.map(\.text) == ["Search ${applicationName}", "Search ${applicationName} for ${query}"])
        #expect(catalog.apps.first?.localizations["de"]?.phrases["Search ${applicationName}"]?.count == 2)
        let about = findings.map(\.diagnostic.message).filter { $0.contains("translation") }
        #expect(about.isEmpty, "\(about)")
    }
}
