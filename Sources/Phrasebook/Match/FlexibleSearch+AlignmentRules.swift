/// What the walk back of one alignment read, and what the rules make of it.
struct AlignmentDraft {
    let entry: PhraseIndex.Entry
    let template: FlexibleSearch.TemplateWeights
    /// The best path, last words first.
    let steps: [FlexibleSearch.Step]
    /// The alignment's earnings less its costs: rules charge more, or less.
    var best: Double
    var captures: [SlotCapture?] = []
    /// Per template symbol, whether it was said as a word.
    var saidWords: [Bool] = []
    /// How much of the template's own words' weight was heard…
    var heardWordWeight = 0.0
    /// … and of the prepositions run into the app's name.
    var heardPrepositionWeight = 0.0
    /// The words left over (bit *k*: word *k*; an utterance has at most 48).
    var leftOver: UInt64 = 0
    /// Where each value was heard.
    var valueSpans: [(list: Int32, span: Range<Int>)] = []
    /// The similarity of the least alike name said weakly, if any.
    var weakestName: Double?
    /// How alike each name said in the template's place was.
    var namesSaid: [Double] = []
    /// Whether a value was heard less than as it is written.
    var isValueInDoubt = false
    /// Where the app's name was said in its place.
    var nameSaid: (words: Range<Int>, symbols: Range<Int>)?
    /// Whether words that may be another value or another app's name were left over.
    var isUnexplained = false
    /// Whether a weak name lacks the phrase's words heard beside it.
    var isWeakNameUnconfirmed = false
    /// A negative phrase a word of the utterance says.
    var contradicted: Int32?
    /// A slot left unsaid beside words nothing explains.
    var unsaidSlot: Int?
    /// The words left over right next to that slot (bit *k*: word *k*).
    var unsaidBeside: UInt64 = 0
    /// Whether the template words on both sides of that slot were heard.
    var isUnsaidBetweenHeardWords = false
    /// Whether `AlignmentRule.wordWithAnotherOnset` ruled the reading out
    /// for the phrase's first word: a syllable heard before it, in the
    /// word ("contract my boots") or as a word of its own ("and track …").
    var isOnsetBeforePhrase = false
    /// Whether the word `AlignmentRule.wordWithAnotherOnset` ruled the
    /// reading out for, wherever it is, is in the phrase's verb place
    /// (`isVerbPlace`): only there does the onset say another action.
    var isOnsetInVerbPlace = false
    /// The entry's number in the index (`PhraseIndex.entries`): what the
    /// rules that read the index's tables of templates look up.
    var number: Int32 = -1
    /// The score, once `AlignmentRule.score` has set it.
    var score = 0.0

    init(entry: PhraseIndex.Entry, template: FlexibleSearch.TemplateWeights, steps: [FlexibleSearch.Step], best: Double) {
        self.entry = entry
        self.template = template
        self.steps = steps
        self.best = best
    }

    func isLeftOver(_ k: Int) -> Bool { leftOver & (1 << UInt64(k)) != 0 }

    /// Whether at least `share` of the template's own words' weight is `heard`.
    func isMostly(_ heard: Double, share: Double) -> Bool {
        template.wordWeight == 0 || heard >= share * template.wordWeight
    }
}

/// The rules applied to an alignment after its dynamic programme, in this
/// order: each may charge or credit the reading, mark it, or rule it out.
/// `Docs/matching.md` has what each gained and cost when it was chosen.
enum AlignmentRule: CaseIterable {
    /// A word only the app's negative phrases say, heard as written and
    /// explained by no word of the template, says that negative phrase.
    case negativePhraseWords
    /// A template word heard whole inside a longer word, sounds added
    /// before it ("blog" for "log", "untrack" for "track"), is that other
    /// word: another action.
    case wordWithAnotherOnset
    /// A verb a request opens with heard where the template says another
    /// ("stop" for "start", "shred" for "read"), or another particle after
    /// it ("turn down" for "turn on"), is that other action.
    case peerVerb
    /// A value-list word left over beside a value is part of a value said
    /// differently: it costs `besideValueCost`.
    case valueWordsBesideValue
    /// A value heard through the template's next word, said as written
    /// there and so left unheard in its place ("flat with" for "flat
    /// white" before "with ${milk}"), is not that value: the word is the
    /// template's (`valueLeavesNextWord`).
    case valueLeavesNextWord
    /// Words after a preposition at the end ("… in maps") name another app.
    case nameAfterFinalPreposition
    /// Words a phrase of the same intent says beside the app's name, left
    /// over beside other words: another app is named there.
    case otherAppNamed
    /// A weakly heard name needs the phrase's own words beside it.
    case weakNameNeedsWords
    /// Where another shortcut says the same slots, the template's content
    /// words — what tells its intent from the other's — must be heard.
    case contentWordsNeeded
    /// A phrase that does not name its app has its content words heard.
    case namelessWordsHeard
    /// Free text needs a said template word beside it.
    case freeTextNeedsAnchor
    /// Something must be earned, and the app's name is never optional.
    case nameRequired
    /// A value unsaid beside words nothing explains was perhaps said.
    case valueUnsaidBesideWords
    /// The score: earnings over weight, a clear name's bonus, the cap.
    case score
}

