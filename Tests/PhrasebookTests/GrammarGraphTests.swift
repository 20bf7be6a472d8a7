import Foundation
import PhraseTestSupport
import Testing
@testable import Phrasebook

/// The compact grammar (issue 35): the JSGF `phrase grammar` writes says
/// exactly the phrases its templates say — read back from the text and
/// compared phrase for phrase with the templates' expansions — on the
/// sample apps, the evaluation apps and generated ordering apps, while its
/// size follows the words and slots, not the templates (Brewline: 1,440
/// templates in 2 KB). Underneath, ``WordGraph`` is minimal and its
/// expression says what the graph says, on random phrase sets.
@Suite struct GrammarGraphTests {
    // MARK: - The JSGF says what the templates say

    @Test func sampleAppsSayWhatTheirTemplatesSay() throws {
        let catalog = try Catalog(loadingFrom: GoldenTests.phrases.path)
        try expectSameLanguage(try catalog.grammar())
        for app in catalog.apps { try expectSameLanguage(try catalog.grammar(app: app.name)) }
    }

    @Test func evaluationAppsSayWhatTheirTemplatesSay() throws {
        try expectSameLanguage(try EvaluationSet.loadCatalog().grammar())
    }

    @Test func calmInGermanSaysWhatItsTranslationsSay() throws {
        let catalog = try Catalog(loadingFrom: GoldenTests.phrases.appendingPathComponent("Calm").path)
        try expectSameLanguage(try catalog.grammar(locale: "de"))
    }

    /// Ordering apps of four parameters with optional parts, a random part
    /// of the templates written out (so the graph is not a neat chain).
    @Test(arguments: 1...8 as ClosedRange<UInt64>)
    func generatedOrderingAppsSayWhatTheirTemplatesSay(seed: UInt64) throws {
        let app = Self.orderingApp(seed: seed)
        let grammar = try Catalog(apps: [app]).grammar()
        #expect(grammar.phrases.count(where: { !$0.isNegative }) == app.shortcuts[0].templates.count)
        try expectSameLanguage(grammar)
    }

