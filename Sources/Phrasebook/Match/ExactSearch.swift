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

    private let trie: TokenTrie
    private let lists: [ValueList]
    private let ids: [Int32?]
    private let pairIDs: [Int32?]
    private var captures: [SlotCapture] = []
    private(set) var hits: [Hit] = []

    /// Inlined: called with an index read in place (`Matcher.index`), a
    /// call would be handed a copy of it, each of its tables retained.
    @inline(__always)
    init(index: PhraseIndex, tokens: [String]) {
        self.trie = index.templateTrie
        self.lists = index.lists
        self.ids = index.tokenIDs(tokens)
        self.pairIDs = index.pairIDs(tokens)
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
        if position == ids.count {
            for payload in trie.payloads(at: node) {
                hits.append(Hit(entry: payload, captures: captures))
            }
            return
        }
        let steps = Self.steps(in: trie, from: node, at: position, ids: ids, pairIDs: pairIDs)
        for k in 0..<steps.count {
            walk(steps[k].child, at: steps[k].next)
        }
        for edge in trie.slots(at: node) {
            switch edge.slot {
            case .values(let list):
                var spans: [(end: Int, node: Int32)] = []
                Self.collectValueSpans(in: lists[Int(list)].trie, from: TokenTrie.root, at: position, ids: ids, pairIDs: pairIDs, into: &spans)
                for span in spans {
                    captures.append(.values(list: list, node: span.node))
                    walk(edge.child, at: span.end)
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

    /// At most three steps, kept inline: no allocation per step.
    struct Steps {
        private(set) var count = 0
        private var storage: ((Int32, Int), (Int32, Int), (Int32, Int)) = ((0, 0), (0, 0), (0, 0))

        mutating func append(_ child: Int32, _ next: Int) {
            switch count {
            case 0: storage.0 = (child, next)
            case 1: storage.1 = (child, next)
            default: storage.2 = (child, next)
            }
            count += 1
        }

        subscript(k: Int) -> (child: Int32, next: Int) {
            switch k {
            case 0: storage.0
            case 1: storage.1
            default: storage.2
            }
        }
    }

    /// The literal steps from `node` at `position`: the word itself, the
    /// word as two template words merged, and the next two words joined.
    @inline(__always)
    static func steps(in trie: TokenTrie, from node: Int32, at position: Int, ids: [Int32?], pairIDs: [Int32?]) -> Steps {
        var steps = Steps()
        if let token = ids[position] {
            if let child = trie.child(of: node, token: token) { steps.append(child, position + 1) }
            if let child = trie.compoundChild(of: node, token: token) { steps.append(child, position + 1) }
        }
        if position < pairIDs.count, let pair = pairIDs[position], let child = trie.child(of: node, token: pair) {
            steps.append(child, position + 2)
        }
        return steps
    }

    /// Adds every span starting at `position` that says the rest of a form
    /// of the list whose trie is `trie` from `node`: the span's end and the
    /// node whose payloads are the forms.
    private static func collectValueSpans(
        in trie: TokenTrie, from node: Int32, at position: Int, ids: [Int32?], pairIDs: [Int32?],
        into spans: inout [(end: Int, node: Int32)]
    ) {
        guard position < ids.count else { return }
        let steps = steps(in: trie, from: node, at: position, ids: ids, pairIDs: pairIDs)
        for k in 0..<steps.count {
            let (child, next) = steps[k]
            if trie.hasPayload(at: child) { spans.append((next, child)) }
            collectValueSpans(in: trie, from: child, at: next, ids: ids, pairIDs: pairIDs, into: &spans)
        }
    }
}
