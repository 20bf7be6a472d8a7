extension Catalog {
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
        if case .decided(let result) = exactStep(utterance, options: options) { return result }
        return nil
    }
}
