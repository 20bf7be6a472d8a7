import Phrasebook

/// One request line, decoded: what the client asked for (SPEC §6).
///
/// A plain line is a ``MatchRequest`` with ``MatchRequest/isPlainLine`` set;
/// a JSON line names its operation in `op`.
package enum Request: Sendable, Hashable {
    /// `match`, or a plain line: match an utterance.
    case match(MatchRequest)
    /// `suggest`: shortcuts for partial typed text.
    case suggest(text: String, limit: Int)
    /// `shortcuts`: every app's shortcuts, or one app's.
    case shortcuts(app: String?)
    /// `update-entities`: replace one entity type's suggested entities.
    case updateEntities(app: String, entity: String, entities: JSON)
    /// `reload`: re-read the phrase folder.
    case reload
    /// `stats`: counts, uptime, request and latency figures.
    case stats
    /// `ping`: `{"status":"ok"}`.
    case ping

    /// The operation's name on the wire.
    package var operation: String {
        switch self {
        case .match: "match"
        case .suggest: "suggest"
        case .shortcuts: "shortcuts"
        case .updateEntities: "update-entities"
        case .reload: "reload"
        case .stats: "stats"
        case .ping: "ping"
        }
    }

    /// Whether the request changes the daemon's index: later requests on
    /// the same connection wait until it is done, and it waits for earlier
    /// ones, so a connection sees its own updates in order.
    package var isBarrier: Bool {
        switch self {
        case .updateEntities, .reload: true
        default: false
        }
    }
}

/// A `match` request: the utterance and how to match it.
package struct MatchRequest: Sendable, Hashable {
    /// The utterance.
    package var text: String
    /// Consider only this app.
    package var app: String?
    /// Whether a `matched` result runs its handler (SPEC §7).
    package var shouldDispatch: Bool
    /// Exact phrases only.
    package var isExactOnly: Bool
    /// The confidence below which a flexible match is `no-match`.
    package var threshold: Double?
    /// Whether the request was a plain line rather than JSON: only a plain
    /// line answers a `needs-value` question.
    package var isPlainLine: Bool

    package init(
        text: String, app: String? = nil, shouldDispatch: Bool = true, isExactOnly: Bool = false,
        threshold: Double? = nil, isPlainLine: Bool = false
    ) {
        self.text = text
        self.app = app
        self.shouldDispatch = shouldDispatch
        self.isExactOnly = isExactOnly
        self.threshold = threshold
        self.isPlainLine = isPlainLine
    }
}

/// Why a line is not a usable request: a machine-readable code and a message
/// for people. The connection stays usable.
package struct RequestError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `invalid-utf8`, `invalid-json`, `invalid-request`, `unknown-op` or
    /// `line-too-long`.
    package var code: String
    package var message: String

    package init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    package var description: String { "\(code): \(message)" }

    /// The error for a line longer than `limit` bytes.
    package static func lineTooLong(limit: Int) -> RequestError {
        RequestError(code: "line-too-long", message: "request line longer than \(limit) bytes; it was discarded")
    }
}

/// A decoded line: the request or why there is none, and the `id` to echo.
package struct DecodedLine: Sendable, Hashable {
    /// The request's `id`, echoed in its response; `nil` when there was none.
    package var id: JSON?
    package var request: Result<Request, RequestError>

    package init(id: JSON? = nil, request: Result<Request, RequestError>) {
        self.id = id
        self.request = request
    }
}
