/// The alignment of an utterance with one template (`FlexibleSearch`'s
/// dynamic programme): which words stand for which template words, slots
/// and app name, what each slot took, and what the reading scores.
extension FlexibleSearch {
    struct Back {
        var i: Int16 = -1
        var j: Int16 = -1
        /// The value trie node of the form a value slot took, or `-1`.
        var node: Int32 = -1
        var isText = false
        /// The app's name slot, satisfied by the name said elsewhere ("Hey Calm, start meditation").
        var isMention = false
        /// The app's name slot, said where it goes.
        var isName = false
        /// … by a mention said less closely than a name must be on its own.
        var isWeakName = false
        /// A template word said (not skipped).
        var isWord = false
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
        /// freeing two arrays for each cost about 1 % of a flexible match's
        /// instructions. Cells past them are left as they were, unread.
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

    /// A word heard in a template word's place that sounds at least this
    /// alike, though less than `Similarity.soundMinimum`, earns up to
    /// `weakCredit` of its weight (chosen on the evaluation set's tuning
    /// part: three points more transcripts right, no more false accepts).
    static let weakSimilarity = 0.5
    static let weakCredit = 0.5

    /// The share of a template's own words' weight that must be heard for
    /// its free text to be taken (chosen on the tuning part: out-of-domain
    /// transcripts accepted 2 → 0 of 528, n-best 3 → 0, for 2 of 1,816
    /// transcripts right).
    static let freeTextWordShare = 0.75

    /// A reading whose app's name was heard this clearly, in the
    /// template's place, beside the template's own words (three quarters
    /// of their weight) and its values as they are written, with no word
    /// left over that may be another value or another app's name, closes
    /// `clearNameBonus` of the gap between its score and 1: the name is
    /// evidence of its own ("could you please, if it's not too much
    /// trouble, open Paris in Landmarks"). Chosen on the tuning part (full
    /// run): 0.125 takes typed extra words 99.2 → 99.3 % (checking 98.3 →
    /// 99.7 %) with no false accept more (0.2 the same; 0.3 five more); a
    /// flat 0.05 made readings at 0.99 tie. Without the template's words
    /// and exact values, "order toto neknek pizza from atlas" was Atlas's
    /// place Neknek (`make bench`'s no-match utterances, 100,000 values).
    static let clearNameSimilarity = 0.9
    static let clearNameBonus = 0.125

    /// The app's name said out of the template's order counts this much of its weight.
    static let mentionCredit = 0.9

