import Foundation

/// Finds templates an utterance says *approximately*: with extra words
/// (fillers, politeness, false starts), a minor word missing, or words
/// misheard (near spellings, sound-alikes, split or merged words).
///
/// For each candidate template it aligns the utterance to the template's
/// words and slots with dynamic programming, maximising
///
///     Σ weight(word) · similarity  −  W · Σ cost(extra word)
///
/// where rare, informative words weigh more than common ones, slots (the
/// app's name, a value) weigh most, and *W* is the template's total weight.
/// The score is that maximum over *W*. Slots are hard constraints: the app
/// name must be said (app boundaries are never crossed), and a value must be
/// a real value of its type, said closely.
struct FlexibleSearch {
    struct Span {
        var end: Int
        /// The value trie's node where the form said ends (its payloads are the forms).
        var node: Int32
        var score: Double
        /// Other forms said almost as closely over the same words (nodes):
        /// the list is crowded there, and the utterance does not say which.
        var rivals: [Int32] = []
    }

    /// Weights of slots relative to template words (which weigh 0.2 to 1).
    static let appNameWeight = 2.0
    static let valueWeight = 2.0
    static let freeTextWeight = 0.5
    /// Cost of an extra word as a fraction of the template's weight.
    static let fillerCost = 0.02
    static let extraCost = 0.08
    /// A word left over beside a value that is a word of the value list.
    static let besideValueCost = 0.4
    /// How closely an app's name or a value must be said.
    static let appNameSimilarity = 0.8
    static let valueSimilarity = 0.75
    /// How closely a value must be said where its list is crowded.
    static let crowdedValueSimilarity = 0.95
    /// Forms said within this of the best form over the same words are its rivals.
    static let rivalMargin = 0.1
    /// Longer utterances are cut: nobody says a shortcut in 48 words.
    static let maximumTokens = 48

    static let fillers: Set<String> = [
        "hey", "hi", "hello", "um", "uh", "uhm", "umm", "erm", "er", "ah", "oh", "please", "could", "would", "can",
        "will", "you", "kindly", "just", "siri", "okay", "ok", "so", "well", "like", "now", "the", "a", "an", "i",
        "want", "wanna", "to", "me", "for", "thanks", "thank", "go", "ahead", "yeah", "yes", "quickly", "right",
        "actually", "maybe", "let", "us", "lets", "do", "need", "id", "love", "some",
    ]
    static let prepositions: Set<String> = ["in", "on", "with", "from", "to", "for", "using", "via", "at", "into", "through"]

    private let index: PhraseIndex
    private let tokens: [String]
    /// Per utterance word: vocabulary words it may be, with similarity.
    private let alternatives: [[(id: Int32, similarity: Double)]]
    /// Per position *j*: vocabulary words that words *j* and *j*+1 joined may be.
    private let pairAlternatives: [[(id: Int32, similarity: Double)]]
    private var spanMemo: [Int32: [[Span]]] = [:]

    init(index: PhraseIndex, tokens: [String]) {
        self.index = index
        self.tokens = Array(tokens.prefix(Self.maximumTokens))
        let words = self.tokens
        alternatives = words.map { index.fuzzy.similarWords(to: $0, in: index.vocabulary) }
        var pairs: [[(id: Int32, similarity: Double)]] = []
        for j in 0..<max(0, words.count - 1) {
            pairs.append(index.fuzzy.similarWords(to: words[j] + words[j + 1], in: index.vocabulary, limit: 4))
        }
        pairAlternatives = pairs
    }

    // MARK: - Spans of values

