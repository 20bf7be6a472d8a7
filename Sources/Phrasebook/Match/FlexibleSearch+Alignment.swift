/// The alignment of an utterance with one template (`FlexibleSearch`'s
/// dynamic programme), in three steps: the table filled by the
/// `Transition`s, the best path walked back into `Step`s and read
/// (`AlignmentDraft`), and the `AlignmentRule`s applied in their order to
/// what it read. The result is an `Alignment`, or none where a slot that
/// must be said is not.
extension FlexibleSearch {
    /// A cell's best step: where it came from, and how.
    struct Back {
        var i: Int16 = -1
        var j: Int16 = -1
        /// The value trie node of the form a value slot took, or `-1`.
        var node: Int32 = -1
        var transition = Transition.start
        /// The app's name said less closely than a name must be on its own.
        var isWeakName = false
    }

    /// The alignment's table: the best score reaching each (template
    /// symbol, utterance word) and the step it came by. A struct, so that
    /// relaxing a cell is a plain write (a closure over two arrays would
    /// box them and check exclusive access on every cell).
    struct Table {
        var dp: [Double] = []
        var back: [Back] = []
        var width = 0
        /// Per template symbol, looked up once per template, not once per
        /// cell: a word's row of similarities (`-1` for a slot), the row of
        /// it and the word after it (`-1`: none), a value slot's spans.
        var wordRow: [Int] = []
        var pairRow: [Int] = []
        var slotSpans: [[[Span]]] = []

        /// Makes the first `rows` · `width` cells' scores those of an empty
        /// table (their steps are left, and read only where this alignment
        /// writes them), and the first `rows` - 1 symbols' rows and spans
        /// unknown, in the storage of the last one where it is large enough: an
        /// utterance is aligned with a dozen templates, and allocating and
        /// freeing two arrays for each showed in a flexible match's profile.
        /// Cells past them are left as they were, unread.
        mutating func reset(rows: Int, width: Int) {
            let symbols = rows - 1
            if wordRow.count < symbols {
                wordRow = [Int](repeating: -1, count: symbols)
                pairRow = [Int](repeating: -1, count: symbols)
                slotSpans = [[[Span]]](repeating: [], count: symbols)
            } else {
                wordRow.withUnsafeMutableBufferPointer { UnsafeMutableBufferPointer(rebasing: $0[..<symbols]).update(repeating: -1) }
                pairRow.withUnsafeMutableBufferPointer { UnsafeMutableBufferPointer(rebasing: $0[..<symbols]).update(repeating: -1) }
                slotSpans.withUnsafeMutableBufferPointer { UnsafeMutableBufferPointer(rebasing: $0[..<symbols]).update(repeating: []) }
            }
            let count = rows * width
            if dp.count < count {
                dp = [Double](repeating: -.infinity, count: count)
                back = [Back](repeating: Back(), count: count)
            } else {
                // Steps are read only back from the last cell, through cells
                // this alignment reached, and so wrote: only the first
                // cell's, where the walk stops, must be empty.
                dp.withUnsafeMutableBufferPointer { UnsafeMutableBufferPointer(rebasing: $0[..<count]).update(repeating: -.infinity) }
                back[0] = Back()
            }
            self.width = width
            dp[0] = 0
        }

        @inline(__always)
        mutating func relax(_ i: Int, _ j: Int, _ value: Double, _ from: Back) {
            let k = i * width + j
            if value > dp[k] {
                dp[k] = value
                back[k] = from
            }
        }
    }

