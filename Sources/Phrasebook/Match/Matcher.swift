/// How an utterance becomes a result, stage by stage, in the order the
/// stages run. Each stage is one function (in this file or the file its
/// name says); every number it weighs by is a `MatchParameters` field,
/// named beside it here. `Docs/matching.md` tells the same story with
/// examples, and what each rule gained and cost.
///
/// 1. **Scope and words** (`exactStep`): the apps and languages the
///    request allows (`MatchScope`), the utterance normalised (`Normalizer`).
/// 2. **Exact phrases** (`exactReadings`): an expanded phrase said word for
///    word scores 1 and is resolved at once (step 8, no margin).
/// 3. **Words re-cut** (`splittingRunTogetherWords`): a word the phrases
///    know only as two is split, letters spelled out are joined.
/// 4. **Alignment** (`FlexibleSearch.readings(in:)`): where the utterance
///    names which app (`AppMentions`: `appNameSimilarity`,
///    `appNameSoundSimilarity`, `weakAppNameSimilarity`,
///    `clearlyNamedScore`; a name opening the utterance that is the
///    phrase's own word names no app for it, `ownWordNamesNoApp`), which
///    templates may fit, and each aligned word
///    by word (`FlexibleSearch.align`: the `Transition`s' weights and
///    costs; a word a value's span took but the value does not say is
///    left over, `wordsBesideValue`), then its `AlignmentRule`s in order.
/// 5. **Whole sound** (`creditingWholeSound`): the best reading credited
///    with how alike its whole phrase sounds (`wholeSoundMargin`,
///    `namedWholeSoundMargin`, `weakNameWholeSound`, `wholeSoundFloor`).
/// 6. **Values** (`readingValues`): a reading per value its words may be.
/// 7. **Sound contrast** (`tellingApartBySound`): near rivals the sound
///    rules out are lowered (`soundContrastNeeded`, `soundContrastGap`).
///    Steps 4–7 run again on what was said after a false start (`Restarts`).
/// 8. **Acceptance** (`accepting`, then `resolve`): below `threshold`,
///    `no-match`; a negative phrase that fits as well vetoes; readings of
///    one meaning merge; meanings within `ambiguityMargin` are
///    `ambiguous`; a value said beside the phrase fills a required
///    parameter, and one still missing is asked for (`needs-value`).
///    Words left over that another intent's template says, that template
///    said whole with its slot unsaid beside what the reading took, make
///    it `no-match`: that phrase with a value its list lacks is as likely
///    (stage 8a, `otherPhraseSaidWhole`: "how do i make a latte"; its first
///    word may be misheard, `otherPhraseFirstWordMisheard`).
///    A value said and not placed (`unplacedValue`: words left over that
///    sound like a value of a parameter the reading lacks — less alike
///    where the same phrase with that parameter's slot has it right there,
///    where words heard for a template word they are hardly alike to count
///    too (`unlikeWordSimilarity`) — or words beside a slot left unsaid)
///    is placed by a reading that explains it, filled where clear, else
///    asked for
///    (`unplacedValueSimilarity`, `slotPlaceSimilarity`,
///    `unplacedValueMargin`, `placedValueSimilarity`,
///    `asksForUnheardValues`): never a `matched` without what was said.
///    A value placed that words left over next to it, heard with its
///    words, make another value is asked for too (`doubtfulValue`,
///    `joinedValueSimilarity`). An action whose value, as heard, may be two
///    values said together — one of a parameter it lacks, whose slot the
///    same phrase has right beside — is `ambiguous` between the two
///    (stage 8c, `runTogetherValues`, `runTogetherValueSimilarity`).
/// 9. **Calibration** (`calibrated`): an action that carries free text is
///    at most `freeTextConfidence` sure (never below `threshold`): its
///    words fit any phrase, and nothing but the recogniser says them. In
///    an n-best list, one whose listed value only a hypothesis decoded
///    with a prompt says — nothing decoded without it sounds like it
///    (`promptedValueWitness`) — is at most `promptedValueConfidence`
///    sure: the prompt's word (`witnessingPromptedValues`). One whose
///    app's name was heard nearly as another loaded app's
///    (`otherNameSimilarity`, `otherNameConfidenceMargin`) is at most
///    `otherNameConfidence` sure, capped where `matched` builds the result
///    (`markingNamesHeardMoreLikeAnother`).
/// 10. **Free text as written** (`writingTextAsSaid`): a `String`
///    parameter's title is its words as the transcript wrote them ("the
///    Wi-Fi bug in build 2.1"); its value stays the words read. Only
///    titles move.
///
/// An n-best list (`match(_: [Hypothesis])`, `Matcher+Hypotheses.swift`)
/// reads each hypothesis by steps 1–7, discounts it by its place
/// (`rankPenaltyOwn`, `rankPenaltyAgreeing`), keeps a grammar's hypotheses
/// only where a free one sounds alike (`grammarAgreementAlone`,
/// `grammarAgreementCorroborated`), several only where they mean the same
/// (`grammarsMustAgree`), and the free ones did not ask another
/// action than its intent (`peerVerbSimilarity`, `onsetWordSimilarity`),
/// and accepts the pool by steps 8 and 9 — a list with a hypothesis decoded
/// with a grammar or a prompt only from `constrainedListThreshold`
/// (`acceptingConstrained`).
struct Matcher {
    let catalog: Catalog
    let options: MatchOptions

