extension Catalog {
    /// Matches one utterance — a line of transcript text — against every app.
    ///
    /// Exact phrases first (confidence 1.0); then, unless `options` asks for
    /// exact matches only, flexible matching.
    ///
    /// - Complexity: O(*n*) in the utterance's token count for exact matches,
    ///   independent of how many phrases are indexed.
    public func match(_ utterance: String, options: MatchOptions = MatchOptions()) -> MatchResult {
        switch exactStep(utterance, options: options) {
        case .decided(let result): return result
        case .flexible(let tokens, let scope):
            return resolveFlexible(flexibleReadings(splittingRunTogetherWords(tokens), scope: scope), options: options)
        }
    }

    /// What the exact step of matching decides about `tokens`: a result
    /// (an exact phrase, nothing said, an unknown app or locale, or exact
    /// matching only), or that flexible matching must go on, within this scope.
    enum ExactStep {
        case decided(MatchResult)
        case flexible(tokens: [String], scope: MatchScope)
    }

    /// The first step of `match(_:options:)`, which `matchIfExact` is alone.
    func exactStep(_ utterance: String, options: MatchOptions) -> ExactStep {
        let scope: MatchScope
        switch self.scope(options) {
        case .success(let chosen): scope = chosen
        case .failure(let error): return .decided(error.result)
        }
        let tokens = Normalizer.tokens(utterance, language: scope.language)
        guard !tokens.isEmpty else { return .decided(.noMatch) }
        let exact = exactReadings(tokens, scope: scope)
        if !exact.isEmpty { return .decided(resolve(exact, margin: 0, options: options)) }
        return options.isExactOnly ? .decided(.noMatch) : .flexible(tokens: tokens, scope: scope)
    }

    /// Matches a recogniser's n-best list as one utterance: one result for
    /// the whole list, whose `hypothesis` says which one it comes from.
    ///
    /// Every hypothesis is read as `match(_:options:)` reads an utterance.
    /// A hypothesis further down the list counts a little less
    /// (`hypothesisRankPenalty` per place), so a later one wins only when it
    /// fits clearly better: the exact phrase behind a garbled best guess —
    /// or when it is an earlier hypothesis's best guess, heard more clearly.
    /// A negative phrase is not discounted: heard in any hypothesis about as
    /// well as the best positive reading, it vetoes.
    /// A hypothesis from a grammar-constrained recogniser counts only where
    /// an unconstrained hypothesis supports it, since such a recogniser
    /// turns any speech into some phrase: the two must sound alike as
    /// wholes, word boundaries aside, with at least `grammarSoundAgreement`
    /// (a free recogniser writes "search padding bred" where the grammar
    /// heard "search coding bridge": words apart, sounds close) — a little
    /// less for a reading whose intent an unconstrained hypothesis also
    /// reads, however faintly. Its readings then count at the mean of their
    /// score and that agreement.
    ///
    /// - Complexity: that of matching each of the first
    ///   `maximumHypotheses` hypotheses, plus one alignment of the sounds
    ///   of each grammar and unconstrained hypothesis.
    public func match(_ hypotheses: [Hypothesis], options: MatchOptions = MatchOptions()) -> MatchResult {
        let scope: MatchScope
        switch self.scope(options) {
        case .success(let chosen): scope = chosen
        case .failure(let error): return error.result
        }
        let list = Array(hypotheses.prefix(Self.maximumHypotheses).enumerated())
        let heard = list.map { number, hypothesis in (number, hypothesis, Normalizer.tokens(hypothesis.text, language: scope.language)) }
        let free = heard.filter { !$0.1.isFromGrammar && !$0.2.isEmpty }
        func read(_ tokens: [String]) -> [Reading] {
            let readings = exactReadings(tokens, scope: scope)
            guard readings.isEmpty, !options.isExactOnly else { return readings }
            return flexibleReadings(splittingRunTogetherWords(tokens), scope: scope)
        }
        var pooled: [Reading] = []
        // What the unconstrained hypotheses mean, however faintly: the
        // intents of their readings, below the threshold too.
        var freeIntents = Set<IntentKey>()
        // Until some hypothesis is read well enough, the place of the first
        // whose best reading names the app and means each intent.
        var firstGuess: [IntentKey: Int] = [:]
        var isHeard = false
        for (place, (number, _, tokens)) in free.enumerated() {
            let readings = read(tokens)
            let positives = readings.filter { !index.entries[Int($0.entry)].isNegative }
            if !isHeard, let best = positives.max(by: { $0.score < $1.score }), index.entries[Int(best.entry)].namesApp,
                let key = intentKey(of: index.entries[Int(best.entry)])
            {
                firstGuess[key] = firstGuess[key] ?? place
            }
            for var reading in readings {
                let entry = index.entries[Int(reading.entry)]
                let key = intentKey(of: entry)
                if let key { freeIntents.insert(key) }
                reading.hypothesis = number
                // A negative phrase heard in any hypothesis vetoes at full
                // weight: a phrase that must never trigger is not made
                // likelier by the recogniser ranking it second.
                if !entry.isNegative {
                    // An earlier hypothesis's guess, its words heard more
                    // clearly, counts nearly at that one's place.
                    let guessed = isHeard || !entry.namesApp ? place : key.flatMap { firstGuess[$0] } ?? place
                    reading.score -= rankPenalty(entry, place: place, guessed: guessed)
                }
                pooled.append(reading)
            }
            isHeard = isHeard || positives.contains { $0.score - rankPenalty(index.entries[Int($0.entry)], place: place, guessed: place) >= options.threshold }
        }
        for (number, hypothesis, tokens) in heard where !tokens.isEmpty && hypothesis.isFromGrammar {
            // A grammar hypothesis counts only as far as it sounds like what
            // an unconstrained recogniser heard: not read at all otherwise.
            let agreement = soundAgreement(tokens, free.map(\.2))
            guard agreement >= Self.grammarSoundAgreement.corroborated else { continue }
            for reading in read(tokens) {
                // Less alike, it counts where an unconstrained hypothesis
                // means the same intent, however faintly.
                guard agreement >= Self.grammarSoundAgreement.alone
                    || intentKey(of: index.entries[Int(reading.entry)]).map(freeIntents.contains) == true
                else { continue }
                var supported = reading
                supported.score = (reading.score + agreement) / 2
                supported.hypothesis = number
                pooled.append(supported)
            }
        }
        return resolveFlexible(pooled, options: options)
    }