extension FlexibleSearch {
    /// Applies `rule` to `draft`; `false` rules the reading out.
    func apply(_ rule: AlignmentRule, to draft: inout AlignmentDraft) -> Bool {
        switch rule {
        case .negativePhraseWords: findingNegativePhraseWords(&draft)
        case .wordWithAnotherOnset:
            guard let word = wordWithAnotherOnset(draft) else { return true }
            draft.isOnsetBeforePhrase = word == 0
            draft.isOnsetInVerbPlace = isVerbPlace(word, in: draft.template.symbols)
            return false
        case .peerVerb: return !hasPeerVerb(draft)
        case .valueWordsBesideValue: chargingValueWordsBesideValues(&draft)
        case .valueLeavesNextWord: return !takesNextWord(draft)
        case .nameAfterFinalPreposition: chargingNameAfterFinalPreposition(&draft)
        case .otherAppNamed: return !namingAnotherApp(draft)
        case .weakNameNeedsWords: return confirmingWeakName(&draft)
        case .contentWordsNeeded: return hearingContentWords(draft)
        case .namelessWordsHeard: return hearingNamelessWords(draft)
        case .freeTextNeedsAnchor: anchoringFreeText(&draft)
        case .nameRequired: return draft.best > 0 && isNameSaid(draft)
        case .valueUnsaidBesideWords: markingValueUnsaidBesideWords(&draft)
        case .score: scoring(&draft)
        }
        return true
    }

    /// A word only the app's negative phrases say ("stop" of Calm's "Stop
    /// meditation"), heard as written where the reading took it for another
    /// template word, left it over, or heard it where a word goes that it
    /// is nothing like ("delete every parcel in pakt" read as "add a
    /// ${carrier} parcel to Pakt"): the utterance says that negative phrase
    /// too, which then fits as well as this reading. The last such word wins.
    /// Tests: `FlexibleMatchTests.aNegativePhrasesOwnWordLeftOverVetoes`.
    private func findingNegativePhraseWords(_ draft: inout AlignmentDraft) {
        guard !draft.entry.isNegative else { return }
        for step in draft.steps where draft.contradicted == nil {
            let oneForOne = step.symbols.count == 1 && step.words.count == 1
            if step.transition.saysWords, !step.transition.saysName, oneForOne {
                draft.contradicted = negativeSaying(word: step.words.lowerBound, for: draft.template.symbols[step.symbols.lowerBound], of: draft.entry)
            } else if step.transition.isPlain, step.words.count == 1, step.symbols.count <= 1 {
                draft.contradicted = negativeSaying(word: step.words.lowerBound, for: nil, of: draft.entry)
            }
        }
    }

    /// A content word of the template (not a minor one) heard as one word
    /// whose end sounds as the template word does whole, after a syllable
    /// the template word lacks (a vowel and a consonant): "untrack",
    /// "retract" and "contract" for "track". A recogniser mishears sounds;
    /// it does not add a syllable before a word it heard whole. The heard
    /// word is another word built on the template's — in an app's phrases,
    /// most often the action the app lacks beside the one it has ("Untrack
    /// my boots in Pakt", "Retract my Zyzza order") — and the reading is
    /// ruled out. A vowel alone before it ("asleep" for "sleep") is an
    /// article run in, and a consonant alone ("border" for "order", "bred"
    /// for "read") a recogniser adds before a word that opens with a vowel
    /// or a glide: both are heard as the word.
    ///
    /// Returns the template word's place among the template's symbols.
    private func wordWithAnotherOnset(_ draft: AlignmentDraft) -> Int? {
        for step in draft.steps where step.transition == .word && step.words.count == 1 && step.symbols.count == 1 {
            let k = step.symbols.lowerBound
            guard case .token(let t) = draft.template.symbols[k], draft.template.weights[k] > parameters.minorWordWeight else { continue }
            let j = step.words.lowerBound
            // Before the template's first word the syllable may come as a
            // word of its own, the utterance's first, left over: "and track
            // my boots" is how Whisper writes "Untrack my boots" ("and do
            // …" its "Undo …", the template's own word). One syllable that
            // opens with its vowel, as "un-" and "in-" do — not a filler,
            // nor a word that opens with a consonant ("we get a …"), nor
            // the word said twice.
            let opensWithSyllable = k == 0 && j == 1 && draft.isLeftOver(0) && opensWithOneSyllable
                && sounds.withPhonemes(of: 0..<1) { $0.first?.isVowel == true }
            let heard = opensWithSyllable ? 0..<(j + 1) : j..<(j + 1)
            // Only a word heard longer than the template's can hold it after an onset.
            guard heard.count > 1 || tokenIDs[j] != t, sounds.count(of: heard) > index.pronunciations.count(of: t) else { continue }
            let isOnset = index.pronunciations.withPhonemes(of: t) { word in
                sounds.withPhonemes(of: heard) { heard in
                    Self.hearsWholeAfterOnset(word, in: heard, minimum: parameters.onsetWordSimilarity)
                }
            }
            if isOnset { return k }
        }
        return nil
    }

