import Phrasebook
import Wyoming

/// Wyoming's requests (``WyomingDecoder``): a `transcript` is a match that
/// runs the handler, a `recognize` one that does not, each in the
/// conversation its `context.conversation_id` names; `describe` and `ping`
/// are answered at once, and so is an event that cannot be used, with an
/// `error` event (after which the connection closes if the stream lost its
/// place). See `Docs/wyoming.md`.
struct WyomingReader: RequestReader {
    private var decoder: WyomingDecoder

    /// - Parameter maximumPartLength: The longest header line, data and
    ///   payload (the socket's `--max-line-length`).
    init(maximumPartLength: Int) {
        decoder = WyomingDecoder(limits: WyomingFramer.Limits(eachPart: maximumPartLength))
    }

    var hasPartialInput: Bool { decoder.hasPartialInput }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        decoder.append(bytes)
    }

    mutating func next(catalog: () -> Catalog) -> Incoming? {
        decoder.next().map { Self.incoming($0, catalog: catalog) }
    }

    mutating func finish(catalog: () -> Catalog) -> Incoming? {
        decoder.finish().map { Self.incoming($0, catalog: catalog) }
    }

    static func incoming(_ input: WyomingInput, catalog: () -> Catalog) -> Incoming {
        switch input {
        case .describe:
            return answered("describe", WyomingInfo.event(for: catalog()))
        case .ping(let text):
            return answered("ping", WyomingEvent("pong", [("text", text.map(JSON.string) ?? .null)]))
        case .transcript(let utterance):
            return request("transcript", utterance, reply: WyomingReply(.handle, context: utterance.context))
        case .recognize(let utterance):
            return request("recognize", utterance, reply: WyomingReply(.recognize, context: utterance.context))
        case .error(let error):
            var incoming = Incoming(
                content: .answered(error.event.encoded(), status: .error), operation: "invalid",
                reply: .wyoming(WyomingReply(.handle)), problem: "\(error)")
            incoming.closesConnection = error.isFatal
            return incoming
        }
    }

    private static func answered(_ operation: String, _ event: WyomingEvent) -> Incoming {
        Incoming(content: .answered(event.encoded(), status: .ok), operation: operation, reply: .wyoming(WyomingReply(.handle)))
    }

    /// A transcript or recognize: it may answer the question open in its
    /// conversation, as a plain line on the socket does.
    private static func request(_ operation: String, _ utterance: WyomingUtterance, reply: WyomingReply) -> Incoming {
        var incoming = Incoming(content: .request(.match(utterance.request)), operation: operation, reply: .wyoming(reply))
        incoming.mayAnswer = true
        incoming.conversationID = utterance.conversationID
        return incoming
    }
}
