import Foundation
import Phrasebook
import PhraseSystem
import PhraseTestSupport

/// p50 / p99 of one kind of utterance, and how many came out right.
struct Figure: Codable, Sendable {
    var p50: Double
    var p99: Double
    var count: Int
    /// The share answered as expected (`nil`: not checked).
    var correct: Double?

    init(_ samples: Samples, correct: Double? = nil) {
        p50 = samples.p50
        p99 = samples.p99
        count = samples.count
        self.correct = correct
    }
}

/// Everything one child process measures on one phrases folder.
struct FolderFigures: Codable, Sendable {
    var expanded: Int
    var values: Int
    /// `Catalog(loadingFrom:)`: read, parse, expand, index.
    var loadNanoseconds: Double
    /// Resident memory before loading and its peak after (bytes).
    var residentBefore: Double
    var residentPeak: Double
    var exact: Figure?
    var flexible: Figure?
    var noMatch: Figure?
    /// The flexible utterances matched with `isPartial` (issue 37): a
    /// match and the completion's walk, on the same texts as `flexible`.
    var partial: Figure?
    /// A word prefix of each flexible utterance with `isPartial`: what a
    /// recogniser sends while the command is being said.
    var partialPrefix: Figure?
    /// The flexible utterances matched without `isPartial`, and their
    /// prefixes, timed in turn with `partial` and `partialPrefix` (each
    /// utterance's four matches one after the other, which first in
    /// turn): their ratios are of the same moments of a shared machine.
    var fullBesidePartial: Figure?
    var prefixFull: Figure?
    var naivePhrases: Int?
    var naiveExact: Figure?
    var naiveFlexible: Figure?
    var naiveNoMatch: Figure?
    /// In-process `replacingEntities` of the first app's PlaceEntity, same count.
    var update: Figure?
    var updateServesNewValue: Bool?
}

/// One utterance and what it should come out as (`intent == nil`: no-match).
struct Utterance: Sendable {
    var text: String
    var intent: String?
    var parameters: [String: String] = [:]
}

/// Resident-set figures of this process from /proc (Linux); `nan` elsewhere.
func residentMemory() -> (current: Double, peak: Double) {
    let status = CurrentProcess.memoryStatus()
    return (status?.resident.map(Double.init) ?? .nan, status?.peak.map(Double.init) ?? .nan)
}

enum InProcess {
    struct Plan {
        var utterances = 1000
        var naiveBudgetSeconds = 2.0
        var measureMatching = true
        var updateEntities = false
        /// Utterances from the grammar's corpus (`phrase grammar --format
        /// corpus`), not from every expanded phrase, and no naive baseline:
        /// an app of a million combinations (Brewline) is too many to list.
        var fromCorpus = false
        /// What `--param` set; the shipped matcher by default.
        var parameters = MatchParameters()
    }