    /// The best alignment of the utterance with `entry`, or `nil` if a slot
    /// that must be said is not.
    ///
    /// - Parameters:
    ///   - freePositions: words that cost nothing extra (the app's name,
    ///     said around a phrase that does not say it).
    ///   - leadingMention: the app's name said at the start ("Hey Calm, …").
    ///   - mentions: every run of words that may say the app's name.
    /// - Complexity: O(*m* · *n*) cells for *m* template symbols and *n*
    ///   words, each trying every transition.
    mutating func align(
        _ entry: PhraseIndex.Entry, number: Int32, freePositions: Set<Int>, leadingMention: AppMentions.Mention?,
        mentions: [AppMentions.Mention]
    ) -> Alignment? {
        let template = weighing(entry, freePositions: freePositions)
        let width = tokens.count + 1
        // The last alignment's table, taken (so that it is not shared
        // while this one writes it) and given back.
        var table = alignmentTable
        alignmentTable = Table()
        defer { alignmentTable = table }
        filling(&table, with: entry, template, leadingMention: leadingMention, mentions: mentions)
        let best = table.dp[template.symbols.count * width + tokens.count]
        guard best > 0, template.total > 0 else { return nil }
        var draft = reading(walkingBack(table, template), of: entry, template, best: best)
        draft.number = number
        for rule in AlignmentRule.allCases {
            guard apply(rule, to: &draft) else {
                // Another action asked: another verb, or a syllable heard
                // before the verb ("untrack"); one heard on a later word is
                // most often the word before's last ("zap restore" for
                // "Zoppa store": `onsetAsksOnlyInVerbPlace`).
                if rule == .peerVerb || rule == .wordWithAnotherOnset && (parameters.onsetAsksOnlyInVerbPlace == 0 || draft.isOnsetInVerbPlace) {
                    otherActions.record(index.intentNumbers[Int(number)], draft.best / template.total, byOnset: draft.isOnsetBeforePhrase)
                }
                return nil
            }
        }
        return Alignment(
            entry: number, score: draft.score, captures: draft.captures, leavesWordsUnexplained: draft.isUnexplained,
            name: entry.namesApp ? draft.nameSaid.map { (Set($0.words), $0.symbols) } : (freePositions, 0..<0),
            isWeakNameUnconfirmed: draft.isWeakNameUnconfirmed, nameSimilarity: draft.namesSaid.min(), leftOver: draft.leftOver,
            contradicted: draft.contradicted, unsaidSlot: draft.unsaidSlot, unsaidBeside: draft.unsaidBeside,
            isUnsaidBetweenHeardWords: draft.isUnsaidBetweenHeardWords, unlike: unlikeWords(draft))
    }

    /// The words `draft` heard in a template word's place less than
    /// `unlikeWordSimilarity` alike to it, or alike in nothing (bit *k*:
    /// word *k*): explained by the phrase only as a recogniser's mistake.
    private func unlikeWords(_ draft: AlignmentDraft) -> UInt64 {
        var bits: UInt64 = 0
        for step in draft.steps {
            let isUnlike = switch step.transition {
            case .unrelatedWord: true
            case .word: step.earned < parameters.unlikeWordSimilarity * draft.template.weights[step.symbols].reduce(0, +)
            default: false
            }
            guard isUnlike else { continue }
            for k in step.words where k < 64 { bits |= 1 << UInt64(k) }
        }
        return bits
    }

    /// A template's symbols weighed, and what each utterance word costs left over.
    struct TemplateWeights {
        var symbols: [TokenTrie.Symbol]
        /// Each symbol's weight: a word's by its rarity, a slot's by its kind.
        var weights: [Double]
        /// Each symbol's slot number, `-1` for a word.
        var slotNumber: [Int]
        /// The weight of the template's own words, slots aside.
        var wordWeight: Double
        /// The weight of every symbol.
        var total: Double
        /// What each utterance word costs left over: nothing where it is
        /// free, else `fillerCost` or `extraCost` of `total`.
        var cost: [Double]
    }

