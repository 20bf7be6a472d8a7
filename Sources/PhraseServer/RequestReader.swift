import Phrasebook

/// How a connection's bytes become requests: one kind per protocol, a pure
/// value fed bytes as they arrive (``LineReader`` for the socket's lines,
/// ``WyomingReader`` for Wyoming's events).
protocol RequestReader {
    /// Whether bytes of an unfinished request are waiting.
    var hasPartialInput: Bool { get }

    /// Takes bytes read from the client. (Raw bytes, not a generic
    /// collection: a generic call through an existential reader cannot be
    /// specialised, and would copy byte by byte.)
    mutating func append(_ bytes: UnsafeRawBufferPointer)

    /// The next complete request, or `nil` when none is complete yet.
    ///
    /// - Parameter catalog: The index in use now, for what a protocol
    ///   answers without computing (Wyoming's `describe`).
    mutating func next(catalog: () -> Catalog) -> Incoming?

    /// At end of input: what the bytes of an unfinished request come to, if
    /// anything (a last line without a newline is still a request).
    mutating func finish(catalog: () -> Catalog) -> Incoming?
}

/// One request as a ``RequestReader`` read it.
struct Incoming {
    /// What there is to do for it.
    enum Content {
        /// Compute this request.
        case request(Request)
        /// Nothing to compute: the response, final (a bad request, or one
        /// the protocol answers itself).
        case answered([UInt8], status: Response.Status)
    }

    var content: Content
    /// Its name in the statistics and the log: the op, or the event type.
    var operation: String
    /// How its response is written.
    var reply: Reply
    /// Whether a match request may answer the open `needs-value` question
    /// instead of being matched (a plain line may, a JSON request may not).
    var mayAnswer = false
    /// The conversation its turn belongs to, shared under this id across
    /// connections (``ConversationStore``); `nil`: the connection's own.
    var conversationID: String?
    /// Why the request cannot be used, for the log; `nil` for a good one.
    var problem: String?
    /// Whether the stream cannot go on after it (Wyoming framing that lost
    /// its place): it is answered, and then the connection closes.
    var closesConnection = false
    /// A piece of a streamed transcript (Wyoming's `transcript-chunk` and
    /// `transcript-stop`), `nil` for a request of its own.
    var streaming: Streaming?

    /// How a request of a streamed transcript is taken (``Connection``).
    enum Streaming {
        /// The transcript so far: computed at once, held unanswered, and
        /// dropped when more text comes.
        case provisional
        /// The transcript is complete: the provisional request of the same
        /// text, computed already, is committed and answered; any other is
        /// dropped and this one computed.
        case final
    }

    /// Whether it counts as a bad request in the statistics.
    var isBadRequest: Bool { problem != nil }

    /// What the log says of a request read.
    struct Summary: Sendable {
        var operation: String
        /// What a match request says.
        var utterance: MatchRequest.Utterance?
        var problem: String?
    }

    var summary: Summary {
        var utterance: MatchRequest.Utterance?
        if case .request(.match(let match)) = content { utterance = match.utterance }
        return Summary(operation: operation, utterance: utterance, problem: problem)
    }
}
