/// A partial transcript's completion (SPEC §4, "Partial transcripts"):
/// from the result its words get, where they end in the template trie
/// (`PrefixWalk`), and the phrase that matched.
///
/// - `needs-value`: `incomplete`, the value asked for coming next (it may
///   still be said: "save idea to coding bridge" … "buy more milk");
/// - `matched`, `rejected`, `ambiguous`: `extendable` where a phrase in
///   scope goes on from where the words end or from the phrase read (a
///   longer template, a value said in part, free text), else `complete`;
/// - `no-match`: `incomplete` where the words begin phrases in scope, else `none`;
/// - `error`: `none`.
///
/// What it costs beside the match: a walk of at most
/// `MatchParameters.partialWalkLimit` steps, and for each place the words
/// end, the trie below it until `completionListLimit` phrases are found.
extension Matcher {
    /// What was heard, for the walk: the words (as flexible matching read
    /// them, run-together words split) and per word the vocabulary words
    /// heard alike enough to stand for it (none on the exact path).
    struct HeardWords {
        var words: [String]
        var alike: [[Int32]] = []
        /// Whether flexible matching read them: the walk then skips
        /// leading fillers too.
        var isFlexible = false
        /// What flexible matching looked up already, for the walk not to
        /// look it up again: each word's vocabulary number, each pair of
        /// neighbours written as one, whether each word is a filler.
        var lookedUp: (ids: [Int32?], joinedPairs: [String], isFiller: [Bool])?
    }

    /// The completion of `result`, read from `readings` of `heard` in `scope`.
    func completion(of result: MatchResult, readings: [Reading], heard: HeardWords, scope: MatchScope) -> Completion {
        guard result.status != .error, !heard.words.isEmpty else { return .none }
        var walk =
            if let lookedUp = heard.lookedUp {
                PrefixWalk(
                    index: index, ids: lookedUp.ids, pairIDs: index.tokenIDs(lookedUp.joinedPairs), alike: heard.alike,
                    budget: parameters.partialWalkLimit)
            } else {
                PrefixWalk(index: index, words: heard.words, alike: heard.alike, budget: parameters.partialWalkLimit)
            }
        walk.run(from: startingPositions(of: heard, language: scope.language))
        var ends = Array(walk.ends)
        // Where the phrase read ends, however it was heard; and its free
        // text at the end may go on.
        let matched = matchedEntry(of: result, in: readings)
        if let matched {
            let symbols = index.entries[Int(matched)].symbols
            ends.append(.node(index.entries[Int(matched)].end, depth: symbols.count))
        }
        var found = Expectations(limit: parameters.completionListLimit)
        collect(ends, scope: scope, into: &found)
        if let matched, case .slot(.freeText)? = index.entries[Int(matched)].symbols.last {
            found.add(matched, next: index.entries[Int(matched)].symbols.count - 1, force: true)
        }
        let expecting = found.entries.map { expectation(of: $0.entry, at: $0.next) }
        switch result.outcome {
        case .needsValue(let invocation, let question):
            let asked = Completion.Expectation(
                app: invocation.app, intent: invocation.intent, shortcut: invocation.shortcut, phrase: invocation.phrase,
                next: "${\(question.parameter)}", parameter: question.parameter)
            let rest = expecting.filter { $0 != asked }
            return Completion(.incomplete, expecting: Array(([asked] + rest).prefix(parameters.completionListLimit)))
        case .matched, .rejected, .ambiguous:
            guard !expecting.isEmpty else { return Completion(.complete) }
            var next: [String] = []
            for one in expecting where !next.contains(one.next) { next.append(one.next) }
            return Completion(.extendable, next: next)
        case .noMatch:
            return expecting.isEmpty ? .none : Completion(.incomplete, expecting: expecting)
        case .error:
            return .none
        }
    }

    /// Where the walk starts: the first word, and on the flexible path
    /// after each filler said before the phrase ("hey, please open …").
    private func startingPositions(of heard: HeardWords, language: String?) -> [Int] {
        var starts = [0]
        guard heard.isFlexible else { return starts }
        let isFiller = heard.lookedUp?.isFiller ?? {
            heard.words.map(FlexibleSearch.fillers(in: language).contains)
        }()
        var k = 0
        while k + 1 < heard.words.count, isFiller[k] {
            k += 1
            starts.append(k)
        }
        return starts
    }

