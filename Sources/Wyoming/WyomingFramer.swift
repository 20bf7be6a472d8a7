import Phrasebook

/// Splits a byte stream into Wyoming events (``WyomingEvent``): a pure
/// value, fed bytes in chunks of any size, so it can be unit-tested and
/// fuzzed.
///
/// Each event is a JSON header line, then `data_length` bytes of JSON
/// merged over the header's `data` (a key given twice: the later wins, as
/// in the reference implementation), then `payload_length` bytes of
/// payload, which is skipped as it arrives and never held. Blank lines
/// between events are skipped. What cannot be used is a ``WyomingError``:
/// - **fatal** when the framer no longer knows where the next event starts
///   — a header that is not a JSON object with usable lengths, a header,
///   data or payload over its limit, a stream that ends inside an event —
///   after which it reads nothing more;
/// - otherwise for that event alone (no `type`, data that is not a JSON
///   object), and the next event is read as usual.
///
/// At most ``Limits/maximumHeaderLength`` plus ``Limits/maximumDataLength``
/// bytes are ever buffered. A stream cut anywhere reads as the events before
/// the cut and, if the cut fell inside an event, a ``WyomingError/truncated``
/// error: never as a different event (so a last header line needs its
/// newline too; writers always send one).
package struct WyomingFramer: Sendable {
    /// The largest parts of an event accepted.
    package struct Limits: Sendable, Hashable {
        /// The longest header line, without its newline.
        package var maximumHeaderLength: Int
        /// The most bytes of additional data.
        package var maximumDataLength: Int
        /// The longest payload skipped; a longer one ends the stream.
        package var maximumPayloadLength: Int

        package init(maximumHeaderLength: Int, maximumDataLength: Int, maximumPayloadLength: Int) {
            self.maximumHeaderLength = maximumHeaderLength
            self.maximumDataLength = maximumDataLength
            self.maximumPayloadLength = maximumPayloadLength
        }

        /// Every part limited to `bytes`.
        package init(eachPart bytes: Int) {
            self.init(maximumHeaderLength: bytes, maximumDataLength: bytes, maximumPayloadLength: bytes)
        }
    }

    /// One event read, or why it could not be.
    package enum Frame: Sendable, Hashable {
        case event(WyomingEvent)
        case error(WyomingError)
    }

    /// A header read, waiting for its data and payload.
    private struct Header: Sendable {
        var event: WyomingEvent
        var dataLength: Int
        /// What is wrong with the event, once all of it is read.
        var problem: WyomingError?
    }

    private enum State: Sendable {
        /// Looking for a header line; `scanned` bytes past `start` have no newline.
        case header(scanned: Int)
        /// Waiting for all of the header's data.
        case data(Header)
        /// Skipping `remaining` payload bytes, then `frame` is complete.
        case payload(Frame, remaining: Int)
        /// After a fatal error: nothing more is read.
        case failed
    }

    package let limits: Limits
    private var buffer: [UInt8] = []
    private var start = 0
    private var state = State.header(scanned: 0)

    package init(limits: Limits) {
        precondition(limits.maximumHeaderLength > 0 && limits.maximumDataLength >= 0 && limits.maximumPayloadLength >= 0)
        self.limits = limits
    }

    /// Whether bytes of an unfinished event are waiting.
    package var hasPartialInput: Bool {
        switch state {
        case .header: start < buffer.count
        case .data, .payload: true
        case .failed: false
        }
    }

    /// Whether a fatal error was reported: nothing more is read.
    package var hasFailed: Bool {
        if case .failed = state { true } else { false }
    }

    /// Appends received bytes (dropped after a fatal error).
    package mutating func append(_ bytes: some Collection<UInt8>) {
        if case .failed = state { return }
        if start > 0 && start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 64 * 1024 && start > buffer.count / 2 {
            buffer.removeSubrange(..<start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete event (or error), or `nil` when none is complete yet.
    ///
    /// - Complexity: Amortized O(*n*) in the bytes appended.
    package mutating func next() -> Frame? {
        while true {
            switch state {
            case .failed:
                return nil
            case .header(let scanned):
                guard let newline = buffer[(start + scanned)...].firstIndex(of: UInt8(ascii: "\n")) else {
                    let waiting = buffer.count - start
                    if waiting > limits.maximumHeaderLength {
                        return fail(WyomingError.tooLarge, "a header line is longer than \(limits.maximumHeaderLength) bytes")
                    }
                    state = .header(scanned: waiting)
                    return nil
                }
                let line = buffer[start..<newline]
                start = newline + 1
                state = .header(scanned: 0)
                if line.count > limits.maximumHeaderLength {
                    return fail(WyomingError.tooLarge, "a header line is longer than \(limits.maximumHeaderLength) bytes")
                }
                if let frame = readHeader(line) { return frame }
            case .data(var header):
                guard buffer.count - start >= header.dataLength else { return nil }
                let data = buffer[start..<start + header.dataLength]
                start += header.dataLength
                if header.problem == nil { Self.merge(data, into: &header) }
                let frame = header.problem.map(Frame.error) ?? .event(header.event)
                state = .payload(frame, remaining: header.event.payloadLength)
            case .payload(let frame, let remaining):
                let skipped = min(remaining, buffer.count - start)
                start += skipped
                guard skipped == remaining else {
                    state = .payload(frame, remaining: remaining - skipped)
                    return nil
                }
                state = .header(scanned: 0)
                return frame
            }
        }
    }

    /// At end of input: an event cut short, its header line included, is a
    /// fatal ``WyomingError/truncated`` error. Nothing is read afterwards.
    package mutating func finish() -> Frame? {
        switch state {
        case .header:
            let rest = buffer[start...]
            guard rest.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }) else {
                return fail(WyomingError.truncated, "the stream ended inside a header line (\(rest.count) bytes without a newline)")
            }
            state = .failed
            return nil
        case .failed:
            return nil
        case .data(let header):
            return fail(
                WyomingError.truncated,
                "the stream ended inside the data of a '\(header.event.type)' event (\(buffer.count - start) of \(header.dataLength) bytes)")
        case .payload(let frame, let remaining):
            let type = if case .event(let event) = frame { "'\(event.type)' " } else { "" }
            return fail(WyomingError.truncated, "the stream ended inside the payload of \(type)event (\(remaining) bytes missing)")
        }
    }

    // MARK: Reading the parts

    /// Reads a header line; `nil` for a blank line.
    private mutating func readHeader(_ raw: ArraySlice<UInt8>) -> Frame? {
        var line = raw
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { return nil }
        guard String(validating: line, as: UTF8.self) != nil else {
            return fail(WyomingError.invalidHeader, "the header line is not valid UTF-8")
        }
        let json: JSON
        do {
            json = try JSON(parsing: line)
        } catch {
            return fail(WyomingError.invalidHeader, "the header line is not JSON: column \(error.column): \(error.message)")
        }
        guard case .object = json else { return fail(WyomingError.invalidHeader, "the header line must be a JSON object") }
        guard let dataLength = Self.length(json["data_length"]) else {
            return fail(WyomingError.invalidHeader, "\"data_length\" must be a whole number of bytes")
        }
        guard let payloadLength = Self.length(json["payload_length"]) else {
            return fail(WyomingError.invalidHeader, "\"payload_length\" must be a whole number of bytes")
        }
        guard dataLength <= limits.maximumDataLength else {
            return fail(WyomingError.tooLarge, "\"data_length\" \(dataLength) is over the limit of \(limits.maximumDataLength) bytes")
        }
        guard payloadLength <= limits.maximumPayloadLength else {
            return fail(
                WyomingError.tooLarge, "\"payload_length\" \(payloadLength) is over the limit of \(limits.maximumPayloadLength) bytes")
        }
        var header = Header(event: WyomingEvent("", payloadLength: payloadLength), dataLength: dataLength)
        if let type = json["type"]?.stringValue {
            header.event.type = type
        } else {
            header.problem = WyomingError(WyomingError.invalidEvent, "the header has no \"type\" (a string)")
        }
        switch json["data"] {
        case nil, .null: break
        case .object(let pairs)?: header.event.data = Self.merging(pairs, into: [])
        default:
            header.problem = header.problem ?? WyomingError(WyomingError.invalidData, "\"data\" in the header must be a JSON object")
        }
        state = .data(header)
        return nil
    }

    /// Merges the additional data over the header's, key by key.
    private static func merge(_ bytes: ArraySlice<UInt8>, into header: inout Header) {
        guard !bytes.isEmpty else { return }
        let type = header.event.type
        guard String(validating: bytes, as: UTF8.self) != nil else {
            header.problem = WyomingError(WyomingError.invalidData, "the data of a '\(type)' event is not valid UTF-8")
            return
        }
        guard case .object(let extra)? = try? JSON(parsing: bytes) else {
            header.problem = WyomingError(WyomingError.invalidData, "the data of a '\(type)' event is not a JSON object")
            return
        }
        guard case .object(let pairs) = header.event.data else { return }
        header.event.data = merging(extra, into: pairs)
    }

    /// `pairs` with `extra` merged over them, key by key, the later winning.
    ///
    /// - Complexity: O(*n*) in the number of keys.
    private static func merging(_ extra: [(String, JSON)], into pairs: [(String, JSON)]) -> JSON {
        var pairs = pairs
        var positions = Dictionary(pairs.enumerated().map { ($1.0, $0) }) { first, _ in first }
        for (key, value) in extra {
            if let position = positions[key] {
                pairs[position].1 = value
            } else {
                positions[key] = pairs.count
                pairs.append((key, value))
            }
        }
        return .object(pairs)
    }

    /// A length field: absent or `null` is 0; otherwise a whole number ≥ 0.
    private static func length(_ value: JSON?) -> Int? {
        guard let value, value != .null else { return 0 }
        guard let length = value.intValue, length >= 0 else { return nil }
        return length
    }

    /// Reports a fatal error and stops reading.
    private mutating func fail(_ code: String, _ message: String) -> Frame {
        state = .failed
        buffer = []
        start = 0
        return .error(WyomingError(code, message, isFatal: true))
    }
}