    /// How much less a hypothesis counts for each place further down the
    /// list: `own` is more than the ambiguity margin, so an exact reading
    /// of the best hypothesis is never made ambiguous by a later one.
    /// A reading that names its app and means what an earlier
    /// hypothesis's best reading means (its app named too) is that guess
    /// with its words heard more clearly ("snap a receding moss ledger"
    /// second to "snap a receding most ledger"): it counts `own` less per
    /// place down to that hypothesis, and only `agreeing` less per place
    /// after it — until some hypothesis reads well enough to be accepted
    /// at its own place. Then the list has its answer, which a later
    /// hypothesis with another value of the same intent must not make
    /// ambiguous ("search coding bridge for database migration", then "…
    /// for data base migration" fourth).
    ///
    /// Chosen on the evaluation set's tuning part (full run, n-best
    /// transcripts whose entity words survived; false accepts): without
    /// it 79.9 %, 3; `agreeing` 0.01 81.3 %, 3 (81.4 % with the stop once
    /// a hypothesis is accepted); 0.02 81.0 %, 3; 0.03 80.7 %, 3.
    /// Agreement by intent alone, the name unsaid, took
    /// out-of-domain "how am I getting this month" (third to "how am I
    /// doing this month") for Moss Ledger's "show my spending this month":
    /// 12 false accepts at 0, 5 at 0.02.
    static let hypothesisRankPenalty = (own: 0.06, agreeing: 0.01)

    /// How much less a reading of `entry` counts from hypothesis `place`
    /// of a list, where it means what the hypothesis at `guessed` guessed:
    /// `hypothesisRankPenalty` down to there and after it — but a phrase
    /// that names its app, and so passed the app boundary, at most one
    /// place's.
    /// Deeper in a recogniser's list the hypotheses differ from the first
    /// by a word or two and are hardly less likely ("… golden bridge"
    /// fourth to "… global bridge"); what the steeper penalty guards
    /// against is a phrase without the name that any sentence may come
    /// near ("show my screen time this week", fourth to "show my spring
    /// buying this week", is Moss Ledger's "show my spending this week").
    /// One place's is still more than the ambiguity margin, so an exact
    /// reading of the best hypothesis is never made ambiguous by a later
    /// one.
    ///
    /// Tuning part, full run, n-best transcripts whose entity words
    /// survived (false accepts): every reading at most 0.12 less 88.4 %
    /// (one out-of-domain list accepted, by the nameless phrase above);
    /// named readings at most 0.12, 0.1, 0.08 less 88.4, 88.5, 88.5 %,
    /// **0.06 89.1 %**, none accepted; before, 87.9 %. With `agreeing` 0
    /// too, 89.5 %, but three wrong answers more among the n-best
    /// transcripts whose values were lost (24 → 27): `agreeing` stays.
    private func rankPenalty(_ entry: PhraseIndex.Entry, place: Int, guessed: Int) -> Double {
        let penalty = Double(guessed) * Self.hypothesisRankPenalty.own + Double(place - guessed) * Self.hypothesisRankPenalty.agreeing
        return entry.namesApp ? min(penalty, Self.hypothesisRankPenalty.own) : penalty
    }

