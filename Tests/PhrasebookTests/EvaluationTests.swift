import Foundation
import Testing
@testable import Phrasebook

/// A regression guard on matching quality (issue 3): fails when a category
/// drops below its goal. Prints the table (`swift test --filter Evaluation`).
@Suite struct EvaluationTests {
    static let goals: [EvaluationSet.Category: Double] = [
        .exact: 1.0, .extra: 0.99, .missing: 0.90, .misheard: 0.90, .transcript: 0.42,
    ]
    /// At most this share of utterances that must not trigger may be accepted.
    static let falseAcceptLimit = 0.01

    @Test func categoriesMeetTheirGoals() throws {
        let catalog = try Catalog(loadingFrom: EvaluationSet.root.appendingPathComponent("phrases").path)
        let set = EvaluationSet(catalog: catalog)
        var total: [EvaluationSet.Category: Int] = [:]
        var correct: [EvaluationSet.Category: Int] = [:]
        var failures: [String] = []
        for item in set.cases {
            let actual = catalog.match(item.utterance)
            total[item.category, default: 0] += 1
            if EvaluationSet.isCorrect(actual, item.expected) {
                correct[item.category, default: 0] += 1
            } else {
                failures.append("[\(item.category.rawValue)] \(item.utterance) → \(actual.status.rawValue) \(actual.intent ?? "") \(actual.parameters.map { "\($0.name)=\($0.value.value)" }.joined(separator: " ")) (\(actual.confidence)) ← \(item.source)")
            }
        }
        var table = "| category | cases | correct | rate |\n|---|---:|---:|---:|\n"
        for category in EvaluationSet.Category.allCases {
            let n = total[category] ?? 0, c = correct[category] ?? 0
            table += "| \(category.rawValue) | \(n) | \(c) | \(String(format: "%.1f%%", n == 0 ? 0 : 100 * Double(c) / Double(n))) |\n"
        }
        let guarded = EvaluationSet.Category.allCases.filter(\.mustNotAccept)
        let mustNot = guarded.reduce(0) { $0 + (total[$1] ?? 0) }
        let accepted = guarded.reduce(0) { $0 + (total[$1] ?? 0) - (correct[$1] ?? 0) }
        table += "\nfalse accepts: \(accepted) of \(mustNot) (\(String(format: "%.2f%%", 100 * Double(accepted) / Double(max(mustNot, 1)))))"
        print(table)
        if ProcessInfo.processInfo.environment["PHRASEBOOK_EVAL_VERBOSE"] != nil {
            print(failures.joined(separator: "\n"))
        }
        for (category, goal) in Self.goals {
            let n = total[category] ?? 0
            guard n > 0 else { continue }
            let rate = Double(correct[category] ?? 0) / Double(n)
            #expect(rate >= goal, "\(category.rawValue): \(rate) < \(goal)\n\(failures.filter { $0.hasPrefix("[\(category.rawValue)]") }.prefix(10).joined(separator: "\n"))")
        }
        #expect(Double(accepted) <= Self.falseAcceptLimit * Double(mustNot),
                "false accepts \(accepted)/\(mustNot)\n\(failures.filter { f in guarded.contains { f.hasPrefix("[\($0.rawValue)]") } }.prefix(10).joined(separator: "\n"))")
    }
}
