import Foundation
import Phrasebook

/// The `.strings` reader on any bytes: no trap; every diagnostic and entry
/// at a position of the text (lines counted here, independently); keys
/// unique; and the entries written back as a table read again to the same
/// entries without a diagnostic.
enum StringsTableCheck {
    static let path = "Fuzz/de.lproj/AppShortcuts.strings"

    static func run(_ bytes: [UInt8], _ check: inout Invariants) {
        let table = StringsTable(reading: Data(bytes), path: path)
        for diagnostic in table.diagnostics {
            check.expect(diagnostic.location.file == path, "diagnostic in \(diagnostic.location.file)")
            check.expect(!diagnostic.message.isEmpty, "diagnostic without a message")
        }
        check.expect(Set(table.entries.map(\.key)).count == table.entries.count, "a key listed twice")
        // Positions, when the bytes are UTF-8 (the reader's line and column count scalars).
        if let text = String(validating: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self),
            !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF])
        {
            let scalars = Array(text.unicodeScalars)
            let lines = SourceLines(scalars) { scalars[$0] == "\n" }
            for location in table.diagnostics.map(\.location) + table.entries.map(\.location) {
                check.expect(lines.contains(line: location.line, column: location.column), "\(location) is not in the text")
            }
        }
        // Written back, read again: the same entries, nothing to say.
        let written = table.entries.map { "\(quoted($0.key)) = \(quoted($0.value));\n" }.joined()
        let again = StringsTable(parsing: written, path: path)
        check.expect(again.diagnostics.isEmpty, "the entries written back read with \(again.diagnostics.prefix(2))")
        check.expect(
            again.entries.map { [$0.key, $0.value] } == table.entries.map { [$0.key, $0.value] },
            "the entries written back read differently")
    }

    /// `text` as a quoted `.strings` string: `"` and `\` escaped, control
    /// characters as `\U` escapes.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\U" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