    /// Whether the utterance opens with a word of one syllable, no filler,
    /// not said again right after ("and track …", "then track …"): before
    /// a phrase, perhaps a syllable of its first word heard apart.
    var opensWithOneSyllable: Bool {
        tokens.count > 1 && !isFiller[0] && tokens[0] != tokens[1] && sounds.withPhonemes(of: 0..<1) { $0.count { $0.isVowel } == 1 }
    }

    /// A verb requests open with (`CommandVerbs`) heard in the template's
    /// verb place where the template says another such verb, less than
    /// `peerVerbSimilarity` alike, or left over (or heard for another word)
    /// where the template's verb went unheard: "Stop my Plankify timer"
    /// read as "Start my ${applicationName} timer", "Shred my Cuiseau
    /// shopping list" as "Read my …", "Record my last drink from Zoppa" as
    /// "Reorder …" (a common word alike in nothing) or as "Order a ${drink}
    /// from …" ("record" left over, "order" read for "last"), "Blog
    /// kombucha in Gulper" as "Add ${drink} to …" ("blog" left over, "add"
    /// unsaid). Such a verb is most likely what was said: the action the
    /// app lacks beside the one it has, and acting on the one it has would
    /// be the wrong action. The reading is ruled out. So with the verb's
    /// particle (`CommandVerbs.particles`): "turn down the porch light" is
    /// no "Turn on the ${device} …", however alike "down" and "on" sound.
    /// A recogniser does turn one verb into another ("check" for "track"):
    /// those transcripts are not accepted either — a question again rather
    /// than an action (Docs/matching.md has what that cost).
    private func hasPeerVerb(_ draft: AlignmentDraft) -> Bool {
        // A negative phrase's reading, or one a negative phrase's word
        // already contradicts, is left to that veto.
        guard parameters.peerVerbSimilarity > 0, !draft.entry.isNegative, draft.contradicted == nil, saysCommandVerb else { return false }
        // A verb a phrase of the same intent says is no other action
        // ("make me a …" beside "order a …").
        func isAnotherAction(_ j: Int) -> Bool { !(tokenIDs[j].map { index.isWord($0, ofIntentOf: draft.number) } ?? false) }
        var verbUnheard = false, verbLeftOver = false, particleUnheard = false, particleLeftOver = false
        for step in draft.steps {
            // The verb's particle: another one heard in its place, or one
            // left over where the template's went unheard (or taken into
            // another word's run: "switch up" heard for "switch", or a
            // value's), is another action ("turn down the porch light" is
            // no "turn on").
            let heardParticle = step.words.count == 1 && isVerbParticle[step.words.lowerBound] ? step.words.lowerBound : nil
            switch (step.transition, particle(at: step.symbols, in: draft.template.symbols), heardParticle) {
            case (.word, let t?, let j?), (.unrelatedWord, let t?, let j?):
                if tokenIDs[j] != t, isAnotherAction(j) { return true }
            case (.unrelatedWord, _?, nil), (.missingWord, _?, _): particleUnheard = true
            case (.extraWord, _, _), (.unrelatedWord, nil, _), (.word, nil, _), (.wordPair, _, _):
                particleLeftOver = particleLeftOver || step.words.contains { isVerbParticle[$0] && isAnotherAction($0) }
            case (.value, _, _):
                // Or taken into a value's run, none of its list's words
                // ("up a desk lamp" heard for "the desk lamp").
                if let list = draft.valueSpans.first(where: { $0.span == step.words })?.list {
                    particleLeftOver = particleLeftOver
                        || step.words.contains { isVerbParticle[$0] && isAnotherAction($0) && !isValueWord(at: $0, of: list) }
                }
            default: break
            }
            // Free text right after the verb, that the reading will drop
            // (anchored by nothing, `anchoringFreeText`), leaves its first
            // word over in the verb's place: "print" taken as the note of
            // "Add ${text} to my …", "add" unheard.
            if parameters.peerVerbInDroppedText > 0, step.transition == .freeText, step.symbols.count == 1, !step.words.isEmpty,
                case let k = step.symbols.lowerBound, k > 0, verbInVerbPlace(at: k - 1, in: draft.template.symbols) != nil,
                textAnchor(k, in: draft) == .none
            {
                let first = step.words.lowerBound
                verbLeftOver = verbLeftOver || isCommandVerb[first] && isAnotherAction(first)
            }
            let heard = step.words.count == 1 && isCommandVerb[step.words.lowerBound] ? step.words.lowerBound : nil
            let verb = step.symbols.count == 1 ? verbInVerbPlace(at: step.symbols.lowerBound, in: draft.template.symbols) : nil
            switch (step.transition, verb, heard) {
            case (.word, let t?, let j?) where tokenIDs[j] != t && !isPart(j, of: t):
                let similarity = index.pronunciations.withPhonemes(of: t) { word in
                    sounds.withPhonemes(of: j..<(j + 1)) { heard in Similarity.sounds(word, heard, minimum: 0) }
                }
                if similarity < parameters.peerVerbSimilarity, isAnotherAction(j) { return true }
            case (.unrelatedWord, _?, let j?):
                if isAnotherAction(j) { return true }
                verbUnheard = true
            case (.unrelatedWord, _?, nil), (.missingWord, _?, _): verbUnheard = true
            case (.unrelatedWord, nil, let j?), (.extraWord, _, let j?): verbLeftOver = verbLeftOver || isAnotherAction(j)
            case (.word, let t?, nil) where step.words.count == 1 && tokenIDs[step.words.lowerBound] != t:
                // The verb heard only by its sound in a word that is no
                // verb ("my" for "buy"), right after another verb left
                // over ("sell my ticket …"): that verb was the one said
                // (`peerVerbBesideSoundAlike`).
                let j = step.words.lowerBound
                if parameters.peerVerbBesideSoundAlike > 0, j > 0, isCommandVerb[j - 1], draft.isLeftOver(j - 1), isAnotherAction(j - 1) {
                    return true
                }
            default: continue
            }
        }
        return (verbUnheard && verbLeftOver) || (particleUnheard && particleLeftOver)
    }