    /// Templates with nothing in common but their words (500, random, with
    /// and without a slot): no optional parts to find, states removed
    /// with copies where the graph is no series of alternatives, still the
    /// same phrases.
    @Test func unrelatedTemplatesSayWhatTheySay() throws {
        var random = SplitMix(seed: 35)
        let words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "kilo", "lima"]
        var templates = Set<String>()
        while templates.count < 500 {
            var parts = (0..<(2 + Int(random.next() % 5))).map { _ in random.pick(words) }
            if random.next() % 2 == 0 { parts.insert("${project}", at: Int(random.next() % UInt64(parts.count + 1))) }
            parts.insert("${applicationName}", at: Int(random.next() % UInt64(parts.count + 1)))
            templates.insert(parts.joined(separator: " "))
        }
        var app = GrammarTests.app(values: [Value(id: "a", title: "Apple Pie"), Value(id: "b", title: "Banana")])
        app.shortcuts = [Fixtures.shortcut("OpenIntent", templates.sorted())]
        let grammar = try Catalog(apps: [app]).grammar()
        try expectSameLanguage(grammar)
        #expect(grammar.wordGraph(freeText: false).checkInvariants() == [])
    }

    /// Brewline: 1,440 templates, six parameters. Every template is said
    /// (its slots as rule references), in 2 KB, each list referenced
    /// where it is said once or twice, not 1,440 times.
    @Test func brewlineIsSmallAndSaysEveryTemplate() throws {
        let catalog = try Catalog(loadingFrom: Self.apps.appendingPathComponent("Brewline").path)
        let grammar = try catalog.grammar()
        #expect(grammar.phrases.count == 1_440)
        let jsgf = try grammar.text(.jsgf)
        #expect(jsgf.utf8.count < 3_000, "\(jsgf.utf8.count) bytes")
        let reader = try JSGFReader(jsgf)
        let said = try reader.language(opaque: Set(grammar.lists.map(\.rule)))
        #expect(said == Self.templateLanguage(grammar, keepingLists: true))
        #expect(said.count == 1_440)
        for list in grammar.lists { #expect((1...2).contains(reader.references[list.rule] ?? 0), "\(list.rule)") }
        let graph = grammar.wordGraph(freeText: false)
        #expect(graph.checkInvariants() == [])
        #expect(graph.stateCount < 40, "\(graph.stateCount) states")
    }

    // MARK: - corpus and vosk

    /// A few phrases are all listed: the same set as the templates say.
    @Test func corpusListsEveryPhraseOfTheSampleApps() throws {
        let grammar = try Catalog(loadingFrom: GoldenTests.phrases.path).grammar()
        let corpus = grammar.corpusLines()
        #expect(Set(corpus) == Self.templateLanguage(grammar))
        #expect(Set(corpus).count == corpus.count)
    }

    /// Too many to list: every value said where it can be said, every line
    /// a phrase of the app, a line per value of the longest list part, not
    /// per combination.
    @Test func corpusCoversBrewline() throws {
        let catalog = try Catalog(loadingFrom: Self.apps.appendingPathComponent("Brewline").path)
        let grammar = try catalog.grammar()
        let corpus = grammar.corpusLines()
        #expect(corpus.count < 300, "\(corpus.count) lines")
        let words = Set(corpus.joined(separator: " ").split(separator: " ").map(String.init))
        #expect(words == Set(grammar.words))
        for list in grammar.lists {
            for alternative in list.alternatives {
                let value = grammar.text(of: alternative)
                #expect(corpus.contains { " \($0) ".contains(" \(value) ") }, "\(value)")
            }
        }
        // Each line is one of its phrases, said word for word. (Matched as
        // said, "… triple shot cocoa …" asks whether it was "triple" then
        // "hot": stage 8c, off here.)
        let asWritten = MatchOptions(parameters: try MatchParameters().setting(["runTogetherValueSimilarity=1.1"]))
        for line in corpus.prefix(50) {
            let result = catalog.match(line, options: asWritten)
            #expect(result.status == .matched && result.confidence == 1, "\(line)")
        }
        let vosk = try grammar.text(.vosk)
        #expect(vosk.split(separator: "\n").count == corpus.count + 3)
    }

    // MARK: - The graph and its expression

    /// Random phrase sets over a small alphabet: the graph accepts exactly
    /// them, holds its invariants (minimal among them), and its expression
    /// says the same set.
    @Test(arguments: 0..<40 as Range<UInt64>)
    func randomPhraseSetsMakeMinimalGraphs(seed: UInt64) {
        var random = SplitMix(seed: seed)
        let alphabet: [WordGraph.Symbol] = [.word(0), .word(1), .word(2), .word(3), .list(0), .list(1), .freeText]
        var phrases = Set<[WordGraph.Symbol]>()
        if seed % 2 == 0 {
            // Any phrases.
            for _ in 0..<(1 + Int(random.next() % 30)) {
                phrases.insert((0..<(1 + Int(random.next() % 6))).map { _ in random.pick(alphabet) })
            }
        } else {
            // Optional parts written out, some combinations left out.
            let parts = (0..<(2 + Int(random.next() % 4))).map { _ in random.pick(alphabet) }
            let optional = parts.map { _ in random.next() % 2 == 0 }
            for mask in 0..<(1 << parts.count) where random.next() % 4 != 0 {
                let phrase = parts.indices.filter { !optional[$0] || mask & (1 << $0) != 0 }.map { parts[$0] }
                if !phrase.isEmpty { phrases.insert(phrase) }
            }
        }
        let graph = WordGraph(phrases: phrases)
        #expect(graph.checkInvariants() == [])
        #expect(Set(Self.paths(of: graph)) == phrases)
        let expression = graph.expression { _ in 3 }
        #expect(expression.map(Self.phrases(of:)).map(Set.init) ?? [] == phrases)
    }

    /// A graph is minimal: `a x | b x` shares its `x`; nothing accepted,
    /// no expression.
    @Test func sharedEndingsAreOneState() {
        let graph = WordGraph(phrases: [[.word(0), .word(2)], [.word(1), .word(2)]])
        #expect(graph.stateCount == 3)
        #expect(graph.expression { _ in 1 } == .sequence([.choice([.symbol(.word(0)), .symbol(.word(1))], isOptional: false), .symbol(.word(2))]))
        #expect(WordGraph(phrases: [[WordGraph.Symbol]]()).expression { _ in 1 } == nil)
        #expect(WordGraph(phrases: [[WordGraph.Symbol]]()).isEmpty)
    }

    /// Optional parts written out come back optional, a choice that ends an
    /// alternative takes in its own options, and a prefix is said once.
    @Test func alternativesFactorWhatTheyShare() {
        let a = GrammarExpression.symbol(.word(0)), b = GrammarExpression.symbol(.word(1)), c = GrammarExpression.symbol(.word(2))
        let x = GrammarExpression.symbol(.list(0))
        #expect(GrammarExpression.alternatives([.concatenation([a, b]), .concatenation([a, c])])
            == .concatenation([a, .choice([b, c], isOptional: false)]))
        #expect(GrammarExpression.alternatives([.concatenation([x, c]), c]) == .concatenation([.choice([x], isOptional: true), c]))
        let pickup = GrammarExpression.choice([a, b], isOptional: true)
        #expect(GrammarExpression.alternatives([a, b, .nothing, .concatenation([x, pickup])])
            == .concatenation([.choice([x], isOptional: true), pickup]))
        #expect(GrammarExpression.alternatives([a, a]) == a)
        #expect(GrammarExpression.alternatives([.nothing]) == .nothing)
    }

    // MARK: - Helpers

    static let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Apps")

    /// Expects the grammar's JSGF, read back, to say exactly what its
    /// templates and negative phrases say (free-text ones left out).
    func expectSameLanguage(_ grammar: Grammar, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let jsgf = try grammar.text(.jsgf)
        let said = try JSGFReader(jsgf).language()
        let expected = Self.templateLanguage(grammar)
        #expect(!expected.isEmpty, sourceLocation: sourceLocation)
        #expect(said.subtracting(expected).sorted() == [], "said, not in the templates", sourceLocation: sourceLocation)
        #expect(expected.subtracting(said).sorted() == [], "in the templates, not said", sourceLocation: sourceLocation)
    }

    /// What the grammar's phrase rules say, each expanded on its own (what
    /// a rule per template said before issue 35); lists kept as `<rule>`
    /// when `keepingLists`.
    static func templateLanguage(_ grammar: Grammar, keepingLists: Bool = false) -> Set<String> {
        var language = Set<String>()
        for phrase in grammar.phrases where !phrase.hasFreeText {
            var lines = [""]
            for item in phrase.items {
                let choices: [String] = switch item {
                case .words(let run): [grammar.text(of: run)]
                case .list(let list): keepingLists ? ["<\(grammar.lists[list].rule)>"] : grammar.lists[list].alternatives.map(grammar.text(of:))
                case .freeText: []
                }
                lines = lines.flatMap { line in choices.map { line.isEmpty ? $0 : line + " " + $0 } }
            }
            language.formUnion(lines)
        }
        return language
    }

    /// Every path of `graph`, start to an accepting state.
    static func paths(of graph: WordGraph) -> [[WordGraph.Symbol]] {
        var found: [[WordGraph.Symbol]] = []
        func walk(_ state: Int32, _ prefix: [WordGraph.Symbol]) {
            if graph.isFinal[Int(state)] { found.append(prefix) }
            for (symbol, target) in graph.edges(from: state) { walk(target, prefix + [symbol]) }
        }
        walk(WordGraph.start, [])
        return found
    }

    /// Every phrase of `expression`, as symbols.
    static func phrases(of expression: GrammarExpression) -> [[WordGraph.Symbol]] {
        switch expression {
        case .symbol(let symbol): [[symbol]]
        case .sequence(let items):
            items.reduce([[]]) { prefixes, item in
                let rests = phrases(of: item)
                return prefixes.flatMap { prefix in rests.map { prefix + $0 } }
            }
        case .choice(let alternatives, let isOptional): alternatives.flatMap(phrases(of:)) + (isOptional ? [[]] : [])
        }
    }

    /// An ordering app: four enum parameters with synonyms, templates
    /// `LEAD a [SIZE] [MILK] DRINK [with SYRUP] (in | from) APP` and a
    /// negative phrase, each template kept with probability ¾.
    static func orderingApp(seed: UInt64) -> App {
        var random = SplitMix(seed: seed)
        var app = App(name: "Kaffa", directory: "/nonexistent/Kaffa")
        app.alternativeNames = ["Kaffa Bar"]
        let types: [(name: String, parameter: String, values: [Value])] = [
            ("Size", "size", [Value(id: "small", title: "Small", synonyms: ["Short"]), Value(id: "large", title: "Large")]),
            ("Milk", "milk", [Value(id: "oat", title: "Oat"), Value(id: "soy", title: "Soy Milk", synonyms: ["Soy"])]),
            ("Drink", "drink", [Value(id: "latte", title: "Latte"), Value(id: "flat", title: "Flat White"), Value(id: "tea", title: "Tea")]),
            ("Syrup", "syrup", [Value(id: "vanilla", title: "Vanilla"), Value(id: "caramel", title: "Caramel", synonyms: ["Salted Caramel"])]),
        ]
        var parameters: [Parameter] = []
        for type in types {
            app.valueTypes[type.name] = ValueType(name: type.name, kind: .enumeration, values: type.values)
            parameters.append(Parameter(name: type.parameter, typeName: type.name, kind: .enumeration, isOptional: type.parameter != "drink"))
        }
        app.intents["OrderIntent"] = Intent(name: "OrderIntent", parameters: parameters)
        var templates: [String] = []
        for lead in ["Order", "Can I get"] {
            for size in ["", "${size} "] {
                for milk in ["", "${milk} "] {
                    for tail in ["", " with ${syrup}"] {
                        for connector in ["in", "from"] where random.next() % 4 != 0 {
                            templates.append("\(lead) a \(size)\(milk)${drink}\(tail) \(connector) ${applicationName}")
                        }
                    }
                }
            }
        }
        if templates.isEmpty { templates = ["Order a ${drink} in ${applicationName}"] }
        app.shortcuts = [Fixtures.shortcut("OrderIntent", templates)]
        app.negativePhrases = [Fixtures.template("Order nothing")]
        return app
    }
}