    /// The entry of the reading the result stands for: the best reading of
    /// its app and phrase.
    func matchedEntry(of result: MatchResult, in readings: [Reading]) -> Int32? {
        guard let phrase = result.phrase, let app = result.app else { return nil }
        return readings.filter { reading in
            let entry = index.entries[Int(reading.entry)]
            return entry.text == phrase && apps[Int(entry.app)].name == app
        }.max { $0.score < $1.score }?.entry
    }

    /// The phrases in scope that go on from each end, each with the
    /// symbol that comes next: first one per way on (so that every word
    /// that may follow is named), then more while the limit allows.
    private func collect(_ ends: [PrefixWalk.End], scope: MatchScope, into found: inout Expectations) {
        let trie = index.templateTrie
        var ways: [(node: Int32, next: Int)] = []
        for end in ends {
            switch end {
            case .node(let node, let depth):
                for token in trie.childTokens(at: node) {
                    if let child = trie.child(of: node, token: token) { ways.append((child, depth)) }
                }
                for edge in trie.slots(at: node) { ways.append((edge.child, depth)) }
            case .slot(_, let child, let depth):
                ways.append((child, depth))
            }
        }
        for pass in 0..<2 where !found.isFull {
            for way in ways where !found.isFull {
                var wanted = pass == 0 ? 1 : found.limit
                entries(below: way.node, scope: scope, wanted: &wanted) { found.add($0, next: way.next) }
            }
        }
    }

    /// Calls `body` with the positive entries in scope whose paths go
    /// through `node`, depth first, until `wanted` are found.
    ///
    /// - Complexity: O(*s*) in the size of the trie below `node`, at worst.
    private func entries(below node: Int32, scope: MatchScope, wanted: inout Int, _ body: (Int32) -> Void) {
        let trie = index.templateTrie
        var stack = [node]
        while let current = stack.popLast(), wanted > 0 {
            for payload in trie.payloads(at: current) {
                let entry = index.entries[Int(payload)]
                guard !entry.isNegative, scope.allows(entry) else { continue }
                body(payload)
                wanted -= 1
            }
            for edge in trie.slots(at: current).reversed() { stack.append(edge.child) }
            for token in trie.childTokens(at: current).reversed() {
                if let child = trie.child(of: current, token: token) { stack.append(child) }
            }
        }
    }

    /// `entry` as an expectation, its symbol `next` coming next.
    private func expectation(of number: Int32, at next: Int) -> Completion.Expectation {
        let entry = index.entries[Int(number)]
        let app = apps[Int(entry.app)]
        let shortcut = app.shortcuts[Int(entry.shortcut)]
        let language = translatedLanguage(of: entry, in: app)
        var word = ""
        var parameter: String?
        if next < entry.symbols.count {
            switch entry.symbols[next] {
            case .token(let token):
                word = index.vocabulary.word(token)
            case .slot:
                let slot = entry.symbols[..<next].filter { if case .slot = $0 { true } else { false } }.count
                parameter = entry.slotParameters[slot]
                word = "${\(parameter ?? "applicationName")}"
            }
        }
        return Completion.Expectation(
            app: app.name, intent: shortcut.intentName, shortcut: app.title(of: shortcut, in: language), phrase: entry.text,
            next: word, parameter: parameter)
    }

    /// The phrases found, each with its next symbol, at most `limit`.
    struct Expectations {
        let limit: Int
        private(set) var entries: [(entry: Int32, next: Int)] = []
        private var seen: Set<Int64> = []

        init(limit: Int) { self.limit = limit }

        var isFull: Bool { entries.count >= limit }

        /// Adds `entry` with symbol `next` coming next, once; `force`: even when full.
        mutating func add(_ entry: Int32, next: Int, force: Bool = false) {
            guard !isFull || force, seen.insert(Int64(entry) << 16 | Int64(next)).inserted else { return }
            entries.append((entry, next))
        }
    }
}
