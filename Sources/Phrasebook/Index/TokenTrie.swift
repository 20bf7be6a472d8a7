/// A trie over token ids in flat storage: nodes are dense `Int32`s, edges
/// live in one hash table keyed by (node, token).
///
/// Beside the plain edges it keeps:
/// - *compound edges*: for every two consecutive tokens `a b` on a path, an
///   edge labelled with the joined word `ab` that skips a node, so that a
///   recogniser's `codingbridge` walks the path of `coding bridge` in one
///   step — constant time, no scan of siblings;
/// - *slot edges*: edges that stand for a parameter or the app name and are
///   resolved against a value list while matching (template tries only).
///
/// It is a value type: copying shares storage until one copy is changed.
struct TokenTrie: Sendable {
    /// What a slot edge stands for.
    enum Slot: Hashable, Sendable {
        /// One value of a value list (an entity, an enum case, an app name).
        case values(Int32)
        /// One or more words of free text (a `String` parameter).
        case freeText
    }

    /// One step of a path being inserted.
    enum Symbol: Hashable, Sendable {
        case token(Int32)
        case slot(Slot)
    }

    struct SlotEdge: Hashable, Sendable {
        var slot: Slot
        var child: Int32
    }

    static let root: Int32 = 0

    /// Everything in one object, so that a copy of the trie — taken by
    /// every search that walks it — is one reference, not eight.
    ///
    /// Its properties are changed only by `insert`, on storage no other
    /// trie shares: the dynamic check of exclusive access that a class's
    /// `var` gets is left out (`@exclusivity(unchecked)`). It cost 70
    /// instructions a read, and a flexible match reads edges thousands of
    /// times.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var nodeCount: Int32 = 1
        @exclusivity(unchecked) var edges = EdgeTable()
        @exclusivity(unchecked) var compoundEdges = EdgeTable()
        /// Per node: the first payload of paths ending there, or `-1`.
        @exclusivity(unchecked) var firstPayload: [Int32] = [-1]
        /// Payloads after the first, for the few nodes with several (two
        /// values said alike).
        @exclusivity(unchecked) var morePayloads: [Int32: [Int32]] = [:]
        /// Per node: whether slot edges leave it (most nodes have none),
        /// and whether plain edges do (`NodeFlags`).
        @exclusivity(unchecked) var flags: [NodeFlags] = [[]]
        @exclusivity(unchecked) var slotEdges: [Int32: [SlotEdge]] = [:]
        /// Per node, the tokens of the plain edges leaving it, in insertion
        /// order — kept only by a trie made `listingChildren` (the
        /// template trie: what may follow a partial transcript).
        @exclusivity(unchecked) var childTokens: [Int32: [Int32]]?

        init(listingChildren: Bool) {
            if listingChildren { childTokens = [:] }
        }