    /// Every way a whole form of `list` is said starting at `start`, closely enough.
    mutating func spans(of list: Int32, from start: Int) -> [Span] {
        if let memo = spanMemo[list] { return memo[start] }
        let trie = index.lists[Int(list)].trie
        let values = index.lists[Int(list)]
        let minimum = values.isAppNames ? Self.appNameSimilarity : Self.valueSimilarity
        let crowdedMinimum = values.isAppNames ? minimum : Self.requiredSimilarity(amongWords: values.words.count)
        var all: [[Span]] = Array(repeating: [], count: tokens.count + 1)
        for j in 0..<tokens.count {
            // (node, position, similarity sum, form words consumed)
            var frontier: [(Int32, Int, Double, Int)] = [(TokenTrie.root, j, 0, 0)]
            // Per end position: every form said closely enough there, best kept per node.
            var found: [Int: [Int32: Double]] = [:]
            func reach(_ child: Int32, _ position: Int, _ sum: Double, _ count: Int, into frontier: inout [(Int32, Int, Double, Int)]) {
                let score = sum / Double(count)
                if trie.hasPayload(at: child), score >= minimum, score > found[position]?[child] ?? 0,
                    score >= crowdedMinimum, score >= 1 || !isCrowded(list, j..<position) || score >= Self.crowdedValueSimilarity
                {
                    found[position, default: [:]][child] = score
                }
                if position < tokens.count, count < 12 { frontier.append((child, position, sum, count)) }
            }
            while let (node, at, sum, count) = frontier.popLast() {
                guard at < tokens.count else { continue }
                for (word, similarity) in alternatives[at] {
                    if let child = trie.child(of: node, token: word) {
                        reach(child, at + 1, sum + similarity, count + 1, into: &frontier)
                    }
                    if let child = trie.compoundChild(of: node, token: word) {
                        reach(child, at + 1, sum + 2 * similarity, count + 2, into: &frontier)
                    }
                }
                if at < pairAlternatives.count {
                    for (word, similarity) in pairAlternatives[at] {
                        if let child = trie.child(of: node, token: word) {
                            reach(child, at + 2, sum + similarity, count + 1, into: &frontier)
                        }
                    }
                }
            }
            all[j] = found.map { end, nodes in
                let best = nodes.max { $0.value < $1.value || $0.value == $1.value && $0.key > $1.key }!
                let rivals = best.value < 1 ? nodes.filter { $0.key != best.key && $0.value >= best.value - Self.rivalMargin }.map(\.key).sorted() : []
                return Span(end: end, node: best.key, score: best.value, rivals: rivals)
            }.sorted { $0.end < $1.end }
        }
        spanMemo[list] = all
        return all[start]
    }

    /// How closely a value of a list of `words` distinct words must be
    /// said: the more words a list has, the likelier a word heard a little
    /// off is near one of them by chance, though it names something the
    /// list lacks. `valueSimilarity` up to a few hundred words, rising
    /// with the logarithm of the count to `crowdedValueSimilarity` at
    /// tens of thousands.
    static func requiredSimilarity(amongWords words: Int) -> Double {
        let (few, many) = (300.0, 30_000.0)
        let share = min(1, max(0, log(Double(words) / few) / log(many / few)))
        return valueSimilarity + (crowdedValueSimilarity - valueSimilarity) * share
    }

    /// Whether the list has several words near some word of `span` of the
    /// utterance that is not itself one of its words: there, a word heard
    /// a letter or two off is as likely another value, one the list lacks,
    /// as a misheard one.
    private func isCrowded(_ list: Int32, _ span: Range<Int>) -> Bool {
        let values = index.lists[Int(list)]
        return span.contains { j in
            // A word heard as it is written is not in doubt.
            if let exact = alternatives[j].first, exact.similarity >= 1, values.contains(word: exact.id) { return false }
            return alternatives[j].lazy.filter { values.contains(word: $0.id) }.count >= 2
        }
    }

    /// Positions where app `app`'s name is said (with a preposition before it).
    mutating func mentions(ofApp app: Int32) -> Set<Int> {
        let list = index.nameList(ofApp: app)
        var positions = Set<Int>()
        for j in 0..<tokens.count {
            for span in spans(of: list, from: j) {
                positions.formUnion(j..<span.end)
                if j > 0, Self.prepositions.contains(tokens[j - 1]) { positions.insert(j - 1) }
            }
        }
        return positions
    }

    /// The span where app `app`'s name opens the utterance, after fillers at
    /// most: "Hey Calm, start meditation".
    mutating func leadingMention(ofApp app: Int32) -> Range<Int>? {
        let list = index.nameList(ofApp: app)
        var j = 0
        while j < tokens.count {
            if let span = spans(of: list, from: j).max(by: { $0.end < $1.end }) { return j..<span.end }
            guard Self.fillers.contains(tokens[j]) else { return nil }
            j += 1
        }
        return nil
    }

    // MARK: - Candidates

    /// Readings of the utterance, scored, for every plausible template.
    /// A template the utterance fits: its score and, per slot, what the slot
    /// took (`nil`: left unsaid).
    struct Found {
        var entry: Int32
        var score: Double
        var captures: [SlotCapture?]
    }