    /// The most hypotheses of a list that are read.
    static let maximumHypotheses = 10
    /// How alike a grammar hypothesis and an unconstrained one must sound,
    /// as wholes, for the grammar hypothesis to count: `alone`, or
    /// `corroborated` where some unconstrained hypothesis has a reading of
    /// the same intent, however faint (its app named, its template's words
    /// aligned: "then shelter to go for" beside the grammar's "add seltzer
    /// to gulper", 0.6 alike).
    ///
    /// Measured on synthesized speech of the evaluation set (Docs/voice.md,
    /// `Tools/voice-measure.py --rematch`, free 3-best + grammar, tuning
    /// part): `alone` 0.7 — 0.75 and 0.8 lose 2 and 6 right and keep out no
    /// out-of-domain sentence more ("show my screen time this week", heard
    /// by the grammar as "show my spending this week", agrees at 0.83).
    /// `corroborated`: none 93.4 % right, 1 of 72 out-of-domain accepted;
    /// 0.65 96.4 %, 2; 0.6 96.7 %, 2; 0.55 and 0.5 the same on the tuning
    /// part, 1 and 2 accepted on the checking part.
    static let grammarSoundAgreement = (alone: 0.7, corroborated: 0.6)

    /// An app's intent, as a reading means it.
    struct IntentKey: Hashable {
        var app: Int32
        var intent: String
    }

    /// The app and intent `entry` means; `nil` for a negative phrase.
    func intentKey(of entry: PhraseIndex.Entry) -> IntentKey? {
        guard !entry.isNegative else { return nil }
        return IntentKey(app: entry.app, intent: apps[Int(entry.app)].shortcuts[Int(entry.shortcut)].intentName)
    }

    /// How alike `tokens` sound to the most alike of `others`: 1 − the
    /// weighted phonetic distance of their whole phoneme sequences over the
    /// longer one's weight, 0 when nothing is alike.
    ///
    /// - Complexity: O(*n* · *m*) per other hypothesis, for phoneme
    ///   sequences of lengths *n* and *m*.
    func soundAgreement(_ tokens: [String], _ others: [[String]]) -> Double {
        let sounds = UtteranceSounds(tokens, index: index)
        return others.map { other in
            let otherSounds = UtteranceSounds(other, index: index)
            return sounds.withPhonemes(of: 0..<tokens.count) { a in
                otherSounds.withPhonemes(of: 0..<other.count) { b in
                    Similarity.sounds(a, b, minimum: 0.5)
                }
            }
        }.max() ?? 0
    }

    /// Readings below the threshold dropped, the rest resolved; when none is
    /// left, `no-match` with what came nearest.
    private func resolveFlexible(_ readings: [Reading], options: MatchOptions) -> MatchResult {
        let accepted = readings.filter { $0.score >= options.threshold }
        if accepted.isEmpty {
            // Nothing close enough: say so, and show what came nearest.
            var result = MatchResult.noMatch
            let positives = readings.filter { !index.entries[Int($0.entry)].isNegative }
            result.alternatives = distinctCandidates(positives.sorted { $0.score > $1.score }, limit: options.alternativeLimit)
            return result
        }
        return resolve(accepted, margin: Self.ambiguityMargin, options: options)
    }

    /// The tokens with each unknown word that is two known words run together
    /// (`incoding` → `in coding`, `executetests` → `execute tests`) split in two,
    /// as recognisers drop word boundaries across a phrase's parts too.
    ///
    /// - Complexity: O(*l*) hash lookups per unknown word of length *l*.
    ///
    /// And the other way round, letters spelled out that make a known word
    /// are that word: recognisers write an acronym letter by letter
    /// ("b j j" for `BJJ`, "a p i" for `API`).
    func splittingRunTogetherWords(_ tokens: [String]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(tokens.count + 2)
        var k = 0
        while k < tokens.count {
            let token = tokens[k]
            k += 1
            // The longest run of three or more single letters from here that
            // spells a known word (two are too often words themselves: "a m").
            if token.utf8.count == 1, k + 1 < tokens.count, tokens[k].utf8.count == 1, tokens[k + 1].utf8.count == 1 {
                var end = k
                while end < tokens.count, tokens[end].utf8.count == 1, end - k < 8 { end += 1 }
                if let spelled = (k + 2...end).reversed().lazy.map({ ([token] + tokens[k..<$0]).joined() })
                    .first(where: { self.index.vocabulary.id(of: $0) != nil })
                {
                    result.append(spelled)
                    k += spelled.utf8.count - 1
                    continue
                }
            }
            // A word the index knows only written together with another
            // (`regularcoffee`, from a phrase's run-together form) is split
            // too: it is here because that form did not match exactly.
            guard index.vocabulary.id(of: token).map(index.vocabulary.isJoinedOnly) ?? true, token.count >= 4 else {
                result.append(token)
                continue
            }
            var best: (String, String)?
            for cut in 2...(token.count - 2) {
                let i = token.index(token.startIndex, offsetBy: cut)
                let head = String(token[..<i]), tail = String(token[i...])
                if index.vocabulary.id(of: head) != nil, index.vocabulary.id(of: tail) != nil {
                    // Prefer the most even split: longer parts say more.
                    if best == nil || min(head.count, tail.count) > min(best!.0.count, best!.1.count) { best = (head, tail) }
                }
            }
            if let (head, tail) = best { result += [head, tail] } else { result.append(token) }
        }
        return result
    }