        init(copying other: Storage) {
            nodeCount = other.nodeCount
            edges = other.edges
            compoundEdges = other.compoundEdges
            firstPayload = other.firstPayload
            morePayloads = other.morePayloads
            flags = other.flags
            slotEdges = other.slotEdges
            childTokens = other.childTokens
        }
    }

    /// What leaves a node, one bit each: a byte a node, where a list of
    /// children would cost a value trie of 10⁵ values megabytes.
    struct NodeFlags: OptionSet, Sendable {
        let rawValue: UInt8
        static let hasSlots = NodeFlags(rawValue: 1)
        static let hasTokenChildren = NodeFlags(rawValue: 2)
    }

    // Shared between copies until one of them inserts (copy on write);
    // after that, read-only, so sharing it between threads is safe.
    private var storage: Storage

    /// An empty trie.
    ///
    /// - Parameter listingChildren: Whether ``childTokens(at:)`` lists the
    ///   plain edges leaving each node (a list per node with children).
    init(listingChildren: Bool = false) {
        storage = Storage(listingChildren: listingChildren)
    }

    var nodeCount: Int32 { storage.nodeCount }

    private static func key(_ node: Int32, _ token: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: node)) << 32 | UInt64(UInt32(bitPattern: token))
    }

    /// Adds a path and marks its end with `payload`.
    ///
    /// - Returns: the path's end node.
    @discardableResult
    mutating func insert(_ symbols: [Symbol], payload: Int32, vocabulary: inout Vocabulary) -> Int32 {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
        let storage = self.storage
        var nodes: [Int32] = [Self.root]
        nodes.reserveCapacity(symbols.count + 1)
        var node = Self.root
        for symbol in symbols {
            switch symbol {
            case .token(let token):
                let k = Self.key(node, token)
                if let child = storage.edges[k] {
                    node = child
                } else {
                    let child = newNode(in: storage)
                    storage.edges[k] = child
                    storage.flags[Int(node)].insert(.hasTokenChildren)
                    storage.childTokens?[node, default: []].append(token)
                    node = child
                }
            case .slot(let slot):
                if let child = storage.slotEdges[node]?.first(where: { $0.slot == slot })?.child {
                    node = child
                } else {
                    let child = newNode(in: storage)
                    storage.slotEdges[node, default: []].append(SlotEdge(slot: slot, child: child))
                    storage.flags[Int(node)].insert(.hasSlots)
                    node = child
                }
            }
            nodes.append(node)
        }
        // Compound edges: `a b` may also be said (or written) as `ab`.
        for i in 0..<max(0, symbols.count - 1) {
            guard case .token(let a) = symbols[i], case .token(let b) = symbols[i + 1] else { continue }
            let joined = vocabulary.internJoined(vocabulary.word(a) + vocabulary.word(b))
            let k = Self.key(nodes[i], joined)
            if storage.compoundEdges[k] == nil { storage.compoundEdges[k] = nodes[i + 2] }
        }
        if storage.firstPayload[Int(node)] < 0 {
            storage.firstPayload[Int(node)] = payload
        } else {
            storage.morePayloads[node, default: []].append(payload)
        }
        return node
    }

    private func newNode(in storage: Storage) -> Int32 {
        storage.firstPayload.append(-1)
        storage.flags.append([])
        defer { storage.nodeCount += 1 }
        return storage.nodeCount
    }

    /// The node reached from `node` by `token`, or `nil`.
    ///
    /// - Complexity: O(1) expected.
    @inline(__always)
    func child(of node: Int32, token: Int32) -> Int32? {
        storage.edges[Self.key(node, token)]
    }

    /// The node the path `tokens` reaches from the root by plain edges, or `nil`.
    ///
    /// - Complexity: O(*k*) for *k* tokens.
    func node(reaching tokens: [Int32]) -> Int32? {
        var node = Self.root
        for token in tokens {
            guard let next = child(of: node, token: token) else { return nil }
            node = next
        }
        return node
    }

    /// The node two tokens down that the joined word `token` reaches, or `nil`.
    @inline(__always)
    func compoundChild(of node: Int32, token: Int32) -> Int32? {
        storage.compoundEdges[Self.key(node, token)]
    }

    /// The slot edges leaving `node`.
    @inline(__always)
    func slots(at node: Int32) -> [SlotEdge] {
        storage.flags[Int(node)].contains(.hasSlots) ? storage.slotEdges[node] ?? [] : []
    }

    /// Whether any edge, plain or slot, leaves `node`: a path goes on past it.
    @inline(__always)
    func hasChildren(at node: Int32) -> Bool {
        !storage.flags[Int(node)].isEmpty
    }

    /// Whether a plain edge leaves `node` (and so may a compound one: it
    /// runs two plain edges together): where none does, no word steps on.
    @inline(__always)
    func hasTokenChildren(at node: Int32) -> Bool {
        storage.flags[Int(node)].contains(.hasTokenChildren)
    }

    /// The tokens of the plain edges leaving `node`, in insertion order; for
    /// a trie made `listingChildren` (else always empty).
    func childTokens(at node: Int32) -> [Int32] {
        storage.childTokens?[node] ?? []
    }

    /// Whether a path ends at `node`.
    @inline(__always)
    func hasPayload(at node: Int32) -> Bool {
        storage.firstPayload[Int(node)] >= 0
    }

    /// The first of `payloads(at:)`, without making the array.
    @inline(__always)
    func firstPayload(at node: Int32) -> Int32? {
        let first = storage.firstPayload[Int(node)]
        return first >= 0 ? first : nil
    }

    /// The payloads of paths that end at `node`, in insertion order.
    func payloads(at node: Int32) -> [Int32] {
        let first = storage.firstPayload[Int(node)]
        guard first >= 0 else { return [] }
        return [first] + (storage.morePayloads[node] ?? [])
    }

    #if DEBUG
    /// Checks the structure's invariants; for tests.
    func checkInvariants() -> [String] {
        var problems: [String] = []
        for (name, table) in [("edge", storage.edges), ("compound edge", storage.compoundEdges)] {
            problems += table.checkInvariants()
            table.forEach { k, child in
                if child <= 0 || child >= nodeCount || Int32(truncatingIfNeeded: k >> 32) >= nodeCount {
                    problems.append("\(name) \(k) → \(child) out of range")
                }
            }
        }
        if storage.firstPayload.count != Int(nodeCount) || storage.flags.count != Int(nodeCount) {
            problems.append("per-node arrays do not have one entry per node")
        }
        for (node, list) in storage.slotEdges {
            if node >= nodeCount { problems.append("slot edges at missing node \(node)") }
            if !storage.flags[Int(node)].contains(.hasSlots) { problems.append("slot edges at \(node) not flagged") }
            if Set(list.map(\.slot)).count != list.count { problems.append("duplicate slot edge at \(node)") }
        }
        if let childTokens = storage.childTokens {
            for (node, tokens) in childTokens where tokens.contains(where: { child(of: node, token: $0) == nil }) {
                problems.append("a listed child of \(node) has no edge")
            }
        }
        for node in storage.morePayloads.keys where node >= nodeCount || storage.firstPayload[Int(node)] < 0 {
            problems.append("extra payloads at \(node) without a first")
        }
        return problems
    }
    #endif
}
