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
    /// `valueSpans(of:at:)` already worked out, by list and position.
    private var spanMemo: [Int64: (ends: [Int], isInside: Bool)] = [:]

    /// - Parameters:
    ///   - words: The transcript's normalised words.
    ///   - alike: Per word, the vocabulary words heard alike enough to
    ///     step as; empty for a walk by the words as written.
    ///   - budget: The most steps to take.
    init(index: PhraseIndex, words: [String], alike: [[Int32]], budget: Int) {
        self.init(index: index, ids: index.tokenIDs(words), pairIDs: index.pairIDs(words), alike: alike, budget: budget)
    }

    /// A walk of words already looked up (as flexible matching has them):
    /// `ids`, each word's vocabulary number; `pairIDs`, each pair of
    /// neighbours' written as one.
    init(index: PhraseIndex, ids: [Int32?], pairIDs: [Int32?], alike: [[Int32]], budget: Int) {
        trie = index.templateTrie
        lists = index.lists
        self.ids = ids
        self.pairIDs = pairIDs
        self.alike = alike.count == ids.count ? alike : Array(repeating: [], count: ids.count)
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
        Self.steps(in: trie, from: node, at: position, ids: ids, pairIDs: pairIDs, alike: alike) { child, next, symbols in
            walk(child, at: next, depth: depth + symbols)
        }
        for edge in trie.slots(at: node) {
            switch edge.slot {
            case .values(let list):
                let spans = valueSpans(of: list, at: position)
                if spans.isInside { ends.insert(.slot(from: node, child: edge.child, depth: depth)) }
                for end in spans.ends { walk(edge.child, at: end, depth: depth + 1) }
            case .freeText:
                // Free text that reaches the last word may go on.
                ends.insert(.slot(from: node, child: edge.child, depth: depth))
                for end in (position + 1)...ids.count { walk(edge.child, at: end, depth: depth + 1) }
            }
        }
    }

    /// Where the forms of value list `list` said from `position` end (in
    /// order, each once), and whether the words run out inside one: worked
    /// out once for each list and position however many templates' slots
    /// reach it (the same value list after "open", "show", "play", …).
    private mutating func valueSpans(of list: Int32, at position: Int) -> (ends: [Int], isInside: Bool) {
        let key = Int64(list) << 32 | Int64(position)
        if let known = spanMemo[key] { return known }
        var spanEnds: [Int] = []
        var isInside = false
        valueSpans(in: lists[Int(list)].trie, from: TokenTrie.root, at: position, ends: &spanEnds, isInside: &isInside)
        let found = (ends: Set(spanEnds).sorted(), isInside: isInside)
        // Cut short by the budget, it is not what the list holds: not kept.
        if budget > 0 { spanMemo[key] = found }
        return found
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
        Self.steps(in: valueTrie, from: node, at: position, ids: ids, pairIDs: pairIDs, alike: alike) { child, next, _ in
            if valueTrie.hasPayload(at: child) { ends.append(next) }
            valueSpans(in: valueTrie, from: child, at: next, ends: &ends, isInside: &isInside)
        }
    }

    /// The steps from `node` at `position`: the word, the word as two
    /// template words run together, the next two words joined, and each
    /// word heard alike; `body` is called with each one's node, the
    /// position after it and the symbols taken (each step is taken as it
    /// is found: no list of them is made).
    @inline(__always)
    private static func steps(
        in trie: TokenTrie, from node: Int32, at position: Int, ids: [Int32?], pairIDs: [Int32?], alike: [[Int32]],
        _ body: (_ child: Int32, _ next: Int, _ symbols: Int) -> Void
    ) {
        // A value's last word, a template word before a slot: nothing to
        // look up (a value trie's edges are a large table, each probe a
        // cache miss, and a word may be heard alike as many).
        guard trie.hasTokenChildren(at: node) else { return }
        let id = ids[position]
        if let id {
            if let child = trie.child(of: node, token: id) { body(child, position + 1, 1) }
            if let child = trie.compoundChild(of: node, token: id) { body(child, position + 1, 2) }
        }
        if position < pairIDs.count, let pair = pairIDs[position], let child = trie.child(of: node, token: pair) {
            body(child, position + 2, 1)
        }
        for other in alike[position] where other != id {
            if let child = trie.child(of: node, token: other) { body(child, position + 1, 1) }
        }
    }
}