    /// The template's particle at `symbols` (one symbol) that finishes the
    /// verb before it into an action (`CommandVerbs.particles`: "on" of
    /// "Turn on the ${device} …"), if it is one.
    private func particle(at symbols: Range<Int>, in template: [TokenTrie.Symbol]) -> Int32? {
        let k = symbols.lowerBound
        guard symbols.count == 1, k > 0, case .token(let t) = template[k], index.verbParticles.contains(t),
              verbInVerbPlace(at: k - 1, in: template) != nil
        else { return nil }
        return t
    }

    /// Whether word `j` is template word `t` with its start or its end
    /// unheard ("order" for "reorder", "start" for "restart"): the template's
    /// verb misheard, not another.
    private func isPart(_ j: Int, of t: Int32) -> Bool {
        let word = index.vocabulary.word(t), heard = tokens[j]
        return word.count > heard.count && (word.hasSuffix(heard) || word.hasPrefix(heard))
    }

    /// The verb of requests (`CommandVerbs`) template symbol `k` says, if it
    /// says one in the verb's place (`isVerbPlace`).
    private func verbInVerbPlace(at k: Int, in symbols: [TokenTrie.Symbol]) -> Int32? {
        guard case .token(let t) = symbols[k], index.commandVerbs.contains(t), isVerbPlace(k, in: symbols) else { return nil }
        return t
    }

    /// Whether template symbol `k` is where a request's verb goes: the
    /// template's first word, the first after a slot it opens with
    /// ("${applicationName}, start …"), or the first after "to" ("Ask
    /// ${applicationName} to plan …"). Elsewhere a verb's word is most
    /// often a noun ("Resume last ${applicationName} chat").
    private func isVerbPlace(_ k: Int, in symbols: [TokenTrie.Symbol]) -> Bool {
        if k == 0 { return true }
        if case .token(let t) = symbols[k - 1], t == index.to { return true }
        if k == 1, case .slot = symbols[0] { return true }
        return false
    }