    /// The best alignment of the utterance with `entry`, or `nil` if a slot
    /// that must be said is not.
    mutating func align(
        _ entry: PhraseIndex.Entry, freePositions: Set<Int>, leadingMention: AppMentions.Mention?,
        mentions: [AppMentions.Mention]
    ) -> (
        score: Double, captures: [SlotCapture?], contradicted: Int32?, leavesWordsUnexplained: Bool, name: (words: Range<Int>, symbols: Range<Int>)?,
        unconfirmed: Bool, nameSimilarity: Double?, leftOver: UInt64
    )? {
        let symbols = entry.symbols
        let m = symbols.count, n = tokens.count
        var weights: [Double] = []
        var slotNumber: [Int] = []
        weights.reserveCapacity(m)
        slotNumber.reserveCapacity(m)
        var slot = 0
        // The weight of the template's own words, slots aside.
        var wordWeight = 0.0
        for symbol in symbols {
            switch symbol {
            case .token(let t):
                weights.append(index.wordWeights[t] ?? 0.5)
                wordWeight += weights[weights.count - 1]
                slotNumber.append(-1)
            case .slot(.values(let list)):
                weights.append(index.lists[Int(list)].isAppNames ? Self.appNameWeight : Self.valueWeight)
                slotNumber.append(slot)
                slot += 1
            case .slot(.freeText):
                weights.append(Self.freeTextWeight)
                slotNumber.append(slot)
                slot += 1
            }
        }
        let total = weights.reduce(0, +)
        let cost: [Double] = tokens.indices.map { j in
            freePositions.contains(j) ? 0 : (isFiller[j] ? Self.fillerCost : Self.extraCost) * total
        }
        let width = n + 1
        // The last alignment's table, taken (so that it is not shared
        // while this one writes it) and given back.
        var table = alignmentTable
        alignmentTable = Table()
        defer { alignmentTable = table }
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
        for i in 0...m {
            for j in 0...n {
                let here = table.dp[i * width + j]
                guard here > -.infinity else { continue }
                let from = Back(i: Int16(i), j: Int16(j))
                if j < n { table.relax(i, j + 1, here - cost[j], from) }  // an extra word
                guard i < m else { continue }
                switch symbols[i] {
                case .token(let t):
                    table.relax(i + 1, j, here, from)  // a missing word
                    guard j < n else { continue }
                    var said = from
                    said.isWord = true
                    // A word heard in its place that is nothing like it.
                    if namesApp, isCommonWord[j] { table.relax(i + 1, j + 1, here - Self.unrelatedWordCost * cost[j], from) }
                    // One, two or three words heard for the template's word.
                    for run in 1...min(Self.maximumRun, n - j) {
                        if run == 1, j < 64, appsOwnWords & (1 << UInt64(j)) != 0, tokenIDs[j] != t { continue }
                        let s = similarity(of: t, row: table.wordRow[i], at: j, run: run)
                        if s > 0 { table.relax(i + 1, j + run, here + weights[i] * s, said) }
                    }
                    // Two template words heard as one or two.
                    if table.pairRow[i] >= 0, case .token(let next) = symbols[i + 1] {
                        for run in 1...min(2, n - j) {
                            let s = similarity(of: t, next, row: table.pairRow[i], at: j, run: run)
                            if s > 0 { table.relax(i + 2, j + run, here + (weights[i] + weights[i + 1]) * s, said) }
                        }
                    }
                    // A preposition run into the app's name after it ("encoding
                    // bridge") — not the template's preposition heard as itself,
                    // a word of its own: the name after it is heard alone ("in
                    // maps" is no "in Pakt", though 0.54 alike as one run).
                    if i < 64, runsIntoName & (1 << UInt64(i)) != 0 {
                        var name = from
                        name.isName = true
                        name.isWord = true
                        for mention in mentions where mention.carriesPreposition && mention.span.lowerBound == j && tokenIDs[j] != t {
                            name.isWeakName = mention.isWeak
                            table.relax(i + 2, mention.span.upperBound, here + (weights[i] + weights[i + 1]) * mention.score, name)
                        }
                    }
                case .slot(.values(let list)):
                    if index.lists[Int(list)].isAppNames {
                        if let leadingMention, j >= leadingMention.span.upperBound {
                            var mention = from
                            mention.isMention = true
                            table.relax(i + 1, j, here + weights[i] * Self.mentionCredit * leadingMention.score, mention)
                        }
                        var name = from
                        name.isName = true
                        // A preposition said as a word of its own ("… in
                        // diver") is the template's word before the name,
                        // or an extra word: not part of the name. One run
                        // into the name's first word ("encoding bridge")
                        // cannot be told apart from it. Tuning part, full
                        // run: entity words survived 74.7 → 74.9 % (n-best
                        // 82.9 → 83.1 %), no false accept more: "show to add
                        // links in diver" is no longer "add a link to Diver"
                        // with "in" for nothing.
                        for mention in mentions where mention.span.lowerBound == j
                            && !(mention.carriesPreposition && prepositions.contains(tokens[j]))
                        {
                            name.isWeakName = mention.isWeak
                            table.relax(i + 1, mention.span.upperBound, here + weights[i] * mention.score, name)
                        }
                        continue
                    }
                    table.relax(i + 1, j, here, from)  // a value left unsaid: asked for later
                    guard j < n else { continue }
                    for span in table.slotSpans[i][j] {
                        var step = from
                        step.node = span.node
                        table.relax(i + 1, span.end, here + weights[i] * span.score, step)
                    }
                case .slot(.freeText):
                    table.relax(i + 1, j, here, from)
                    guard j < n else { continue }
                    for end in (j + 1)...n {
                        var step = from
                        step.isText = true
                        table.relax(i + 1, end, here + weights[i], step)
                    }
                }
            }
        }
        var best = table.dp[m * width + n]
        guard best > 0, total > 0 else { return nil }
        // Walk back for what each slot took, which words were said, and
        // which words of the utterance nothing explains.
        var captures: [SlotCapture?] = Array(repeating: nil, count: slot)
        var saidWords = Set<Int>()
        // How much of the template's own words' weight was heard.
        var heardWordWeight = 0.0
        // … and of the prepositions run into the app's name.
        var heardPrepositionWeight = 0.0
        var leftOverMask: UInt64 = 0
        // Whether word `k` was left over: a bit of the mask (an utterance
        // has at most 48 words), not an array allocated per alignment.
        func isLeftOver(_ k: Int) -> Bool { leftOverMask & (1 << UInt64(k)) != 0 }
        var valueSpans: [(list: Int32, span: Range<Int>)] = []
        // The similarity of the least alike name said weakly, if any.
        var weakestName: Double?
        // How alike each name said in the template's place was.
        var namesSaid: [Double] = []
        // Whether words that may be another value or another app's name were left over.
        var isUnexplained = false
        // Whether a value was heard less than as it is written.
        var isValueInDoubt = false
        var contradicted: Int32?
        // Where the app's name was said in its place.
        var nameSaid: (words: Range<Int>, symbols: Range<Int>)?
        // Whether a weak name lacks the phrase's words heard beside it.
        var isWeakNameUnconfirmed = false
        var i = m, j = n
        while i > 0 || j > 0 {
            let step = table.back[i * width + j]
            guard step.i >= 0 else { break }
            let pi = Int(step.i), pj = Int(step.j)
            // What the step earned: the weight of the symbols it covers times its similarity.
            let earned = table.dp[i * width + j] - table.dp[pi * width + pj]
            if step.isName {
                nameSaid = (pj..<j, pi..<i)
                let covered = weights[pi..<i].reduce(0, +)
                let similarity = covered > 0 ? earned / covered : 0
                if step.isWeakName { weakestName = min(weakestName ?? 1, similarity) }
                namesSaid.append(similarity)
                // The preposition run into it ("encoding bridge") was heard too.
                for k in pi..<i where slotNumber[k] < 0 { heardPrepositionWeight += weights[k] * similarity }
            }
            if step.isWord {
                saidWords.formUnion(pi..<i)
                if !step.isName {
                    heardWordWeight += earned
                    // One word heard for one other word of the template, not
                    // part of a run ("go all" for "goal").
                    if !entry.isNegative, contradicted == nil, i - pi == 1, j - pj == 1 {
                        contradicted = negativeSaying(word: pj, for: symbols[pi], of: entry)
                    }
                }
            }
            if pi == i, pj == j - 1 {
                leftOverMask |= 1 << UInt64(pj)
            }
            // A word only the app's negative phrases say, heard as written
            // and explained by no word of the template — left over, or in
            // the place of a word it is nothing like ("delete every parcel
            // in pakt" read as "add a ${carrier} parcel to Pakt") — says
            // that negative phrase too.
            let isPlainWord = !step.isWord && !step.isName && !step.isMention && !step.isText && step.node < 0
            if isPlainWord, j - pj == 1, i - pi <= 1, !entry.isNegative, contradicted == nil {
                contradicted = negativeSaying(word: pj, for: nil, of: entry)
            }
            for k in pi..<i where slotNumber[k] >= 0 {
                guard case .slot(let kind) = symbols[k] else { continue }
                switch kind {
                case .values(let list):
                    if step.isName || step.isMention {
                        captures[slotNumber[k]] = .values(list: list, node: -1)
                    } else if step.node >= 0 {
                        let rivals = spanMemo[list]?[pj].first { $0.end == j && $0.node == step.node }?.rivals ?? []
                        captures[slotNumber[k]] = .values(list: list, node: step.node, rivals: rivals)
                        valueSpans.append((list, pj..<j))
                        // Heard less than as it is written.
                        if earned / weights[k] < 1 - 1e-9 { isValueInDoubt = true }
                    }
                case .freeText:
                    if step.isText { captures[slotNumber[k]] = .text(trimmingFillers(pj..<j)) }
                }
            }
            i = pi
            j = pj
        }
        // A word left over right beside a value is most likely part of a
        // value said differently — a longer name, or one the list lacks:
        // "turn on the <unlisted> lamp" is not the lamp. It costs more than
        // an extra word elsewhere, so a reading that leaves part of a
        // spoken value out loses to one that places it.
        for (list, span) in valueSpans {
            for step in [-1, 1] {
                var k = step < 0 ? span.lowerBound - 1 : span.upperBound
                while k >= 0, k < n, isLeftOver(k), cost[k] > 0 {
                    // A word said again ("acme acme website", "open recipe, I
                    // mean open recipe app") is a stumble, not another value.
                    let isRepeat = k > 0 && tokens[k - 1] == tokens[k] || tokens[(k + 1)..<min(n, k + 7)].contains(tokens[k])
                    if !isRepeat, isValueWord(at: k, of: list) {
                        best -= (Self.besideValueCost - Self.extraCost) * total
                        isUnexplained = true
                    }
                    k += step
                }
            }
        }
        // Words nothing explains after a preposition at the end ("… in
        // maps") name an app this one is not: they cost as much as a
        // value's left-over words.
        if let last = tokens.indices.last, isLeftOver(last) {
            var k = last
            while k > 0, isLeftOver(k - 1), !prepositions.contains(tokens[k]) { k -= 1 }
            // "… for me", "… with you" are politeness, not a name.
            if k > 0, k < last, isLeftOver(k), prepositions.contains(tokens[k]), !isFiller[k + 1] {
                for x in (k + 1)...last where cost[x] > 0 && !isFiller[x] {
                    best -= (Self.besideValueCost - Self.extraCost) * total
                    isUnexplained = true
                }
            }
        }
        // Free text is only captured next to a template word that was said
        // ("search … for <query>"); otherwise it would swallow any sentence.
        // A minor word left out between them does not break the anchor
        // ("search Diver sourdough starter"), nor does the app's name.
        // Anchored by the app's name alone, it says less, and counts half.
        enum Anchor { case word, name, none }
        func anchor(_ k: Int, _ step: Int) -> Anchor {
            var a = k + step
            while a >= 0, a < m {
                if saidWords.contains(a) { return .word }
                if case .slot(.values(let list)) = symbols[a], index.lists[Int(list)].isAppNames, captures[slotNumber[a]] != nil {
                    return .name
                }
                guard case .token = symbols[a], weights[a] <= PhraseIndex.minorWordWeight else { return .none }
                a += step
            }
            return .none
        }
        // Nor when the template's own words are mostly unheard: free text
        // and a name that sounds like the app's ("a diner" for "Diver")
        // would otherwise carry any sentence.
        func mostlyHeard(_ heard: Double) -> Bool { wordWeight == 0 || heard >= Self.freeTextWordShare * wordWeight }
        let wordsHeard = mostlyHeard(heardWordWeight)
        // A name said only weakly names the app where the phrase's own words
        // were heard, the more of them the weaker the name: "start breathing
        // meditation and comp". A preposition run into the name counts as
        // heard, as for a clear name (tuning part, full run: one transcript
        // more right, 72.2 → 72.3 %, no false accept more).
        if let weakestName {
            let tookText = captures.contains { if case .text = $0 { true } else { false } }
            let needed = Self.wordShareNeeded(besideName: weakestName, tookText: tookText)
            // A little slack for the sums' rounding: all of it heard is all of it.
            // Short of that, a phrase without free text may still be heard
            // whole (`Catalog.creditingWholeSound`).
            if !(wordWeight > 0 && heardWordWeight + heardPrepositionWeight >= needed * wordWeight - 1e-9) {
                guard !tookText, wordWeight > 0 else { return nil }
                isWeakNameUnconfirmed = true
            }
        }
        for (k, symbol) in symbols.enumerated() where symbol == .slot(.freeText) {
            guard captures[slotNumber[k]] != nil else { continue }
            let anchors = [anchor(k, -1), anchor(k, 1)]
            if wordsHeard, anchors.contains(.word) { continue }
            if wordsHeard, anchors.contains(.name) {
                best -= weights[k] / 2
            } else {
                captures[slotNumber[k]] = nil
                best -= weights[k]
            }
        }
        guard best > 0 else { return nil }
        // The app's name is never optional.
        for (k, symbol) in symbols.enumerated() {
            if case .slot(.values(let list)) = symbol, index.lists[Int(list)].isAppNames, captures[slotNumber[k]] == nil {
                return nil
            }
        }
        // A value or text left unsaid beside words nothing explains was
        // perhaps said, as a value the list lacks ("open zeppelin in coding
        // bridge").
        let isValueUnsaid = symbols.indices.contains { k in
            switch symbols[k] {
            case .slot(.values(let list)): return !index.lists[Int(list)].isAppNames && captures[slotNumber[k]] == nil
            case .slot(.freeText): return captures[slotNumber[k]] == nil
            case .token: return false
            }
        }
        if isValueUnsaid, (0..<n).contains(where: { isLeftOver($0) && cost[$0] > 0 && !isFiller[$0] }) {
            isUnexplained = true
        }
        let isNamedClearly = mostlyHeard(heardWordWeight + heardPrepositionWeight) && !isUnexplained && !isValueInDoubt && !namesSaid.isEmpty && namesSaid.allSatisfy { $0 >= Self.clearNameSimilarity }
        let score = best / total
        return (
            min(0.99, isNamedClearly ? score + Self.clearNameBonus * (1 - score) : score), captures, contradicted, isUnexplained, nameSaid,
            isWeakNameUnconfirmed, namesSaid.min(), leftOverMask
        )
    }

    /// A negative phrase of `entry`'s app and language that says word `j`
    /// of the utterance as it is written, taken for the template's word
    /// `said` (`nil`: for no word of the template).
    private func negativeSaying(word j: Int, for said: TokenTrie.Symbol?, of entry: PhraseIndex.Entry) -> Int32? {
        guard let id = tokenIDs[j], said != .token(id), let negatives = index.negativeOnlyWords[id] else { return nil }
        return negatives.first { index.entries[Int($0)].languageOfApp == entry.languageOfApp }
    }
}
