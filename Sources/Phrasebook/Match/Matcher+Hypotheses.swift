import Foundation

extension Matcher {
    /// Matches a recogniser's n-best list as one utterance: one result for
    /// the whole list, whose `hypothesis` says which one it comes from.
    ///
    /// Every hypothesis is read as `match(_:)` reads an utterance.
    /// A hypothesis further down the list counts a little less
    /// (`rankPenalty`), so a later one wins only when it
    /// fits clearly better: the exact phrase behind a garbled best guess —
    /// or when it is an earlier hypothesis's best guess, heard more clearly.
    /// A negative phrase is not discounted: heard in any hypothesis about as
    /// well as the best positive reading, it vetoes.
    /// A hypothesis from a grammar-constrained recogniser counts only where
    /// an unconstrained hypothesis supports it, since such a recogniser
    /// turns any speech into some phrase: the two must sound alike as
    /// wholes, word boundaries aside, with at least `grammarAgreementAlone`
    /// (a free recogniser writes "search padding bred" where the grammar
    /// heard "search coding bridge": words apart, sounds close) — a little
    /// less (`grammarAgreementCorroborated`) for a reading whose intent an
    /// unconstrained hypothesis also reads, however faintly — and where an
    /// unconstrained hypothesis says the same words at its start or end,
    /// what lies between must sound alike in one of them
    /// (`grammarDifferenceFloor`: "how do i make congee" beside "how do i
    /// make pancakes" is a value the grammar wrote over another word). Its
    /// readings then count at the mean of their score and that agreement — but not a reading of an intent the first
    /// unconstrained hypothesis to say one of its phrases well enough to
    /// accept asks another action than, with another verb where the phrase
    /// has its own (`AlignmentRule.peerVerb`, with `peerVerbSimilarity`) or
    /// another word built on its own (`AlignmentRule.wordWithAnotherOnset`,
    /// `onsetWordSimilarity`): the grammar can write only the app's verbs.
    /// Several grammar hypotheses (the grammar decoded with two
    /// pronunciation dictionaries) count only where, each read on its own,
    /// they mean the same (`grammarsMustAgree`).
    /// Where some hypotheses were decoded with a prompt (`isPrompted`), they
    /// are the list, each read only where it sounds like one of the others
    /// or the first of them (`promptedAgreementFloor`): an intent the others, read as a list by
    /// the same verb and onset rules (from `witnessVerbFloor`), ask another
    /// action than is not read from them
    /// (`promptedVerbNeedsWitness`), and free text read from them must be
    /// read alike by the others; in a list without a prompt, free text must be said by
    /// every one of its unconstrained hypotheses (`supported(_:pool:witnesses:free:in:)`).
    /// Where the prompted hypotheses read as nothing, ask, or act, the
    /// others are read as a list without a prompt is, and their answer,
    /// where at least `unpromptedReadingFloor` sure, is the list's where
    /// the prompted one heard nothing, answers its question, or adds a
    /// value its action dropped; two actions otherwise are asked
    /// (`settled(_:unprompted:at:)`).
    /// Where a hypothesis hears another word's onset before the phrase's
    /// first word, as a word of its own ("and track my boots") or in the
    /// word ("contract my boots"), no hypothesis opening with a syllable
    /// left over before the phrase ("then track …") reads as that intent
    /// either.
    ///
    /// - Complexity: that of matching each of the first
    ///   `maximumHypotheses` hypotheses, plus one alignment of the sounds
    ///   of each grammar and unconstrained hypothesis.
    func match(_ hypotheses: [Hypothesis]) -> MatchResult {
        let scope: MatchScope
        switch catalog.scope(options) {
        case .success(let chosen): scope = chosen
        case .failure(let error): return error.result
        }
        let result = calibrated(acceptingConstrained(match(hypotheses, read: [:], scope: scope), heardIn: hypotheses, language: scope.language))
        return writingTextAsSaid(result, heardIn: hypotheses, language: scope.language)
    }