    /// Whether `heard` is `word` with a syllable added before it, sounds
    /// that hold a vowel and a consonant: some suffix of `heard`, after
    /// such sounds, at least `minimum` alike to `word`, allowing one sound
    /// more or less at the end.
    static func hearsWholeAfterOnset(_ word: UnsafeBufferPointer<Phoneme>, in heard: UnsafeBufferPointer<Phoneme>, minimum: Double) -> Bool {
        guard minimum > 0, word.count >= 2, heard.count > word.count else { return false }
        for cut in 2...max(2, heard.count - word.count) where cut < heard.count
            && heard[..<cut].contains(where: { !$0.isVowel }) && heard[..<cut].contains(where: \.isVowel)
        {
            for end in max(cut + word.count - 1, cut + 1)...min(heard.count, cut + word.count + 1) where end == heard.count || end == heard.count - 1 {
                if Similarity.sounds(word, UnsafeBufferPointer(rebasing: heard[cut..<end]), minimum: minimum) >= minimum { return true }
            }
        }
        return false
    }

    /// Whether a value's last word is the template's word right after the
    /// slot, said as written, where that word went unheard ("make me a
    /// large ice flat with a milk": "flat with" read as "flat white" and
    /// "with" of "… ${drink} with ${milk}" unheard). The speaker said the
    /// template's word; what came before it is all of the value that was
    /// heard. A value whose list says the word is its own.
    private func takesNextWord(_ draft: AlignmentDraft) -> Bool {
        guard parameters.valueLeavesNextWord > 0 else { return false }
        let symbols = draft.template.symbols
        for step in draft.steps where step.transition == .value && step.symbols.count == 1 && !step.words.isEmpty {
            let k = step.symbols.lowerBound, last = step.words.upperBound - 1
            guard k + 1 < symbols.count, case .token(let t) = symbols[k + 1], tokenIDs[last] == t,
                case .slot(.values(let list)) = symbols[k], !index.lists[Int(list)].contains(word: t),
                draft.steps.contains(where: { $0.transition == .missingWord && $0.symbols.contains(k + 1) })
            else { continue }
            return true
        }
        return false
    }

    /// A word left over right beside a value is most likely part of a value
    /// said differently — a longer name, or one the list lacks: "turn on the
    /// <unlisted> lamp" is not the lamp. It costs `besideValueCost`, not
    /// `extraCost`, so a reading that leaves part of a spoken value out
    /// loses to one that places it; and it leaves words unexplained. A word
    /// said again ("acme acme website") is a stumble, not another value.
    private func chargingValueWordsBesideValues(_ draft: inout AlignmentDraft) {
        let n = tokens.count, cost = draft.template.cost
        for (list, span) in draft.valueSpans {
            for step in [-1, 1] {
                var k = step < 0 ? span.lowerBound - 1 : span.upperBound
                while k >= 0, k < n, draft.isLeftOver(k), cost[k] > 0 {
                    let isRepeat = k > 0 && tokens[k - 1] == tokens[k] || tokens[(k + 1)..<min(n, k + 1 + Self.repeatLookahead)].contains(tokens[k])
                    if !isRepeat, isValueWord(at: k, of: list) {
                        draft.best -= (parameters.besideValueCost - parameters.extraCost) * draft.template.total
                        draft.isUnexplained = true
                    }
                    k += step
                }
            }
        }
    }

    /// How many words after a left-over one are looked at for it said again.
    static let repeatLookahead = 6

    /// Words nothing explains after a preposition at the end ("… in maps")
    /// name an app this one is not: each costs `besideValueCost`, and they
    /// leave words unexplained. "… for me", "… with you" are politeness.
    private func chargingNameAfterFinalPreposition(_ draft: inout AlignmentDraft) {
        guard let last = tokens.indices.last, draft.isLeftOver(last) else { return }
        var k = last
        while k > 0, draft.isLeftOver(k - 1), !isPreposition[k] { k -= 1 }
        guard k > 0, k < last, draft.isLeftOver(k), isPreposition[k], !isFiller[k + 1] else { return }
        for x in (k + 1)...last where draft.template.cost[x] > 0 && !isFiller[x] {
            draft.best -= (parameters.besideValueCost - parameters.extraCost) * draft.template.total
            draft.isUnexplained = true
        }
    }

