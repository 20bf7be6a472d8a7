extension JSON {
    /// The compact single-line serialization: no spaces, keys in their order,
    /// non-ASCII text written as UTF-8, control characters escaped — so a
    /// value always fits on one protocol line.
    ///
    /// - Complexity: O(*n*) in the size of the output.
    public var serialized: String {
        var out = ""
        out.reserveCapacity(256)
        write(to: &out)
        return out
    }

    /// Appends the compact serialization to `out`.
    public func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): JSON.writeNumber(n, to: &out)
        case .string(let s): JSON.writeString(s, to: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let pairs):
            out += "{"
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out += "," }
                JSON.writeString(key, to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// Appends the compact serialization to `out` as UTF-8: byte for byte
    /// what `serialized` writes, without building a `String` (the daemon
    /// writes every response this way).
    ///
    /// - Complexity: O(*n*) in the size of the output.
    public func write(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n):
            var text = ""
            JSON.writeNumber(n, to: &text)
            out.append(contentsOf: text.utf8)
        case .string(let s): JSON.writeString(s, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                item.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSON.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A multi-line, two-space indented serialization for people and files.
    public func prettyPrinted(indent: Int = 0) -> String {
        var out = ""
        writePretty(to: &out, indent: indent)
        return out
    }

    private func writePretty(to out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1)
        let closePad = String(repeating: "  ", count: indent)
        switch self {
        case .array(let items) where !items.isEmpty:
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += pad
                item.writePretty(to: &out, indent: indent + 1)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += closePad + "]"
        case .object(let pairs) where !pairs.isEmpty:
            out += "{\n"
            for (i, (key, value)) in pairs.enumerated() {
                out += pad
                JSON.writeString(key, to: &out)
                out += ": "
                value.writePretty(to: &out, indent: indent + 1)
                out += i == pairs.count - 1 ? "\n" : ",\n"
            }
            out += closePad + "}"
        default:
            write(to: &out)
        }
    }

    static func writeNumber(_ n: Double, to out: inout String) {
        if !n.isFinite {
            out += "null"
        } else if n.rounded() == n, abs(n) < 1e15 {
            out += String(Int64(n))
        } else {
            out += String(n)
        }
    }

    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        // Most strings need no escape: one pass over the UTF-8 bytes, then
        // one append. (U+2028 and U+2029 are E2 80 A8 and E2 80 A9.)
        var needsEscape = false
        for byte in s.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xE2 {
            needsEscape = true
            break
        }
        if !needsEscape {
            out += s
            out += "\""
            return
        }
        var run = s.unicodeScalars.startIndex
        let scalars = s.unicodeScalars
        var i = scalars.startIndex
        while i != scalars.endIndex {
            let c = scalars[i]
            let escape: String?
            switch c {
            case "\"": escape = "\\\""
            case "\\": escape = "\\\\"
            case "\n": escape = "\\n"
            case "\r": escape = "\\r"
            case "\t": escape = "\\t"
            case "\u{2028}": escape = "\\u2028"
            case "\u{2029}": escape = "\\u2029"
            default:
                if c.value < 0x20 || c.value == 0x7F {
                    let hex = String(c.value, radix: 16)
                    escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    escape = nil
                }
            }
            if let escape {
                // `String.append`, not `unicodeScalars.append(contentsOf:)`,
                // which copies all of `out` each time (quadratic in a long file).
                out.append(contentsOf: Substring(scalars[run..<i]))
                out += escape
                run = scalars.index(after: i)
            }
            i = scalars.index(after: i)
        }
        out.append(contentsOf: Substring(scalars[run..<scalars.endIndex]))
        out += "\""
    }

    /// `writeString(_:to:)` for bytes: the same escapes.
    ///
    /// - Complexity: O(*n*); runs of bytes that need no escape are copied
    ///   whole.
    static func writeString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = s
        text.withUTF8 { bytes in
            var start = 0  // the first byte not yet written
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                let length: Int
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0..<0x20, 0x7F:
                    length = 1
                case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                    length = 3  // U+2028, U+2029: JavaScript's line breaks
                default:
                    i += 1
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i]))
                appendEscape(of: bytes[i + length - 1], lead: byte, to: &out)
                i += length
                start = i
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The escape of one byte (or of U+2028/U+2029, whose last byte is
    /// `byte` after the lead byte `0xE2`).
    private static func appendEscape(of byte: UInt8, lead: UInt8, to out: inout [UInt8]) {
        func hex(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x61 + value - 10 }
        switch (lead, byte) {
        case (0xE2, 0xA8): out.append(contentsOf: "\\u2028".utf8)
        case (0xE2, _): out.append(contentsOf: "\\u2029".utf8)
        case (_, UInt8(ascii: "\"")): out.append(contentsOf: "\\\"".utf8)
        case (_, UInt8(ascii: "\\")): out.append(contentsOf: "\\\\".utf8)
        case (_, UInt8(ascii: "\n")): out.append(contentsOf: "\\n".utf8)
        case (_, UInt8(ascii: "\r")): out.append(contentsOf: "\\r".utf8)
        case (_, UInt8(ascii: "\t")): out.append(contentsOf: "\\t".utf8)
        default:
            out.append(contentsOf: "\\u00".utf8)
            out.append(hex(byte >> 4))
            out.append(hex(byte & 0xF))
        }
    }
}
