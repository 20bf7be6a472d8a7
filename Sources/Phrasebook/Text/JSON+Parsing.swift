/// A JSON syntax error with the 1-based line and column where it was found.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(line):\(column): \(message)" }
}

extension JSON {
    /// The deepest nesting a document may have; deeper input is an error,
    /// never a stack overflow.
    public static let maximumDepth = 256

    /// Parses one JSON document (RFC 8259) from UTF-8 bytes.
    ///
    /// - Throws: `JSONSyntaxError` with the line and column of the first problem.
    /// - Complexity: O(*n*) in the input's length.
    public init(parsing bytes: some Collection<UInt8>) throws(JSONSyntaxError) {
        var parser = JSONParser(Array(bytes))
        self = try parser.parseDocument()
    }

    /// Parses one JSON document from a string.
    public init(parsing text: String) throws(JSONSyntaxError) {
        try self.init(parsing: Array(text.utf8))
    }

    /// Parses one JSON document and says where each object key starts:
    /// `keyPositions` lists the 1-based line and column (in Unicode
    /// scalars) of every key in document order — a key before anything
    /// inside its value — so a reader walking the value in the same order
    /// can put its diagnostics at the key they are about.
    ///
    /// - Complexity: O(*n* + *k* log *l*) for *k* keys on *l* lines.
    public static func parsingKeyPositions(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> (
        value: JSON, keyPositions: [(line: Int, column: Int)]
    ) {
        var parser = JSONParser(Array(bytes), recordingKeys: true)
        let value = try parser.parseDocument()
        return (value, parser.keyPositions())
    }
}

struct JSONParser {
    private let bytes: [UInt8]
    private var position = 0
    /// Byte offsets of object keys, in document order, when asked for.
    private let isRecordingKeys: Bool
    private var keyOffsets: [Int] = []

    init(_ bytes: [UInt8], recordingKeys: Bool = false) {
        self.bytes = bytes
        isRecordingKeys = recordingKeys
    }

    /// The line and column of each recorded key offset.
    func keyPositions() -> [(line: Int, column: Int)] {
        var lineStarts = [0]
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { lineStarts.append(i + 1) }
        return keyOffsets.map { offset in
            // The last line start at or before the offset.
            var low = 0, high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            let column = bytes[lineStarts[low]..<offset].reduce(1) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
            return (low + 1, column)
        }
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSON {
        skipWhitespace()
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if position < bytes.count {
            throw error("unexpected text after the JSON value")
        }
        return value
    }

    private func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        let end = min(offset ?? position, bytes.count)
        var line = 1
        var column = 1
        var i = 0
        while i < end {
            let b = bytes[i]
            if b == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return JSONSyntaxError(line: line, column: column, message: message)
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSON {
        guard depth < JSON.maximumDepth else { throw error("nesting deeper than \(JSON.maximumDepth) levels") }
        guard position < bytes.count else { throw error("unexpected end of input, expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character, expected a value")
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let start = position
        for byte in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
            guard position < bytes.count, bytes[position] == byte else {
                throw error("invalid literal, expected '\(word)'", at: start)
            }
            position += 1
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSON {
        position += 1
        var pairs: [(String, JSON)] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(pairs)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw error("expected a string key")
            }
            if isRecordingKeys { keyOffsets.append(position) }
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key")
            }
            position += 1
            skipWhitespace()
            pairs.append((key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard position < bytes.count else { throw error("unexpected end of input in an object") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .object(pairs)
            } else {
                throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSON {
        position += 1
        var items: [JSON] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard position < bytes.count else { throw error("unexpected end of input in an array") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array(items)
            } else {
                throw error("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSON {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        func digits(_ p: inout Int, _ bytes: [UInt8]) -> Int {
            let s = p
            while p < bytes.count, bytes[p] >= 0x30, bytes[p] <= 0x39 { p += 1 }
            return p - s
        }
        let intDigits = digits(&position, bytes)
        guard intDigits > 0 else { throw error("invalid number", at: start) }
        if intDigits > 1, bytes[position - intDigits] == UInt8(ascii: "0") {
            throw error("invalid number: leading zero", at: start)
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits(&position, bytes) > 0 else { throw error("invalid number: digits expected after '.'", at: start) }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard digits(&position, bytes) > 0 else { throw error("invalid number: exponent digits expected", at: start) }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text) else { throw error("invalid number", at: start) }
        // `1e999` would be infinity, which JSON cannot write back.
        guard value.isFinite else { throw error("number out of range", at: start) }
        return .number(value)
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = position
        position += 1
        // Runs between escapes are decoded whole and appended in place
        // (`UnicodeScalarView.append(contentsOf:)` copies the whole string);
        // a string without escapes is decoded in one go.
        var text = ""
        var runStart = position
        func flush(_ bytes: [UInt8], _ from: Int, _ to: Int, into text: inout String) {
            if to > from { text += String(decoding: bytes[from..<to], as: UTF8.self) }
        }
        while true {
            guard position < bytes.count else { throw error("unterminated string", at: start) }
            let b = bytes[position]
            if b == UInt8(ascii: "\"") {
                if text.isEmpty {
                    position += 1
                    return String(decoding: bytes[runStart..<(position - 1)], as: UTF8.self)
                }
                flush(bytes, runStart, position, into: &text)
                position += 1
                return text
            }
            if b < 0x20 { throw error("control character in a string; escape it") }
            if b == UInt8(ascii: "\\") {
                flush(bytes, runStart, position, into: &text)
                position += 1
                guard position < bytes.count else { throw error("unterminated escape", at: start) }
                let e = bytes[position]
                position += 1
                switch e {
                case UInt8(ascii: "\""): text.unicodeScalars.append("\"")
                case UInt8(ascii: "\\"): text.unicodeScalars.append("\\")
                case UInt8(ascii: "/"): text.unicodeScalars.append("/")
                case UInt8(ascii: "b"): text.unicodeScalars.append("\u{8}")
                case UInt8(ascii: "f"): text.unicodeScalars.append("\u{C}")
                case UInt8(ascii: "n"): text.unicodeScalars.append("\n")
                case UInt8(ascii: "r"): text.unicodeScalars.append("\r")
                case UInt8(ascii: "t"): text.unicodeScalars.append("\t")
                case UInt8(ascii: "u"):
                    let unit = try parseHex4()
                    if (0xD800...0xDBFF).contains(unit) {
                        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                            bytes[position + 1] == UInt8(ascii: "u")
                        else { throw error("unpaired surrogate in \\u escape") }
                        position += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid surrogate pair") }
                        let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        text.unicodeScalars.append(Unicode.Scalar(value)!)
                    } else if let scalar = Unicode.Scalar(unit) {
                        text.unicodeScalars.append(scalar)
                    } else {
                        throw error("unpaired surrogate in \\u escape")
                    }
                default:
                    throw error("invalid escape '\\\(Unicode.Scalar(e))'", at: position - 2)
                }
                runStart = position
            } else {
                position += 1
            }
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw error("incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[position]
            let digit: UInt32
            switch b {
            case 0x30...0x39: digit = UInt32(b - 0x30)
            case 0x41...0x46: digit = UInt32(b - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(b - 0x61 + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }
}
