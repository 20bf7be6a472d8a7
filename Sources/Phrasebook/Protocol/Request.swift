/// One request line, decoded: what the client asked for (SPEC §6).
///
/// A plain line is a ``MatchRequest`` with ``MatchRequest/isPlainLine`` set;
/// a JSON line names its operation in `op`.
package enum Request: Sendable, Hashable {
    /// `match`, or a plain line: match an utterance.
    case match(MatchRequest)
    /// `suggest`: shortcuts for partial typed text, in `locale`'s language if given.
    case suggest(text: String, limit: Int, locale: String? = nil)
    /// `shortcuts`: every app's shortcuts, or one app's, in `locale`'s language if given.
    case shortcuts(app: String?, locale: String? = nil)
    /// `update-entities`: replace one entity type's suggested entities.
    case updateEntities(app: String, entity: String, entities: JSON)
    /// `entity-updates`: the entity updates kept in the state folder, of
    /// every app or one.
    case entityUpdates(app: String?)
    /// `reset-entities`: drop the entity updates of every app, one app, or
    /// one app's type, so the phrase folder's values serve again.
    case resetEntities(app: String?, entity: String?)
    /// `reload`: re-read the phrase folder.
    case reload
    /// `stats`: counts, uptime, request and latency figures.
    case stats
    /// `ping`: `{"status":"ok"}`.
    case ping
    /// `grammar`: what a recogniser needs to expect the phrases (`phrase grammar`).
    case grammar(format: Grammar.Format, app: String?, locale: String?)

    /// The operation's name on the wire.
    package var operation: String {
        switch self {
        case .match: "match"
        case .suggest: "suggest"
        case .shortcuts: "shortcuts"
        case .updateEntities: "update-entities"
        case .entityUpdates: "entity-updates"
        case .resetEntities: "reset-entities"
        case .reload: "reload"
        case .stats: "stats"
        case .ping: "ping"
        case .grammar: "grammar"
        }
    }

    /// Whether the request changes the daemon's index: later requests on
    /// the same connection wait until it is done, and it waits for earlier
    /// ones, so a connection sees its own updates in order.
    package var isBarrier: Bool {
        switch self {
        case .updateEntities, .resetEntities, .reload: true
        default: false
        }
    }
}

/// A `match` request: the utterance and how to match it.
package struct MatchRequest: Sendable, Hashable {
    /// What was said.
    package enum Utterance: Sendable, Hashable {
        /// One transcript: a plain line, or `text`.
        case text(String)
        /// A recogniser's n-best list, best first: `hypotheses` (SPEC §4).
        case hypotheses([Hypothesis])
    }

    package var utterance: Utterance
    /// Consider only this app.
    package var app: String?
    /// Whether a `matched` result runs its handler (SPEC §7).
    package var shouldDispatch: Bool
    /// Exact phrases only.
    package var isExactOnly: Bool
    /// The confidence below which a flexible match is `no-match`.
    package var threshold: Double?
    /// The confidence below which a `matched` action is read back before
    /// it runs (`"confirmBelow"`; ``MatchOptions/confirmBelow``): a voice
    /// frontend asks for it on a daemon whose typed clients do not.
    package var confirmBelow: Double?
    /// The language of the phrases to match (SPEC §2).
    package var locale: String?
    /// Whether the request was a plain line rather than JSON: only a plain
    /// line answers a `needs-value` question.
    package var isPlainLine: Bool
    /// Whether the client did not say its language and the utterance is
    /// matched in every language the phrases are in, the best reading
    /// winning (``Catalog/matchInEveryLanguage(_:options:)``): a Wyoming
    /// `transcript` without `language`. Only without a ``locale``.
    package var isInEveryLanguage = false
    /// Whether the text is a transcript still being spoken (`"partial":
    /// true`): the result gains its `completion`, nothing is dispatched, and
    /// it neither answers nor asks a question (SPEC §4).
    package var isPartial = false

    package init(
        _ utterance: Utterance, app: String? = nil, shouldDispatch: Bool = true, isExactOnly: Bool = false,
        threshold: Double? = nil, locale: String? = nil, isPlainLine: Bool = false
    ) {
        self.utterance = utterance
        self.locale = locale
        self.app = app
        self.shouldDispatch = shouldDispatch
        self.isExactOnly = isExactOnly
        self.threshold = threshold
        self.isPlainLine = isPlainLine
    }

    /// A request to match one transcript.
    package init(
        text: String, app: String? = nil, shouldDispatch: Bool = true, isExactOnly: Bool = false,
        threshold: Double? = nil, locale: String? = nil, isPlainLine: Bool = false
    ) {
        self.init(
            .text(text), app: app, shouldDispatch: shouldDispatch, isExactOnly: isExactOnly, threshold: threshold,
            locale: locale, isPlainLine: isPlainLine)
    }

    /// The transcript, when the request has one rather than hypotheses.
    package var text: String? {
        if case .text(let text) = utterance { text } else { nil }
    }

    /// The match options the request asks for, on top of `defaults`: a
    /// request may narrow to exact matching and set the app, threshold,
    /// read-back confidence and locale.
    package func options(defaults: MatchOptions) -> MatchOptions {
        var options = defaults
        if let app { options.app = app }
        if let locale { options.locale = locale }
        options.isExactOnly = isExactOnly || defaults.isExactOnly
        if let threshold { options.threshold = threshold }
        if let confirmBelow { options.confirmBelow = confirmBelow }
        options.isPartial = isPartial || defaults.isPartial
        return options
    }
}

extension Catalog {
    /// Matches what a request says: its transcript, or its hypotheses as one
    /// utterance (``match(_:options:)-(String,_)``, ``match(_:options:)-([Hypothesis],_)``).
    package func match(_ utterance: MatchRequest.Utterance, options: MatchOptions) -> MatchResult {
        switch utterance {
        case .text(let text): match(text, options: options)
        case .hypotheses(let hypotheses): match(hypotheses, options: options)
        }
    }
}