    /// `entry`'s symbols weighed (`MatchParameters`' weights).
    private func weighing(_ entry: PhraseIndex.Entry, freePositions: Set<Int>) -> TemplateWeights {
        let symbols = entry.symbols
        var weights: [Double] = []
        var slotNumber: [Int] = []
        weights.reserveCapacity(symbols.count)
        slotNumber.reserveCapacity(symbols.count)
        var slot = 0
        var wordWeight = 0.0
        for symbol in symbols {
            switch symbol {
            case .token(let t):
                // A minor word weighs little; any other by its rarity.
                let rarity = index.wordRarity[t]
                weights.append(
                    rarity.map { $0.isMinor ? parameters.minorWordWeight : min(1, max(parameters.wordWeightFloor, $0.idf)) }
                        ?? parameters.unknownWordWeight)
                wordWeight += weights[weights.count - 1]
                slotNumber.append(-1)
            case .slot(.values(let list)):
                weights.append(index.lists[Int(list)].isAppNames ? parameters.appNameWeight : parameters.valueWeight)
                slotNumber.append(slot)
                slot += 1
            case .slot(.freeText):
                weights.append(parameters.freeTextWeight)
                slotNumber.append(slot)
                slot += 1
            }
        }
        let total = weights.reduce(0, +)
        let cost: [Double] = tokens.indices.map { j in
            freePositions.contains(j) ? 0 : (isFiller[j] ? parameters.fillerCost : parameters.extraCost) * total
        }
        return TemplateWeights(symbols: symbols, weights: weights, slotNumber: slotNumber, wordWeight: wordWeight, total: total, cost: cost)
    }