    /// - Parameters:
    ///   - app: consider only this app's templates.
    ///   - only: consider only these templates (entry numbers).
    mutating func readings(restrictedTo app: Int32?, appCount: Int, only: Set<Int32>? = nil) -> [Found] {
        guard !tokens.isEmpty else { return [] }
        var mentionsByApp: [Int32: Set<Int>] = [:]
        for a in 0..<Int32(appCount) where app == nil || app == a {
            let positions = mentions(ofApp: a)
            if !positions.isEmpty { mentionsByApp[a] = positions }
        }

        var candidates = Set<Int32>()
        for options in alternatives {
            for (word, _) in options { candidates.formUnion(index.templatePostings[word] ?? []) }
        }
        for options in pairAlternatives {
            for (word, _) in options { candidates.formUnion(index.templatePostings[word] ?? []) }
        }
        for (list, entries) in index.listEntries {
            if (0..<tokens.count).contains(where: { !spans(of: list, from: $0).isEmpty }) { candidates.formUnion(entries) }
        }

        var result: [Found] = []
        for entryNumber in candidates.sorted() {
            let entry = index.entries[Int(entryNumber)]
            if let app, entry.app != app { continue }
            if let only, !only.contains(entryNumber) { continue }
            // Naming one app excludes the others' phrases, with or without their name.
            if !mentionsByApp.isEmpty, mentionsByApp[entry.app] == nil { continue }
            let hasNameSlot = entry.symbols.contains(.slot(.values(index.nameList(ofApp: entry.app))))
            let leading = hasNameSlot ? leadingMention(ofApp: entry.app) : nil
            let free = hasNameSlot ? Set(leading ?? 0..<0) : mentionsByApp[entry.app] ?? []
            if let aligned = align(entry, freePositions: free, leadingMention: leading) {
                result.append(Found(entry: entryNumber, score: aligned.score, captures: aligned.captures))
            }
        }
        return result
    }

    // MARK: - Alignment

    private struct Back {
        var i: Int16 = -1
        var j: Int16 = -1
        /// The value trie node of the form a value slot took, or `-1`.
        var node: Int32 = -1
        var isText = false
        /// The app's name slot, satisfied by the name said elsewhere ("Hey Calm, start meditation").
        var isMention = false
        /// A template word said (not skipped).
        var isWord = false
    }

    /// The app's name said out of the template's order counts this much of its weight.
    static let mentionCredit = 0.9

