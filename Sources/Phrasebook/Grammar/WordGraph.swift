/// The phrases of a grammar as one word graph: the smallest deterministic
/// automaton that accepts exactly them, over words and word lists.
///
/// Phrases that begin alike share their beginning (a trie does that), and
/// phrases that end alike share their ending (minimisation merges states
/// from which the same rest can be said), so a thousand templates written
/// out from a few optional parts become a graph of a few dozen states. A
/// word list (an app's names, a parameter type's values) is one symbol, so
/// 10⁵ values cost one edge where they are said.
///
/// Flat storage: the edges of state `s` are `labels[edgeStart[s]..<edgeStart[s + 1]]`
/// (sorted, no label twice: deterministic) with `targets` parallel; state 0
/// is the start. The graph is acyclic, every state is reachable from the
/// start, and from every state an accepting one is reachable.
struct WordGraph: Sendable, Hashable {
    /// A symbol of a phrase: a word, a word list, or free text (a `String`
    /// parameter's slot, which no list can hold).
    struct Symbol: Sendable, Hashable, Comparable {
        /// ≥ 0: a word (index into ``Grammar/words``); −1: free text;
        /// ≤ −2: the word list −2 − `raw` (index into ``Grammar/lists``).
        let raw: Int32

        static func word(_ number: Int32) -> Symbol { Symbol(raw: number) }
        static func list(_ number: Int) -> Symbol { Symbol(raw: -2 - Int32(number)) }
        static let freeText = Symbol(raw: -1)

        var word: Int32? { raw >= 0 ? raw : nil }
        var list: Int? { raw <= -2 ? Int(-2 - raw) : nil }

        static func < (a: Symbol, b: Symbol) -> Bool { a.raw < b.raw }
    }

    static let start: Int32 = 0

    /// A state as minimisation compares it: whether it accepts, and its
    /// edges' labels and (merged) targets.
    private struct Signature: Hashable {
        var accepts: Bool
        var edges: [Symbol]
        var targets: [Int32]
    }

    private(set) var edgeStart: [Int32]
    private(set) var labels: [Symbol]
    private(set) var targets: [Int32]
    private(set) var isFinal: [Bool]

    var stateCount: Int { isFinal.count }
    var edgeCount: Int { labels.count }

    /// The edges leaving `state`.
    func edges(from state: Int32) -> Zip2Sequence<ArraySlice<Symbol>, ArraySlice<Int32>> {
        let range = Int(edgeStart[Int(state)])..<Int(edgeStart[Int(state) + 1])
        return zip(labels[range], targets[range])
    }

    /// The graph accepting exactly `phrases` (each a sequence of symbols;
    /// repeats are one phrase, an empty one makes the start accepting).
    ///
    /// A trie of the phrases, then minimised from the leaves up: two states
    /// are one when both accept or neither does and their edges have the
    /// same labels to the same (already merged) states.
    ///
    /// - Complexity: O(*n* log *k*) for *n* symbols in all and at most *k*
    ///   edges leaving a state.
    init<Phrases: Sequence>(phrases: Phrases) where Phrases.Element == [Symbol] {
        // The trie: children per node, sorted when laid out.
        var children: [[Symbol: Int32]] = [[:]]
        var accepts: [Bool] = [false]
        for phrase in phrases {
            var node: Int32 = 0
            for symbol in phrase {
                if let next = children[Int(node)][symbol] {
                    node = next
                } else {
                    let next = Int32(children.count)
                    children.append([:])
                    accepts.append(false)
                    children[Int(node)][symbol] = next
                    node = next
                }
            }
            accepts[Int(node)] = true
        }

        // Merge from the leaves up: a trie numbers a child after its
        // parent, so going down the numbers visits children first.
        var classOf = [Int32](repeating: -1, count: children.count)
        var registry: [Signature: Int32] = [:]
        var signatures: [Signature] = []
        for node in children.indices.reversed() {
            let sorted = children[node].sorted { $0.key < $1.key }
            let signature = Signature(accepts: accepts[node], edges: sorted.map(\.key), targets: sorted.map { classOf[Int($0.value)] })
            if let known = registry[signature] {
                classOf[node] = known
            } else {
                let number = Int32(signatures.count)
                registry[signature] = number
                signatures.append(signature)
                classOf[node] = number
            }
        }

        // Number the merged states in the order a walk from the start
        // first reaches them, depth first, edges in label order: the start
        // is 0, and the numbering does not depend on how the trie was filled.
        var number = [Int32](repeating: -1, count: signatures.count)
        var order: [Int32] = []
        var stack: [Int32] = [classOf[0]]
        while let state = stack.popLast() {
            guard number[Int(state)] < 0 else { continue }
            number[Int(state)] = Int32(order.count)
            order.append(state)
            for target in signatures[Int(state)].targets.reversed() where number[Int(target)] < 0 {
                stack.append(target)
            }
        }
        edgeStart = [0]
        labels = []
        targets = []
        isFinal = []
        for state in order {
            let signature = signatures[Int(state)]
            labels += signature.edges
            targets += signature.targets.map { number[Int($0)] }
            edgeStart.append(Int32(labels.count))
            isFinal.append(signature.accepts)
        }
    }

    /// Whether the graph accepts nothing at all.
    var isEmpty: Bool { labels.isEmpty && !isFinal[0] }

    #if DEBUG
    /// Checks the structure's invariants; for tests: edges sorted and
    /// deterministic, targets in range, acyclic, every state reachable and
    /// able to reach an accepting state, and no two states alike (minimal).
    func checkInvariants() -> [String] {
        var problems: [String] = []
        guard edgeStart.count == stateCount + 1, edgeStart.first == 0, Int(edgeStart.last ?? -1) == labels.count,
            targets.count == labels.count
        else { return ["edge arrays do not fit the states"] }
        var incoming = [Int](repeating: 0, count: stateCount)
        for state in 0..<Int32(stateCount) {
            let edges = Array(edges(from: state))
            if zip(edges, edges.dropFirst()).contains(where: { !($0.0.0 < $0.1.0) }) {
                problems.append("state \(state): labels not sorted or not distinct")
            }
            for (_, target) in edges {
                if target <= 0 || Int(target) >= stateCount {
                    problems.append("state \(state): edge to \(target) out of range")
                } else {
                    incoming[Int(target)] += 1
                }
            }
        }
        guard problems.isEmpty else { return problems }
        // Kahn's order: a cycle leaves states unvisited; reachability comes along.
        var order: [Int32] = []
        var ready: [Int32] = [0]
        var remaining = incoming
        while let state = ready.popLast() {
            order.append(state)
            for (_, target) in edges(from: state) {
                remaining[Int(target)] -= 1
                if remaining[Int(target)] == 0 { ready.append(target) }
            }
        }
        if order.count != stateCount { problems.append("a cycle, or states the start does not reach") }
        if incoming[0] != 0 { problems.append("an edge into the start") }
        var live = isFinal
        for state in order.reversed() where edges(from: state).contains(where: { live[Int($0.1)] }) {
            live[Int(state)] = true
        }
        if let dead = live.firstIndex(of: false), !isEmpty { problems.append("state \(dead) reaches no accepting state") }
        var seen = Set<[Int32]>()
        for state in 0..<Int32(stateCount) {
            var key: [Int32] = [isFinal[Int(state)] ? 1 : 0]
            for (symbol, target) in edges(from: state) { key += [symbol.raw, target] }
            if !seen.insert(key).inserted { problems.append("state \(state) is like another: not minimal") }
        }
        return problems
    }
    #endif
}