    /// A reading of a template without the app's name whose left-over
    /// words say what a phrase of the same intent says beside the name —
    /// "from" of "… from ${applicationName}", "ask" of "Ask
    /// ${applicationName} for …" — followed (or preceded) on the name's
    /// side by a left-over word that is neither a filler nor a minor word:
    /// another app is named where this one's name goes ("i'd like a large
    /// latte from strava", "ask lyft for a mocha"). The app's own name
    /// there would have made the named phrase the better reading. Such a
    /// word counts where the template does not say it, left over or not
    /// (the alignment may take "from" into a value), and any word but a
    /// filler or a minor one between a word said before the name and one
    /// said after it names an app, whatever it was taken for ("ask maps
    /// for …", "maps" heard as "make me").
    private func namingAnotherApp(_ draft: AlignmentDraft) -> Bool {
        guard draft.leftOver != 0, let beside = index.wordsBesideName[draft.number] else { return false }
        func namesSomething(_ run: some Sequence<Int>) -> Bool {
            for x in run {
                guard draft.isLeftOver(x), !isFiller[x] else { return false }
                if !minorWords.contains(tokens[x]) { return true }
            }
            return false
        }
        // Such a word counts where the template does not say it at all,
        // though the alignment took it into a value ("honeycomb cloud
        // from" for "honeycomb cloud").
        let says = Set(draft.template.symbols.compactMap { if case .token(let t) = $0 { t } else { nil } })
        let isBeside = { (k: Int) in draft.isLeftOver(k) || tokenIDs[k].map { !says.contains($0) } == true }
        var opened: Int?
        for k in tokens.indices where isBeside(k) {
            guard let t = tokenIDs[k] else { continue }
            if beside.before.contains(t), namesSomething((k + 1)..<min(tokens.count, k + 1 + parameters.longestNameRun)) { return true }
            if beside.after.contains(t), namesSomething(stride(from: k - 1, through: max(0, k - parameters.longestNameRun), by: -1)) {
                return true
            }
            // Between a word said before the name and one said after it
            // ("ask maps for …"), whatever the alignment took them for.
            if beside.after.contains(t), let start = opened, k - start - 1 <= parameters.longestNameRun,
                ((start + 1)..<k).contains(where: { !isFiller[$0] && !minorWords.contains(tokens[$0]) })
            {
                return true
            }
            if beside.before.contains(t) { opened = k }
        }
        return false
    }

    /// A name said only weakly (below `appNameSoundSimilarity`) names the
    /// app where the phrase's own words were heard, the more of them the
    /// weaker the name (`wordShareNeeded`): "start breathing meditation and
    /// comp". A preposition run into the name counts as heard. Short of
    /// that, a phrase without free text may still stand if it is heard whole
    /// (`Matcher.creditingWholeSound`); one with free text is ruled out.
    private func confirmingWeakName(_ draft: inout AlignmentDraft) -> Bool {
        guard let weakestName = draft.weakestName else { return true }
        let wordWeight = draft.template.wordWeight
        let tookText = draft.captures.contains { if case .text = $0 { true } else { false } }
        let needed = Self.wordShareNeeded(besideName: weakestName, tookText: tookText, parameters: parameters)
        if !(wordWeight > 0 && draft.heardWordWeight + draft.heardPrepositionWeight >= needed * wordWeight - Self.roundingSlack) {
            guard !tookText, wordWeight > 0 else { return false }
            draft.isWeakNameUnconfirmed = true
        }
        return true
    }

    /// Where another shortcut of the app says the same slots ("Pin ${note}
    /// in ${applicationName}" and "Open ${note} in ${applicationName}"),
    /// only the template's content words (all but the minor ones) tell
    /// which is meant: a reading that heard less than `contentWordsNeeded`
    /// of their weight — the value and the name heard, but not what to do
    /// with them ("print olive packing in notely") — is ruled out. A
    /// template of slots and minor words only, or whose slots no other
    /// shortcut says, is never.
    private func hearingContentWords(_ draft: AlignmentDraft) -> Bool {
        guard parameters.contentWordsNeeded > 0, index.templatesToldApartByWords.contains(draft.number) else { return true }
        var content = 0.0, heard = 0.0
        for (k, symbol) in draft.template.symbols.enumerated() {
            guard case .token = symbol, draft.template.weights[k] > parameters.minorWordWeight else { continue }
            content += draft.template.weights[k]
        }
        guard content > 0 else { return true }
        for step in draft.steps where step.transition.saysWords && !step.transition.saysName {
            let covered = step.symbols.reduce(0.0) { $0 + draft.template.weights[$1] }
            guard covered > 0 else { continue }
            // The step's earning shared over the words it covers, content words' share kept.
            for k in step.symbols where draft.template.weights[k] > parameters.minorWordWeight {
                heard += step.earned * draft.template.weights[k] / covered
            }
        }
        return heard >= parameters.contentWordsNeeded * content - Self.roundingSlack
    }