    /// Fills `table` with the best score reaching each (symbol, word) cell,
    /// trying every `Transition` from every cell reached, in their order
    /// (a later one replaces an earlier only where it earns more).
    private mutating func filling(
        _ table: inout Table, with entry: PhraseIndex.Entry, _ template: TemplateWeights, leadingMention: AppMentions.Mention?,
        mentions: [AppMentions.Mention]
    ) {
        let symbols = template.symbols, weights = template.weights, cost = template.cost
        let m = symbols.count, n = tokens.count
        let width = n + 1
        table.reset(rows: m + 1, width: width)
        // Template words before the app's name that a mention carrying a
        // preposition may stand for with it, a bit each (a template is far
        // shorter than 64 symbols; a set here would cost an allocation an
        // alignment).
        var runsIntoName: UInt64 = 0
        for (i, symbol) in symbols.enumerated() {
            switch symbol {
            case .token(let t):
                table.wordRow[i] = row(of: t)
                if i + 1 < m, case .token(let next) = symbols[i + 1] { table.pairRow[i] = row(of: t, next) }
                if i + 1 < m, i < 64, case .slot(.values(let list)) = symbols[i + 1], index.lists[Int(list)].isAppNames, endsInN(t) {
                    runsIntoName |= 1 << UInt64(i)
                }
            case .slot(.values(let list)) where !index.lists[Int(list)].isAppNames:
                _ = spans(of: list, from: 0)
                table.slotSpans[i] = spanMemo[list] ?? []
            default: break
            }
        }
        // For a negative phrase, the utterance's words (bit *j*: word *j*)
        // that the app's own phrases say, as written: such a word is that
        // phrase's, not this one's misheard — the mirror of
        // `negativeSaying`. "start meditation" is no "Stop meditation",
        // however alike "start" and "stop" sound.
        var appsOwnWords: UInt64 = 0
        if entry.isNegative {
            for j in 0..<min(n, 64) {
                if let id = tokenIDs[j], index.phraseWordsOfApps[id]?.contains(entry.languageOfApp) == true {
                    appsOwnWords |= 1 << UInt64(j)
                }
            }
        }
        // Read once, not in every cell (it searches the slots' names).
        let namesApp = entry.namesApp
        let textNeedsAWord = parameters.textNeedsAWord > 0
        for i in 0...m {
            for j in 0...n {
                let here = table.dp[i * width + j]
                guard here > -.infinity else { continue }
                func by(_ transition: Transition) -> Back { Back(i: Int16(i), j: Int16(j), transition: transition) }
                if j < n { table.relax(i, j + 1, here - cost[j], by(.extraWord)) }
                guard i < m else { continue }
                switch symbols[i] {
                case .token(let t):
                    table.relax(i + 1, j, here, by(.missingWord))
                    guard j < n else { continue }
                    if namesApp, isCommonWord[j] { table.relax(i + 1, j + 1, here - parameters.unrelatedWordCost * cost[j], by(.unrelatedWord)) }
                    for run in 1...min(Self.maximumRun, n - j) {
                        if run == 1, j < 64, appsOwnWords & (1 << UInt64(j)) != 0, tokenIDs[j] != t { continue }
                        let s = similarity(of: t, row: table.wordRow[i], at: j, run: run)
                        if s > 0 { table.relax(i + 1, j + run, here + weights[i] * s, by(.word)) }
                    }
                    if table.pairRow[i] >= 0, case .token(let next) = symbols[i + 1] {
                        for run in 1...min(2, n - j) {
                            let s = similarity(of: t, next, row: table.pairRow[i], at: j, run: run)
                            if s > 0 { table.relax(i + 2, j + run, here + (weights[i] + weights[i + 1]) * s, by(.wordPair)) }
                        }
                    }
                    // Not the template's preposition heard as itself, a word
                    // of its own: the name after it is heard alone ("in maps"
                    // is no "in Pakt", though alike as one run).
                    if i < 64, runsIntoName & (1 << UInt64(i)) != 0 {
                        var name = by(.prepositionIntoName)
                        for mention in mentions where mention.carriesPreposition && mention.span.lowerBound == j && tokenIDs[j] != t {
                            name.isWeakName = mention.isWeak
                            table.relax(i + 2, mention.span.upperBound, here + (weights[i] + weights[i + 1]) * mention.score, name)
                        }
                    }
                case .slot(.values(let list)):
                    if index.lists[Int(list)].isAppNames {
                        if let leadingMention, j >= leadingMention.span.upperBound {
                            table.relax(i + 1, j, here + weights[i] * parameters.mentionCredit * leadingMention.score, by(.nameElsewhere))
                        }
                        // A preposition said as a word of its own ("… in
                        // diver") is the template's word before the name, or
                        // an extra word: not part of the name. One run into
                        // the name's first word ("encoding bridge") cannot be
                        // told apart from it.
                        var name = by(.name)
                        // Nor where the template's preposition before the
                        // name went unheard: a preposition said there is
                        // that one misheard, and lends the name nothing.
                        let came = table.back[i * width + j]
                        let lent = i > 0 && came.transition == .missingWord && isPrepositionLent(at: j, before: symbols[i - 1], app: entry.app)
                        // Nor words that say the value before it more fully
                        // ("niagara" and "falls" of Niagara Falls): they are
                        // the value's, said whole.
                        if j < n, isValueSaidOn(table, before: i, at: j) { continue }
                        for mention in mentions where mention.span.lowerBound == j
                            && !(mention.carriesPreposition && isPreposition[j]) && !(lent && !mention.carriesPreposition)
                        {
                            name.isWeakName = mention.isWeak
                            table.relax(i + 1, mention.span.upperBound, here + weights[i] * mention.score, name)
                        }
                        continue
                    }
                    table.relax(i + 1, j, here, by(.slotUnsaid))
                    guard j < n else { continue }
                    for span in table.slotSpans[i][j] {
                        var step = by(.value)
                        step.node = span.node
                        table.relax(i + 1, span.end, here + weights[i] * span.score, step)
                    }
                case .slot(.freeText):
                    table.relax(i + 1, j, here, by(.slotUnsaid))
                    guard j < n else { continue }
                    // Free text says a word, not minor words or fillers
                    // alone (`textNeedsAWord`): "add to my … notebook" leaves
                    // the note unsaid, not "to"; "search jotsy for" the
                    // query, not "for".
                    var saysAWord = !textNeedsAWord
                    for end in (j + 1)...n {
                        saysAWord = saysAWord || !isMinorWord[end - 1] && !isFiller[end - 1]
                        guard saysAWord else { continue }
                        table.relax(i + 1, end, here + weights[i], by(.freeText))
                    }
                }
            }
        }
    }

