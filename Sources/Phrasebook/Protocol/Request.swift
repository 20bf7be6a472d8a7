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
