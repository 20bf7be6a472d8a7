extension WordGraph {
    /// The graph as one regular expression, for a JSGF rule: its shared
    /// beginnings and endings said once, optional parts optional.
    ///
    /// A JSGF decoder copies a referenced rule wherever it is referenced
    /// (pocketsphinx inlines every reference but a rule's own recursion),
    /// so a rule per state would say every path again. Instead the graph,
    /// given one end (every accepting state's ε-edge into it), is reduced to
    /// one edge: two edges between the same states become one labelled with
    /// their ``GrammarExpression/alternatives(_:)``, a state with one edge in
    /// and one out is bypassed by their concatenation, and where neither is
    /// left (`[a] [b] c` written out is such a graph) the state whose removal
    /// copies the least is removed, each edge in joined with each edge out —
    /// the alternatives that then meet factor the copies out again
    /// (`b c | a b c | a c | c` → `[a] [b] c`).
    ///
    /// - Parameter listWeight: a word list's size in words, for choosing
    ///   what to copy.
    /// - Returns: `nil` when the graph accepts nothing.
    /// - Complexity: O(*n* log *n*) to choose the *n* states' removals, and
    ///   an expression operation for each edge made, whose cost grows with
    ///   the expressions' size; a graph of optional parts and alternatives
    ///   copies nothing. Brewline's 1,440 templates take a few milliseconds,
    ///   5,000 templates of random words (the worst kind) about a second.
    func expression(listWeight: @escaping (Int) -> Int) -> GrammarExpression? {
        guard !isEmpty else { return nil }
        var reduction = Reduction(self, listWeight: listWeight)
        return reduction.reduce()
    }
}

/// The graph being reduced to one edge: a multigraph whose parallel edges
/// are kept merged, labelled with expressions and their weights.
private struct Reduction {
    let source: Int32 = WordGraph.start
    let sink: Int32
    let listWeight: (Int) -> Int
    /// Each edge's label as the alternatives merged into it, made one
    /// expression (and factored) only when the edge is taken: merging one
    /// at a time would factor the first ones again at every merge.
    var label: [Int64: [GrammarExpression]] = [:]
    /// Each label's weight (``GrammarExpression/weight(_:)``), at most: a
    /// merge's is the sum of its parts', before they are factored.
    var weight: [Int64: Int] = [:]
    var outgoing: [Set<Int32>]
    var incoming: [Set<Int32>]
    var remaining: Set<Int32>

    /// An edge of the graph before reduction: a symbol (`nil`: the
    /// accepting state's ε-edge to the end) and the state it leads to.
    private struct Edge: Hashable {
        var symbol: WordGraph.Symbol?
        var target: Int32
    }

    init(_ graph: WordGraph, listWeight: @escaping (Int) -> Int) {
        self.listWeight = listWeight
        sink = Int32(graph.stateCount)
        outgoing = Array(repeating: [], count: graph.stateCount + 1)
        incoming = outgoing
        remaining = Set(1..<Int32(graph.stateCount))
        var edges: [[Edge]] = (0..<Int32(graph.stateCount)).map { state in
            graph.edges(from: state).map { Edge(symbol: $0.0, target: $0.1) }
                + (graph.isFinal[Int(state)] ? [Edge(symbol: nil, target: Int32(graph.stateCount))] : [])
        }
        let skips = Self.optionalParts(&edges, graph: graph)
        for (state, list) in edges.enumerated() {
            for edge in list { add(Int32(state), edge.target, edge.symbol.map(GrammarExpression.symbol) ?? .nothing) }
        }
        for (from, to) in skips { add(from, to, .nothing) }
    }

    /// Where a state can be said by another's edges and more, the ε-edges
    /// that say so, the shared edges taken out of `edges`: when every edge
    /// of `b` (and its acceptance) is also `a`'s, `a` is `a`'s other edges or
    /// nothing and then `b` — the optional part written out, made optional
    /// again (`a [x] y` written out gives `a` the edges `x` and `y`, and the
    /// state after `x` the edge `y`). Only onto a state later in a
    /// topological order, so the graph stays acyclic; the largest such
    /// state first, then the largest within what is left.
    ///
    /// - Complexity: O(*n*·*c*·*k*) for *n* states, *c* candidates each
    ///   (states sharing an edge), *k* edges a state.
    private static func optionalParts(_ edges: inout [[Edge]], graph: WordGraph) -> [(Int32, Int32)] {
        // Kahn's order over the graph's own edges.
        var position = [Int](repeating: 0, count: graph.stateCount)
        var waiting = [Int](repeating: 0, count: graph.stateCount)
        for state in 0..<Int32(graph.stateCount) {
            for (_, target) in graph.edges(from: state) { waiting[Int(target)] += 1 }
        }
        var ready: [Int32] = [WordGraph.start]
        var next = 0
        while let state = ready.popLast() {
            position[Int(state)] = next
            next += 1
            for (_, target) in graph.edges(from: state).reversed() {
                waiting[Int(target)] -= 1
                if waiting[Int(target)] == 0 { ready.append(target) }
            }
        }
        var holders: [Edge: [Int32]] = [:]
        for (state, list) in edges.enumerated() {
            for edge in list { holders[edge, default: []].append(Int32(state)) }
        }
        let original = edges.map(Set.init)
        var skips: [(Int32, Int32)] = []
        for state in 0..<graph.stateCount {
            var left = Set(edges[state])
            while !left.isEmpty {
                var best: (state: Int32, size: Int)?
                var candidates = Set<Int32>()
                for edge in left { candidates.formUnion(holders[edge] ?? []) }
                for candidate in candidates.sorted() where position[Int(candidate)] > position[state] {
                    let theirs = original[Int(candidate)]
                    guard theirs.count <= left.count, theirs.count > best?.size ?? 0, theirs.isSubset(of: left) else { continue }
                    best = (candidate, theirs.count)
                }
                guard let best = best?.state else { break }
                left.subtract(original[Int(best)])
                skips.append((Int32(state), best))
            }
            edges[state] = edges[state].filter(left.contains)
        }
        return skips
    }

