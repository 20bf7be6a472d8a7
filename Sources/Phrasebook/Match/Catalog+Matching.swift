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
    public func match(_ hypotheses: [Hypothesis], options: MatchOptions = MatchOptions()) -> MatchResult {
        Matcher(self, options: options).match(hypotheses)
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
        if case .decided(let result) = Matcher(self, options: options).exactStep(utterance) { return result }
        return nil
    }
}
