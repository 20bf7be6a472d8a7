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

    private(set) var nodeCount: Int32 = 1
    private var edges: [UInt64: Int32] = [:]
    private var compoundEdges: [UInt64: Int32] = [:]
    private var slotEdges: [Int32: [SlotEdge]] = [:]
    private var payloads: [Int32: [Int32]] = [:]

    private static func key(_ node: Int32, _ token: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: node)) << 32 | UInt64(UInt32(bitPattern: token))
    }

    /// Adds a path and marks its end with `payload`.
    ///
    /// - Returns: the path's end node.
    @discardableResult
    mutating func insert(_ symbols: [Symbol], payload: Int32, vocabulary: inout Vocabulary) -> Int32 {
        var nodes: [Int32] = [Self.root]
        nodes.reserveCapacity(symbols.count + 1)
        var node = Self.root
        for symbol in symbols {
            switch symbol {
            case .token(let token):
                let k = Self.key(node, token)
                if let child = edges[k] {
                    node = child
                } else {
                    let child = newNode()
                    edges[k] = child
                    node = child
                }
            case .slot(let slot):
                if let child = slotEdges[node]?.first(where: { $0.slot == slot })?.child {
                    node = child
                } else {
                    let child = newNode()
                    slotEdges[node, default: []].append(SlotEdge(slot: slot, child: child))
                    node = child
                }
            }
            nodes.append(node)
        }
        // Compound edges: `a b` may also be said (or written) as `ab`.
        for i in 0..<max(0, symbols.count - 1) {
            guard case .token(let a) = symbols[i], case .token(let b) = symbols[i + 1] else { continue }
            let joined = vocabulary.intern(vocabulary.word(a) + vocabulary.word(b))
            let k = Self.key(nodes[i], joined)
            if compoundEdges[k] == nil { compoundEdges[k] = nodes[i + 2] }
        }
        payloads[node, default: []].append(payload)
        return node
    }

    private mutating func newNode() -> Int32 {
        defer { nodeCount += 1 }
        return nodeCount
    }

    /// The node reached from `node` by `token`, or `nil`.
    ///
    /// - Complexity: O(1) expected.
    @inline(__always)
    func child(of node: Int32, token: Int32) -> Int32? {
        edges[Self.key(node, token)]
    }

    /// The node two tokens down that the joined word `token` reaches, or `nil`.
    @inline(__always)
    func compoundChild(of node: Int32, token: Int32) -> Int32? {
        compoundEdges[Self.key(node, token)]
    }

    /// The slot edges leaving `node`.
    @inline(__always)
    func slots(at node: Int32) -> [SlotEdge] {
        slotEdges[node] ?? []
    }

    /// The payloads of paths that end at `node`.
    @inline(__always)
    func payloads(at node: Int32) -> [Int32] {
        payloads[node] ?? []
    }

    var edgeCount: Int { edges.count + compoundEdges.count + slotEdges.values.reduce(0) { $0 + $1.count } }

    #if DEBUG
    /// Checks the structure's invariants; for tests.
    func checkInvariants() -> [String] {
        var problems: [String] = []
        for (k, child) in edges where child <= 0 || child >= nodeCount || Int32(truncatingIfNeeded: k >> 32) >= nodeCount {
            problems.append("edge \(k) → \(child) out of range")
        }
        for (k, child) in compoundEdges where child <= 0 || child >= nodeCount || Int32(truncatingIfNeeded: k >> 32) >= nodeCount {
            problems.append("compound edge \(k) → \(child) out of range")
        }
        for (node, list) in slotEdges {
            if node >= nodeCount { problems.append("slot edges at missing node \(node)") }
            if Set(list.map(\.slot)).count != list.count { problems.append("duplicate slot edge at \(node)") }
        }
        for node in payloads.keys where node >= nodeCount { problems.append("payload at missing node \(node)") }
        return problems
    }
    #endif
}
