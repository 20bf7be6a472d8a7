import Foundation
import Testing

@testable import Phrasebook

/// String Catalogs in the shapes real apps ship (issue 15): `stringUnit`
/// and `stringSet` mixed across languages, placeholders moved, with and
/// without `extractionState`; problems at the key they concern.
@Suite struct StringCatalogTests {
    static let path = "Notes/AppShortcuts.xcstrings"

    func catalog(_ text: String) -> StringCatalog { StringCatalog(reading: Data(text.utf8), path: Self.path) }

    func messages(_ catalog: StringCatalog) -> [String] { catalog.diagnostics.map(\.description) }

    static let real = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Chat with ${applicationName}" : {
              "extractionState" : "manual",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Mit ${applicationName} chatten"
                  }
                },
                "ja" : {
                  "stringSet" : {
                    "state" : "translated",
                    "values" : [
                      "${applicationName}でチャット",
                      "${applicationName}で新規${profile}チャット"
                    ]
                  }
                }
              }
            },
            "Open ${project} in ${applicationName}" : {
              "localizations" : {
                "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Ouvrir ${project} dans ${applicationName}" } }
              }
            },
            "Untranslated" : { }
          },
          "version" : "1.0"
        }
        """

    @Test func unitsAndSetsAcrossLanguages() {
        let catalog = catalog(Self.real)
        #expect(catalog.diagnostics.isEmpty, "\(messages(catalog))")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.languages == ["de", "fr", "ja"])
        #expect(catalog.entries.map(\.key) == ["Chat with ${applicationName}", "Open ${project} in ${applicationName}", "Untranslated"])
        #expect(catalog.values(of: "Chat with ${applicationName}", in: "de") == ["Mit ${applicationName} chatten"])
        #expect(catalog.values(of: "Chat with ${applicationName}", in: "ja")?.count == 2)
        let french = catalog.entries[1].translations[0]
        #expect(french.state == "needs_review")
        #expect(french.location == SourceLocation(file: Self.path, line: 26, column: 9))
        #expect(catalog.entries[0].location == SourceLocation(file: Self.path, line: 4, column: 5))
        #expect(catalog.entries[2].translations.isEmpty)
    }

    @Test func problemsAreAtTheirKeys() {
        let catalog = catalog(
            """
            {"sourceLanguage": "en", "strings": {
              "A": {"localizations": {"de": {"stringUnit": {"state": "translated"}}}},
              "B": {"localizations": {"de": {"stringSet": {"values": ["x", 3]}}}},
              "C": {"localizations": {"de": {"variations": {"plural": {}}}}},
              "D": "not an entry",
              "E": {"localizations": {"de": {"stringUnit": {"value": "e"}}}}
            }}
            """)
        #expect(
            messages(catalog) == [
                "\(Self.path):2:34: error: the 'de' stringUnit of 'A' has no \"value\"",
                "\(Self.path):3:48: error: \"values\" of a stringSet must all be strings",
                "\(Self.path):4:34: warning: variations of 'C' in 'de' are not read (plural and device forms do not apply to spoken phrases)",
                "\(Self.path):5:3: error: the entry for 'D' must be an object",
            ])
        // What could be read was.
        #expect(catalog.values(of: "B", in: "de") == ["x"])
        #expect(catalog.values(of: "E", in: "de") == ["e"])
    }

    @Test func notACatalog() {
        #expect(messages(catalog("[1, 2]")) == ["\(Self.path):1:1: error: a string catalog is a JSON object with \"sourceLanguage\" and \"strings\""])
        #expect(messages(catalog("{\"version\": \"1.0\"}")) == ["\(Self.path):1:1: error: the catalog has no \"strings\""])
        #expect(messages(catalog("{\"strings\": {\n  \"a\": }")).first?.hasPrefix("\(Self.path):2:8: error: invalid JSON:") == true)
        #expect(catalog("{\"strings\": {}}").sourceLanguage == "en")
    }

    @Test func keyPositionsFollowTheDocument() throws {
        let (_, keys) = try JSON.parsingKeyPositions(Array("{\"a\": {\"é\": 1,\n \"c\": [{\"d\": 2}]}, \"e\": 3}".utf8))
        #expect(keys.map { "\($0.line):\($0.column)" } == ["1:2", "1:8", "2:2", "2:9", "2:20"])
    }
}
