import Foundation
import Testing
@testable import Phrasebook

/// A regression guard on matching quality, both ways: every category's
/// figures (cases, right answers, false accepts, per split) are compared
/// with the committed baseline (`EvaluationBaseline`,
/// `Tests/Evaluation/baseline.tsv`); a drop fails, and so does a rise, until
/// the baseline is recorded again in the same commit. Prints the report:
/// `swift test --filter Evaluation`.
///
/// By default a quick run (`EvaluationSet.Sampling.quick`: every exact
/// phrase, a fixed share of the rest); `PHRASEBOOK_EVAL_FULL=1` scores
/// everything (for reporting: minutes in a debug build). Each has its own
/// rows in the baseline. `PHRASEBOOK_EVAL_RECORD=1` writes this run's rows
/// and fails, so a re-record is never silent.
/// `PHRASEBOOK_EVAL_VERBOSE=1` prints the failures of the tuning part,
/// `PHRASEBOOK_EVAL_FAILURES=FILE` writes them to FILE (all of them: a few
/// thousand lines through `swift test`'s output lose some);
/// `PHRASEBOOK_EVAL_SHOW_CHECK=1` adds those of the checking part (look at
/// them only to report); `PHRASEBOOK_EVAL_DUMP=FILE` writes every distinct
/// input with its whole result (to compare two matchers); a transcript
/// where no run of words sounds like the expected app's name is marked
/// `[name not heard]`.
///
/// `PHRASEBOOK_EVAL_PARAMS="name=value name=value"` (or the older
/// `PHRASEBOOK_EVAL_THRESHOLD=0.6`, the same as `threshold=0.6`) scores with
/// other `MatchParameters`, without a rebuild: then the baseline test is
/// skipped, saying why, and `reportWithChangedParameters` prints the report.
@Suite struct EvaluationTests {
    /// The parameters the environment asks for, as `name=value`: none by default.
    static var changedParameters: [String] {
        let environment = ProcessInfo.processInfo.environment
        let threshold = environment["PHRASEBOOK_EVAL_THRESHOLD"].map { ["threshold=\($0)"] } ?? []
        let listed = (environment["PHRASEBOOK_EVAL_PARAMS"] ?? "").split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" }).map(String.init)
        return threshold + listed
    }

    @Test(.disabled(if: !changedParameters.isEmpty, "PHRASEBOOK_EVAL_PARAMS or PHRASEBOOK_EVAL_THRESHOLD is set: the baseline is the shipped parameters'"))
    func categoriesMeetTheirGoals() async throws {
        let (report, run) = try await Self.evaluate(MatchParameters())
        let baseline = try EvaluationBaseline.load()
        let measured = report.baselineRows(run: run)
        if ProcessInfo.processInfo.environment["PHRASEBOOK_EVAL_RECORD"] != nil {
            try Data(baseline.recording(measured, run: run).text.utf8).write(to: EvaluationBaseline.url)
            Issue.record("recorded the \(run) run's rows of \(EvaluationBaseline.url.path); run again without PHRASEBOOK_EVAL_RECORD")
            return
        }
        let (regressions, improvements) = baseline.differences(measured, run: run)
        let showCheck = ProcessInfo.processInfo.environment["PHRASEBOOK_EVAL_SHOW_CHECK"] != nil
        for regression in regressions {
            // Examples of what went wrong, from the tuning part only unless asked.
            let examples = report.failures.filter { failure in
                regression.hasPrefix("\(failure.item.categories[0].rawValue), \(failure.item.split.rawValue)")
                    && (failure.item.split == .tuning || showCheck)
            }.prefix(8).map(EvaluationReport.describe)
            Issue.record(Comment(rawValue: ([regression] + examples).joined(separator: "\n")))
        }
        for improvement in improvements {
            Issue.record(Comment(rawValue: "\(improvement): better than the baseline; record it in this commit (PHRASEBOOK_EVAL_RECORD=1)"))
        }
    }

    @Test(.enabled(if: !changedParameters.isEmpty, "only with PHRASEBOOK_EVAL_PARAMS or PHRASEBOOK_EVAL_THRESHOLD"))
    func reportWithChangedParameters() async throws {
        let parameters = try MatchParameters().setting(Self.changedParameters)
        print("Parameters changed: \(parameters.changes.joined(separator: " ")); the baseline is not checked.")
        _ = try await Self.evaluate(parameters)
    }

