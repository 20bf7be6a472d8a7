import Phrasebook
import Wyoming

/// Wyoming's requests (``WyomingDecoder``): a `transcript` is a match that
/// runs the handler, a `recognize` one that does not, each in the
/// conversation its `context.conversation_id` names — or, without one, the
/// conversation of the satellite or client that sent it; `describe` and
/// `ping` are answered at once, and so is an event that cannot be used,
/// with an `error` event (after which the connection closes if the stream
/// lost its place). See `Docs/wyoming.md`.
struct WyomingReader: RequestReader {
    /// What the daemon's options make of every connection's events.
    struct Settings: Sendable, Hashable {
        /// The programs `info` advertises (`--wyoming-programs`).
        var programs = WyomingProgram.defaults
        /// The language of a transcript that names none (`--language`);
        /// `nil`: it is matched in every language (``MatchRequest/isInEveryLanguage``).
        var defaultLanguage: String?
        /// Whether a question asked without a conversation id is kept for
        /// the satellite or client that asked (`--question-scope client`),
        /// rather than the connection.
        var keepsQuestionsForClient = true
    }

    private var decoder: WyomingDecoder
    private let settings: Settings
    /// Who is on the other end (``Listener/Accepted/client``), when known.
    private let client: String?

    /// - Parameters:
    ///   - maximumPartLength: The longest header line, data and payload
    ///     (the socket's `--max-line-length`).
    ///   - client: Who the client is across its connections
    ///     (``Listener/Accepted/client``).
    init(maximumPartLength: Int, settings: Settings = Settings(), client: String? = nil) {
        decoder = WyomingDecoder(limits: WyomingFramer.Limits(eachPart: maximumPartLength))
        self.settings = settings
        self.client = client
    }

    var hasPartialInput: Bool { decoder.hasPartialInput }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        decoder.append(bytes)
    }

    mutating func next(catalog: () -> Catalog) -> Incoming? {
        decoder.next().map { incoming($0, catalog: catalog) }
    }

    mutating func finish(catalog: () -> Catalog) -> Incoming? {
        decoder.finish().map { incoming($0, catalog: catalog) }
    }

    func incoming(_ input: WyomingInput, catalog: () -> Catalog) -> Incoming {
        switch input {
        case .describe:
            return Self.answered("describe", WyomingInfo.event(for: catalog(), programs: settings.programs))
        case .ping(let text):
            return Self.answered("ping", WyomingEvent("pong", [("text", text.map(JSON.string) ?? .null)]))
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
    /// conversation, as a plain line on the socket does. Without a
    /// `language` it is read in ``Settings/defaultLanguage``, else in every
    /// language.
    private func request(_ operation: String, _ utterance: WyomingUtterance, reply: WyomingReply) -> Incoming {
        var request = utterance.request
        if request.locale == nil {
            request.locale = settings.defaultLanguage
            request.isInEveryLanguage = settings.defaultLanguage == nil
        }
        var incoming = Incoming(content: .request(.match(request)), operation: operation, reply: .wyoming(reply))
        incoming.mayAnswer = true
        incoming.conversationID = conversation(of: utterance)
        return incoming
    }

    /// Where the utterance's conversation is kept (``ConversationStore``):
    /// under its conversation id; without one, under the satellite that
    /// heard it or the client that sent it (Home Assistant up to 2025.6
    /// sends no id, and a new connection for every utterance); `nil`: on
    /// the connection.
    func conversation(of utterance: WyomingUtterance) -> String? {
        if let id = utterance.conversationID { return "conversation \(id)" }
        guard settings.keepsQuestionsForClient else { return nil }
        if let satellite = utterance.satelliteID { return "satellite \(satellite)" }
        return client.map { "client \($0)" }
    }
}
