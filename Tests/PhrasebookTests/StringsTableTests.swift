import Foundation
import Testing

@testable import Phrasebook

/// `.strings` tables as real apps ship them (issue 15): comments, escapes,
/// UTF-16, and the mistakes real files contain, each a diagnostic at its
/// line and column, never a lost table.
@Suite struct StringsTableTests {
    static let path = "de.lproj/AppShortcuts.strings"

    func table(_ text: String) -> StringsTable { StringsTable(parsing: text, path: Self.path) }

    func messages(_ table: StringsTable) -> [String] { table.diagnostics.map(\.description) }

    @Test func entriesWithCommentsAndPlaceholders() {
        let table = table(
            """
            /* Shortcut: Open project */
            "Open ${project} in ${applicationName}" = "Öffne ${project} in ${applicationName}";
            // a line comment
            "Start ${applicationName}"="${applicationName} starten"; /* trailing */
            """)
        #expect(table.diagnostics.isEmpty, "\(messages(table))")
        #expect(table.entries.map(\.key) == ["Open ${project} in ${applicationName}", "Start ${applicationName}"])
        #expect(table["Start ${applicationName}"] == "${applicationName} starten")
        #expect(table.entries[0].location == SourceLocation(file: Self.path, line: 2, column: 1))
        #expect(table.entries[1].location.line == 4)
    }

    @Test func escapesAreDecoded() {
        let table = table(#""a" = "say \"hi\"\n\ttab \\ \U00E9 \u263A \101 \'";"#)
        #expect(table.diagnostics.isEmpty, "\(messages(table))")
        #expect(table["a"] == "say \"hi\"\n\ttab \\ é ☺ A '")
    }

    @Test func unquotedWordsAndAKeyAlone() {
        let table = table("CFBundleDisplayName = Notizen;\n\"Same\";")
        #expect(table.diagnostics.isEmpty, "\(messages(table))")
        #expect(table["CFBundleDisplayName"] == "Notizen")
        #expect(table["Same"] == "Same")
    }

    @Test func utf16WithAByteOrderMarkAndUTF8WithOne() {
        let text = "\"Chat with ${applicationName}\" = \"Mit ${applicationName} chatten\";\n"
        var little = Data([0xFF, 0xFE])
        little.append(text.data(using: .utf16LittleEndian)!)
        var big = Data([0xFE, 0xFF])
        big.append(text.data(using: .utf16BigEndian)!)
        let bom = Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))
        for data in [little, big, bom, Data(text.utf8)] {
            let table = StringsTable(reading: data, path: Self.path)
            #expect(table.diagnostics.isEmpty)
            #expect(table["Chat with ${applicationName}"] == "Mit ${applicationName} chatten")
        }
        let garbage = StringsTable(reading: Data([0xC3, 0x28, 0x22]), path: Self.path)
        #expect(garbage.entries.isEmpty)
        #expect(messages(garbage) == ["\(Self.path):1:1: error: cannot read strings file: not UTF-8, nor UTF-16 with a byte-order mark"])
    }

    @Test func aMalformedEntryIsReportedAndTheRestIsRead() {
        let table = table(
            """
            "One" = "Eins";
            "Two" "Zwei";
            "Three" = ;
            "Four" = "Vier"
            "Five" = "Fünf";
            """)
        #expect(
            messages(table) == [
                "\(Self.path):2:7: error: expected '=' after the key, found '\"'",
                "\(Self.path):3:11: error: expected a value, found ';'",
                "\(Self.path):5:1: error: expected ';' after the value",
            ])
        // "Four" lacks its ';': kept, and reading resumes after the next one.
        #expect(table.entries.map(\.key) == ["One", "Four"])
        #expect(table["Four"] == "Vier")
    }

    @Test func realMistakesStayText() {
        // Seen in shipped apps: a placeholder without its brace, a key path.
        let table = table(#""Open ${applicationName" = "Öffne ${applicationName"; "Hi ${.applicationName}" = "Hallo";"#)
        #expect(table.diagnostics.isEmpty)
        #expect(table["Open ${applicationName"] == "Öffne ${applicationName")
        #expect(table["Hi ${.applicationName}"] == "Hallo")
    }

    @Test func theEndInsideAStringOrCommentIsAnError() {
        #expect(messages(table("\"a\" = \"b")) == ["\(Self.path):1:7: error: unterminated string"])
        #expect(messages(table("\"a\" = \"b\"; /* open")) == ["\(Self.path):1:12: error: unterminated comment"])
        #expect(messages(table("\"a\" =")) == ["\(Self.path):1:6: error: expected a value after '='"])
        #expect(messages(table(#""a" = "\U12";"#)) == [#"\#(Self.path):1:8: error: '\U' needs four hexadecimal digits of a Unicode scalar"#])
    }

    @Test func aKeyGivenTwiceKeepsItsLastValue() {
        let table = table("\"k\" = \"1\";\n\"k\" = \"2\";")
        #expect(table.entries.count == 1)
        #expect(table["k"] == "2")
        #expect(messages(table) == ["\(Self.path):2:1: warning: 'k' is given again; the value at 1:1 is replaced"])
    }

    @Test func emptyAndCommentOnlyFilesAreEmptyTables() {
        for text in ["", "  \n", "/* nothing */\n// here\n"] {
            let table = table(text)
            #expect(table.entries.isEmpty && table.diagnostics.isEmpty)
        }
    }
}
