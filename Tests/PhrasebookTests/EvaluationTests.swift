import Foundation
import Testing
@testable import Phrasebook

/// A regression guard on matching quality (issue 11): fails when a category
/// has too few cases (a data file missing or cut short), drops below its
/// goal, or accepts more than its limit. Prints the report:
/// `swift test --filter Evaluation`.
///
/// By default a quick run (`EvaluationSet.Sampling.quick`: every exact
/// phrase, a fixed share of the rest); `PHRASEBOOK_EVAL_FULL=1` scores
/// everything (for reporting: minutes in a debug build). The goals hold for
/// both. `PHRASEBOOK_EVAL_VERBOSE=1` prints the failures of the tuning part,
/// `PHRASEBOOK_EVAL_FAILURES=FILE` writes them to FILE (all of them: a few
/// thousand lines through `swift test`'s output lose some);
/// `PHRASEBOOK_EVAL_SHOW_CHECK=1` adds those of the checking part (look at
/// them only to report); `PHRASEBOOK_EVAL_DUMP=FILE` writes every distinct
/// input with its whole result (to compare two matchers); a transcript where no run of words sounds like the
/// expected app's name is marked `[name not heard]`.
/// `PHRASEBOOK_EVAL_THRESHOLD=0.6` scores with another
/// threshold than the default and only prints: the goals are the default's.
@Suite struct EvaluationTests {
    /// The goals, one line per category: the least number of cases (fewer
    /// means a data file is missing or cut short), the share of right answers
    /// at least, the share of false accepts at most, each per split (tuning,
    /// checking). Each goal is a little below what the matcher reached when it
    /// was last raised (the checking part with Nyra, an app no rule has seen, issue 11: quick and full run;
    /// Wrenly, a seventh, joined it in stop 26 and moved the word weights of the whole catalog;
    /// raised in stop 27 with the whole-sound credit, `Catalog.creditingWholeSound`;
    /// raised again in stop 28: words known only written together split, readings told apart
    /// by sound, a weak name beside a phrase heard 0.75 alike, a named phrase deep in an n-best list;
    /// and in stop 29: a name's first sound heard with the word before it, a clearly heard name
    /// vouching for the phrase's whole sound; set again in stop 30, when three more invented apps
    /// joined the tuning part — harder than the sample apps, they lowered its rates — and the
    /// costs were learnt again from it),
    /// so the test passes now and fails on a regression: raise them as the
    /// matcher improves. Thresholds are chosen on the tuning part; the
    /// checking goals only guard it. The comment is issue 11's target, stated
    /// for the checking part.
    static let goals: [EvaluationGoal] = [
        //    category                    cases ≥ (tuning, checking)  goal (tuning, checking)                      // reached when set: tuning, checking (quick/full run) → issue 11 target (checking)
        .init(.exact,                      cases: (1700, 500), right: (1.00, 1.00)),                        // 100%, 100% → 100%
        .init(.extra,                      cases: (430, 140),  right: (0.98, 0.98)),                        // 99.8/99.6%, 100/99.9% → ≥ 99%
        .init(.missing,                    cases: (410, 135),  right: (0.98, 0.98)),                        // 99.8/99.9%, 100/100% → —
        .init(.misheard,                   cases: (430, 140),  right: (0.98, 0.98)),                        // 99.8/99.9%, 100/99.9% → ≥ 95%
        .init(.transcript,                 cases: (560, 220),  right: (0.54, 0.41)),                        // 57.5/55.1%, 42.2/42.5% → reported per voice and condition
        .init(.transcriptNBest,            cases: (560, 220),  right: (0.63, 0.49)),                        // 66.3/64.5%, 50.1/52.9% → above the 1-best
        .init(.survived,                   cases: (320, 100),  right: (0.80, 0.72)),                        // 81.8/80.7%, 74.0/73.2% → ≥ 90% (the headline)
        .init(.survivedNBest,              cases: (320, 100),  right: (0.88, 0.82)),                        // 90.6/89.0%, 82.7/84.3% → —
        .init(.otherApp,                   cases: (400, 135),  falseAccepts: (0.006, 0.003)),               // 0.5/0.3%, 0/0% accepted → 0 accepted
        .init(.negative,                   cases: (20, 6),     right: (1.00, 1.00), falseAccepts: (0, 0)),  // all rejected → all rejected
        .init(.negativeParaphrase,         cases: (50, 16),    falseAccepts: (0, 0)),                       // 0, 0 accepted → 0 accepted
        .init(.negativeTranscript,         cases: (100, 55),   falseAccepts: (0.01, 0.003)),                // 0.9/0.5%, 0/0% accepted → 0 accepted
        .init(.negativeTranscriptNBest,    cases: (100, 55),   falseAccepts: (0.003, 0.003)),               // 0/0.2%, 0/0% accepted → 0 accepted
        .init(.outOfDomain,                cases: (110, 75),   falseAccepts: (0, 0)),                       // 0, 0 accepted → 0 accepted
        .init(.outOfDomainTranscript,      cases: (175, 90),   falseAccepts: (0, 0.002)),                   // 0/0%, 0/0% accepted → 0 accepted
        .init(.outOfDomainTranscriptNBest, cases: (175, 90),   falseAccepts: (0, 0.002)),                   // 0/0%, 0/0% accepted → 0 accepted
    ]