    init(_ catalog: Catalog, options: MatchOptions = MatchOptions()) {
        self.catalog = catalog
        self.options = options
    }

    /// The catalog's index and apps, read in place: a copy of the index
    /// would retain and release each of its tables for every request.
    var index: PhraseIndex {
        _read { yield catalog.index }
    }
    var apps: [App] {
        _read { yield catalog.apps }
    }

    var parameters: MatchParameters { options.parameters }

    /// One utterance: steps 1–8.
    func match(_ utterance: String) -> MatchResult {
        switch exactStep(utterance) {
        case .decided(let result): return result
        case .flexible(let tokens, let scope): return flexibleMatch(tokens, of: utterance, scope: scope)
        }
    }

    /// Steps 3–10 on `tokens`, the words of `utterance` (which writes the
    /// free text's titles); for a partial transcript
    /// (`MatchOptions.isPartial`), with its completion
    /// (`Matcher+Completion.swift`) read from the same readings and words.
    func flexibleMatch(_ tokens: [String], of utterance: String, scope: MatchScope) -> MatchResult {
        let result: MatchResult
        if options.isPartial {
            var heard: HeardWords?
            var otherActions = OtherActions()
            let readings = flexibleReadings(tokens, scope: scope, heard: &heard, otherActions: &otherActions)
            result = partial(calibrated(accepting(readings)), readings: readings, heard: heard ?? HeardWords(words: tokens), scope: scope)
        } else {
            result = calibrated(accepting(flexibleReadings(tokens, scope: scope)))
        }
        return writingTextAsSaid(result, in: [utterance], language: scope.language)
    }

    /// What steps 1 and 2 decide: a result (an exact phrase, nothing said,
    /// an unknown app or locale, exact matching only), or that flexible
    /// matching must go on with these words, in this scope.
    enum ExactStep {
        case decided(MatchResult)
        case flexible(tokens: [String], scope: MatchScope)
    }

    /// Steps 1 and 2.
    func exactStep(_ utterance: String) -> ExactStep {
        let scope: MatchScope
        switch catalog.scope(options) {
        case .success(let chosen): scope = chosen
        case .failure(let error): return .decided(partial(error.result))
        }
        let tokens = Normalizer.tokens(utterance, language: scope.language)
        guard !tokens.isEmpty else { return .decided(partial(.noMatch)) }
        let exact = exactReadings(tokens, scope: scope)
        if !exact.isEmpty {
            let result = writingTextAsSaid(calibrated(resolve(exact, margin: 0)), in: [utterance], language: scope.language)
            return .decided(partial(result, readings: exact, heard: HeardWords(words: tokens), scope: scope))
        }
        guard options.isExactOnly else { return .flexible(tokens: tokens, scope: scope) }
        return .decided(partial(.noMatch, heard: HeardWords(words: tokens), scope: scope))
    }

    /// `result` with its completion when the transcript is partial (as it
    /// is otherwise); `heard` is worked out only then, off an exact
    /// match's path.
    private func partial(
        _ result: MatchResult, readings: [Reading] = [], heard: @autoclosure () -> HeardWords? = nil, scope: MatchScope? = nil
    ) -> MatchResult {
        guard options.isPartial else { return result }
        var result = result
        if let heard = heard(), let scope {
            result.completion = completion(of: result, readings: readings, heard: heard, scope: scope)
        } else {
            result.completion = Completion.none
        }
        return result
    }

    /// Steps 3–7: the flexible readings of `tokens`, scores within
    /// 0…`scoreCap`; of an English utterance with a false start, the
    /// readings of what was said after it too.
    func flexibleReadings(_ tokens: [String], scope: MatchScope) -> [Reading] {
        var otherActions = OtherActions()
        return flexibleReadings(tokens, scope: scope, otherActions: &otherActions)
    }

    /// Steps 3–7, and the intents whose phrases the words ruled out as
    /// another action (`FlexibleSearch.otherActions`): `otherActions`.
    func flexibleReadings(_ tokens: [String], scope: MatchScope, otherActions: inout OtherActions) -> [Reading] {
        var unheard: HeardWords?
        return flexibleReadings(tokens, scope: scope, heard: &unheard, otherActions: &otherActions)
    }

