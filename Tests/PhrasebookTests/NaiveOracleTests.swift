import PhraseTestSupport
import Testing

@testable import Phrasebook

/// The trie and the exact search against the naive matcher (which compares
/// an utterance with every expanded phrase) on generated apps: whatever the
/// oracle finds, the engine finds with the same meaning; what it does not
/// find, the engine does not either.
@Suite struct NaiveOracleTests {
    /// Made-up words of four to six letters, so no two run together spell
    /// a third and the normaliser leaves them as they are.
    static func words(_ count: Int, _ random: inout SplitMix) -> [String] {
        var words: Set<String> = []
        while words.count < count {
            let length = 4 + Int(random.next() % 3)
            words.insert(String((0..<length).map { _ in "bcdfgklmnprstvz".randomElement(using: &random)! }) + "a")
        }
        return words.sorted()
    }

    /// One or two apps of a few shortcuts: templates of made-up words with
    /// the app's name and an entity or enum slot here and there, values
    /// with synonyms (some shared between values, so readings collide).
    static func catalog(seed: UInt64) -> Catalog {
        var random = SplitMix(seed: seed)
        let vocabulary = words(24, &random)
        var apps: [App] = []
        for a in 0..<(1 + Int(random.next() % 2)) {
            var app = App(name: "App\(a)" + vocabulary[a], directory: "/nonexistent/\(a)")
            app.alternativeNames = random.next() % 2 == 0 ? [vocabulary[10 + a]] : []
            let values = (0..<(2 + Int(random.next() % 4))).map { v in
                Value(id: "v\(v)", title: random.pick(vocabulary) + (v % 2 == 0 ? "" : " " + random.pick(vocabulary)),
                      synonyms: random.next() % 3 == 0 ? [random.pick(vocabulary)] : [])
            }
            app.valueTypes["ThingEntity"] = ValueType(name: "ThingEntity", kind: .entity, values: values)
            app.valueTypes["Mode"] = ValueType(name: "Mode", kind: .enumeration, values: [Value(id: "fast", title: random.pick(vocabulary))])
            for s in 0..<(2 + Int(random.next() % 3)) {
                let intent = "Intent\(s)"
                app.intents[intent] = Intent(
                    name: intent,
                    parameters: [
                        Parameter(name: "thing", typeName: "ThingEntity", kind: .entity, isOptional: random.next() % 2 == 0),
                        Parameter(name: "mode", typeName: "Mode", kind: .enumeration, isOptional: true),
                    ])
                let templates = (0..<(1 + Int(random.next() % 3))).map { _ in
                    var pieces = (0..<(1 + Int(random.next() % 3))).map { _ in random.pick(vocabulary) }
                    switch random.next() % 4 {
                    case 0: pieces.insert("${thing}", at: Int(random.next() % UInt64(pieces.count + 1)))
                    case 1: pieces.append("${mode}")
                    default: break
                    }
                    if random.next() % 4 != 0 { pieces.append("${applicationName}") }
                    return pieces.joined(separator: " ")
                }
                app.shortcuts.append(Fixtures.shortcut(intent, templates))
            }
            apps.append(app)
        }
        return Catalog(apps: apps)
    }

    /// What a result or an expanded phrase means: intent and parameter values.
    struct Meaning: Hashable {
        var app: String
        var intent: String
        var parameters: [String: String]
    }

    @Test(arguments: 0..<40)
    func exactMatchesAgreeWithTheNaiveMatcher(seed: Int) {
        let catalog = Self.catalog(seed: UInt64(seed))
        let naive = NaiveMatcher(catalog)
        var random = SplitMix(seed: UInt64(seed) &* 31 &+ 7)
        var utterances = naive.phrases.map(\.text)
        // And near misses: a word left out, two words swapped, one added.
        for _ in 0..<60 {
            var words = random.pick(naive.phrases).text.split(separator: " ").map(String.init)
            switch random.next() % 3 {
            case 0 where words.count > 1: words.remove(at: Int(random.next() % UInt64(words.count)))
            case 1 where words.count > 1: words.swapAt(0, words.count - 1)
            default: words.insert(random.pick(naive.phrases).text.split(separator: " ").map(String.init).last!, at: 0)
            }
            utterances.append(words.joined(separator: " "))
        }
        for text in utterances {
            let found = naive.exactMatches(text).map { phrase in
                let phrase = naive.phrases[phrase]
                return Meaning(
                    app: phrase.app, intent: phrase.intent,
                    parameters: Dictionary(phrase.parameters.map { ($0.name, $0.value.value) }) { first, _ in first })
            }
            let result = catalog.match(text, options: MatchOptions(isExactOnly: true))
            guard !found.isEmpty else {
                #expect(result.status == .noMatch, "seed \(seed): \"\(text)\" is no phrase, yet \(result.status)")
                continue
            }
            #expect(result.confidence == 1, "seed \(seed): \"\(text)\"")
            // Flexible matching on or off, an exact phrase reads the same.
            #expect(catalog.match(text) == result, "seed \(seed): \"\(text)\"")
            let meanings = Set(found)
            switch result.outcome {
            case .matched(let invocation), .needsValue(let invocation, _):
                let meaning = Meaning(
                    app: invocation.app, intent: invocation.intent,
                    parameters: Dictionary(invocation.parameters.map { ($0.name, $0.value.value) }) { first, _ in first })
                #expect(meanings.contains(meaning), "seed \(seed): \"\(text)\" read as \(meaning), not one of \(meanings)")
            case .ambiguous:
                #expect(meanings.count > 1, "seed \(seed): \"\(text)\" ambiguous with one meaning \(meanings)")
                for candidate in result.alternatives {
                    let meaning = Meaning(
                        app: candidate.app, intent: candidate.intent,
                        parameters: Dictionary(candidate.parameters.map { ($0.name, $0.value.value) }) { first, _ in first })
                    #expect(meanings.contains(meaning), "seed \(seed): \"\(text)\" offers \(meaning), not one of \(meanings)")
                }
            case .rejected, .noMatch, .error:
                Issue.record("seed \(seed): \"\(text)\" is a phrase, yet \(result.status)")
            }
        }
    }
}