    @Test func categoriesMeetTheirGoals() async throws {
        let catalog = try EvaluationSet.loadCatalog()
        #expect(!catalog.hasErrors, "\(catalog.diagnostics.filter { $0.severity == .error })")
        let environment = ProcessInfo.processInfo.environment
        let sampling: EvaluationSet.Sampling = environment["PHRASEBOOK_EVAL_FULL"] != nil ? .full : .quick
        let set = try EvaluationSet(catalog: catalog, data: EvaluationData(), sampling: sampling)
        let threshold = environment["PHRASEBOOK_EVAL_THRESHOLD"].flatMap(Double.init)
        let options = MatchOptions(threshold: threshold ?? MatchOptions.defaultThreshold)
        let results = await Self.match(set.cases.map(\.input), in: catalog, options: options)
        let report = EvaluationReport(set.cases, results)

        var splits: [EvaluationSet.Split: [String]] = [:]
        for app in catalog.apps { splits[set.split(ofApp: app.name), default: []].append(app.name) }
        print(sampling.isFull ? "\nFull run: every case." : """

            Quick run: every exact phrase, one in \(sampling.typed) of the other typed variants, one transcript row in \(sampling.transcripts).
            PHRASEBOOK_EVAL_FULL=1 scores everything (a few minutes in a debug build).
            """)
        print(report.text(goals: Self.goals, splits: splits))
        // How much of the speech goal the app boundary leaves reachable.
        let ceilings = [EvaluationSet.Category.survived, .survivedNBest].flatMap { category in
            EvaluationSet.Split.allCases.map { split in
                let ceiling = set.nameCeiling(category, split, in: catalog)
                return "\(split.rawValue) \(category.rawValue.replacingOccurrences(of: "entity words survived, ", with: "")) "
                    + EvaluationReport.percent(Double(ceiling.heard) / Double(max(1, ceiling.cases)))
            }
        }
        print("Entity words survived, the most that can be right where a phrase needs its app named (a run of words at least "
            + "\(FlexibleSearch.weakAppNameSimilarity) like the name, or a template without it): \(ceilings.joined(separator: ", ")).")
        let showCheck = environment["PHRASEBOOK_EVAL_SHOW_CHECK"] != nil
        // A transcript whose expected app's name no run of words sounds
        // like is marked: the app boundary keeps it out of reach.
        let shown = report.failures.filter { $0.item.split == .tuning || showCheck }.map { failure in
            EvaluationReport.describe(failure) + (EvaluationSet.hearsAppName(failure.item, in: catalog) == false ? " [name not heard]" : "")
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

        if let threshold {
            print("Threshold \(threshold), not the default: the goals are not checked.")
            return
        }
        #expect(Set(Self.goals.map(\.category)) == Set(EvaluationSet.Category.allCases), "every category needs a goal")
        for goal in Self.goals {
            for split in EvaluationSet.Split.allCases {
                let tally = report[goal.category, split]
                let name = "\(goal.category.rawValue), \(split.rawValue)"
                // Examples of what went wrong, from the tuning part only unless asked.
                let examples = split == .checking && !showCheck ? "" : "\n" + report.failures
                    .filter { $0.item.categories.contains(goal.category) && $0.item.split == split }
                    .prefix(8).map(EvaluationReport.describe).joined(separator: "\n")
                let minimum = split == .tuning ? goal.minimumCases.tuning : goal.minimumCases.checking
                #expect(tally.cases >= minimum, "\(name): \(tally.cases) cases, at least \(minimum) expected: is a data file missing or cut short?")
                if let right = goal.right {
                    let want = split == .tuning ? right.tuning : right.checking
                    #expect(tally.rate >= want, "\(name): \(EvaluationReport.percent(tally.rate)) right, goal \(EvaluationReport.percent(want))\(examples)")
                }
                if let limit = goal.falseAccepts {
                    let most = split == .tuning ? limit.tuning : limit.checking
                    #expect(tally.falseAcceptRate <= most, "\(name): \(tally.falseAccepts) false accepts (\(EvaluationReport.percent(tally.falseAcceptRate))), limit \(EvaluationReport.percent(most))\(examples)")
                }
                if let limit = goal.wrongOrders {
                    let most = split == .tuning ? limit.tuning : limit.checking
                    #expect(tally.wrongOrderRate <= most, "\(name): \(tally.wrongOrders) wrong orders (\(EvaluationReport.percent(tally.wrongOrderRate))), limit \(EvaluationReport.percent(most))\(examples)")
                }
            }
        }
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
