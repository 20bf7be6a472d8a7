import Foundation
@testable import Phrasebook

/// The evaluation's results: right answers and false accepts per category and
/// split, transcripts per voice and per condition, and the failures.
struct EvaluationReport {
    typealias Category = EvaluationSet.Category
    typealias Split = EvaluationSet.Split

    struct Tally {
        var cases = 0
        var right = 0
        /// Acted on although wrong: accepted (matched, needs-value,
        /// ambiguous) where nothing may be; matched or needs-value with a
        /// wrong meaning where something is expected.
        var falseAccepts = 0
        /// `matched` and wrong: an order placed with a wrong intent or a
        /// wrong or missing parameter, or anything matched where nothing may be.
        var wrongOrders = 0
        /// `no-match` or `rejected` where something is expected.
        var notAccepted = 0

        var rate: Double { cases == 0 ? 0 : Double(right) / Double(cases) }
        var falseAcceptRate: Double { cases == 0 ? 0 : Double(falseAccepts) / Double(cases) }
        var wrongOrderRate: Double { cases == 0 ? 0 : Double(wrongOrders) / Double(cases) }

        mutating func count(isRight: Bool, isFalseAccept: Bool, isWrongOrder: Bool = false, isNotAccepted: Bool = false) {
            cases += 1
            right += isRight ? 1 : 0
            falseAccepts += isFalseAccept ? 1 : 0
            wrongOrders += isWrongOrder ? 1 : 0
            notAccepted += isNotAccepted ? 1 : 0
        }

        /// `right / wrong / not accepted` in per cent, and the count.
        var outcomes: String {
            guard cases > 0 else { return "–" }
            func share(_ n: Int) -> String { String(format: "%.1f", 100 * Double(n) / Double(cases)) }
            return "\(share(right)) / \(share(wrongOrders)) / \(share(notAccepted)) of \(cases)"
        }
    }

    struct Key: Hashable {
        var category: Category
        var split: Split
    }

    struct Failure {
        var item: EvaluationSet.Case
        var result: MatchResult
    }

    var tallies: [Key: Tally] = [:]
    /// Transcripts (1-best, n-best) by split and voice, and by split and condition.
    var byVoice: [String: [Key: Tally]] = [:]
    var byCondition: [String: [Key: Tally]] = [:]
    var voices: [String] = []
    var conditions: [String] = []
    var conditionVoices: [String] = []
    var failures: [Failure] = []
    /// Transcript cases of the phrases (1-best, n-best) per recogniser by voice, noise
    /// level and condition: `EvaluationReport+Speech.swift`.
    var speechGroups: [String: [Key: Tally]] = [:]
    var speechGroupNames: [String] = []
    /// Matched results by input (`Reliability.inputs`), split and confidence band: how many, how many right.
    var reliability: [String: [Split: [Int: (matched: Int, right: Int)]]] = [:]

    init(_ cases: [EvaluationSet.Case], _ results: [MatchResult]) {
        let perturbed = Set(cases.filter { $0.condition != nil && $0.condition != "clean" && $0.recogniser == .pocketsphinx }.compactMap(\.voice))
        for (item, result) in zip(cases, results) {
            let isRight = item.expected.isRight(result)
            let isFalseAccept = switch item.expected {
            case .notAccepted, .rejected: EvaluationSet.Expectation.accepts(result)
            case .answer, .ambiguous: !isRight && (result.status == .matched || result.status == .needsValue)
            }
            let isWrongOrder = !isRight && result.status == .matched
            let isNotAccepted = !isRight && [.noMatch, .rejected].contains(result.status)
            for category in item.categories {
                tallies[Key(category: category, split: item.split), default: Tally()]
                    .count(isRight: isRight, isFalseAccept: isFalseAccept, isWrongOrder: isWrongOrder, isNotAccepted: isNotAccepted)
            }
            if !isRight { failures.append(Failure(item: item, result: result)) }
            countSpeech(item, result, isRight: isRight, isWrongOrder: isWrongOrder, isNotAccepted: isNotAccepted)
            guard let voice = item.voice, let condition = item.condition, item.recogniser == .pocketsphinx,
                item.categories[0] == .transcript || item.categories[0] == .transcriptNBest
            else { continue }
            let key = Key(category: item.categories[0], split: item.split)
            if !voices.contains(voice) { voices.append(voice) }
            if condition == "clean" {
                byVoice[voice, default: [:]][key, default: Tally()].count(isRight: isRight, isFalseAccept: isFalseAccept)
            }
            if item.isInEveryCondition, perturbed.contains(voice) {
                if !conditions.contains(condition) { conditions.append(condition) }
                if !conditionVoices.contains(voice) { conditionVoices.append(voice) }
                byCondition[condition, default: [:]][key, default: Tally()].count(isRight: isRight, isFalseAccept: isFalseAccept)
            }
        }
    }

