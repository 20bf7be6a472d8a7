extension Matcher {
    /// After step 9, **free text as written**: a `String` parameter's
    /// `title` is the words that said it as the transcript wrote them
    /// (`Normalizer.written(_:in:language:)`: "the Wi-Fi password is on
    /// the back of the router", where its `value` — what the matcher read
    /// and compares — is "the wi fi password is on the back of the
    /// router"). A note saved or a query searched keeps the recogniser's
    /// case, hyphens, digits and abbreviations. Only titles move, in the
    /// result and in its alternatives; where the words are not a run of
    /// whole words of what was said (a word re-cut after normalising), the title
    /// stays the words read.
    ///
    /// `texts`: the utterance; or a list's hypotheses, the one the result
    /// comes from first — a runner-up's words are written as the first
    /// hypothesis that says them wrote them.
    func writingTextAsSaid(_ result: MatchResult, in texts: [String], language: String?) -> MatchResult {
        var written = result
        if let invocation = result.invocation {
            written.parameters = writtenText(of: invocation, in: texts, language: language).parameters
        }
        for i in written.alternatives.indices {
            written.alternatives[i].invocation = writtenText(of: written.alternatives[i].invocation, in: texts, language: language)
        }
        return written
    }

    /// `writingTextAsSaid(_:in:language:)` for a list of hypotheses, in
    /// the language the request reads.
    func writingTextAsSaid(_ result: MatchResult, heardIn hypotheses: [Hypothesis]) -> MatchResult {
        guard result.invocation != nil || !result.alternatives.isEmpty, case .success(let scope) = catalog.scope(options) else { return result }
        var texts = hypotheses.prefix(parameters.maximumHypotheses).map(\.text)
        if let number = result.hypothesis, number < texts.count { texts.insert(texts.remove(at: number), at: 0) }
        return writingTextAsSaid(result, in: texts, language: scope.language)
    }

    private func writtenText(of invocation: MatchResult.Invocation, in texts: [String], language: String?) -> MatchResult.Invocation {
        guard !invocation.parameters.isEmpty, let app = apps.first(where: { $0.name == invocation.app }),
            let intent = app.intents[invocation.intent]
        else { return invocation }
        var written = invocation
        for i in written.parameters.indices {
            let named = written.parameters[i]
            guard intent.parameter(named: named.name)?.kind == .text, !isBound(named.name, in: invocation, app: app) else { continue }
            let words = named.value.value.split(separator: " ").map(String.init)
            if let said = texts.lazy.compactMap({ Normalizer.written(words, in: $0, language: language) }).first {
                written.parameters[i].value.title = said
            }
        }
        return written
    }
}