    /// Stage n's last step: a list with a hypothesis decoded with a grammar
    /// or a prompt is accepted only from `constrainedListThreshold`. Such a
    /// decoding writes the app's words wherever the audio allows; a
    /// command it still reads this unsure was mostly not one ("Delete the
    /// last feed in Napp." as "When was the last feed in Napp", "Book a
    /// massage at Snipsy." as "Book the usual with Maciej …"). A negative
    /// phrase's veto stands. It weighs how well the list was read, before
    /// calibration caps what free text may claim (`freeTextConfidence`).
    /// A constrained hypothesis with no words in the request's language
    /// (the grammar heard nothing) is none, as the list's reading ignores it.
    func acceptingConstrained(_ result: MatchResult, heardIn hypotheses: [Hypothesis], language: String?) -> MatchResult {
        let floor = parameters.constrainedListThreshold
        guard floor > options.threshold, result.confidence < floor,
            result.isAccepted,
            hypotheses.prefix(parameters.maximumHypotheses).contains(where: {
                ($0.isFromGrammar || $0.isPrompted) && !Normalizer.tokens($0.text, language: language).isEmpty
            })
        else { return result }
        // What it read stays, as the runners-up of any no-match (at most
        // `alternativeLimit`, as `accepting` keeps them): a frontend may
        // hear the audio again for that app.
        let read = result.invocation.map { [MatchResult.Candidate($0, confidence: result.confidence)] } ?? []
        var refused = MatchResult.noMatch
        refused.alternatives = Array((read + result.alternatives).prefix(options.alternativeLimit))
        return refused
    }

    /// One hypothesis's readings, with what it would have read but for
    /// another verb or onset.
    typealias Heard = (readings: [Reading], refused: OtherActions)