    private static func key(_ from: Int32, _ to: Int32) -> Int64 { Int64(from) << 32 | Int64(to) }

    mutating func add(_ from: Int32, _ to: Int32, _ expression: GrammarExpression, weight added: Int? = nil) {
        let key = Self.key(from, to)
        let added = added ?? expression.weight(listWeight)
        if label[key] != nil {
            label[key, default: []].append(expression)
            weight[key, default: 0] += added
        } else {
            label[key] = [expression]
            weight[key] = added
            outgoing[Int(from)].insert(to)
            incoming[Int(to)].insert(from)
        }
    }

    mutating func remove(_ from: Int32, _ to: Int32) -> (expression: GrammarExpression, weight: Int) {
        outgoing[Int(from)].remove(to)
        incoming[Int(to)].remove(from)
        let key = Self.key(from, to)
        return (Self.merged(label.removeValue(forKey: key) ?? []), weight.removeValue(forKey: key) ?? 0)
    }

    /// One expression of an edge's merged alternatives.
    static func merged(_ alternatives: [GrammarExpression]) -> GrammarExpression {
        alternatives.count == 1 ? alternatives[0] : .alternatives(alternatives)
    }

    /// Removes `state`, joining each edge into it with each edge out.
    mutating func bypass(_ state: Int32) {
        let into = incoming[Int(state)].sorted().map { ($0, remove($0, state)) }
        let out = outgoing[Int(state)].sorted().map { ($0, remove(state, $0)) }
        remaining.remove(state)
        for (from, first) in into {
            for (to, second) in out {
                add(from, to, .concatenation([first.expression, second.expression]), weight: first.weight + second.weight)
            }
        }
    }

    /// How much weight removing `state` adds: each edge in copied once per
    /// edge out but one, and each edge out once per edge in but one.
    func cost(of state: Int32) -> Int {
        let into = incoming[Int(state)].reduce(0) { $0 + (weight[Self.key($1, state)] ?? 0) }
        let out = outgoing[Int(state)].reduce(0) { $0 + (weight[Self.key(state, $1)] ?? 0) }
        return (outgoing[Int(state)].count - 1) * into + (incoming[Int(state)].count - 1) * out
    }

    /// Series steps wherever they can be taken (they copy nothing), else
    /// the state of least ``cost(of:)`` removed (ties: the lowest number),
    /// until no state is left between the start and the end.
    ///
    /// - Complexity: O(*n* log *n*) heap operations and O(*e*) edge
    ///   updates, each of their expressions' operations.
    mutating func reduce() -> GrammarExpression? {
        var candidates = remaining.sorted(by: >)
        var heap = CostHeap()
        for state in remaining { heap.push(cost(of: state), state) }
        while !remaining.isEmpty {
            while let state = candidates.popLast() {
                guard remaining.contains(state), incoming[Int(state)].count == 1, outgoing[Int(state)].count == 1,
                    let from = incoming[Int(state)].first, let to = outgoing[Int(state)].first
                else { continue }
                bypass(state)
                for neighbour in [from, to] where remaining.contains(neighbour) {
                    candidates.append(neighbour)
                    heap.push(cost(of: neighbour), neighbour)
                }
            }
            // The cheapest state left; an entry whose cost has changed since is stale.
            var chosen: Int32?
            while let (entry, state) = heap.pop() {
                if remaining.contains(state), cost(of: state) == entry {
                    chosen = state
                    break
                }
            }
            guard let chosen else { break }
            let neighbours = incoming[Int(chosen)].union(outgoing[Int(chosen)]).filter { remaining.contains($0) }.sorted()
            bypass(chosen)
            for neighbour in neighbours { heap.push(cost(of: neighbour), neighbour) }
            candidates = neighbours.reversed()
        }
        return label[Self.key(source, sink)].map(Self.merged)
    }
}

/// A binary min-heap of (cost, state), ties to the lower state.
private struct CostHeap {
    private var entries: [(cost: Int, state: Int32)] = []

    private static func precedes(_ a: (cost: Int, state: Int32), _ b: (cost: Int, state: Int32)) -> Bool {
        a.cost < b.cost || (a.cost == b.cost && a.state < b.state)
    }

    mutating func push(_ cost: Int, _ state: Int32) {
        entries.append((cost, state))
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(entries[child], entries[parent]) else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> (Int, Int32)? {
        guard let top = entries.first else { return nil }
        let last = entries.removeLast()
        if !entries.isEmpty {
            entries[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < entries.count, Self.precedes(entries[left], entries[smallest]) { smallest = left }
                if right < entries.count, Self.precedes(entries[right], entries[smallest]) { smallest = right }
                guard smallest != parent else { break }
                entries.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return (top.cost, top.state)
    }
}
