/// Where the words of a partial transcript may have got to in the phrases:
/// every place in the template trie that a beginning of a phrase, said word
/// for word, reaches when the words run out (`Matcher+Completion.swift`).
///
/// It walks as ``ExactSearch`` does — a word, a word for two template words
/// run together, two words for one — and at a slot through the value
/// list's trie, but it keeps where the words *end* rather than the phrases
/// they finish. On the flexible path a word may also step as a vocabulary
/// word heard alike (`MatchParameters.partialWordSimilarity`), and filler
/// words before the first step are skipped, so that a transcript misheard
/// so far still begins its phrases.
struct PrefixWalk {
    /// Where the words ran out.
    enum End: Hashable {
        /// At a template trie node, `depth` symbols into every template
        /// through it.
        case node(Int32, depth: Int)
        /// Inside a slot — a value said in part, free text that may go on:
        /// the slot edge from `node` to `child`, the templates' symbol `depth`.
        case slot(from: Int32, child: Int32, depth: Int)
    }

    private let trie: TokenTrie
    private let lists: [ValueList]
    private let ids: [Int32?]
    private let pairIDs: [Int32?]
    /// Per word: vocabulary words it may stand for besides itself (the
    /// flexible path), else none.
    private let alike: [[Int32]]
    /// Steps left (`MatchParameters.partialWalkLimit`).
    private var budget: Int
    /// Every place found.
    private(set) var ends: Set<End> = []

    /// - Parameters:
    ///   - words: The transcript's normalised words.
    ///   - alike: Per word, the vocabulary words heard alike enough to
    ///     step as; empty for a walk by the words as written.
    ///   - budget: The most steps to take.
    init(index: PhraseIndex, words: [String], alike: [[Int32]], budget: Int) {
        trie = index.templateTrie
        lists = index.lists
        ids = index.tokenIDs(words)
        var pairs: [Int32?] = []
        for i in words.indices.dropLast() { pairs.append(index.vocabulary.id(of: words[i] + words[i + 1])) }
        pairIDs = pairs
        self.alike = alike.count == words.count ? alike : Array(repeating: [], count: words.count)
        self.budget = budget
    }

    /// Walks from the root at each of `starts` (word positions).
    ///
    /// - Complexity: O(*n* · *b*) steps for *n* words and *b* branches that
    ///   stay alive (more with free text), at most the budget.
    mutating func run(from starts: [Int]) {
        for start in starts where start < ids.count {
            walk(TokenTrie.root, at: start, depth: 0)
        }
    }

    private mutating func walk(_ node: Int32, at position: Int, depth: Int) {
        guard budget > 0 else { return }
        budget -= 1
        if position == ids.count {
            ends.insert(.node(node, depth: depth))
            return
        }
        for step in steps(in: trie, from: node, at: position) {
            walk(step.child, at: step.next, depth: depth + step.symbols)
        }
        for edge in trie.slots(at: node) {
            switch edge.slot {
            case .values(let list):
                var spanEnds: [Int] = []
                var isInside = false
                valueSpans(in: lists[Int(list)].trie, from: TokenTrie.root, at: position, ends: &spanEnds, isInside: &isInside)
                if isInside { ends.insert(.slot(from: node, child: edge.child, depth: depth)) }
                for end in Set(spanEnds).sorted() { walk(edge.child, at: end, depth: depth + 1) }
            case .freeText:
                // Free text that reaches the last word may go on.
                ends.insert(.slot(from: node, child: edge.child, depth: depth))
                for end in (position + 1)...ids.count { walk(edge.child, at: end, depth: depth + 1) }
            }
        }
    }

    /// The ends of the forms of a value list said from `position`, and
    /// whether the words run out inside one (a form said in part, or one
    /// said whole that a longer form goes on from).
    private mutating func valueSpans(in valueTrie: TokenTrie, from node: Int32, at position: Int, ends: inout [Int], isInside: inout Bool) {
        guard budget > 0 else { return }
        budget -= 1
        if position == ids.count {
            if node != TokenTrie.root, valueTrie.hasChildren(at: node) { isInside = true }
            return
        }
        for step in steps(in: valueTrie, from: node, at: position) {
            if valueTrie.hasPayload(at: step.child) { ends.append(step.next) }
            valueSpans(in: valueTrie, from: step.child, at: step.next, ends: &ends, isInside: &isInside)
        }
    }

    /// The steps from `node` at `position`: the word, the word as two
    /// template words run together, the next two words joined, and each
    /// word heard alike; with the position after and the symbols taken.
    private func steps(in trie: TokenTrie, from node: Int32, at position: Int) -> [(child: Int32, next: Int, symbols: Int)] {
        var steps: [(child: Int32, next: Int, symbols: Int)] = []
        let id = ids[position]
        if let id {
            if let child = trie.child(of: node, token: id) { steps.append((child, position + 1, 1)) }
            if let child = trie.compoundChild(of: node, token: id) { steps.append((child, position + 1, 2)) }
        }
        if position < pairIDs.count, let pair = pairIDs[position], let child = trie.child(of: node, token: pair) {
            steps.append((child, position + 2, 1))
        }
        for other in alike[position] where other != id {
            if let child = trie.child(of: node, token: other) { steps.append((child, position + 1, 1)) }
        }
        return steps
    }
}
