import Phrasebook

/// phrased's request path on any bytes:
/// - `RequestDecoder.decode` never traps; a line that is not UTF-8 is
///   `invalid-utf8`; a line not starting with `{` is a plain-line `match` of
///   exactly its text (a trailing `\r` dropped); a JSON line's `id` is echoed;
///   every error has a message; a `hypotheses` list is never empty and
///   within its limits of count and length;
/// - `LineFramer` gives the same lines whether the bytes arrive at once or in
///   chunks (sizes taken from the input), no line holds a newline or exceeds
///   the limit, and with a limit above the input's size the lines and their
///   newlines are the input, byte for byte.
enum RequestDecoderCheck {
    static func run(_ bytes: [UInt8], _ check: inout Invariants) {
        checkDecoder(bytes, &check)
        checkFramer(bytes, &check)
    }

    static func checkDecoder(_ bytes: [UInt8], _ check: inout Invariants) {
        let decoded = RequestDecoder.decode(bytes)
        var line = bytes
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        let text = String(validating: line, as: UTF8.self)
        switch decoded.request {
        case .failure(let error):
            check.expect(!error.message.isEmpty, "error without a message: \(error)")
            check.expect((text == nil) == (error.code == .invalidUTF8), "invalid-utf8 for \(bytes), or missing")
            check.expect(line.first == UInt8(ascii: "{") || text == nil, "a plain line failed: \(error)")
        case .success(let request):
            if case .match(let match) = request, case .hypotheses(let list) = match.utterance {
                check.expect(
                    !list.isEmpty && list.count <= RequestDecoder.maximumHypotheses
                        && list.reduce(0, { $0 + $1.text.utf8.count }) <= RequestDecoder.maximumHypothesesLength,
                    "hypotheses outside the limits: \(list.count)")
            }
            if let text, line.first != UInt8(ascii: "{") {
                check.expect(
                    request == .match(MatchRequest(text: text, isPlainLine: true)),
                    "plain line \(text.debugDescription) decoded as \(request)")
            }
        }
        if line.first == UInt8(ascii: "{"), text != nil, let json = try? JSON(parsing: line) {
            check.expect(decoded.id == json["id"], "id \(String(describing: decoded.id)) is not the request's")
        } else {
            check.expect(decoded.id == nil, "an id from a line that is not a JSON request")
        }
    }

    static func checkFramer(_ bytes: [UInt8], _ check: inout Invariants) {
        // The limit and the chunk sizes come from the input's first byte.
        let limit = 1 + Int(bytes.first ?? 0) % 32
        let whole = frame([bytes], limit: limit)
        let chunks = chunks(of: bytes)
        let chunked = frame(chunks, limit: limit)
        check.expect(whole == chunked, "framing in chunks \(chunks.map(\.count)) differs from framing at once")
        for line in whole {
            if case .line(let bytes) = line {
                check.expect(!bytes.contains(UInt8(ascii: "\n")) && bytes.count <= limit, "framed line \(bytes) over \(limit)")
            }
        }
        // A limit nothing exceeds: the lines are the input.
        let lines = frame([bytes], limit: bytes.count + 1)
        var rebuilt: [UInt8] = []
        for (i, line) in lines.enumerated() {
            guard case .line(let content) = line else {
                check.expect(false, "a line over a limit longer than the input")
                return
            }
            rebuilt += content
            if i < lines.count - 1 || bytes.last == UInt8(ascii: "\n") { rebuilt.append(UInt8(ascii: "\n")) }
        }
        check.expect(rebuilt == bytes, "framed lines \(lines) do not rebuild the input")
    }

    static func frame(_ chunks: [[UInt8]], limit: Int) -> [LineFramer.Line] {
        var framer = LineFramer(maximumLength: limit)
        var lines: [LineFramer.Line] = []
        for chunk in chunks {
            framer.append(chunk)
            while let line = framer.nextLine() { lines.append(line) }
        }
        if let last = framer.finish() { lines.append(last) }
        return lines
    }
}