    /// Steps 3–7, and the words the search read with what each was heard
    /// as (for a partial transcript's completion): `heard`.
    func flexibleReadings(_ tokens: [String], scope: MatchScope, heard: inout HeardWords?, otherActions: inout OtherActions) -> [Reading] {
        let (words, splitAfter) = recutting(tokens)
        let readings = alignedReadings(words, splitAfter: splitAfter, scope: scope, heard: &heard, otherActions: &otherActions)
        // Within the words the search reads: a longer utterance is cut.
        // Or in the words as heard, where splitting took an editing term
        // apart ("i mean" as "i me an").
        guard Catalog.isEnglish(scope.language),
            let repaired = Restarts.repairing(Array(words.prefix(FlexibleSearch.maximumTokens)))
                ?? Restarts.repairing(Array(tokens.prefix(FlexibleSearch.maximumTokens))).map(splittingRunTogetherWords)
        else { return readings }
        var unheard: HeardWords?
        return readings + alignedReadings(repaired, scope: scope, heard: &unheard, otherActions: &otherActions)
    }

    /// Steps 4–7 on `words` as they were said; for a partial transcript,
    /// `heard` is set to the words read and each one's alike words.
    private func alignedReadings(
        _ words: [String], splitAfter: [Bool] = [], scope: MatchScope, heard: inout HeardWords?, otherActions: inout OtherActions
    ) -> [Reading] {
        var search = FlexibleSearch(index: index, tokens: words, language: scope.language, parameters: parameters)
        if options.isPartial {
            let alike = search.alternatives.first.map { row in
                row.map { options in options.filter { $0.similarity >= parameters.partialWordSimilarity }.map(\.id) }
            } ?? []
            heard = HeardWords(
                words: search.tokens, alike: alike, isFlexible: true, lookedUp: (search.tokenIDs, search.joinedPairs, search.isFiller))
        }
        let alignments = search.readings(in: scope)
        otherActions.merge(search.otherActions)
        let credited = creditingWholeSound(alignments, heard: search.sounds, wordCount: search.tokens.count)
        var (readings, origins) = readingValues(credited, words: words, splitAfter: splitAfter)
        if let mentions = search.mentions { markingNamesHeardMoreLikeAnother(&readings, origins: origins, found: credited, mentions: mentions) }
        var told = tellingApartBySound(readings, origins: origins, found: credited, heard: search.sounds, wordCount: search.tokens.count)
        if search.opensWithOneSyllable {
            for i in told.indices where told[i].isLeftOver(0) { told[i].opensWithLeftOverSyllable = true }
        }
        return told
    }

    /// Marks the readings (from `found`, by `origins`) whose app's name, said
    /// in its place, is heard at least `otherNameSimilarity` like another
    /// app's name over the same words (`mentions`), and at least
    /// `otherNameConfidenceMargin` more than like its own: stage 9 trusts
    /// such an action less. Worked out once an alignment, for all the
    /// readings of its values.
    private func markingNamesHeardMoreLikeAnother(
        _ readings: inout [Reading], origins: [Int], found: [Alignment], mentions: AppMentions
    ) {
        guard parameters.otherNameConfidence < 1 else { return }
        let doubtful = found.map { alignment in
            let entry = index.entries[Int(alignment.entry)]
            guard entry.namesApp, let said = alignment.name?.words, let first = said.min(), let last = said.max(),
                let heard = alignment.nameSimilarity
            else { return false }
            let span = first..<(last + 1)
            return mentions.all.contains { other in
                other.app != entry.app && other.span.overlaps(span) && other.score >= parameters.otherNameSimilarity
                    && other.score >= heard + parameters.otherNameConfidenceMargin
            }
        }
        for i in readings.indices { readings[i].nameHeardMoreLikeAnother = doubtful[origins[i]] }
    }

    /// Step 6: a reading for every assignment of values an alignment's
    /// captures allow, and the alignment each came from.
    private func readingValues(_ alignments: [Alignment], words: [String], splitAfter: [Bool]) -> (readings: [Reading], origins: [Int]) {
        var readings: [Reading] = []
        var origins: [Int] = []
        for (k, one) in alignments.enumerated() {
            let entry = index.entries[Int(one.entry)]
            let unsaid = one.unsaidSlot.flatMap { entry.slotParameters[$0] }
            for parameters in parameterChoices(one.captures, entry: entry, tokens: words, splitAfter: splitAfter) {
                readings.append(Reading(
                    entry: one.entry, parameters: parameters, score: one.score, words: words, leftOver: one.leftOver, unsaidParameter: unsaid,
                    unsaidBeside: one.unsaidBeside,
                    isUnsaidBetweenHeardWords: one.isUnsaidBetweenHeardWords, unlike: one.unlike))
                origins.append(k)
            }
        }
        return (readings, origins)
    }

    /// Step 8 for flexible readings: those below the threshold dropped, the
    /// rest resolved; when none is left, `no-match` with what came nearest.
    func accepting(_ readings: [Reading]) -> MatchResult {
        let accepted = readings.filter { $0.score >= parameters.threshold }
        if accepted.isEmpty {
            var result = MatchResult.noMatch
            let positives = readings.filter { !index.entries[Int($0.entry)].isNegative }
            result.alternatives = distinctCandidates(positives.sorted { $0.score > $1.score }, limit: options.alternativeLimit)
            return result
        }
        return resolve(accepted, margin: parameters.ambiguityMargin, pool: readings)
    }
}