    subscript(_ category: Category, _ split: Split) -> Tally {
        tallies[Key(category: category, split: split)] ?? Tally()
    }

    static func percent(_ x: Double) -> String { String(format: "%.1f%%", 100 * x) }

    /// Every category and split beside its baseline (`run`'s rows).
    func table(baseline: EvaluationBaseline, run: String) -> String {
        var text = "| category | split | cases | right | rate | baseline | false accepts | baseline | wrong orders | baseline | not accepted |\n"
        text += "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n"
        for category in Category.allCases {
            for split in Split.allCases {
                let t = self[category, split]
                let then = baseline.rows[EvaluationBaseline.Key(run: run, category: category.rawValue, split: split.rawValue)]
                text += "| \(category.rawValue) | \(split.rawValue) | \(t.cases) | \(t.right) | \(Self.percent(t.rate)) | \(then.map { Self.percent($0.rate) } ?? "—") "
                    + "| \(t.falseAccepts) (\(Self.percent(t.falseAcceptRate))) | \(then.map { "\($0.falseAccepts)" } ?? "—") "
                    + "| \(t.wrongOrders) (\(Self.percent(t.wrongOrderRate))) | \(then.map { "\($0.wrongOrders)" } ?? "—") | \(t.notAccepted) |\n"
            }
        }
        return text
    }

    /// Right answers on clean audio per voice, or on the lines spoken in
    /// every condition per condition: 1-best and n-best, both splits.
    func transcriptTable(_ title: String, rows: [String], _ tallies: [String: [Key: Tally]]) -> String {
        var text = "| \(title) | tuning 1-best | tuning n-best | checking 1-best | checking n-best |\n|---|---:|---:|---:|---:|\n"
        for row in rows {
            let cells = Split.allCases.flatMap { split in
                [Category.transcript, .transcriptNBest].map { category in
                    let t = tallies[row]?[Key(category: category, split: split)] ?? Tally()
                    return "\(Self.percent(t.rate)) of \(t.cases)"
                }
            }
            text += "| \(row) | " + cells.joined(separator: " | ") + " |\n"
        }
        return text
    }

    func text(baseline: EvaluationBaseline, run: String, splits: [Split: [String]]) -> String {
        var text = "\nEvaluation of the development set, every app in one catalog.\n"
        text += "tuning: \(splits[.tuning, default: []].joined(separator: ", "))\n"
        text += "checking (report only, never tune on it): \(splits[.checking, default: []].joined(separator: ", "))\n\n"
        text += table(baseline: baseline, run: run)
        text += "\nTranscripts per voice, clean audio (right answers):\n\n"
        text += transcriptTable("voice", rows: voices, byVoice)
        text += "\nTranscripts per condition, on the lines spoken in every condition (\(conditionVoices.joined(separator: ", "))):\n\n"
        text += transcriptTable("condition", rows: conditions, byCondition)
        text += speechText()
        return text
    }

    /// One line per failure: category, split, what was said, what came out, what was expected.
    static func describe(_ failure: Failure) -> String {
        let r = failure.result
        let got = ([r.status.rawValue, r.app ?? "", r.intent ?? ""] + r.parameters.map { "\($0.name)=\($0.value.value)" })
            .filter { !$0.isEmpty }.joined(separator: " ")
        return "[\(failure.item.categories.map(\.rawValue).joined(separator: " + ")), \(failure.item.split.rawValue)] \(failure.item.input.description)"
            + " → \(got) (\(String(format: "%.2f", r.confidence))); expected \(failure.item.expected.description) ← \(failure.item.source)"
    }
}