    /// A phrase that does not name its app has nothing but its own words
    /// to tell it from whatever else a person says: each of its content
    /// words (heavier than a minor word) after the first must be heard at
    /// least `namelessWordSimilarity` alike where it is heard as a word,
    /// and where it went unheard, no word may be left over in its place.
    /// "Where am I sleeping tonight" is no "Where am I eating tonight",
    /// however much of it fits; "i just drank tap water" is still "I just
    /// drank some ${drink}". The first may be misheard, as stage 8a has it:
    /// "but do i make a flat white" is still "How do I make ${recipe}", a
    /// question beside an order, and nothing is acted on. Nor may a word
    /// that is neither minor nor a filler be said inside it, between two of
    /// its words heard as words (`namelessInsertions`): "How did the kids
    /// sleep last night" is said of someone else than "How did I sleep
    /// last night".
    private func hearingNamelessWords(_ draft: AlignmentDraft) -> Bool {
        guard parameters.namelessWordSimilarity > 0, !draft.entry.namesApp, !draft.entry.isNegative else { return true }
        let weights = draft.template.weights, steps = draft.steps
        if parameters.namelessInsertions > 0, isInsertedInside(steps) { return false }
        for (i, step) in steps.enumerated() {
            guard let k = step.symbols.first(where: { $0 > 0 && weights[$0] > parameters.minorWordWeight }),
                case .token = draft.template.symbols[k]
            else { continue }
            switch step.transition {
            case .word, .wordPair:
                let covered = step.symbols.reduce(0.0) { $0 + weights[$1] }
                if covered > 0, step.earned / covered < parameters.namelessWordSimilarity - Self.roundingSlack { return false }
            case .missingWord:
                // The words left over in the same gap: said in its place.
                for direction in [-1, 1] {
                    var j = i + direction
                    while steps.indices.contains(j), steps[j].transition == .missingWord || steps[j].transition == .extraWord {
                        if steps[j].transition == .extraWord, steps[j].words.contains(where: { !isFiller[$0] }) { return false }
                        j += direction
                    }
                }
            default: continue
            }
        }
        return true
    }

    /// Whether alignment `steps` (last first) leave over a word that is
    /// neither minor nor a filler nor the word next to it said twice
    /// ("which plants plants are thirsty") between two template words heard
    /// as words, not beside a slot (`namelessInsertions`).
    private func isInsertedInside(_ steps: [FlexibleSearch.Step]) -> Bool {
        func isSaidTwice(_ k: Int) -> Bool { k > 0 && tokens[k - 1] == tokens[k] || k + 1 < tokens.count && tokens[k + 1] == tokens[k] }
        var lastWasWord = false, pending = false
        for step in steps {
            switch step.transition {
            case .extraWord:
                if lastWasWord, step.words.contains(where: { !isFiller[$0] && !isMinorWord[$0] && !isSaidTwice($0) }) { pending = true }
            case .missingWord: continue
            case .word, .wordPair:
                if pending { return true }
                lastWasWord = true
            default:
                lastWasWord = false
                pending = false
            }
        }
        return false
    }

    /// Free text is taken only next to a template word that was said
    /// ("search … for <query>"), and only where most of the template's own
    /// words were heard (`freeTextWordShare`); otherwise it would swallow
    /// any sentence. A minor word left out between them does not break the
    /// anchor ("search Diver sourdough starter"). Anchored by the app's name
    /// alone it says less, and loses `nameAnchoredTextLoss` of its weight;
    /// not anchored, it is dropped and loses all of it.
    private func anchoringFreeText(_ draft: inout AlignmentDraft) {
        let symbols = draft.template.symbols, weights = draft.template.weights, slotNumber = draft.template.slotNumber
        for (k, symbol) in symbols.enumerated() where symbol == .slot(.freeText) {
            guard draft.captures[slotNumber[k]] != nil else { continue }
            switch textAnchor(k, in: draft) {
            case .word: continue
            case .name: draft.best -= weights[k] * parameters.nameAnchoredTextLoss
            case .none:
                draft.captures[slotNumber[k]] = nil
                draft.best -= weights[k]
            }
        }
    }

    /// What anchors free text: a template word said beside it, the app's name
    /// alone, or nothing (where most of the template's own words went
    /// unheard, `freeTextWordShare`, nothing does).
    enum TextAnchor { case word, name, none }

    /// The anchor of the free text at template symbol `k` (`anchoringFreeText`):
    /// the nearest symbol on either side that was said, a minor word left
    /// out between them.
    func textAnchor(_ k: Int, in draft: AlignmentDraft) -> TextAnchor {
        guard draft.isMostly(draft.heardWordWeight, share: parameters.freeTextWordShare) else { return .none }
        let symbols = draft.template.symbols, weights = draft.template.weights, slotNumber = draft.template.slotNumber
        func anchor(_ step: Int) -> TextAnchor {
            var a = k + step
            while a >= 0, a < symbols.count {
                if draft.saidWords[a] { return .word }
                if case .slot(.values(let list)) = symbols[a], index.lists[Int(list)].isAppNames, draft.captures[slotNumber[a]] != nil {
                    return .name
                }
                guard case .token = symbols[a], weights[a] <= parameters.minorWordWeight else { return .none }
                a += step
            }
            return .none
        }
        let anchors = [anchor(-1), anchor(1)]
        return anchors.contains(.word) ? .word : anchors.contains(.name) ? .name : .none
    }