    /// Matches the whole set with `parameters`, prints the report (and the
    /// failures and dump the environment asks for), and returns it with
    /// the run's name (`quick` or `full`).
    static func evaluate(_ parameters: MatchParameters) async throws -> (EvaluationReport, String) {
        let catalog = try EvaluationSet.loadCatalog()
        #expect(!catalog.hasErrors, "\(catalog.diagnostics.filter { $0.severity == .error })")
        let environment = ProcessInfo.processInfo.environment
        let sampling: EvaluationSet.Sampling = environment["PHRASEBOOK_EVAL_FULL"] != nil ? .full : .quick
        let set = try EvaluationSet(catalog: catalog, data: EvaluationData(), sampling: sampling)
        let results = await Self.match(set.cases.map(\.input), in: catalog, options: MatchOptions(parameters: parameters))
        let report = EvaluationReport(set.cases, results)

        var splits: [EvaluationSet.Split: [String]] = [:]
        for app in catalog.apps { splits[set.split(ofApp: app.name), default: []].append(app.name) }
        print(sampling.isFull ? "\nFull run: every case." : """

            Quick run: every exact phrase, one in \(sampling.typed) of the other typed variants, one transcript row in \(sampling.transcripts).
            PHRASEBOOK_EVAL_FULL=1 scores everything (a few minutes in a debug build).
            """)
        print(report.text(baseline: try EvaluationBaseline.load(), run: sampling.isFull ? "full" : "quick", splits: splits))
        // How much of the speech goal the app boundary leaves reachable.
        let ceilings = [EvaluationSet.Category.survived, .survivedNBest].flatMap { category in
            EvaluationSet.Split.allCases.map { split in
                let ceiling = set.nameCeiling(category, split, in: catalog, parameters: parameters)
                return "\(split.rawValue) \(category.rawValue.replacingOccurrences(of: "entity words survived, ", with: "")) "
                    + EvaluationReport.percent(Double(ceiling.heard) / Double(max(1, ceiling.cases)))
            }
        }
        print("Entity words survived, the most that can be right where a phrase needs its app named (a run of words at least "
            + "\(parameters.weakAppNameSimilarity) like the name, or a template without it): \(ceilings.joined(separator: ", ")).")
        let showCheck = environment["PHRASEBOOK_EVAL_SHOW_CHECK"] != nil
        // A transcript whose expected app's name no run of words sounds
        // like is marked: the app boundary keeps it out of reach.
        let shown = report.failures.filter { $0.item.split == .tuning || showCheck }.map { failure in
            EvaluationReport.describe(failure) + (EvaluationSet.hearsAppName(failure.item, in: catalog, parameters: parameters) == false ? " [name not heard]" : "")
        }
        if environment["PHRASEBOOK_EVAL_VERBOSE"] != nil {
            for line in shown { print(line) }
        }
        if let path = environment["PHRASEBOOK_EVAL_FAILURES"] {
            try Data(shown.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: path))
        }
        // Every distinct input with its whole result, confidences unrounded:
        // two matchers that write the same file answer the same.
        if let path = environment["PHRASEBOOK_EVAL_DUMP"] {
            var seen = Set<EvaluationSet.Input>()
            var lines: [String] = []
            for (item, result) in zip(set.cases, results) where seen.insert(item.input).inserted {
                lines.append("\(item.input.description)\t\(String(reflecting: result))\n")
            }
            try Data(lines.joined().utf8).write(to: URL(fileURLWithPath: path))
        }
        return (report, sampling.isFull ? "full" : "quick")
    }

    /// Matches every distinct input once, on every core.
    static func match(_ inputs: [EvaluationSet.Input], in catalog: Catalog, options: MatchOptions = MatchOptions()) async -> [MatchResult] {
        var unique: [EvaluationSet.Input] = []
        var position: [EvaluationSet.Input: Int] = [:]
        for input in inputs where position[input] == nil {
            position[input] = unique.count
            unique.append(input)
        }
        let slices = max(1, ProcessInfo.processInfo.activeProcessorCount) * 8
        let results = await withTaskGroup(of: [(Int, MatchResult)].self) { group in
            for slice in 0..<slices {
                let mine = Array(stride(from: slice, to: unique.count, by: slices))
                let work = mine.map { unique[$0] }
                group.addTask { zip(mine, work.map { $0.match(in: catalog, options: options) }).map { ($0, $1) } }
            }
            var all = [MatchResult](repeating: .noMatch, count: unique.count)
            for await part in group {
                for (i, result) in part { all[i] = result }
            }
            return all
        }
        return inputs.map { results[position[$0]!] }
    }
}
