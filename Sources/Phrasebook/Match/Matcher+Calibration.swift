extension Matcher {
    /// Step 9, **calibration**: an answer's confidence says how far it may
    /// be trusted (SPEC §4: `matched` at 0.9 or more is right at least 99 %
    /// of the time on real speech; [matching.md](Docs/matching.md) says
    /// what each band means).
    ///
    /// A reading's score says how well the words fit its phrase. For
    /// values from the apps' lists that is how sure the answer is: a value
    /// misheard fits its list badly, or not at all. Free text fits any
    /// words, so its score says nothing of whether the recogniser wrote
    /// what was said ("search coding bridge for london bad" for "… login
    /// bug" scores 1). An action that carries free text is therefore at
    /// most `freeTextConfidence` sure, and never below the threshold the
    /// request set: a frontend that acts at 0.9 and confirms below it
    /// reads the note back before it saves it. On the held-out set
    /// (`Tests/Unseen`, four apps nothing was tuned on), actions with free
    /// text whose phrase scored 0.9 or more were right 15 times in 44
    /// (Whisper) and 1 in 3 (pocketsphinx), against 458 of 462 and 420 of
    /// 423 for actions with listed values alone.
    ///
    /// Only the confidence moves: the status, the values and what is
    /// dispatched stay as they were.
    func calibrated(_ result: MatchResult) -> MatchResult {
        // Free text: a value its listed values (`listed`) leave out.
        guard parameters.freeTextConfidence < 1, case .matched(let invocation) = result.outcome,
            listed(invocation).parameters.count < invocation.parameters.count
        else { return result }
        var calibrated = result
        calibrated.confidence = min(result.confidence, max(parameters.freeTextConfidence, options.threshold))
        return calibrated
    }
}
