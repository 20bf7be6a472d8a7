import Foundation
import Testing
@testable import Phrasebook

@Suite struct DebugTests {
    @Test func debug() throws {
        guard let file = ProcessInfo.processInfo.environment["PB_DEBUG"] else { return }
        let catalog = try EvaluationSet.loadCatalog()
        for line in try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n") {
            let tokens = catalog.splittingRunTogetherWords(Normalizer.tokens(String(line)))
            var search = FlexibleSearch(index: catalog.index, tokens: tokens)
            let found = search.readings(in: try catalog.scope(MatchOptions()).get())
            print("== \(line)")
            for m in search.mentions!.all {
                print("   mention \(catalog.apps[Int(m.app)].name) \(tokens[m.span].joined(separator: " ")) \(String(format: "%.2f", m.score))\(m.carriesPreposition ? " +prep" : "")")
            }
            for f in found.sorted(by: { $0.score > $1.score }).prefix(4) {
                let e = catalog.index.entries[Int(f.entry)]
                print("   \(String(format: "%.3f", f.score)) \(catalog.apps[Int(e.app)].name): \(e.symbols.map { s -> String in if case .token(let t) = s { return catalog.index.vocabulary.word(t) } else { return "<slot>" } }.joined(separator: " "))")
            }
        }
    }
}

@Suite struct SoundDebugTests {
    @Test func pairs() {
        guard let pairs = ProcessInfo.processInfo.environment["PB_PAIRS"] else { return }
        for pair in pairs.split(separator: ",") {
            let parts = pair.split(separator: "/").map(String.init)
            let a = parts[0].split(separator: " ").flatMap { LetterToSound.phonemes(of: String($0)) }
            let b = parts[1].split(separator: " ").flatMap { LetterToSound.phonemes(of: String($0)) }
            let s = a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in Similarity.sounds(x, y, minimum: 0) } }
            print("PAIR \(parts[0]) \(a) / \(parts[1]) \(b): \(String(format: "%.3f", s))")
        }
    }
}

@Suite struct FixtureDebugTests {
    @Test func pairs() {
        guard ProcessInfo.processInfo.environment["PB_FIX"] != nil else { return }
        let catalog = Fixtures.catalog
        for free in ["save idea to go bankrupt", "so if i didn't have a road and bridge", "same idea to cutting french", "save idea to putting french", "same idea to coaching bridge", "open recipe box and cutting french", "open rest of the box and coding bridge"] {
            let g = free.hasPrefix("open") ? "open recipe box in coding bridge" : "save idea to coding bridge"
            let alone = catalog.match(free)
            let both = catalog.match([Hypothesis(free), Hypothesis(g, isFromGrammar: true)])
            print("FIX \(free): alone \(alone.status) \(alone.confidence); both \(both.status) \(both.intent ?? "") h\(both.hypothesis ?? -1) \(both.confidence)")
        }
    }
}
