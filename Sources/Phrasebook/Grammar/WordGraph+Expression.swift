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
    /// - Complexity: O(*n*·*e*) expression operations for *n* states and
    ///   *e* edges at worst; series and parallel steps alone (a graph of
    ///   optional parts and alternatives) are O(*e*).
    func expression(listWeight: (Int) -> Int) -> GrammarExpression? {
        guard !isEmpty else { return nil }
        var reduction = Reduction(self)
        return reduction.reduce(listWeight: listWeight)
    }
}

/// The graph being reduced to one edge: a multigraph whose parallel edges
/// are kept merged, labelled with expressions.
private struct Reduction {
    let source: Int32 = WordGraph.start
    let sink: Int32
    var label: [Int64: GrammarExpression] = [:]
    var outgoing: [Set<Int32>]
    var incoming: [Set<Int32>]
    var remaining: Set<Int32>

    /// An edge of the graph before reduction: a symbol (`nil`: the
    /// accepting state's ε-edge to the end) and the state it leads to.
    private struct Edge: Hashable {
        var symbol: WordGraph.Symbol?
        var target: Int32
    }

    init(_ graph: WordGraph) {
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
                var best: Int32?
                var candidates = Set<Int32>()
                for edge in left { candidates.formUnion(holders[edge] ?? []) }
                for candidate in candidates.sorted() where position[Int(candidate)] > position[state] {
                    let theirs = original[Int(candidate)]
                    guard theirs.count <= left.count, theirs.isSubset(of: left) else { continue }
                    if best == nil || theirs.count > original[Int(best ?? 0)].count { best = candidate }
                }
                guard let best else { break }
                left.subtract(original[Int(best)])
                skips.append((Int32(state), best))
            }
            edges[state] = edges[state].filter(left.contains)
        }
        return skips
    }

    private static func key(_ from: Int32, _ to: Int32) -> Int64 { Int64(from) << 32 | Int64(to) }

    mutating func add(_ from: Int32, _ to: Int32, _ expression: GrammarExpression) {
        let key = Self.key(from, to)
        if let existing = label[key] {
            label[key] = .alternatives([existing, expression])
        } else {
            label[key] = expression
            outgoing[Int(from)].insert(to)
            incoming[Int(to)].insert(from)
        }
    }

    mutating func remove(_ from: Int32, _ to: Int32) -> GrammarExpression {
        outgoing[Int(from)].remove(to)
        incoming[Int(to)].remove(from)
        return label.removeValue(forKey: Self.key(from, to)) ?? .nothing
    }

    /// Removes `state`, joining each edge into it with each edge out.
    mutating func bypass(_ state: Int32) {
        let into = incoming[Int(state)].sorted().map { ($0, remove($0, state)) }
        let out = outgoing[Int(state)].sorted().map { ($0, remove(state, $0)) }
        remaining.remove(state)
        for (from, first) in into {
            for (to, second) in out { add(from, to, .concatenation([first, second])) }
        }
    }

    mutating func reduce(listWeight: (Int) -> Int) -> GrammarExpression? {
        var weights: [GrammarExpression: Int] = [:]
        func weight(_ expression: GrammarExpression) -> Int {
            if let known = weights[expression] { return known }
            let computed = expression.weight(listWeight)
            weights[expression] = computed
            return computed
        }
        var candidates = remaining.sorted(by: >)
        while !remaining.isEmpty {
            // Series steps first: they copy nothing.
            while let state = candidates.popLast() {
                guard remaining.contains(state), incoming[Int(state)].count == 1, outgoing[Int(state)].count == 1 else { continue }
                let neighbours = [incoming[Int(state)].first!, outgoing[Int(state)].first!]
                bypass(state)
                candidates += neighbours.filter { remaining.contains($0) }
            }
            // Then the state whose removal adds the least weight.
            var best: (state: Int32, cost: Int)?
            for state in remaining.sorted() {
                let into = incoming[Int(state)].reduce(0) { $0 + weight(label[Self.key($1, state)] ?? .nothing) }
                let out = outgoing[Int(state)].reduce(0) { $0 + weight(label[Self.key(state, $1)] ?? .nothing) }
                let cost = (outgoing[Int(state)].count - 1) * into + (incoming[Int(state)].count - 1) * out
                if best == nil || cost < best!.cost { best = (state, cost) }
            }
            guard let best else { break }
            let neighbours = incoming[Int(best.state)].union(outgoing[Int(best.state)])
            bypass(best.state)
            candidates = neighbours.filter { remaining.contains($0) }.sorted(by: >)
        }
        return label[Self.key(source, sink)]
    }
}
