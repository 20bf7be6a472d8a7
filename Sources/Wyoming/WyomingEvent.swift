import Phrasebook

/// One Wyoming event (the protocol of Home Assistant's voice pipeline,
/// Rhasspy 3 and wyoming-satellite): a type, its data, and a payload.
///
/// On the wire an event is a JSON header on one line — `type`, optionally
/// `data`, `data_length`, `payload_length` and `version` — then
/// `data_length` bytes of JSON whose keys are merged over the header's
/// `data`, then `payload_length` bytes of payload (audio, for the events
/// that carry it). ``WyomingFramer`` reads them; ``encoded()`` writes one.
/// Phrasebook takes text, so a payload read is skipped, not kept: only its
/// length is.
package struct WyomingEvent: Sendable, Hashable {
    /// `describe`, `transcript`, `handled`, …
    package var type: String
    /// The event's fields: a JSON object.
    package var data: JSON
    /// How many payload bytes followed the event (skipped).
    package var payloadLength: Int

    package init(_ type: String, data: JSON = .object([]), payloadLength: Int = 0) {
        self.type = type
        self.data = data
        self.payloadLength = payloadLength
    }

    /// An event whose data has `pairs`.
    package init(_ type: String, _ pairs: [(String, JSON)]) {
        self.init(type, data: .object(pairs))
    }

    /// The protocol version written in every header: the reference
    /// implementation's whose events Phrasebook speaks.
    package static let protocolVersion = "1.10.2"

    /// The event as the reference implementation writes it: the header line
    /// (`type`, `version`, `data_length` when there is data), then the data.
    /// Events Phrasebook writes carry no payload.
    ///
    /// - Complexity: O(*n*) in the size of the data.
    package func encoded() -> [UInt8] {
        precondition(payloadLength == 0, "phrased writes no payloads")
        var data: [UInt8] = []
        if case .object(let pairs) = self.data, !pairs.isEmpty { self.data.write(to: &data) }
        var header: [(String, JSON)] = [("type", .string(type)), ("version", .string(Self.protocolVersion))]
        if !data.isEmpty { header.append(("data_length", .number(Double(data.count)))) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 + data.count)
        JSON.object(header).write(to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        bytes += data
        return bytes
    }

    /// The field `key` of the data.
    package subscript(key: String) -> JSON? { data[key] }
}

/// Why a stream of Wyoming events, or one event, cannot be used: answered
/// with an `error` event (`text`, `code`).
package struct WyomingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The `code` of the `error` event, such as `invalid-header`.
    package var code: String
    /// Its `text`: what went wrong, for people.
    package var message: String
    /// Whether the stream lost its place: nothing after it can be read, so
    /// the connection closes once the error is sent.
    package var isFatal: Bool

    package init(_ code: String, _ message: String, isFatal: Bool = false) {
        self.code = code
        self.message = message
        self.isFatal = isFatal
    }

    package var description: String { "\(code): \(message)" }

    /// The `error` event that reports it.
    package var event: WyomingEvent {
        WyomingEvent("error", [("text", .string(message)), ("code", .string(code))])
    }

    /// The header line is not a JSON object with usable lengths (fatal).
    package static let invalidHeader = "invalid-header"
    /// A header line, its data or its payload is over the limit (fatal).
    package static let tooLarge = "event-too-large"
    /// The stream ended inside an event (fatal).
    package static let truncated = "truncated-event"
    /// The additional data is not a JSON object.
    package static let invalidData = "invalid-data"
    /// The event lacks a field it needs, or has one of the wrong type.
    package static let invalidEvent = "invalid-event"
    /// Phrasebook does not take this type of event.
    package static let unknownEvent = "unknown-event"
    /// Audio was sent: Phrasebook takes text.
    package static let audioNotAccepted = "audio-not-accepted"
}
