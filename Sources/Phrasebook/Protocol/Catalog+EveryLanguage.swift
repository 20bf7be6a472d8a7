/// What an utterance of unknown language came to: the result of the
/// language whose reading won, and that language.
package struct LanguageMatch: Sendable, Hashable {
    /// The result, as a request with that `locale` would have had it.
    package var result: MatchResult
    /// The language that answered (`de`, or the app's source language);
    /// `nil` when no language read anything (the result is then that of
    /// each app's source language: `no-match`, or an error).
    package var language: String?

    package init(_ result: MatchResult, language: String?) {
        self.result = result
        self.language = language
    }
}

extension Catalog {
    /// Matches an utterance whose language the client did not say (a
    /// Wyoming `transcript` without `language`: no released Home Assistant
    /// sends one) in every language the phrases are in, and keeps the best
    /// reading, so a German command is answered in German.
    ///
    /// Each app's source language is read first, as a request without a
    /// `locale` is; then each language some app is translated into, as a
    /// request with that `locale` is. An exact phrase decides at once, in
    /// that order. Otherwise every language is matched and the reading with
    /// the highest confidence wins (`matched`, then `needs-value`,
    /// `ambiguous`, `rejected` on a tie; then the earlier language). When
    /// no language reads anything the source languages' result stands.
    ///
    /// - Complexity: one match per language the loaded apps have (one in
    ///   all when they have only their source languages), and only the
    ///   exact step of each when an exact phrase decides.
    package func matchInEveryLanguage(_ utterance: MatchRequest.Utterance, options: MatchOptions) -> LanguageMatch {
        var options = options
        options.locale = nil
        let translations = translationLanguages
        guard !translations.isEmpty else { return labelled(match(utterance, options: options), in: nil) }
        if case .text(let text) = utterance, let exact = exactMatchInEveryLanguage(text, options: options) { return exact }
        var best = labelled(match(utterance, options: options), in: nil)
        for language in translations {
            var localized = options
            localized.locale = language
            let result = match(utterance, options: localized)
            if Self.isReading(result), !Self.isReading(best.result) || Self.isBetter(result, than: best.result) {
                best = LanguageMatch(result, language: language)
            }
        }
        return best
    }

    /// ``matchInEveryLanguage(_:options:)`` when exact phrases decide it
    /// (an exact phrase of some language, or nothing said, or exact
    /// matching only), else `nil`: flexible matching is needed.
    ///
    /// - Complexity: O(*n*) in the utterance's token count for each language.
    package func exactMatchInEveryLanguage(_ text: String, options: MatchOptions) -> LanguageMatch? {
        var options = options
        options.locale = nil
        let source = matchIfExact(text, options: options)
        if let source, Self.isReading(source) { return labelled(source, in: nil) }
        var isDecided = source != nil
        for language in translationLanguages {
            var localized = options
            localized.locale = language
            guard let result = matchIfExact(text, options: localized) else {
                isDecided = false
                continue
            }
            if Self.isReading(result) { return LanguageMatch(result, language: language) }
        }
        // No exact phrase in any language: decided only where every
        // language decided (nothing said, exact matching only).
        guard isDecided, let source else { return nil }
        return labelled(source, in: nil)
    }

    /// The languages some app translates its phrases into (besides its
    /// source language), sorted: what ``matchInEveryLanguage(_:options:)``
    /// reads after the source languages.
    package var translationLanguages: [String] {
        Set(apps.flatMap { $0.languages.dropFirst() }).sorted()
    }

    /// `result` of the source languages, labelled with the language of the
    /// app it read (`nil` when it read none).
    private func labelled(_ result: MatchResult, in language: String?) -> LanguageMatch {
        guard Self.isReading(result) else { return LanguageMatch(result, language: language) }
        return LanguageMatch(result, language: language ?? result.app.flatMap { app(named: $0)?.sourceLanguage })
    }

    /// Whether `result` read the utterance as something an app says.
    private static func isReading(_ result: MatchResult) -> Bool {
        switch result.status {
        case .matched, .needsValue, .ambiguous, .rejected: true
        case .noMatch, .error: false
        }
    }

    /// Whether reading `result` beats reading `other`: more confident, or
    /// as confident and a stronger status.
    private static func isBetter(_ result: MatchResult, than other: MatchResult) -> Bool {
        if result.confidence != other.confidence { return result.confidence > other.confidence }
        return strength(result.status) > strength(other.status)
    }

    private static func strength(_ status: MatchResult.Status) -> Int {
        switch status {
        case .matched: 4
        case .needsValue: 3
        case .ambiguous: 2
        case .rejected: 1
        case .noMatch, .error: 0
        }
    }
}
