extension Catalog {
    /// Matches one utterance — a line of transcript text — against every app.
    ///
    /// Exact phrases first (confidence 1.0); then, unless `options` asks for
    /// exact matches only, flexible matching (`Matcher` has the stages).
    ///
    /// - Complexity: O(*n*) in the utterance's token count for exact matches,
    ///   independent of how many phrases are indexed.
    public func match(_ utterance: String, options: MatchOptions = MatchOptions()) -> MatchResult {
        Matcher(self, options: options).match(utterance)
    }

    /// Matches a recogniser's n-best list as one utterance: one result for
    /// the whole list, whose `hypothesis` says which one it comes from
    /// (`Matcher.match(_:)`, `Matcher+Hypotheses.swift`).
    /// A completion is for one transcript: ``MatchOptions/isPartial`` is
    /// not read here.
    public func match(_ hypotheses: [Hypothesis], options: MatchOptions = MatchOptions()) -> MatchResult {
        var options = options
        options.isPartial = false
        return Matcher(self, options: options).match(hypotheses)
    }

    /// What ``match(_:options:)-(String,_)`` says about `utterance` when
    /// exact phrases alone decide it, else `nil`: the utterance says an
    /// expanded phrase (or nothing, or restricts to an unknown app), or
    /// `options` asks for exact matches only. `nil` means flexible matching
    /// is needed.
    ///
    /// A daemon answers such requests at once on the thread that read them,
    /// and hands the rest to a worker. `match` reads exact phrases first and
    /// resolves them the same way, so whenever this returns a result it is
    /// the one `match` returns (a test holds the two together).
    ///
    /// - Complexity: O(*n*) in the utterance's token count, independent of
    ///   how many phrases are indexed.
    package func matchIfExact(_ utterance: String, options: MatchOptions = MatchOptions()) -> MatchResult? {
        if case .decided(let result) = attempt(utterance, options: options) { return result }
        return nil
    }

    /// The exact step of ``match(_:options:)-(String,_)``, its outcome handed
    /// on: a result it decides, or where flexible matching starts, so that a
    /// daemon that tries the exact step on its I/O thread hands a worker the
    /// rest instead of the utterance again (`attempt.match()` is `match`'s
    /// result).
    package func attempt(_ utterance: String, options: MatchOptions = MatchOptions()) -> MatchAttempt {
        switch Matcher(self, options: options).exactStep(utterance) {
        case .decided(let result): .decided(result)
        case .flexible(let tokens, let scope):
            .flexible(FlexibleStart(catalog: self, options: options, utterance: utterance, tokens: tokens, scope: scope))
        }
    }
}

/// What the exact step made of an utterance (``Catalog/attempt(_:options:)``).
package enum MatchAttempt: Sendable {
    /// A result: an exact phrase, nothing said, an unknown app or locale,
    /// exact matching only.
    case decided(MatchResult)
    /// No exact phrase: flexible matching goes on from here.
    case flexible(FlexibleStart)

    /// The result `Catalog.match` gives: the decided one, or flexible matching's.
    package func match() -> MatchResult {
        switch self {
        case .decided(let result): result
        case .flexible(let start): start.match()
        }
    }
}

/// Where flexible matching of one utterance starts: the catalog and options
/// it was read with, the utterance, its normalised words and scope.
package struct FlexibleStart: Sendable {
    package let catalog: Catalog
    let options: MatchOptions
    let utterance: String
    let tokens: [String]
    let scope: MatchScope

    /// Steps 3–10 of `Matcher`, as `Catalog.match` runs them after a miss.
    package func match() -> MatchResult {
        Matcher(catalog, options: options).flexibleMatch(tokens, of: utterance, scope: scope)
    }
}