    /// Flexible readings of different meaning closer than this are ambiguous.
    static let ambiguityMargin = 0.05

    /// Readings of `tokens` by flexible alignment, scores in [0, 0.99]; of
    /// an English utterance with a false start (`Restarts`), the readings of
    /// what was said after it too.
    func flexibleReadings(_ tokens: [String], scope: MatchScope) -> [Reading] {
        let readings = alignedReadings(tokens, scope: scope)
        // Within the words the search reads: a longer utterance is cut.
        guard Self.isEnglish(scope.language), let repaired = Restarts.repairing(Array(tokens.prefix(FlexibleSearch.maximumTokens)))
        else { return readings }
        return readings + alignedReadings(repaired, scope: scope)
    }

    /// Readings of `tokens` by flexible alignment, as they were said.
    private func alignedReadings(_ tokens: [String], scope: MatchScope) -> [Reading] {
        var search = FlexibleSearch(index: index, tokens: tokens, language: scope.language)
        var readings: [Reading] = []
        var origins: [Int] = []
        let found = creditingWholeSound(search.readings(in: scope), heard: search.sounds, wordCount: search.tokens.count)
        for (k, one) in found.enumerated() {
            let entry = index.entries[Int(one.entry)]
            for parameters in parameterChoices(one.captures, entry: entry, tokens: tokens) {
                readings.append(Reading(entry: one.entry, parameters: parameters, score: one.score, words: tokens, leftOver: one.leftOver))
                origins.append(k)
            }
        }
        return tellingApartBySound(readings, origins: origins, found: found, heard: search.sounds, wordCount: search.tokens.count)
    }

    /// The readings whose expansion is exactly `tokens`, each with score 1.
    func exactReadings(_ tokens: [String], scope: MatchScope) -> [Reading] {
        var search = ExactSearch(index: index, tokens: tokens)
        search.run()
        var readings: [Reading] = []
        for hit in search.hits {
            let entry = index.entries[Int(hit.entry)]
            guard scope.allows(entry) else { continue }
            for parameters in parameterChoices(hit.captures, entry: entry, tokens: tokens)
            where !readings.contains(where: { $0.entry == hit.entry && $0.parameters == parameters }) {
                readings.append(Reading(entry: hit.entry, parameters: parameters, score: 1))
            }
        }
        return readings
    }

    /// Every assignment of values the slots' captures allow: a form shared by
    /// two values (two projects called `website`) gives two readings. A slot
    /// left unsaid (`nil`, flexible matches only) gives no value.
    private func parameterChoices(_ captures: [SlotCapture?], entry: PhraseIndex.Entry, tokens: [String]) -> [[MatchResult.NamedValue]] {
        var choices: [[MatchResult.NamedValue]] = [[]]
        for (capture, name) in zip(captures, entry.slotParameters) {
            guard let name, let capture else { continue }  // the app's name, or unsaid
            var options: [MatchResult.NamedValue] = []
            switch capture {
            case .values(let list, let node, let rivals):
                let valueList = index.lists[Int(list)]
                var seen = Set<Int32>()
                for form in node < 0 ? [] : ([node] + rivals).flatMap(valueList.trie.payloads) {
                    let v = valueList.forms[Int(form)].value
                    guard seen.insert(v).inserted else { continue }
                    let value = valueList.values[Int(v)]
                    options.append(.init(name: name, value: ParameterValue(value: value.id, title: value.title)))
                }
            case .text(let span):
                let text = tokens[span].joined(separator: " ")
                options.append(.init(name: name, value: ParameterValue(value: text, title: text)))
            }
            if options.count == 1 {
                for i in choices.indices { choices[i].append(options[0]) }
            } else {
                choices = choices.flatMap { prefix in options.map { prefix + [$0] } }
            }
        }
        return choices
    }
}