    /// Loads `directory` and measures it; run in a child process so the peak
    /// memory is this folder's alone.
    static func measureFolder(_ directory: String, plan: Plan) throws -> FolderFigures {
        let before = residentMemory()
        let t0 = nanoseconds()
        let catalog = try Catalog(loadingFrom: directory)
        let loaded = Double(nanoseconds() - t0)
        let after = residentMemory()
        let summary = catalog.summary
        var figures = FolderFigures(
            expanded: summary.expandedPhrases, values: summary.values, loadNanoseconds: loaded,
            residentBefore: before.current, residentPeak: after.peak)
        guard plan.measureMatching else { return figures }

        var workload = Workload(seed: 7)
        let (exact, flexible, noMatch, naive) =
            plan.fromCorpus
            ? try corpusUtterances(for: catalog, count: plan.utterances, workload: &workload)
            : utterances(for: catalog, count: plan.utterances, workload: &workload)
        func run(_ list: [Utterance]) -> Figure {
            let options = MatchOptions(parameters: plan.parameters)
            var right = 0
            var results: [MatchResult] = []
            results.reserveCapacity(list.count)
            let samples = measure(list) { results.append(catalog.match($0.text, options: options)) }
            for (utterance, result) in zip(list, results) where isExpected(result, utterance) { right += 1 }
            return Figure(samples, correct: Double(right) / Double(results.count))
        }
        _ = run(Array(exact.prefix(200)))  // warm-up
        figures.exact = run(exact)
        figures.flexible = run(flexible)
        figures.noMatch = run(noMatch)
        var partialOptions = MatchOptions(parameters: plan.parameters)
        partialOptions.isPartial = true
        let fullOptions = MatchOptions(parameters: plan.parameters)
        let prefixes = flexible.map { utterance in
            let words = utterance.text.split(separator: " ")
            return words.prefix(workload.random.pick(Array(1...words.count))).joined(separator: " ")
        }
        // Each text's full and partial match one after the other, which
        // goes first turning with each text (the second finds the text's
        // data in the cache): a busy moment of the machine, and a warm
        // cache, fall on both sides alike.
        func pairs(_ texts: [String], _ check: (Int, MatchResult) -> Void = { _, _ in }) -> (full: Samples, partial: Samples) {
            var full: [Double] = [], partial: [Double] = []
            for (k, text) in texts.enumerated() {
                for partialFirst in k % 2 == 0 ? [false, true] : [true, false] {
                    let t0 = nanoseconds()
                    let result = catalog.match(text, options: partialFirst ? partialOptions : fullOptions)
                    let t1 = nanoseconds()
                    if partialFirst {
                        partial.append(Double(t1 - t0))
                        check(k, result)
                    } else {
                        full.append(Double(t1 - t0))
                    }
                }
            }
            return (Samples(full), Samples(partial))
        }
        var right = 0
        let whole = pairs(flexible.map(\.text)) { k, result in if isExpected(result, flexible[k]) { right += 1 } }
        figures.fullBesidePartial = Figure(whole.full)
        figures.partial = Figure(whole.partial, correct: Double(right) / Double(flexible.count))
        let begun = pairs(prefixes)
        figures.prefixFull = Figure(begun.full)
        figures.partialPrefix = Figure(begun.partial)

        guard let naive else { return figures }
        figures.naivePhrases = naive.phraseCount
        let budget = plan.naiveBudgetSeconds
        var found = 0
        var samples = measure(exact, budget: budget) { if naive.exactMatch($0.text) != nil { found += 1 } }
        figures.naiveExact = Figure(samples, correct: Double(found) / Double(samples.count))
        found = 0
        samples = measure(flexible, budget: budget) { if naive.flexibleMatch($0.text) != nil { found += 1 } }
        figures.naiveFlexible = Figure(samples, correct: Double(found) / Double(samples.count))
        found = 0
        samples = measure(noMatch, budget: budget) { if naive.flexibleMatch($0.text) == nil { found += 1 } }
        figures.naiveNoMatch = Figure(samples, correct: Double(found) / Double(samples.count))

        if plan.updateEntities, let app = catalog.apps.first, let type = app.valueTypes["PlaceEntity"] {
            var fresh = Workload(seed: 99)
            let taken = Set(type.values.map { $0.title.lowercased() })
            let values = fresh.titles(type.values.count, avoiding: taken).enumerated().map { Value(id: "new\($0.offset)", title: $0.element) }
            var updated = catalog
            let times = measure(Array(0..<3)) { _ in
                updated = (try? catalog.replacingEntities(ofApp: app.name, type: type.name, with: values)) ?? catalog
            }
            figures.update = Figure(times)
            let probe = values[values.count / 2]
            let result = updated.match("open \(probe.title) in \(app.name)")
            figures.updateServesNewValue = result.status == .matched && result.parameters.first?.value.value == probe.id
        }
        return figures
    }

    static func isExpected(_ result: MatchResult, _ utterance: Utterance) -> Bool {
        guard let intent = utterance.intent else { return result.status == .noMatch }
        guard result.status == .matched, result.intent == intent else { return false }
        return utterance.parameters.allSatisfy { name, value in result.parameters.first { $0.name == name }?.value.value == value }
    }

