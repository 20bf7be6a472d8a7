import Foundation
import Phrasebook

/// Our JSON parser and writer, and the entity file loader, on any bytes:
/// - a syntax error's line and column are a position of the input (columns
///   count UTF-8 sequences, as the parser does);
/// - what parses writes back compactly and pretty-printed, and both parse
///   to the same value; the compact form is one line;
/// - `EntityFile` accepts exactly when the JSON is an entity list, its
///   problems carry in-range positions, and what it accepts writes back
///   (`contents(of:)`) to a file that loads to the same values.
enum JSONCheck {
    static func run(_ bytes: [UInt8], _ check: inout Invariants) {
        let lines = utf8Lines(bytes)
        let json: JSON
        do {
            json = try JSON(parsing: bytes)
        } catch {
            check.expect(
                lines.contains(line: error.line, column: error.column),
                "JSON error '\(error.message)' at \(error.line):\(error.column) is outside the input")
            check.expect(!error.message.isEmpty, "JSON error with an empty message")
            checkEntities(bytes, lines, isJSON: false, &check)
            return
        }
        let compact = json.serialized
        check.expect(!compact.contains("\n") && !compact.contains("\r"), "compact JSON spans lines: \(compact.debugDescription)")
        for written in [compact, json.prettyPrinted()] {
            do {
                let again = try JSON(parsing: written)
                check.expect(again == json, "\(json) written as \(written.debugDescription) reads back as \(again)")
            } catch {
                check.expect(false, "written JSON \(written.debugDescription) does not parse: \(error)")
            }
        }
        checkEntities(bytes, lines, isJSON: true, &check)
        checkKeyPositions(bytes, json, lines, &check)
    }

    /// `parsingKeyPositions` reads the same value, gives one position per
    /// object key, each in the input, in document order; a string catalog
    /// read from the bytes puts every diagnostic in the input too.
    static func checkKeyPositions(_ bytes: [UInt8], _ json: JSON, _ lines: SourceLines, _ check: inout Invariants) {
        func keyCount(_ value: JSON) -> Int {
            switch value {
            case .object(let pairs): pairs.reduce(pairs.count) { $0 + keyCount($1.1) }
            case .array(let items): items.reduce(0) { $0 + keyCount($1) }
            default: 0
            }
        }
        guard let (value, positions) = try? JSON.parsingKeyPositions(bytes) else {
            check.expect(false, "parsingKeyPositions refuses what JSON(parsing:) reads")
            return
        }
        check.expect(value == json, "parsingKeyPositions reads another value")
        check.expect(positions.count == keyCount(json), "\(positions.count) key positions for \(keyCount(json)) keys")
        for (a, b) in zip(positions, positions.dropFirst()) {
            check.expect(a.line < b.line || a.line == b.line && a.column < b.column, "key positions out of order: \(a) then \(b)")
        }
        for position in positions {
            check.expect(lines.contains(line: position.line, column: position.column), "key at \(position) is outside the input")
        }
        let catalog = StringCatalog(reading: Data(bytes), path: "Fuzz.xcstrings")
        for diagnostic in catalog.diagnostics {
            check.expect(
                lines.contains(line: diagnostic.location.line, column: diagnostic.location.column),
                "catalog diagnostic at \(diagnostic.location) is outside the input")
        }
    }

    static func checkEntities(_ bytes: [UInt8], _ lines: SourceLines, isJSON: Bool, _ check: inout Invariants) {
        do {
            let values = try EntityFile.values(parsing: bytes)
            check.expect(isJSON, "EntityFile accepts input that is not JSON")
            let contents = EntityFile.contents(of: values)
            do {
                let again = try EntityFile.values(parsing: Array(contents.utf8))
                check.expect(again == values, "entities written as \(contents.debugDescription) read back differently")
            } catch {
                check.expect(false, "entities written as \(contents.debugDescription) do not load: \(error)")
            }
        } catch {
            check.expect(
                lines.contains(line: error.line, column: error.column),
                "entity problem '\(error.message)' at \(error.line):\(error.column) is outside the input")
            check.expect(!error.message.isEmpty, "entity problem with an empty message")
        }
    }

    /// Lines at `\n`, one position per byte that starts a UTF-8 sequence
    /// (or is invalid as a continuation byte would be), as the parser counts.
    static func utf8Lines(_ bytes: [UInt8]) -> SourceLines {
        // One scalar per counted byte; a break where the parser starts a new line.
        let counted = bytes.filter { $0 & 0xC0 != 0x80 }
        return SourceLines(counted.map { Unicode.Scalar(UInt8($0 == UInt8(ascii: "\n") ? 10 : 32)) }) { counted[$0] == UInt8(ascii: "\n") }
    }
}
