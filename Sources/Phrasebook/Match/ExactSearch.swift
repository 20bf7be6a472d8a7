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
        for (child, next) in Self.steps(in: trie, from: node, at: position, ids: ids, pairIDs: pairIDs) {
            walk(child, at: next)
        }
        for edge in trie.slots(at: node) {
            switch edge.slot {
            case .values(let list):
                for (end, forms) in valueSpans(in: list, from: position) {
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

    /// The literal steps from `node` at `position`: (child, next position).
    @inline(__always)
    private static func steps(in trie: TokenTrie, from node: Int32, at position: Int, ids: [Int32?], pairIDs: [Int32?]) -> [(Int32, Int)] {
        var result: [(Int32, Int)] = []
        if let token = ids[position] {
            if let child = trie.child(of: node, token: token) { result.append((child, position + 1)) }
            if let child = trie.compoundChild(of: node, token: token) { result.append((child, position + 1)) }
        }
        if position < pairIDs.count, let pair = pairIDs[position], let child = trie.child(of: node, token: pair) {
            result.append((child, position + 2))
        }
        return result
    }

    /// Every span starting at `position` that says a whole form of `list`:
    /// (end position, forms).
    private func valueSpans(in list: Int32, from position: Int) -> [(Int, [Int32])] {
        let trie = index.lists[Int(list)].trie
        var result: [(Int, [Int32])] = []
        var frontier: [(Int32, Int)] = [(TokenTrie.root, position)]
        while let (node, at) = frontier.popLast() {
            guard at < ids.count else { continue }
            for (child, next) in Self.steps(in: trie, from: node, at: at, ids: ids, pairIDs: pairIDs) {
                let forms = trie.payloads(at: child)
                if !forms.isEmpty { result.append((next, forms)) }
                frontier.append((child, next))
            }
        }
        return result
    }
}
