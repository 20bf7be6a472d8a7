/// A regular expression over a grammar's symbols, as a JSGF rule body
/// writes one: words and word lists one after the other, alternatives
/// `( a | b )`, optional parts `[ a | b ]`.
///
/// Made through ``concatenation(_:)`` and ``alternatives(_:)``, which keep
/// it in a normal form — no sequence inside a sequence, no plain choice
/// inside a choice, nothing (ε) only as the optional flag — and factor what
/// alternatives share: `a b | a c` is `a ( b | c )`, `x y | y` is `[ x ] y`.
indirect enum GrammarExpression: Sendable, Hashable {
    case symbol(WordGraph.Symbol)
    /// One after the other: two or more items, none a sequence; no items: nothing (ε).
    case sequence([GrammarExpression])
    /// One of the alternatives (none ε, none a plain choice, at least two
    /// unless optional), or, when `isOptional`, nothing at all.
    case choice([GrammarExpression], isOptional: Bool)

    /// Nothing: the empty phrase.
    static let nothing = GrammarExpression.sequence([])

    var isNothing: Bool { self == .nothing }

    /// The items of the expression said one after the other: a sequence's
    /// items, nothing's none, else the expression alone.
    var items: [GrammarExpression] {
        if case .sequence(let items) = self { return items }
        return [self]
    }

    /// `parts` one after the other.
    static func concatenation(_ parts: [GrammarExpression]) -> GrammarExpression {
        let items = parts.flatMap(\.items)
        return items.count == 1 ? items[0] : .sequence(items)
    }

    /// Any one of `options`, what they share factored out.
    ///
    /// Alternatives that begin with the same item are one alternative, that
    /// item followed by a choice of their rests (`a b | a c` → `a ( b | c )`);
    /// then alternatives that end with the same item (`x y | y` → `[ x ] y`);
    /// again until nothing is shared. Each step keeps the language: it is
    /// concatenation distributing over alternation.
    ///
    /// - Complexity: O(*a*·*s*) per round for *a* alternatives of size at
    ///   most *s* (hashing items), at most *a* rounds.
    static func alternatives(_ options: [GrammarExpression]) -> GrammarExpression {
        var isOptional = false
        var list: [[GrammarExpression]] = []
        var seen = Set<[GrammarExpression]>()
        func add(_ option: GrammarExpression) {
            switch option {
            case .choice(let inner, let optional):
                isOptional = isOptional || optional
                inner.forEach(add)
            case .sequence(let items) where items.isEmpty:
                isOptional = true
            default:
                if seen.insert(option.items).inserted { list.append(option.items) }
            }
        }
        options.forEach(add)
        return factored(list, isOptional: isOptional)
    }

    /// A choice of `list` (each alternative's items, none empty, none
    /// twice), or nothing when `isOptional`, with shared items factored out.
    private static func factored(_ list: [[GrammarExpression]], isOptional: Bool) -> GrammarExpression {
        var list = list
        var isOptional = isOptional
        while list.count > 1 {
            if let grouped = grouped(list, atStart: true) ?? grouped(list, atStart: false) {
                list = grouped
            } else if let absorbed = absorbed(list, isOptional: isOptional, atStart: false)
                ?? absorbed(list, isOptional: isOptional, atStart: true)
            {
                (list, isOptional) = absorbed
            } else {
                break
            }
        }
        guard !list.isEmpty else { return .nothing }
        if list.count == 1 && !isOptional { return concatenation(list[0]) }
        if list.count == 1, list[0].count == 1, case .choice(let inner, _) = list[0][0] {
            return .choice(inner, isOptional: true)
        }
        return .choice(list.map(concatenation), isOptional: isOptional)
    }

    /// `list` with the alternatives that share their first item (or last,
    /// when not `atStart`) made one; `nil` when no two share it. Order:
    /// where each group's first member was.
    private static func grouped(_ list: [[GrammarExpression]], atStart: Bool) -> [[GrammarExpression]]? {
        var groups: [GrammarExpression: [Int]] = [:]
        var order: [GrammarExpression] = []
        for (i, items) in list.enumerated() {
            let key = atStart ? items[0] : items[items.count - 1]
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(i)
        }
        guard order.count < list.count else { return nil }
        return order.map { key in
            let members = groups[key] ?? []
            if members.count == 1 { return list[members[0]] }
            let rests = members.map { atStart ? Array(list[$0].dropFirst()) : Array(list[$0].dropLast()) }
            let rest = alternatives(rests.map(concatenation)).items
            return atStart ? [key] + rest : rest + [key]
        }
    }

    /// `list` with a choice that ends (or begins, `atStart`) an
    /// alternative taking in the alternatives that are its options:
    /// `to go | for here | with x [ to go | for here ]`, nothing among them,
    /// is `[ with x ] [ to go | for here ]`; `nil` when no choice's options
    /// are all there (and nothing too, for an optional one).
    private static func absorbed(
        _ list: [[GrammarExpression]], isOptional: Bool, atStart: Bool
    ) -> (list: [[GrammarExpression]], isOptional: Bool)? {
        let index = Dictionary(list.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for (i, items) in list.enumerated() where items.count > 1 {
            guard case .choice(let options, let optional) = atStart ? items[0] : items[items.count - 1],
                !optional || isOptional
            else { continue }
            let members = options.compactMap { index[$0.items] }
            guard members.count == options.count, !members.contains(i) else { continue }
            let key = atStart ? items[0] : items[items.count - 1]
            let rest = atStart ? Array(items.dropFirst()) : Array(items.dropLast())
            let merged = [alternatives([concatenation(rest), .nothing])]
            let taken = Set(members)
            var result: [[GrammarExpression]] = []
            for (j, alternative) in list.enumerated() where !taken.contains(j) {
                result.append(j == i ? (atStart ? [key] + merged : merged + [key]) : alternative)
            }
            return (result, isOptional && !optional)
        }
        return nil
    }

    /// How much a recogniser has to search for the expression: a word counts
    /// one, a word list as many words as it holds (`listWeight`), since a
    /// JSGF decoder copies a referenced rule where it is referenced.
    func weight(_ listWeight: (Int) -> Int) -> Int {
        switch self {
        case .symbol(let symbol): symbol.list.map(listWeight) ?? 1
        case .sequence(let items): items.reduce(0) { $0 + $1.weight(listWeight) }
        case .choice(let alternatives, _): alternatives.reduce(0) { $0 + $1.weight(listWeight) }
        }
    }
}