    /// Whether every app name slot of the template took the name.
    private func isNameSaid(_ draft: AlignmentDraft) -> Bool {
        !draft.template.symbols.enumerated().contains { k, symbol in
            if case .slot(.values(let list)) = symbol, index.lists[Int(list)].isAppNames, draft.captures[draft.template.slotNumber[k]] == nil {
                return true
            }
            return false
        }
    }

    /// A value or free text left unsaid beside words nothing explains was
    /// perhaps said, as a value the list lacks ("open zeppelin in coding
    /// bridge"): the reading leaves words unexplained.
    private func markingValueUnsaidBesideWords(_ draft: inout AlignmentDraft) {
        let symbols = draft.template.symbols, slotNumber = draft.template.slotNumber
        let unsaid = symbols.indices.first { k in
            switch symbols[k] {
            case .slot(.values(let list)): return !index.lists[Int(list)].isAppNames && draft.captures[slotNumber[k]] == nil
            case .slot(.freeText): return draft.captures[slotNumber[k]] == nil
            case .token: return false
            }
        }
        // A value slot left unsaid between two template words that were
        // both heard ("what's new from in lissen": the show's words lost,
        // as a recogniser's noise) was said too (`slotBetweenHeardWords`).
        guard let unsaid else { return }
        func isWordSaid(_ k: Int) -> Bool {
            guard symbols.indices.contains(k), case .token = symbols[k] else { return false }
            return draft.saidWords[k]
        }
        var isValueSlot = false
        if case .slot(.values) = symbols[unsaid] { isValueSlot = true }
        let isHeardAround = isWordSaid(unsaid - 1) && isWordSaid(unsaid + 1)
        let isBetweenHeardWords = parameters.slotBetweenHeardWords > 0 && isValueSlot && isHeardAround
        let leavesWords = (0..<tokens.count).contains(where: { draft.isLeftOver($0) && draft.template.cost[$0] > 0 && !isFiller[$0] })
        if leavesWords || isBetweenHeardWords {
            draft.isUnexplained = draft.isUnexplained || leavesWords
            draft.unsaidSlot = slotNumber[unsaid]
            draft.isUnsaidBetweenHeardWords = isHeardAround
            // The words left over on either side of it: where a value of
            // its parameter would have been said.
            let steps = draft.steps
            guard let i = steps.firstIndex(where: { $0.transition == .slotUnsaid && $0.symbols.contains(unsaid) }) else { return }
            for direction in [-1, 1] {
                var j = i + direction
                while steps.indices.contains(j), steps[j].transition == .extraWord {
                    for k in steps[j].words where k < 64 && !isFiller[k] { draft.unsaidBeside |= 1 << UInt64(k) }
                    j += direction
                }
                // … and those a value next to it took but does not say
                // (`wordsBesideValue`), on the slot's side.
                if steps.indices.contains(j), steps[j].transition == .value {
                    let words = steps[j].words
                    let nearSide = words.lowerBound >= steps[i].words.lowerBound ? Array(words) : words.reversed()
                    for k in nearSide.prefix(while: { $0 < 64 && draft.isLeftOver($0) }) where !isFiller[k] { draft.unsaidBeside |= 1 << UInt64(k) }
                }
            }
        }
    }

    /// The score: what was earned over the template's weight. A reading
    /// whose app's name was heard at least `clearNameSimilarity` alike in
    /// its place, beside most of the template's own words
    /// (`freeTextWordShare`) and its values as they are written, with no
    /// word left unexplained, closes `clearNameBonus` of the gap to 1: the
    /// name is evidence of its own. No flexible reading scores above `scoreCap`.
    private func scoring(_ draft: inout AlignmentDraft) {
        let isNamedClearly = draft.isMostly(draft.heardWordWeight + draft.heardPrepositionWeight, share: parameters.freeTextWordShare)
            && !draft.isUnexplained && !draft.isValueInDoubt && !draft.namesSaid.isEmpty
            && draft.namesSaid.allSatisfy { $0 >= parameters.clearNameSimilarity }
        let score = draft.best / draft.template.total
        draft.score = min(parameters.scoreCap, isNamedClearly ? score + parameters.clearNameBonus * (1 - score) : score)
    }
}
