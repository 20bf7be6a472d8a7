import Phrasebook

/// How a `transcript` or `recognize` is answered: the event for a match
/// result, with words a voice assistant can speak.
///
/// | result | `transcript` → | `recognize` → |
/// |---|---|---|
/// | `matched`, the handler ran | `handled`: its dialog line, else the shortcut's title | `intent`: name, entities, the shortcut's title |
/// | `matched`, the handler failed or timed out | `not-handled`: what went wrong | — |
/// | `matched`, no handler | `handled`: the shortcut's title | `intent` |
/// | `needs-value` | `handled`: the prompt (`requestValueDialog`), ending in a question mark | `not-recognized`: the prompt |
/// | `cancelled` (a question dropped) | `handled`: "Cancelled." in its language | `not-recognized`: the same |
/// | `ambiguous` | `not-handled`: "Did you mean …, or …?" | `not-recognized`: the same |
/// | `rejected` | `not-handled`: the negative phrase that vetoed it | `not-recognized`: the same |
/// | `no-match`, `error` | `not-handled`: why | `not-recognized`: why |
///
/// Every answer repeats the request's `context` and carries the match result
/// itself under `phrasebook` (with `dispatch` when a handler ran), which
/// Wyoming clients ignore.
package struct WyomingReply: Sendable, Hashable {
    /// Which event asked.
    package enum Kind: Sendable, Hashable {
        /// `transcript`: intent handling.
        case handle
        /// `recognize`: intent recognition.
        case recognize
    }

    package var kind: Kind
    /// The request's `context`, repeated.
    package var context: JSON?

    package init(_ kind: Kind, context: JSON? = nil) {
        self.kind = kind
        self.context = context
    }

    /// The answer to `result`, with `dispatch` (``JSON`` as the socket's
    /// `dispatch` object: `dialog`, `error`, …) when a handler ran.
    ///
    /// - Parameter catalog: The index `result` came from, read only to tell
    ///   apart the choices of an `ambiguous` result whose values have the
    ///   same title (by a synonym only one of them has), and which of an
    ///   intent's entities are free text (sent as written: their title).
    package func event(for result: MatchResult, dispatch: JSON? = nil, catalog: @autoclosure () -> Catalog? = nil) -> WyomingEvent {
        let (type, text) =
            kind == .handle ? handling(result, dispatch: dispatch, catalog: catalog) : recognition(result, catalog: catalog)
        var pairs: [(String, JSON)] = []
        if type == "intent", let invocation = result.invocation {
            pairs.append(("name", .string(invocation.intent)))
            // Free text as the transcript wrote it, as Home Assistant's own
            // wildcards pass it; a listed value by its id or case name.
            let intent = invocation.parameters.isEmpty ? nil : catalog()?.app(named: invocation.app)?.intents[invocation.intent]
            let entities = invocation.parameters.map { named -> JSON in
                let isText = intent?.takesText(named.name) == true
                let value = isText ? named.value.title ?? named.value.value : named.value.value
                return .object([("name", .string(named.name)), ("value", .string(value))])
            }
            pairs.append(("entities", .array(entities)))
        }
        pairs.append(("text", .string(text)))
        if let context { pairs.append(("context", context)) }
        pairs.append(("phrasebook", Response.matchResult(result, dispatch: dispatch)))
        return WyomingEvent(type, pairs)
    }

    /// The answer to a transcript that cancelled its conversation's question:
    /// `handled` (`not-recognized` for `recognize`), with a short
    /// acknowledgement in the question's language.
    package func event(for cancellation: Cancellation) -> WyomingEvent {
        var pairs: [(String, JSON)] = [("text", .string(cancellation.acknowledgement))]
        if let context { pairs.append(("context", context)) }
        pairs.append(("phrasebook", cancellation.json))
        return WyomingEvent(kind == .handle ? "handled" : "not-recognized", pairs)
    }

    /// `handled` or `not-handled`, and what to say.
    private func handling(_ result: MatchResult, dispatch: JSON?, catalog: () -> Catalog?) -> (String, String) {
        switch result.outcome {
        case .matched(let invocation):
            // Read back, it waits for a yes.
            if let confirmation = result.confirmation { return ("handled", confirmation) }
            if let problem = dispatch?["error"]?.stringValue { return ("not-handled", "\(invocation.shortcut) failed: \(problem).") }
            return ("handled", dispatch?["dialog"]?.stringValue ?? invocation.shortcut)
        case .needsValue(_, let question):
            return ("handled", Self.asQuestion(question.prompt))
        default:
            return ("not-handled", Self.reason(result, catalog: catalog))
        }
    }

    /// `intent` or `not-recognized`, and what to say.
    private func recognition(_ result: MatchResult, catalog: () -> Catalog?) -> (String, String) {
        switch result.outcome {
        case .matched(let invocation): ("intent", invocation.shortcut)
        case .needsValue(_, let question): ("not-recognized", Self.asQuestion(question.prompt))
        default: ("not-recognized", Self.reason(result, catalog: catalog))
        }
    }

    /// `prompt` ending in a question mark, as Home Assistant reads a reply
    /// that waits for an answer ("Which project:" → "Which project?"), unless
    /// it ends in one already (`?`, `？`, or the Greek `;`).
    static func asQuestion(_ prompt: String) -> String {
        var text = Substring(prompt)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        guard let last = text.last else { return prompt }
        if "?？\u{037E}".contains(last) { return String(text) }
        if ".:…。：".contains(last) { text.removeLast() }
        return text + "?"
    }

    /// Why nothing was done, in words to speak.
    static func reason(_ result: MatchResult, catalog: () -> Catalog? = { nil }) -> String {
        switch result.outcome {
        case .matched, .needsValue:
            return ""
        case .noMatch:
            return "No shortcut matches that."
        case .rejected(let app, let negativePhrase):
            return "\(app) does not do that: it matches the negative phrase “\(negativePhrase)”."
        case .ambiguous:
            var choices = Self.choices(result.alternatives, catalog: catalog)
            guard let last = choices.popLast() else { return "That could mean several things." }
            return choices.isEmpty ? "Did you mean \(last)?" : "Did you mean \(choices.joined(separator: ", ")), or \(last)?"
        case .error(let failure):
            return failure.message
        }
    }

    /// The readings of an `ambiguous` result in words, each once: the
    /// shortcut and its values by title, and the app when they differ.
    /// Readings that would sound alike (two projects called "website") name
    /// their values by a spoken form the others lack ("personal website",
    /// "acme website"), or else add the value's id.
    static func choices(_ candidates: [MatchResult.Candidate], catalog: () -> Catalog?) -> [String] {
        let apps = Set(candidates.map(\.app))
        func choice(_ candidate: MatchResult.Candidate, _ names: [String]) -> String {
            var text = candidate.shortcut
            if !names.isEmpty { text += " with " + names.joined(separator: " and ") }
            if apps.count > 1 { text += " in \(candidate.app)" }
            return text
        }
        let readings = candidates.reduce(into: [MatchResult.Candidate]()) { unique, candidate in
            let isListed = unique.contains {
                $0.app == candidate.app && $0.intent == candidate.intent && $0.parameters == candidate.parameters
            }
            if !isListed { unique.append(candidate) }
        }
        let titled = readings.map { choice($0, $0.parameters.map { $0.value.title ?? $0.value.value }) }
        // Read once, and only where two readings would sound alike.
        lazy var known = catalog()
        var choices: [String] = []
        for (i, reading) in readings.enumerated() {
            let alike = readings.indices.filter { $0 != i && titled[$0] == titled[i] }
            guard !alike.isEmpty else {
                choices.append(titled[i])
                continue
            }
            let names = reading.parameters.map { parameter in
                let title = parameter.value.title ?? parameter.value.value
                guard alike.contains(where: { readings[$0].parameter(parameter.name) != parameter.value }) else { return title }
                let catalog = known
                let others = Set(alike.flatMap { spokenForms(of: parameter.name, in: readings[$0], catalog: catalog).map { $0.lowercased() } })
                let own = spokenForms(of: parameter.name, in: reading, catalog: catalog)
                return own.first { !others.contains($0.lowercased()) } ?? "\(title) (\(parameter.value.value))"
            }
            choices.append(choice(reading, names))
        }
        return choices
    }

    /// The title and synonyms of the value `candidate` gives `parameter`.
    private static func spokenForms(of parameter: String, in candidate: MatchResult.Candidate, catalog: Catalog?) -> [String] {
        guard let value = candidate.parameter(parameter) else { return [] }
        guard let app = catalog?.app(named: candidate.app),
            let type = app.intents[candidate.intent]?.parameter(named: parameter)?.typeName,
            let listed = app.valueTypes[type]?.values.first(where: { $0.id == value.value })
        else { return [value.title ?? value.value] }
        return listed.spokenForms
    }
}