    /// Whether the best path to template symbol `i` at word `j` took a
    /// value last (template words unsaid after it aside) that a longer
    /// form of its list, heard from where it starts at least as closely,
    /// carries on past `j`: words from `j` on say that value more fully.
    private func isValueSaidOn(_ table: Table, before i: Int, at j: Int) -> Bool {
        var k = i, came = table.back[i * table.width + j]
        while came.transition == .missingWord, came.i >= 0 {
            k = Int(came.i)
            came = table.back[k * table.width + j]
        }
        guard came.transition == .value, k > 0 else { return false }
        let spans = table.slotSpans[k - 1][Int(came.j)]
        guard let taken = spans.first(where: { $0.end == j && $0.node == came.node }) else { return false }
        return spans.contains { $0.end > j && $0.score >= taken.score }
    }

    /// Whether word `j`, opening a run heard as the app's name right after
    /// the template's preposition `before` went unheard, is a preposition
    /// said as a word of its own ("and", "in", "with"): that preposition
    /// misheard ("and" for "in"), whose sounds are no part of the name —
    /// "open niagara falls and maps" is no "… in Landmarks", though "and
    /// maps" sounds like "landmarks" with "and" lent to it. The name is
    /// then heard from the next word. Not where one of the app's names
    /// opens with the word's first sound ("for cool" for "FernQuill") or
    /// with its last, the N a name shares with "in" ("in iran" for "in
    /// Nyra").
    private func isPrepositionLent(at j: Int, before: TokenTrie.Symbol, app: Int32) -> Bool {
        guard j < tokens.count, isPreposition[j], case .token(let t) = before, prepositions.contains(index.vocabulary.word(t)) else { return false }
        let (opening, closing) = sounds.withPhonemes(of: j..<(j + 1)) { ($0.first, $0.last) }
        let forms = index.lists[Int(index.nameList(ofApp: app))].sounds ?? []
        return !forms.contains { $0.phonemes.first == opening || $0.phonemes.first == closing }
    }

    /// The best path through `table`, from its last cell back to its first:
    /// the steps in that order (the utterance's last words first).
    private func walkingBack(_ table: Table, _ template: TemplateWeights) -> [Step] {
        let width = table.width
        var steps: [Step] = []
        var i = template.symbols.count, j = tokens.count
        while i > 0 || j > 0 {
            let step = table.back[i * width + j]
            guard step.i >= 0 else { break }
            let pi = Int(step.i), pj = Int(step.j)
            // What the step earned: the weight of the symbols it covers times its similarity.
            let earned = table.dp[i * width + j] - table.dp[pi * width + pj]
            steps.append(Step(symbols: pi..<i, words: pj..<j, transition: step.transition, node: step.node, isWeakName: step.isWeakName, earned: earned))
            i = pi
            j = pj
        }
        return steps
    }

