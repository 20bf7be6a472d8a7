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
    /// dispatched stay as they were. So with an app's name heard more like
    /// another loaded app's (`otherNameConfidence`), which the reading
    /// knows (`Reading.nameHeardMoreLikeAnother`) and the result it becomes
    /// is capped by (`matched(_:among:pool:runnersUp:)`).
    func calibrated(_ result: MatchResult) -> MatchResult {
        // Free text: a value its listed values (`listed`) leave out.
        guard parameters.freeTextConfidence < 1, case .matched(let invocation) = result.outcome,
            listed(invocation).parameters.count < invocation.parameters.count
        else { return result }
        var calibrated = result
        calibrated.confidence = min(result.confidence, max(parameters.freeTextConfidence, options.threshold))
        return calibrated
    }

    /// A listed value read from a hypothesis decoded with a prompt, that
    /// no run of words of a hypothesis decoded without it sounds at least
    /// `promptedValueWitness` like (in any of its spoken forms), is the
    /// prompt's word, not what the audio said for certain: Whisper, told
    /// the catalog's names, writes one of them over a name it has never
    /// heard ("How much do I owe Søren?" for "… owe Saoirse", the
    /// unprompted hearing "how much do I owe search shop"). The action is
    /// then at most `promptedValueConfidence` sure — below 0.9, where a
    /// frontend confirms — and never below the threshold. Its status and
    /// values stay: the prompt's whole use is to write a value the
    /// unprompted hearing garbles beyond likeness, and refusing such
    /// values costs more right answers than wrong ones it saves
    /// (matching.md, "Another app, another action, and a prompt's values").
    /// A value its shortcut fixes (`isBound`) was said by no one, so no
    /// prompt wrote it: "Get me the house special from Zoppa." orders the
    /// Zoppaccino as sure as it reads.
    ///
    /// Run on a prompted list's answer (`match(_:read:)`), with `plain`,
    /// the words of its hypotheses decoded without the prompt, as that
    /// read them.
    func witnessingPromptedValues(_ result: MatchResult, heardIn hypotheses: [Hypothesis], plain: [[String]]) -> MatchResult {
        guard parameters.promptedValueConfidence < 1, result.confidence > parameters.promptedValueConfidence, !plain.isEmpty,
            case .matched(let invocation) = result.outcome, let number = result.hypothesis, number < hypotheses.count,
            hypotheses[number].isPrompted, !hypotheses[number].isFromGrammar,
            let app = apps.firstIndex(where: { $0.name == invocation.app }), let intent = apps[app].intents[invocation.intent]
        else { return result }
        let heard = plain.map { (count: $0.count, sounds: UtteranceSounds($0, index: index)) }
        for value in invocation.parameters where !apps[app].isBound(value.name, in: invocation) {
            guard let declared = intent.parameter(named: value.name), declared.kind != .text,
                let list = index.list(ofApp: Int32(app), typeName: declared.typeName)
            else { continue }
            if isWitnessed(value.value.value, in: index.lists[Int(list)], by: heard) == false {
                var calibrated = result
                calibrated.confidence = max(parameters.promptedValueConfidence, options.threshold)
                return calibrated
            }
        }
        return result
    }

    /// Whether some run of words heard (each hypothesis as its word count
    /// and sounds) sounds at least `promptedValueWitness` like a spoken
    /// form of value `id` of `list`; `nil` where the list keeps no sounds
    /// (a long one) or has no such value.
    private func isWitnessed(_ id: String, in list: ValueList, by heard: [(count: Int, sounds: UtteranceSounds)]) -> Bool? {
        guard let forms = list.sounds else { return nil }
        let own = forms.filter { list.values[Int(list.value(of: $0))].id == id }
        guard !own.isEmpty else { return nil }
        let floor = parameters.promptedValueWitness
        for form in own {
            let found = form.phonemes.withUnsafeBufferPointer { said -> Bool in
                for (count, sounds) in heard {
                    for start in 0..<count {
                        for end in (start + 1)...min(count, start + form.wordCount + 1) {
                            let alike = sounds.withPhonemes(of: start..<end) { Similarity.sounds(said, $0, minimum: floor) }
                            if alike >= floor { return true }
                        }
                    }
                }
                return false
            }
            if found { return true }
        }
        return false
    }
}