    /// The best alignment of the utterance with `entry`, or `nil` if a slot
    /// that must be said is not.
    private mutating func align(_ entry: PhraseIndex.Entry, freePositions: Set<Int>, leadingMention: Range<Int>? = nil) -> (score: Double, captures: [SlotCapture?])? {
        let symbols = entry.symbols
        let m = symbols.count, n = tokens.count
        var weights: [Double] = []
        var slotNumber: [Int] = []
        var slot = 0
        for symbol in symbols {
            switch symbol {
            case .token(let t):
                weights.append(index.wordWeights[t] ?? 0.5)
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
        let cost: [Double] = tokens.enumerated().map { j, word in
            freePositions.contains(j) ? 0 : (Self.fillers.contains(word) ? Self.fillerCost : Self.extraCost) * total
        }

        let width = n + 1
        var dp = [Double](repeating: -.infinity, count: (m + 1) * width)
        var back = [Back](repeating: Back(), count: (m + 1) * width)
        dp[0] = 0
        func relax(_ i: Int, _ j: Int, _ value: Double, _ from: Back) {
            let k = i * width + j
            if value > dp[k] {
                dp[k] = value
                back[k] = from
            }
        }
        for i in 0...m {
            for j in 0...n {
                let here = dp[i * width + j]
                guard here > -.infinity else { continue }
                let from = Back(i: Int16(i), j: Int16(j))
                if j < n { relax(i, j + 1, here - cost[j], from) }  // an extra word
                guard i < m else { continue }
                switch symbols[i] {
                case .token(let t):
                    relax(i + 1, j, here, from)  // a missing word
                    guard j < n else { continue }
                    var said = from
                    said.isWord = true
                    if let s = similarity(of: t, at: j) { relax(i + 1, j + 1, here + weights[i] * s, said) }
                    if j + 1 < n, let s = pairSimilarity(of: t, at: j) { relax(i + 1, j + 2, here + weights[i] * s, said) }
                    if i + 1 < m, case .token(let next) = symbols[i + 1],
                        let joined = index.vocabulary.id(of: index.vocabulary.word(t) + index.vocabulary.word(next)),
                        let s = similarity(of: joined, at: j)
                    {
                        relax(i + 2, j + 1, here + (weights[i] + weights[i + 1]) * s, said)
                    }
                case .slot(.values(let list)):
                    let isName = index.lists[Int(list)].isAppNames
                    if !isName { relax(i + 1, j, here, from) }  // a value left unsaid: asked for later
                    if isName, let leadingMention, j >= leadingMention.upperBound {
                        var mention = from
                        mention.isMention = true
                        relax(i + 1, j, here + weights[i] * Self.mentionCredit, mention)
                    }
                    guard j < n else { continue }
                    for span in spans(of: list, from: j) {
                        var step = from
                        step.node = span.node
                        relax(i + 1, span.end, here + weights[i] * span.score, step)
                    }
                case .slot(.freeText):
                    relax(i + 1, j, here, from)
                    guard j < n else { continue }
                    for end in (j + 1)...n {
                        var step = from
                        step.isText = true
                        relax(i + 1, end, here + weights[i], step)
                    }
                }
            }
        }
        var best = dp[m * width + n]
        guard best > 0, total > 0 else { return nil }
        // Walk back for what each slot took, which words were said, and
        // which words of the utterance nothing explains.
        var captures: [SlotCapture?] = Array(repeating: nil, count: slot)
        var saidWords = Set<Int>()
        var isLeftOver = [Bool](repeating: false, count: n)
        var valueSpans: [(list: Int32, span: Range<Int>)] = []
        var i = m, j = n
        while i > 0 || j > 0 {
            let step = back[i * width + j]
            guard step.i >= 0 else { break }
            let pi = Int(step.i), pj = Int(step.j)
            if step.isWord { saidWords.formUnion(pi..<i) }
            if pi == i, pj == j - 1 { isLeftOver[pj] = true }
            if pi == i - 1, slotNumber[pi] >= 0, case .slot(let kind) = symbols[pi] {
                switch kind {
                case .values(let list):
                    if step.node >= 0 {
                        let rivals = spanMemo[list]?[pj].first { $0.end == j && $0.node == step.node }?.rivals ?? []
                        captures[slotNumber[pi]] = .values(list: list, node: step.node, rivals: rivals)
                        if !index.lists[Int(list)].isAppNames { valueSpans.append((list, pj..<j)) }
                    }
                    if step.isMention { captures[slotNumber[pi]] = .values(list: list, node: -1) }
                case .freeText:
                    if step.isText { captures[slotNumber[pi]] = .text(trimmingFillers(pj..<j)) }
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
                while k >= 0, k < n, isLeftOver[k], cost[k] > 0 {
                    // A word said twice ("acme acme website") is a stumble, not another value.
                    let isRepeat = k > 0 && tokens[k - 1] == tokens[k] || k + 1 < n && tokens[k + 1] == tokens[k]
                    if !isRepeat, isValueWord(at: k, of: list) { best -= (Self.besideValueCost - Self.extraCost) * total }
                    k += step
                }
            }
        }
        // Free text is only captured next to a template word that was said
        // ("search … for <query>"); otherwise it would swallow any sentence.
        for (k, symbol) in symbols.enumerated() where symbol == .slot(.freeText) {
            guard captures[slotNumber[k]] != nil else { continue }
            if !saidWords.contains(k - 1), !saidWords.contains(k + 1) {
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
        return (min(0.99, best / total), captures)
    }

    /// Whether utterance word `j` is, or sounds like, a word of some value of `list`.
    private func isValueWord(at j: Int, of list: Int32) -> Bool {
        guard !Self.fillers.contains(tokens[j]) else { return false }
        let values = index.lists[Int(list)]
        return alternatives[j].contains { $0.similarity >= 0.8 && values.contains(word: $0.id) }
    }

    private func similarity(of word: Int32, at j: Int) -> Double? {
        alternatives[j].first { $0.id == word }?.similarity
    }

    private func pairSimilarity(of word: Int32, at j: Int) -> Double? {
        j < pairAlternatives.count ? pairAlternatives[j].first { $0.id == word }?.similarity : nil
    }

    /// `span` without filler words at its ends ("the login bug please" → "login bug"),
    /// keeping at least one word.
    private func trimmingFillers(_ span: Range<Int>) -> Range<Int> {
        var lower = span.lowerBound, upper = span.upperBound
        while upper - lower > 1, Self.fillers.contains(tokens[upper - 1]) { upper -= 1 }
        while upper - lower > 1, Self.fillers.contains(tokens[lower]) { lower += 1 }
        return lower..<upper
    }
}