    /// Exact utterances (expanded phrases picked at random), transcript-style
    /// ones made from the same phrases, no-match ones; and the naive matcher
    /// over the same expanded phrases.
    static func utterances(for catalog: Catalog, count: Int, workload: inout Workload)
        -> (exact: [Utterance], flexible: [Utterance], noMatch: [Utterance], naive: NaiveMatcher?)
    {
        let phrases = catalog.expandedPhrases().filter { !$0.isNegative && !$0.text.contains("${") }
        let (exact, flexible, noMatch) = drawing(count, appNames: catalog.apps.map(\.name), workload: &workload) { workload in
            let phrase = workload.random.pick(phrases)
            var parameters: [String: String] = [:]
            for (name, value) in phrase.parameters { parameters[name] = value.value }
            return Utterance(text: phrase.text, intent: phrase.intent, parameters: parameters)
                .saying(phrase.parameters.compactMap(\.value.title))
        }
        return (exact, flexible, noMatch, NaiveMatcher(catalog))
    }

    /// `utterances(for:count:workload:)` drawn from the grammar's corpus
    /// lines, each line's answer the order its words say (the line matched
    /// with stage 8c off: as said, "… triple shot …" asks whether it was
    /// "triple" then "hot"); no naive matcher.
    static func corpusUtterances(for catalog: Catalog, count: Int, workload: inout Workload) throws
        -> (exact: [Utterance], flexible: [Utterance], noMatch: [Utterance], naive: NaiveMatcher?)
    {
        let lines = try catalog.grammar().corpusLines()
        guard !lines.isEmpty else { throw BenchError("no corpus lines to draw from") }
        let asWritten = MatchOptions(parameters: try MatchParameters().setting(["runTogetherValueSimilarity=2"]))
        let (exact, flexible, noMatch) = drawing(count, appNames: catalog.apps.map(\.name), workload: &workload) { workload in
            let line = workload.random.pick(lines)
            let answer = catalog.match(line, options: asWritten)
            var parameters: [String: String] = [:]
            for named in answer.parameters { parameters[named.name] = named.value.value }
            return Utterance(text: line, intent: answer.intent, parameters: parameters)
                .saying(answer.parameters.compactMap(\.value.title).map { $0.lowercased() })
        }
        return (exact, flexible, noMatch, nil)
    }

    /// `count` utterances `draw` picks, each said as drawn (exact),
    /// transcript-style (flexible, a word of its values misheard), and a
    /// no-match one beside it naming one of `appNames`.
    private static func drawing(
        _ count: Int, appNames: [String], workload: inout Workload, _ draw: (inout Workload) -> (Utterance, valueWords: Set<String>)
    ) -> (exact: [Utterance], flexible: [Utterance], noMatch: [Utterance]) {
        var exact: [Utterance] = [], flexible: [Utterance] = [], noMatch: [Utterance] = []
        for _ in 0..<count {
            let (said, valueWords) = draw(&workload)
            exact.append(said)
            var misheard = said
            misheard.text = workload.transcript(of: said.text, valueWords: valueWords)
            flexible.append(misheard)
            noMatch.append(Utterance(text: workload.noMatch(app: workload.random.pick(appNames)), intent: nil))
        }
        return (exact, flexible, noMatch)
    }
}

extension Utterance {
    /// The utterance with the words of its values' titles, for
    /// `Workload.transcript(of:valueWords:)`.
    func saying(_ titles: [String]) -> (Utterance, valueWords: Set<String>) {
        (self, Set(titles.flatMap { $0.split(separator: " ").map(String.init) }))
    }
}

extension Workload {
    /// Transcript-style: a filler in front, one minor word dropped, and one
    /// letter doubled in a word of a parameter value (`valueWords`: a
    /// misheard word).
    mutating func transcript(of text: String, valueWords: Set<String>) -> String {
        var words = text.split(separator: " ").map(String.init)
        let candidates = words.indices.filter { valueWords.contains(words[$0]) && words[$0].count >= 4 }
        if !candidates.isEmpty {
            let w = random.pick(candidates)
            let at = words[w].index(words[w].startIndex, offsetBy: 2)
            words[w].insert(words[w][at], at: at)
        }
        if let minor = words.firstIndex(where: { Self.minorWords.contains($0.lowercased()) }) { words.remove(at: minor) }
        return random.pick(Self.fillers) + " " + words.joined(separator: " ").lowercased()
    }
}