    /// What the walk says, read in its order: what each slot took, which
    /// words were said and left over, how much of the template's words and
    /// how alike its name were heard.
    private func reading(_ steps: [Step], of entry: PhraseIndex.Entry, _ template: TemplateWeights, best: Double) -> AlignmentDraft {
        var draft = AlignmentDraft(entry: entry, template: template, steps: steps, best: best)
        let symbols = template.symbols, weights = template.weights, slotNumber = template.slotNumber
        draft.captures = Array(repeating: nil, count: slotNumber.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) })
        draft.saidWords = Array(repeating: false, count: symbols.count)
        for step in steps {
            let (pi, i) = (step.symbols.lowerBound, step.symbols.upperBound)
            let (pj, j) = (step.words.lowerBound, step.words.upperBound)
            if step.transition.saysName {
                draft.nameSaid = (pj..<j, pi..<i)
                let covered = weights[pi..<i].reduce(0, +)
                let similarity = covered > 0 ? step.earned / covered : 0
                if step.isWeakName { draft.weakestName = min(draft.weakestName ?? 1, similarity) }
                draft.namesSaid.append(similarity)
                // The preposition run into it ("encoding bridge") was heard too.
                for k in pi..<i where slotNumber[k] < 0 { draft.heardPrepositionWeight += weights[k] * similarity }
            }
            if step.transition.saysWords {
                for k in pi..<i { draft.saidWords[k] = true }
                if !step.transition.saysName { draft.heardWordWeight += step.earned }
            }
            if step.transition == .extraWord { draft.leftOver |= 1 << UInt64(pj) }
            for k in pi..<i where slotNumber[k] >= 0 {
                guard case .slot(let kind) = symbols[k] else { continue }
                switch kind {
                case .values(let list):
                    if step.transition.saysName || step.transition == .nameElsewhere {
                        draft.captures[slotNumber[k]] = .values(list: list, node: -1)
                    } else if step.node >= 0 {
                        let rivals = spanMemo[list]?[pj].first { $0.end == j && $0.node == step.node }?.rivals ?? []
                        draft.captures[slotNumber[k]] = .values(list: list, node: step.node, rivals: rivals)
                        draft.valueSpans.append((list, pj..<j))
                        // A word the span took that the value does not say is left over.
                        for w in wordsBesideValue(list: list, node: step.node, in: pj..<j) where w < 64 { draft.leftOver |= 1 << UInt64(w) }
                        // Heard less than as it is written.
                        if step.earned / weights[k] < 1 - Self.roundingSlack { draft.isValueInDoubt = true }
                    }
                case .freeText:
                    if step.transition == .freeText { draft.captures[slotNumber[k]] = .text(trimmingFillers(pj..<j)) }
                }
            }
        }
        return draft
    }

    /// Words at the ends of a value's span that the value does not say:
    /// the form ending at `node` sounds at least as alike without them
    /// ("had" of "eight ounce had double shot" read as `double shot`: what
    /// a recogniser wrote for "hot", perhaps another value). Not a minor
    /// word ("ink cartridges on it"), which says no value. A long list,
    /// whose forms' sounds are not kept, has none.
    private func wordsBesideValue(list: Int32, node: Int32, in span: Range<Int>) -> [Int] {
        guard span.count > 1, let forms = index.lists[Int(list)].sounds,
            let form = forms.filter({ $0.node == node }).min(by: { $0.wordCount < $1.wordCount }), span.count > form.wordCount
        else { return [] }
        let alike = { (words: Range<Int>) in sounds.similarity(of: form, to: words) }
        let isMinor = { (k: Int) in minorWords.contains(tokens[k]) }
        var beside: [Int] = []
        var words = span
        var whole = alike(words)
        while words.count > form.wordCount {
            let withoutFirst = alike(words.dropFirst()), withoutLast = alike(words.dropLast())
            if withoutFirst >= whole, withoutFirst >= withoutLast, !isMinor(words.lowerBound) {
                beside.append(words.lowerBound)
                words = words.dropFirst()
                whole = withoutFirst
            } else if withoutLast >= whole, !isMinor(words.upperBound - 1) {
                beside.append(words.upperBound - 1)
                words = words.dropLast()
                whole = withoutLast
            } else {
                break
            }
        }
        return beside
    }

    /// What sums of weights may be off by: all of a weight heard, summed in
    /// another order, is still all of it.
    static let roundingSlack = 1e-9

    /// A negative phrase of `entry`'s app and language that says word `j`
    /// of the utterance as it is written, taken for the template's word
    /// `said` (`nil`: for no word of the template).
    func negativeSaying(word j: Int, for said: TokenTrie.Symbol?, of entry: PhraseIndex.Entry) -> Int32? {
        guard let id = tokenIDs[j], said != .token(id), let negatives = index.negativeOnlyWords[id] else { return nil }
        return negatives.first { index.entries[Int($0)].languageOfApp == entry.languageOfApp }
    }
}