    /// `match(_:)` in the request's `scope`, with the readings of some
    /// hypotheses already made (`read`, by their tokens): a prompted
    /// list's witnesses, read for their verdicts, are read again as a list
    /// of their own.
    private func match(_ hypotheses: [Hypothesis], read known: [[String]: Heard], scope: MatchScope) -> MatchResult {
        let list = Array(hypotheses.prefix(parameters.maximumHypotheses).enumerated())
        let heard = list.map { number, hypothesis in (number, hypothesis, Normalizer.tokens(hypothesis.text, language: scope.language)) }
        // Where some hypotheses were decoded with a prompt, they are the
        // list; the others (the same audio without it) are witnesses only:
        // to verbs and to free text.
        let isPromptedList = heard.contains { $0.1.isPrompted && !$0.1.isFromGrammar }
        let witnesses = isPromptedList ? hypotheses.filter { !$0.isFromGrammar && !$0.isPrompted } : []
        // A prompted hypothesis is read only where it sounds like one
        // decoded without the prompt, or like the first prompted one (the
        // recogniser's best hearing with its prompt): a prompt teaches
        // spellings, not words the audio lacks — a second prompt's
        // hypotheses, sent after the first's, least of all
        // (`promptedAgreementFloor`).
        let plainTokens = witnesses.prefix(parameters.maximumHypotheses).map { Normalizer.tokens($0.text, language: scope.language) }.filter { !$0.isEmpty }
        let firstPrompted = heard.first { !$0.1.isFromGrammar && $0.1.isPrompted && !$0.2.isEmpty }.map { _, _, tokens in [tokens] } ?? []
        let free = heard.filter { _, hypothesis, tokens in
            guard !hypothesis.isFromGrammar, !tokens.isEmpty, hypothesis.isPrompted == isPromptedList else { return false }
            guard isPromptedList, parameters.promptedAgreementFloor > 0, !plainTokens.isEmpty else { return true }
            return soundAgreement(tokens, plainTokens + firstPrompted) >= parameters.promptedAgreementFloor
        }
        func read(_ tokens: [String], otherActions: inout OtherActions) -> [Reading] {
            let readings = exactReadings(tokens, scope: scope)
            guard readings.isEmpty, !options.isExactOnly else { return readings }
            return flexibleReadings(tokens, scope: scope, otherActions: &otherActions)
        }
        // A hypothesis's readings, with what it would have read but for
        // another verb or onset.
        func readWithRefused(_ tokens: [String]) -> Heard {
            if let heard = known[tokens] { return heard }
            var refused = OtherActions()
            return (read(tokens, otherActions: &refused), refused)
        }
        var pooled: [Reading] = []
        // What the unconstrained hypotheses mean, however faintly: the
        // intents of their readings, below the threshold too.
        var freeIntents = Set<IntentKey>()
        // Until some hypothesis is read well enough, the place of the first
        // whose best reading names the app and means each intent.
        var firstGuess: [IntentKey: Int] = [:]
        var isHeard = false
        // Whether each intent's phrase, first said well enough, was heard
        // with its own verb or asked another action (`ActionVerdicts`).
        var verdicts = ActionVerdicts()
        let reads = free.map { _, _, tokens in readWithRefused(tokens) }
        // Where a prompt decided the list, the same verdicts from the
        // hypotheses decoded without it: a prompt leans the recogniser
        // toward the app's verbs too ("Start my Plankify timer" prompted,
        // "Stop my Plankify timer" without), and an action the unprompted
        // decoding asks another than is not read from the prompted one
        // (`promptedVerbNeedsWitness`).
        var witnessed = ActionVerdicts()
        var witnessReads: [[String]: Heard] = [:]
        if parameters.promptedVerbNeedsWitness > 0 {
            // Heard without the prompt, the words are often too garbled to
            // read as well as an utterance must to be acted on, and still
            // say the verb ("blog comp you and go over" beside "Log Kombu
            // in Gulpr."): they decide from `witnessVerbFloor`.
            let witnessFloor = min(options.threshold, parameters.witnessVerbFloor)
            let plainReads = plainTokens.map(readWithRefused)
            witnessReads = Dictionary(zip(plainTokens, plainReads), uniquingKeysWith: { first, _ in first })
            let plainOnsets = plainReads.count > 1 ? onsets(plainReads.map(\.refused)) : []
            for (tokens, heard) in zip(plainTokens, plainReads) {
                let readings = heard.readings.filter { !leavesOnset($0, before: plainOnsets) }
                hear(readings, saying: tokens, into: &witnessed, at: witnessFloor)
                hear(refused: heard.refused, into: &witnessed, at: witnessFloor)
            }
        }
        // An onset heard before the phrase's first word in one hypothesis,
        // as a word of its own or in the word ("and track my boots",
        // "contract my boots": "Untrack …"), is how another hypothesis's
        // first syllable, left over before the phrase, was heard too ("then
        // track my boots", "been tracked my boots"): there it reads as no
        // phrase of the intent.
        // One hypothesis alone is read as the text alone, which has no
        // other hearing to tell it so.
        let onsetBefore = reads.count > 1 ? onsets(reads.map(\.refused)) : []
        // Where a prompt decided the list, its hypotheses decide each
        // intent's verb from `promptedVerbFloor`, as the witnesses do from
        // `witnessVerbFloor` ("Blog comp you in Gulper.": the verb said
        // clearly, the drink not), and one saying its intent's own verb
        // overturns an earlier one's other verb only with a verb of
        // requests the witnesses say too (`promptedOverturnNeedsWitness`):
        // the prompt writes the app's verbs.
        let listVerbFloor = isPromptedList && parameters.promptedVerbFloor > 0 ? min(options.threshold, parameters.promptedVerbFloor) : nil
        let verbsWitnessed: Set<Int32>? = isPromptedList && parameters.promptedOverturnNeedsWitness > 0 && !plainTokens.isEmpty
            ? Set(plainTokens.flatMap(commandVerbs(in:))) : nil
        // How well the free hypotheses read each intent, and how well they
        // would have but for another verb or onset, at best: for the
        // grammar's hypotheses (`grammarAnotherVerbFloor`).
        let hasGrammar = heard.contains { $0.1.isFromGrammar && !$0.2.isEmpty }
        var bestHeard: [Int32: Double] = [:], bestRefused: [Int32: Double] = [:]
        for (place, (number, _, tokens)) in free.enumerated() {
            var readings = reads[place].readings
            readings.removeAll { leavesOnset($0, before: onsetBefore) }
            hear(readings, saying: tokens, into: &verdicts, at: listVerbFloor, verbsWitnessed: verbsWitnessed)
            readings.removeAll { reading in
                let intent = index.intentNumbers[Int(reading.entry)]
                return !index.entries[Int(reading.entry)].isNegative
                    && (verdicts.asksOther[intent] == true || witnessed.asksOther[intent] == true)
            }
            hear(refused: reads[place].refused, into: &verdicts, at: listVerbFloor)
            if hasGrammar, parameters.grammarAnotherVerbFloor > 0 {
                bestRefused.merge(reads[place].refused.scores, uniquingKeysWith: max)
                for reading in readings where !index.entries[Int(reading.entry)].isNegative {
                    let intent = index.intentNumbers[Int(reading.entry)]
                    bestHeard[intent] = max(bestHeard[intent] ?? 0, reading.score)
                }
            }
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
        let grammar = heard.filter { $0.1.isFromGrammar && !$0.2.isEmpty }
        var grammarReadings: [Int: [Reading]] = [:]
        // Grammar hypotheses that read as different meanings — the grammar
        // decoded with two pronunciation dictionaries, "… iced latte …" in
        // one and "… iced flat white …" in the other — are the grammar
        // unsure where they differ: none counts.
        var grammarAgrees = true
        if parameters.grammarsMustAgree > 0, grammar.count > 1 {
            for (i, (_, _, tokens)) in grammar.enumerated() {
                var ignored = OtherActions()
                grammarReadings[i] = read(tokens, otherActions: &ignored)
            }
            let meanings = grammar.indices.map { meaning(of: accepting(grammarReadings[$0] ?? [])) }
            grammarAgrees = meanings.allSatisfy { $0 == meanings[0] }
        }
        for (i, (number, _, tokens)) in grammar.enumerated() where grammarAgrees {
            // A grammar hypothesis counts only as far as it sounds like what
            // an unconstrained recogniser heard: not read at all otherwise.
            let agreement = soundAgreement(tokens, free.map(\.2))
            guard agreement >= parameters.grammarAgreementCorroborated else { continue }
            // Nor where the free hypotheses heard the same words around
            // something else: what the grammar wrote there must sound like
            // what the nearest of them heard (`grammarDifferenceFloor`).
            if parameters.grammarDifferenceFloor > 0,
                let differs = differenceAgreement(tokens, free.map(\.2)), differs < parameters.grammarDifferenceFloor
            {
                continue
            }
            var ignored = OtherActions()
            let readings = grammarReadings[i] ?? read(tokens, otherActions: &ignored)
            for reading in readings {
                // Less alike, it counts where an unconstrained hypothesis
                // means the same intent, however faintly.
                guard agreement >= parameters.grammarAgreementAlone
                    || intentKey(of: index.entries[Int(reading.entry)]).map(freeIntents.contains) == true
                else { continue }
                // Not where what was heard freely asks another action: the
                // grammar has only its own verb to write ("start my
                // plankify timer" for "stop my plankify timer").
                let intent = index.intentNumbers[Int(reading.entry)]
                guard verdicts.asksOther[intent] != true, witnessed.asksOther[intent] != true else { continue }
                // Nor where the free hypotheses hear another verb for its
                // phrase better than any hears the phrase, though too
                // faintly to decide on their own ("record my last drink
                // from shop" beside the grammar's "reorder my last drink
                // from zoppa"; `grammarAnotherVerbFloor`).
                if parameters.grammarAnotherVerbFloor > 0, let refused = bestRefused[intent],
                    refused >= parameters.grammarAnotherVerbFloor, refused > bestHeard[intent] ?? 0
                {
                    continue
                }
                var supported = reading
                supported.score = (reading.score + agreement) / 2
                supported.hypothesis = number
                pooled.append(supported)
            }
        }
        // The witnesses read as a list of their own, once, where needed.
        var unprompted: MatchResult?
        let plain: (() -> MatchResult)? = witnesses.isEmpty ? nil : {
            let read = unprompted ?? self.match(witnesses, read: witnessReads, scope: scope)
            unprompted = read
            return read
        }
        let result = supported(accepting(pooled), pool: pooled, witnesses: plain, free: free.map(\.2), in: heard.map(\.1))
        guard isPromptedList, let plain else { return result }
        let settledResult = settled(result, unprompted: plain, at: hypotheses.indices.filter { !hypotheses[$0].isFromGrammar && !hypotheses[$0].isPrompted })
        return witnessingPromptedValues(settledResult, heardIn: hypotheses, plain: plainTokens)
    }

    /// A prompted list's `result`, or — where it heard nothing, left the
    /// command open, or acts otherwise — the answer of the hypotheses decoded without the
    /// prompt (`unprompted`, their places in `hypotheses`), read as a list
    /// without a prompt is, where that answer is at least
    /// `unpromptedReadingFloor` sure:
    ///
    /// - where the prompted list reads as nothing, the prompt may be what
    ///   garbled it: it leans the recogniser toward the app's words and
    ///   writes them where others were said ("Start Focus Meditation in
    ///   Plankify." for "… in Calm", "Start focus meditation income."
    ///   without it). Their answer, whatever it is, is the list's; near
    ///   the threshold a second hearing is as likely a guess ("set the
    ///   sauna to who guy with tide" is no "put the sauna to bed");
    /// - where it asks for a value, or is ambiguous, their action is the
    ///   answer where it closes what was open: the same intent with every
    ///   value the question kept and the one it asked for ("… with Omilk
    ///   and one Shitter." asks for the milk, "… with all milk and one
    ///   sugar." says it), or one of the alternatives
    ///   (`unpromptedSettlesQuestions`). An action that leaves out what
    ///   was asked for ("a meadie, my steamericano" where the question was
    ///   whether iced) is no answer to it, nor one hypothesis's free text
    ///   where the two hearings wrote it differently;
    /// - where it acts, and the unprompted list acts otherwise, the two
    ///   hearings disagree (`unpromptedActionsAgree`): the same command
    ///   with a value more in one is that one — a value one hearing
    ///   dropped was said ("… Mocha with Oplian 3 Shooters" prompted, "…
    ///   mocha with only 3 sugars" without: the oat milk); anything else
    ///   is asked, the two the alternatives (the prompt wrote "Open
    ///   Eiffel Tower in Landmarks." over "Open, we can trip in
    ///   landmarks.": a collection, Weekend Trips).
    private func settled(_ result: MatchResult, unprompted: () -> MatchResult, at numbers: [Int]) -> MatchResult {
        guard parameters.unpromptedReadingFloor > 0 else { return result }
        switch result.outcome {
        case .noMatch: break
        case .needsValue, .ambiguous: guard parameters.unpromptedSettlesQuestions > 0 else { return result }
        case .matched: guard parameters.unpromptedActionsAgree > 0 else { return result }
        case .rejected, .error: return result
        }
        var plain = unprompted()
        guard plain.status != .noMatch, plain.confidence >= parameters.unpromptedReadingFloor else { return result }
        plain.hypothesis = plain.hypothesis.map { numbers[$0] }
        switch result.outcome {
        case .noMatch:
            return plain
        case .needsValue(let asked, let question):
            guard let action = plain.invocation, plain.status == .matched, action.app == asked.app, action.intent == asked.intent,
                action.parameter(question.parameter) != nil, asked.parameters.allSatisfy({ action.parameter($0.name) == $0.value })
            else { return result }
            // Free text asked for because the two hearings wrote it
            // differently is settled only by a list of them that says it
            // (`freeTextConsensus`), not by one hypothesis ("search coding
            // bridge 4 ligand bug" beside "… for Log and Bug.").
            if declared(asked)?.intent.takesText(question.parameter) == true, numbers.count < 2 { return result }
            return plain
        case .ambiguous:
            guard let action = plain.invocation, plain.status == .matched,
                result.alternatives.contains(where: { meaning(of: $0.invocation) == meaning(of: action) })
            else { return result }
            return plain
        case .matched(let heard):
            // Values from the apps' lists: free text has its own witness
            // (`promptedTextNeedsWitness`).
            guard let action = plain.invocation, plain.status == .matched else { return result }
            let (heardListed, actionListed) = (listed(heard), listed(action))
            guard meaning(of: heardListed) != meaning(of: actionListed) else { return result }
            let prompted = MatchResult.Candidate(heard, confidence: result.confidence)
            let unprompted = MatchResult.Candidate(action, confidence: plain.confidence)
            // The same command, one hearing with a value more: it was said.
            if isCompatible(MatchResult.Candidate(heardListed, confidence: 0), MatchResult.Candidate(actionListed, confidence: 0)) {
                return actionListed.parameters.count > heardListed.parameters.count ? plain : result
            }
            // Best first, as every list of alternatives.
            let promptedFirst = prompted.confidence >= unprompted.confidence
            return MatchResult(
                .ambiguous(app: heard.app == action.app ? heard.app : nil), confidence: max(prompted.confidence, unprompted.confidence),
                alternatives: promptedFirst ? [prompted, unprompted] : [unprompted, prompted],
                hypothesis: promptedFirst ? result.hypothesis : plain.hypothesis)
        case .rejected, .error:
            return result
        }
    }

    /// `result`, or — where it reads free text no other hearing supports —
    /// the same intent asking for that parameter. Free text is what the
    /// speaker said in their own words, and a recogniser unsure of them
    /// writes them differently each time:
    ///
    /// - read from a hypothesis decoded with a prompt, it stands where the
    ///   hypotheses decoded without it (`witnesses`), read as a list of
    ///   their own, read the same words, spaces and case aside ("log in
    ///   bug" for "login bug"; `promptedTextNeedsWitness`). A prompt leans
    ///   the recogniser toward the app's words, which is what names and
    ///   values need and free text does not: Whisper with the prompt wrote
    ///   "Search CodingBridge for Log and Bug", without it "… for Ligand
    ///   Bug" — a search for neither is what was said;
    /// - read from a list without a prompt, it stands where at least
    ///   `freeTextConsensus` of the list's unconstrained hypotheses (`free`)
    ///   say its words — every one of them, at the default: pocketsphinx's
    ///   "search coding bridge for london but", "… london bad", "… long and
    ///   but" is no search for any of them, and Whisper's "Reserve will fall
    ///   in shalloty." four times and "Reserve little hole in shalloty."
    ///   once is no hold on "will fall" (the book was Wolf Hall). A
    ///   recogniser that writes the same words every time it is asked may
    ///   still be wrong; one that writes them differently has said it is
    ///   unsure.
    func supported(_ result: MatchResult, pool: [Reading], witnesses: (() -> MatchResult)?, free: [[String]], in list: [Hypothesis]) -> MatchResult {
        guard let number = result.hypothesis, var invocation = result.invocation, !invocation.parameters.isEmpty else { return result }
        let isPrompted = list[number].isPrompted
        if isPrompted {
            guard parameters.promptedTextNeedsWitness > 0, witnesses != nil else { return result }
        } else {
            guard parameters.freeTextConsensus > 0, free.count > 1, !list[number].isFromGrammar else { return result }
        }
        guard let (app, intent) = declared(invocation) else { return result }
        func folded(_ text: String) -> String {
            String(Normalizer.tokens(text).joined().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
        }
        for named in invocation.parameters {
            guard let parameter = intent.parameter(named: named.name), parameter.kind == .text else { continue }
            let text = folded(named.value.value)
            // (A prompted result without witnesses returned above.)
            if isPrompted, let witnesses {
                let plain = witnesses()
                if plain.app == invocation.app, plain.intent == invocation.intent, let heard = plain.parameter(named.name),
                    folded(heard.value) == text
                {
                    continue
                }
            } else {
                let saying = free.count { folded($0.joined(separator: " ")).contains(text) }
                if Double(saying) >= parameters.freeTextConsensus * Double(free.count) { continue }
            }
            invocation.parameters.removeAll { $0.name == named.name }
            // Asked in the language the phrase was said in.
            let entry = matchedEntry(of: result, in: pool).map { index.entries[Int($0)] }
            let language = result.question?.language ?? entry.flatMap { translatedLanguage(of: $0, in: app) }
            let question = MatchResult.Question(parameter: named.name, prompt: app.prompt(for: parameter, in: language), language: language)
            return MatchResult(
                .needsValue(invocation, question), confidence: result.confidence, alternatives: result.alternatives, hypothesis: result.hypothesis)
        }
        return result
    }

    /// How much less a reading of `entry` counts from hypothesis `place`
    /// of a list, where it means what the hypothesis at `guessed` guessed:
    /// `rankPenaltyOwn` per place down to there, `rankPenaltyAgreeing` per
    /// place after it — but a phrase that names its app, and so passed the
    /// app boundary, at most one place's.
    ///
    /// A reading that names its app and means what an earlier hypothesis's
    /// best reading means is that guess with its words heard more clearly
    /// ("snap a receding moss ledger" second to "snap a receding most
    /// ledger"), until some hypothesis reads well enough to be accepted at
    /// its own place: then the list has its answer, which a later
    /// hypothesis with another value of the same intent must not make
    /// ambiguous. Deeper in a recogniser's list the hypotheses differ from
    /// the first by a word or two and are hardly less likely ("… golden
    /// bridge" fourth to "… global bridge"); what the steeper penalty
    /// guards against is a phrase without the name that any sentence may
    /// come near ("show my screen time this week", fourth to "show my
    /// spring buying this week", is Moss Ledger's "show my spending this
    /// week"). One place's is more than the ambiguity margin, so an exact
    /// reading of the best hypothesis is never made ambiguous by a later one.
    private func rankPenalty(_ entry: PhraseIndex.Entry, place: Int, guessed: Int) -> Double {
        let penalty = Double(guessed) * parameters.rankPenaltyOwn + Double(place - guessed) * parameters.rankPenaltyAgreeing
        return entry.namesApp ? min(penalty, parameters.rankPenaltyOwn) : penalty
    }

    /// What a result means, to compare two: its status, app, intent and
    /// parameters' values; an ambiguous one's, its candidates' (two
    /// grammar hypotheses that each ask "a triple shot mocha, or a triple
    /// hot one?" and "… cocoa …" mean different things).
    private func meaning(of result: MatchResult) -> [String] {
        guard result.status == .ambiguous else { return [result.status.rawValue] + meaning(result.app ?? "", result.intent ?? "", result.parameters) }
        return [result.status.rawValue] + result.alternatives.map { meaning(of: $0.invocation).joined(separator: " ") }.sorted()
    }

    /// What an invocation means, to compare two: its app, intent and
    /// parameters' values.
    private func meaning(of invocation: MatchResult.Invocation) -> [String] {
        meaning(invocation.app, invocation.intent, invocation.parameters)
    }

    private func meaning(_ app: String, _ intent: String, _ parameters: [MatchResult.NamedValue]) -> [String] {
        [app, intent] + parameters.map { "\($0.name)=\($0.value.value)" }.sorted()
    }

    /// The app and intent `invocation` runs, as declared.
    private func declared(_ invocation: MatchResult.Invocation) -> (app: App, intent: Intent)? {
        guard let app = apps.first(where: { $0.name == invocation.app }), let intent = app.intents[invocation.intent] else { return nil }
        return (app, intent)
    }

    /// `invocation` with only its values from the apps' lists: no free text.
    func listed(_ invocation: MatchResult.Invocation) -> MatchResult.Invocation {
        var listed = invocation
        let intent = declared(invocation)?.intent
        listed.parameters.removeAll { intent?.takesText($0.name) == true }
        return listed
    }

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

    /// The intents a list's hypotheses heard another word's onset before,
    /// well enough to accept but for it (`OtherActions.byOnset`).
    private func onsets(_ refused: [OtherActions]) -> Set<Int32> {
        Set(refused.flatMap { $0.byOnset.filter { $0.value >= options.threshold }.keys })
    }

    /// Whether `reading` opens with a syllable left over before the phrase
    /// of an intent some hypothesis heard another word's onset before.
    private func leavesOnset(_ reading: Reading, before onsets: Set<Int32>) -> Bool {
        reading.opensWithLeftOverSyllable && onsets.contains(index.intentNumbers[Int(reading.entry)])
            && !index.entries[Int(reading.entry)].isNegative
    }

    /// Takes the readings of the next hypothesis of a list, saying
    /// `tokens`, into `verdicts`: an intent it reads well enough to accept
    /// is heard with its own verb where no earlier hypothesis decided, and
    /// where one asked another action, if this one says one of the
    /// intent's own verbs — unless that one was refused for an onset
    /// (`onsetDecidesTheList`).
    private func hear(
        _ readings: [Reading], saying tokens: [String], into verdicts: inout ActionVerdicts, at floor: Double? = nil,
        verbsWitnessed: Set<Int32>? = nil
    ) {
        let floor = floor ?? options.threshold
        // A later hypothesis reads as an intent an earlier one asked
        // another action than only where it says one of the intent's
        // own verbs ("track my headphones …" third to "check my
        // headphones …"), not a word merely like one ("stopped my plan
        // to fight timer" fifth to "stop my plan to fly a timer") — in a
        // prompted list, one the hypotheses decoded without the prompt say
        // too (`verbsWitnessed`): the prompt writes the app's verbs.
        let ids = commandVerbs(in: tokens).filter { verbsWitnessed?.contains($0) != false }
        for reading in readings where reading.score >= floor && !index.entries[Int(reading.entry)].isNegative {
            let intent = index.intentNumbers[Int(reading.entry)]
            if verdicts.asksOther[intent] == nil
                || !verdicts.askedByOnset.contains(intent) && ids.contains(where: { index.isWord($0, ofIntentOf: reading.entry) })
            {
                verdicts.asksOther[intent] = false
            }
        }
    }

    /// The verbs of requests (`CommandVerbs`) among `tokens`, as word ids.
    private func commandVerbs(in tokens: [String]) -> [Int32] {
        tokens.compactMap(index.vocabulary.id(of:)).filter(index.commandVerbs.contains)
    }

    /// Takes what the next hypothesis of a list would have read but for
    /// another verb or onset (`refused`) into `verdicts`, for the intents
    /// no earlier hypothesis decided.
    private func hear(refused: OtherActions, into verdicts: inout ActionVerdicts, at floor: Double? = nil) {
        let floor = floor ?? options.threshold
        for (intent, score) in refused.scores where score >= floor && verdicts.asksOther[intent] == nil {
            verdicts.asksOther[intent] = true
            if parameters.onsetDecidesTheList > 0, refused.byOnset[intent] ?? 0 >= options.threshold {
                verdicts.askedByOnset.insert(intent)
            }
        }
    }

    /// How alike what `tokens` say between the words they share at both
    /// ends with one of `others` sounds to what that one says there ("how
    /// do i make congee" / "how do i make pancakes": the sound of "congee"
    /// against "pancakes"), for the others that share the most words at
    /// the ends (the nearest hearings in words: "how do i made pancakes",
    /// one word fewer, does not make "make congee" alike to "made
    /// pancakes"), the most alike of them: `nil` where none shares a word
    /// at an end and differs between, or one of them says nothing between
    /// (a word heard or not is the whole sound's to weigh). Below
    /// `grammarDifferenceFloor`, 0.
    ///
    /// - Complexity: O(*n* · *m*) per other hypothesis, as `soundAgreement`.
    func differenceAgreement(_ tokens: [String], _ others: [[String]]) -> Double? {
        let sounds = UtteranceSounds(tokens, index: index)
        var best: Double?
        var mostShared = 0
        for other in others {
            var start = 0
            while start < tokens.count, start < other.count, tokens[start] == other[start] { start += 1 }
            var end = 0
            while end < tokens.count - start, end < other.count - start,
                tokens[tokens.count - 1 - end] == other[other.count - 1 - end]
            {
                end += 1
            }
            guard start + end > 0, start + end < tokens.count, start + end < other.count, start + end >= mostShared else { continue }
            if start + end > mostShared {
                mostShared = start + end
                best = nil
            }
            let otherSounds = UtteranceSounds(other, index: index)
            let alike = sounds.withPhonemes(of: start..<(tokens.count - end)) { a in
                otherSounds.withPhonemes(of: start..<(other.count - end)) { b in
                    Similarity.sounds(a, b, minimum: parameters.grammarDifferenceFloor)
                }
            }
            best = max(best ?? 0, alike)
        }
        return best
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
                    Similarity.sounds(a, b, minimum: parameters.soundAgreementFloor)
                }
            }
        }.max() ?? 0
    }
}

/// What an n-best list's hypotheses, in order, say of each intent's
/// action: the first to say one of its phrases well enough to accept
/// decides, with its own verb (`false`) or asking another action — another
/// verb in the phrase's verb place, or another word built on its own
/// (`true`).
struct ActionVerdicts {
    var asksOther: [Int32: Bool] = [:]
    /// Of those asking another action, the intents the first refused by an
    /// onset before the phrase's verb ("and track my boots"): a later
    /// hypothesis saying the verb without it ("track my boots", fourth) is
    /// the same hearing with the syllable dropped, not the verb heard more
    /// clearly.
    var askedByOnset = Set<Int32>()
}
