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
        result.mappingInvocations { writtenText(of: $0, in: texts, language: language) }
    }

    /// `writingTextAsSaid(_:in:language:)` for a list of hypotheses.
    func writingTextAsSaid(_ result: MatchResult, heardIn hypotheses: [Hypothesis], language: String?) -> MatchResult {
        var texts = hypotheses.prefix(parameters.maximumHypotheses).map(\.text)
        if let number = result.hypothesis, number < texts.count { texts.insert(texts.remove(at: number), at: 0) }
        return writingTextAsSaid(result, in: texts, language: language)
    }

    private func writtenText(of invocation: MatchResult.Invocation, in texts: [String], language: String?) -> MatchResult.Invocation {
        guard !invocation.parameters.isEmpty, let app = catalog.app(named: invocation.app), let intent = app.intents[invocation.intent]
        else { return invocation }
        var written = invocation
        for i in written.parameters.indices {
            let named = written.parameters[i]
            guard intent.takesText(named.name), !app.isBound(named.name, in: invocation) else { continue }
            let words = named.value.value.split(separator: " ").map(String.init)
            if let said = texts.lazy.compactMap({ Normalizer.written(words, in: $0, language: language) }).first {
                written.parameters[i].value.title = said
            }
        }
        return written
    }
}
