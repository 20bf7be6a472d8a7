import Phrasebook

/// What a Wyoming client asks of Phrasebook, event by event: a pure value
/// over a ``WyomingFramer``, fed bytes as they arrive.
///
/// | event | is |
/// |---|---|
/// | `describe` | ``WyomingInput/describe`` |
/// | `transcript` (`text` or `hypotheses`, `language`, `context`) | ``WyomingInput/transcript(_:)``: match and run the handler |
/// | `recognize` (`text` or `hypotheses`, `language`, `context`) | ``WyomingInput/recognize(_:)``: match only |
/// | `ping` | ``WyomingInput/ping(text:)`` |
/// | `audio-start`, `audio-chunk`, `audio-stop` | an `audio-not-accepted` error for the first of a connection; the rest are dropped |
/// | `select-program` | dropped, as the protocol asks of servers that have one program per domain |
/// | anything else | an `unknown-event` error |
package struct WyomingDecoder: Sendable {
    private var framer: WyomingFramer
    /// Whether audio was refused already: one error says so, not one a chunk.
    private var hasRefusedAudio = false

    package init(limits: WyomingFramer.Limits) {
        framer = WyomingFramer(limits: limits)
    }

    /// The longest `context.conversation_id` taken.
    package static let maximumConversationIDLength = 256

    /// Whether bytes of an unfinished event are waiting.
    package var hasPartialInput: Bool { framer.hasPartialInput }

    /// Appends received bytes.
    package mutating func append(_ bytes: some Collection<UInt8>) {
        framer.append(bytes)
    }

    /// The next thing asked, or `nil` when no event is complete yet.
    package mutating func next() -> WyomingInput? {
        while let frame = framer.next() {
            if let input = input(for: frame) { return input }
        }
        return nil
    }

    /// At end of input: a last event without a newline, or why the stream
    /// ended inside one.
    package mutating func finish() -> WyomingInput? {
        framer.finish().flatMap { input(for: $0) }
    }

    // MARK: Events

    private mutating func input(for frame: WyomingFramer.Frame) -> WyomingInput? {
        switch frame {
        case .error(let error): return .error(error)
        case .event(let event): return input(for: event)
        }
    }

    private mutating func input(for event: WyomingEvent) -> WyomingInput? {
        switch event.type {
        case "audio-start", "audio-chunk", "audio-stop":
            guard !hasRefusedAudio else { return nil }
            hasRefusedAudio = true
            return .error(
                WyomingError(
                    WyomingError.audioNotAccepted,
                    "Phrasebook takes text, not audio: add it as a conversation agent (intent handling), not as speech-to-text"))
        case "select-program":
            return nil
        default:
            break
        }
        if event.payloadLength > 0 {
            return .error(
                WyomingError(WyomingError.invalidEvent, "a '\(event.type)' event carries no payload (this one had \(event.payloadLength) bytes)"))
        }
        switch event.type {
        case "describe":
            return .describe
        case "ping":
            return .ping(text: event["text"]?.stringValue)
        case "transcript", "recognize":
            let utterance: WyomingUtterance
            do throws(WyomingError) {
                utterance = try Self.utterance(of: event)
            } catch {
                return .error(error)
            }
            return event.type == "transcript" ? .transcript(utterance) : .recognize(utterance)
        default:
            return .error(
                WyomingError(
                    WyomingError.unknownEvent,
                    "Phrasebook does not take '\(event.type)' events; it answers describe, transcript, recognize and ping"))
        }
    }

    /// The utterance of a `transcript` or `recognize`: `text`, or a
    /// recogniser's n-best list in `hypotheses` (as the socket's `match`
    /// takes it; `text` is then the best of them and not read), its
    /// `language` (the socket's `locale`), and the `context` with its
    /// `conversation_id`.
    static func utterance(of event: WyomingEvent) throws(WyomingError) -> WyomingUtterance {
        var fields: [(String, JSON)] = []
        if let hypotheses = event["hypotheses"], hypotheses != .null {
            fields.append(("hypotheses", hypotheses))
        } else if let text = event["text"] {
            fields.append(("text", text))
        } else {
            throw WyomingError(WyomingError.invalidEvent, "a '\(event.type)' event needs \"text\" (a string)")
        }
        // A transcript says its language (Home Assistant's pipeline language):
        // the phrases of that locale are matched.
        if let language = event["language"], language != .null { fields.append(("locale", language)) }
        var request: MatchRequest
        do throws(RequestError) {
            request = try RequestDecoder.matchRequest(from: .object(fields))
        } catch {
            throw WyomingError(error.code.rawValue, error.message)
        }
        request.shouldDispatch = event.type == "transcript"
        var utterance = WyomingUtterance(request: request)
        switch event["context"] {
        case nil, .null:
            break
        case .object(let pairs)?:
            utterance.context = .object(pairs)
            switch JSON.object(pairs)["conversation_id"] {
            case nil, .null:
                break
            case .string(let id)? where id.utf8.count <= maximumConversationIDLength:
                utterance.conversationID = id
            default:
                throw WyomingError(
                    WyomingError.invalidEvent,
                    "\"context.conversation_id\" must be a string of at most \(maximumConversationIDLength) bytes")
            }
            // Home Assistant's development branch names the voice satellite
            // (or device) that heard the utterance; anything else is ignored.
            for key in ["satellite_id", "device_id"] {
                if case .string(let id)? = JSON.object(pairs)[key], !id.isEmpty, id.utf8.count <= maximumConversationIDLength {
                    utterance.satelliteID = id
                    break
                }
            }
        default:
            throw WyomingError(WyomingError.invalidEvent, "\"context\" must be a JSON object")
        }
        return utterance
    }
}

/// One thing a Wyoming client asked (``WyomingDecoder``).
package enum WyomingInput: Sendable, Hashable {
    /// `describe`: answer with `info` (``WyomingInfo``).
    case describe
    /// `transcript`: match and run the handler; answer `handled` or
    /// `not-handled` (``WyomingReply``).
    case transcript(WyomingUtterance)
    /// `recognize`: match; answer `intent` or `not-recognized`.
    case recognize(WyomingUtterance)
    /// `ping`: answer `pong` with the same text.
    case ping(text: String?)
    /// An event that cannot be used: answer with an `error` event, and close
    /// the connection when it is fatal.
    case error(WyomingError)
}

/// What a `transcript` or `recognize` says.
package struct WyomingUtterance: Sendable, Hashable {
    /// The match request: its text or hypotheses; `shouldDispatch` for a
    /// `transcript`.
    package var request: MatchRequest
    /// The event's `context`, repeated in the answer.
    package var context: JSON?
    /// `context.conversation_id`: the conversation the utterance belongs to,
    /// across connections (Home Assistant opens one per utterance).
    package var conversationID: String?
    /// `context.satellite_id`, else `context.device_id`: the voice
    /// satellite that heard it, which keeps a question asked without a
    /// conversation id.
    package var satelliteID: String?

    package init(request: MatchRequest, context: JSON? = nil, conversationID: String? = nil, satelliteID: String? = nil) {
        self.request = request
        self.context = context
        self.conversationID = conversationID
        self.satelliteID = satelliteID
    }
}
