/// Finds every template whose expansion equals the utterance, walking the
/// template trie and, at slot edges, the value lists' tries.
///
/// Each step tries the utterance's next word, the word as a merge of two
/// template words (a compound edge: `codingbridge`), and the next two words
/// joined (a split: `land marks`). None of it depends on how many phrases are
/// indexed: every step is a constant number of hash lookups.
struct ExactSearch {
    struct Hit: Hashable {
        var entry: Int32
        var captures: [SlotCapture]
    }

    /// More complete readings than this are not worth telling apart.
    static let hitLimit = 64

    private let index: PhraseIndex
    private let ids: [Int32?]
    private let pairIDs: [Int32?]
    private var captures: [SlotCapture] = []
    private(set) var hits: [Hit] = []

    init(index: PhraseIndex, tokens: [String]) {
        self.index = index
        self.ids = index.tokenIDs(tokens)
        var pairs: [Int32?] = []
        if tokens.count > 1 {
            pairs.reserveCapacity(tokens.count - 1)
            for i in 0..<(tokens.count - 1) { pairs.append(index.vocabulary.id(of: tokens[i] + tokens[i + 1])) }
        }
        self.pairIDs = pairs
    }

    /// Runs the search; `hits` holds the result.
    ///
    /// - Complexity: O(*n* · *b*) for an utterance of *n* tokens, where *b* is
    ///   the number of trie branches that stay alive — in practice a handful —
    ///   plus O(*n*²) per free-text slot. Independent of the number of phrases.
    mutating func run() {
        walk(TokenTrie.root, at: 0)
    }

    private mutating func walk(_ node: Int32, at position: Int) {
        guard hits.count < Self.hitLimit else { return }
        let trie = index.templateTrie
        if position == ids.count {
            for payload in trie.payloads(at: node) {
                hits.append(Hit(entry: payload, captures: captures))
            }
            return
        }
        Self.forEachStep(in: trie, from: node, at: position, ids: ids, pairIDs: pairIDs) { child, next in
            walk(child, at: next)
        }
        for edge in trie.slots(at: node) {
            switch edge.slot {
            case .values(let list):
                Self.forEachValueSpan(in: index.lists[Int(list)].trie, from: position, ids: ids, pairIDs: pairIDs) {
                    end, forms in
                    captures.append(.values(list: list, forms: forms))
                    walk(edge.child, at: end)
                    captures.removeLast()
                }
            case .freeText:
                for end in (position + 1)...ids.count {
                    captures.append(.text(position..<end))
                    walk(edge.child, at: end)
                    captures.removeLast()
                }
            }
        }
    }

    /// Calls `body` with each literal step from `node` at `position`: the
    /// child reached and the position after it.
    @inline(__always)
    private static func forEachStep(
        in trie: TokenTrie, from node: Int32, at position: Int, ids: [Int32?], pairIDs: [Int32?],
        _ body: (_ child: Int32, _ next: Int) -> Void
    ) {
        if let token = ids[position] {
            if let child = trie.child(of: node, token: token) { body(child, position + 1) }
            if let child = trie.compoundChild(of: node, token: token) { body(child, position + 1) }
        }
        if position < pairIDs.count, let pair = pairIDs[position], let child = trie.child(of: node, token: pair) {
            body(child, position + 2)
        }
    }

    /// Calls `body` with every span starting at `position` that says a whole
    /// form of the list whose trie is `trie`: the span's end and the forms.
    private static func forEachValueSpan(
        in trie: TokenTrie, from position: Int, ids: [Int32?], pairIDs: [Int32?],
        _ body: (_ end: Int, _ forms: [Int32]) -> Void
    ) {
        func descend(_ node: Int32, _ at: Int) {
            guard at < ids.count else { return }
            forEachStep(in: trie, from: node, at: at, ids: ids, pairIDs: pairIDs) { child, next in
                let forms = trie.payloads(at: child)
                if !forms.isEmpty { body(next, forms) }
                descend(child, next)
            }
        }
        descend(TokenTrie.root, position)
    }
}
