import Foundation

/// A `.strings` table (`<lang>.lproj/AppShortcuts.strings`,
/// `InfoPlist.strings`, `Localizable.strings`): `"key" = "value";` entries
/// with `/* */` and `//` comments, in UTF-8 or UTF-16 with a byte-order mark.
///
/// Read leniently, the way real files need: a malformed entry is a
/// diagnostic at its line and column and reading goes on at the next `;`;
/// a key given twice keeps its last value (as Foundation does) with a
/// warning. The values are the text as written, escapes decoded; whether a
/// translation's `${…}` placeholders are right is for whoever uses it.
///
/// ```swift
/// let table = StringsTable(parsing: #""Open ${applicationName}" = "Öffne ${applicationName}";"#, path: "de.lproj/AppShortcuts.strings")
/// table.entries[0].value    // "Öffne ${applicationName}"
/// ```
public struct StringsTable: Sendable {
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: String
        /// Where the key starts.
        public var location: SourceLocation
    }

    /// The entries in file order, a repeated key's last value only.
    public private(set) var entries: [Entry] = []
    public private(set) var diagnostics: [Diagnostic] = []

    /// The value of `key`, if the table has it.
    public subscript(key: String) -> String? {
        entries.first { $0.key == key }?.value
    }

    /// Reads a table from a file's bytes: a UTF-8 or UTF-16 byte-order mark
    /// decides the encoding, else UTF-8.
    public init(reading data: Data, path: String) {
        let bytes = [UInt8](data)
        let text: String?
        if bytes.starts(with: [0xFF, 0xFE]) {
            text = String(data: Data(bytes.dropFirst(2)), encoding: .utf16LittleEndian)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            text = String(data: Data(bytes.dropFirst(2)), encoding: .utf16BigEndian)
        } else {
            let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
            text = String(validating: body, as: UTF8.self)
        }
        guard let text else {
            self.init(parsing: "", path: path)
            diagnostics = [.error("cannot read strings file: not UTF-8, nor UTF-16 with a byte-order mark", at: SourceLocation(file: path, line: 1, column: 1))]
            return
        }
        self.init(parsing: text, path: path)
    }

    /// Reads a table from its text.
    ///
    /// - Complexity: O(*n*) in the text's length.
    public init(parsing text: String, path: String) {
        var reader = Reader(scalars: Array(text.unicodeScalars), path: path)
        var positions: [String: Int] = [:]
        while let entry = reader.nextEntry() {
            if let earlier = positions[entry.key] {
                reader.diagnostics.append(
                    .warning(
                        "'\(entry.key)' is given again; the value at \(entries[earlier].location.line):\(entries[earlier].location.column) is replaced",
                        at: entry.location))
                entries[earlier].value = entry.value
            } else {
                positions[entry.key] = entries.count
                entries.append(entry)
            }
        }
        diagnostics = reader.diagnostics
    }
}

extension StringsTable {
    /// The scanner: one pass over the scalars, tracking line and column.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        let path: String
        var position = 0
        var line = 1
        var column = 1
        var diagnostics: [Diagnostic] = []

        init(scalars: [Unicode.Scalar], path: String) {
            self.scalars = scalars
            self.path = path
        }

        var location: SourceLocation { SourceLocation(file: path, line: line, column: column) }

        mutating func advance() {
            if scalars[position] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            position += 1
        }

        mutating func error(_ message: String, at location: SourceLocation) {
            diagnostics.append(.error(message, at: location))
        }

        /// The next well-formed entry; malformed ones are reported and skipped.
        mutating func nextEntry() -> Entry? {
            while true {
                guard skipSpaceAndComments() else { return nil }
                let start = location
                guard let key = token(what: "a key") else {
                    skipPastSemicolon()
                    continue
                }
                guard skipSpaceAndComments() else {
                    error("expected '=' or ';' after the key", at: location)
                    return nil
                }
                if scalars[position] == ";" {
                    advance()
                    return Entry(key: key, value: key, location: start)
                }
                guard scalars[position] == "=" else {
                    error("expected '=' after the key, found '\(Character(scalars[position]))'", at: location)
                    skipPastSemicolon()
                    continue
                }
                advance()
                guard skipSpaceAndComments() else {
                    error("expected a value after '='", at: location)
                    return nil
                }
                guard let value = token(what: "a value") else {
                    skipPastSemicolon()
                    continue
                }
                guard skipSpaceAndComments(), scalars[position] == ";" else {
                    error("expected ';' after the value", at: location)
                    skipPastSemicolon()
                    // The entry is whole but for its ';' (a common slip): kept.
                    return Entry(key: key, value: value, location: start)
                }
                advance()
                return Entry(key: key, value: value, location: start)
            }
        }

        /// Skips white space and comments; `false` at the end of the text.
        mutating func skipSpaceAndComments() -> Bool {
            while position < scalars.count {
                let c = scalars[position]
                if c.properties.isWhitespace {
                    advance()
                } else if c == "/", position + 1 < scalars.count, scalars[position + 1] == "*" {
                    let start = location
                    advance()
                    advance()
                    while position < scalars.count, !(scalars[position] == "*" && position + 1 < scalars.count && scalars[position + 1] == "/") {
                        advance()
                    }
                    guard position < scalars.count else {
                        error("unterminated comment", at: start)
                        return false
                    }
                    advance()
                    advance()
                } else if c == "/", position + 1 < scalars.count, scalars[position + 1] == "/" {
                    while position < scalars.count, scalars[position] != "\n" { advance() }
                } else {
                    return true
                }
            }
            return false
        }

        /// After a malformed entry: on past the next `;` outside a string.
        mutating func skipPastSemicolon() {
            while position < scalars.count {
                let c = scalars[position]
                if c == "\"" {
                    _ = quoted(reporting: false)
                    continue
                }
                advance()
                if c == ";" { return }
            }
        }

        /// A quoted string or an unquoted word (letters, digits, `_$+/:.-`).
        mutating func token(what: String) -> String? {
            let c = scalars[position]
            if c == "\"" { return quoted(reporting: true) }
            if Self.isUnquoted(c) {
                var word = String.UnicodeScalarView()
                while position < scalars.count, Self.isUnquoted(scalars[position]) {
                    word.append(scalars[position])
                    advance()
                }
                return String(word)
            }
            error("expected \(what), found '\(Character(c))'", at: location)
            return nil
        }

        static func isUnquoted(_ c: Unicode.Scalar) -> Bool {
            c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c) || "_$+/:.-".unicodeScalars.contains(c))
        }

        /// A `"…"` string with its escapes decoded; `nil` (reported) when
        /// the file ends inside it.
        mutating func quoted(reporting: Bool) -> String? {
            let start = location
            advance()
            var text = String.UnicodeScalarView()
            while position < scalars.count {
                let c = scalars[position]
                let at = location
                advance()
                switch c {
                case "\"":
                    return String(text)
                case "\\":
                    guard position < scalars.count else { break }
                    text.append(escape(at: at))
                default:
                    text.append(c)
                }
            }
            if reporting { error("unterminated string", at: start) }
            return nil
        }

        /// The scalar an escape stands for, the backslash (at `escapeStart`) already read.
        mutating func escape(at escapeStart: SourceLocation) -> Unicode.Scalar {
            let c = scalars[position]
            advance()
            switch c {
            case "n": return "\n"
            case "t": return "\t"
            case "r": return "\r"
            case "a": return "\u{07}"
            case "b": return "\u{08}"
            case "f": return "\u{0C}"
            case "v": return "\u{0B}"
            case "U", "u":
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, position < scalars.count, let digit = scalars[position].hexDigitValue {
                    value = value * 16 + digit
                    digits += 1
                    advance()
                }
                guard digits == 4, let scalar = Unicode.Scalar(value) else {
                    error("'\\\(c)' needs four hexadecimal digits of a Unicode scalar", at: escapeStart)
                    return "\u{FFFD}"
                }
                return scalar
            case "0"..."7":
                var value = c.value - 48
                var digits = 1
                while digits < 3, position < scalars.count, ("0"..."7").contains(scalars[position]) {
                    value = value * 8 + scalars[position].value - 48
                    digits += 1
                    advance()
                }
                return Unicode.Scalar(value) ?? "\u{FFFD}"
            default:
                // `\"`, `\\`, `\'` and any other: the character itself.
                return c
            }
        }
    }
}
