import Foundation

/// The evaluation's figures as last committed (`Tests/Evaluation/baseline.tsv`):
/// per run (quick or full), category and split, the cases, right answers,
/// false accepts and wrong orders (`matched` and wrong: an action taken that
/// was not asked for). The evaluation compares every figure with it both ways: a
/// drop beyond `tolerance` fails as a regression, a rise beyond it fails too,
/// asking for the baseline to be recorded again in the same commit
/// (`PHRASEBOOK_EVAL_RECORD=1`), so that the next regression is measured
/// from where the matcher now is. A changed number of cases fails: a data
/// file was changed, cut short or lost.
struct EvaluationBaseline {
    /// How far a rate may move, in either direction, before it counts:
    /// the evaluation is deterministic, so this is room for a platform's
    /// Unicode or floating-point library, not for noise.
    static let tolerance = 0.001

    struct Row: Equatable {
        var cases: Int
        var right: Int
        var falseAccepts: Int
        var wrongOrders: Int

        var rate: Double { cases == 0 ? 0 : Double(right) / Double(cases) }
        var falseAcceptRate: Double { cases == 0 ? 0 : Double(falseAccepts) / Double(cases) }
        var wrongOrderRate: Double { cases == 0 ? 0 : Double(wrongOrders) / Double(cases) }
    }

    struct Key: Hashable, Comparable {
        var run: String
        var category: String
        var split: String

        static func < (a: Key, b: Key) -> Bool { (a.run, a.category, a.split) < (b.run, b.category, b.split) }
    }

    static let url = EvaluationData.url("baseline.tsv")
    static let header = """
        # The evaluation's figures as last committed: Tests/PhrasebookTests/EvaluationBaseline.swift.
        # Every figure is compared both ways, within a tolerance of 0.1 percentage point of a rate:
        # a drop fails as a regression, a rise asks for this file to be recorded again in the same
        # commit (PHRASEBOOK_EVAL_RECORD=1, quick run; with PHRASEBOOK_EVAL_FULL=1 for the full run's rows).
        # A changed number of cases fails: a data file changed, was cut short or lost.
        run\tcategory\tsplit\tcases\tright\tfalse accepts\twrong orders

        """

    var rows: [Key: Row] = [:]

    /// The committed baseline; empty where there is none yet.
    static func load() throws -> EvaluationBaseline {
        var baseline = EvaluationBaseline()
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return baseline }
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("run\t") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 7, let cases = Int(fields[3]), let right = Int(fields[4]), let falseAccepts = Int(fields[5]),
                let wrongOrders = Int(fields[6])
            else {
                throw BaselineError(description: "\(url.path): not a baseline row: \(line)")
            }
            baseline.rows[Key(run: fields[0], category: fields[1], split: fields[2])] = Row(
                cases: cases, right: right, falseAccepts: falseAccepts, wrongOrders: wrongOrders)
        }
        return baseline
    }

    struct BaselineError: Error, CustomStringConvertible {
        var description: String
    }

    /// This baseline with `run`'s rows replaced by `measured`.
    func recording(_ measured: [Key: Row], run: String) -> EvaluationBaseline {
        var changed = self
        changed.rows = rows.filter { $0.key.run != run }
        for (key, row) in measured { changed.rows[key] = row }
        return changed
    }

    var text: String {
        Self.header + rows.keys.sorted().map { key in
            let row = rows[key]!
            return "\(key.run)\t\(key.category)\t\(key.split)\t\(row.cases)\t\(row.right)\t\(row.falseAccepts)\t\(row.wrongOrders)\n"
        }.joined()
    }

    /// What is wrong with `measured` against this baseline, one line each:
    /// cases changed, a rate dropped or rose beyond the tolerance, a false
    /// accept rate rose or fell beyond it, a row missing on either side.
    func differences(_ measured: [Key: Row], run: String) -> (regressions: [String], improvements: [String]) {
        var regressions: [String] = [], improvements: [String] = []
        func percent(_ x: Double) -> String { String(format: "%.1f%%", 100 * x) }
        for key in Set(measured.keys).union(rows.keys.filter { $0.run == run }).sorted() {
            let name = "\(key.category), \(key.split) (\(run) run)"
            guard let now = measured[key] else {
                regressions.append("\(name): in the baseline, not measured")
                continue
            }
            guard let then = rows[key] else {
                regressions.append("\(name): \(now.cases) cases, not in the baseline: record it (PHRASEBOOK_EVAL_RECORD=1)")
                continue
            }
            if now.cases != then.cases {
                regressions.append("\(name): \(now.cases) cases, the baseline has \(then.cases): is a data file changed, cut short or lost?")
                continue
            }
            if now.rate < then.rate - Self.tolerance {
                regressions.append("\(name): \(percent(now.rate)) right (\(now.right)), baseline \(percent(then.rate)) (\(then.right))")
            } else if now.rate > then.rate + Self.tolerance {
                improvements.append("\(name): \(percent(now.rate)) right (\(now.right)), baseline \(percent(then.rate)) (\(then.right))")
            }
            if now.falseAcceptRate > then.falseAcceptRate + Self.tolerance {
                regressions.append("\(name): \(now.falseAccepts) false accepts (\(percent(now.falseAcceptRate))), baseline \(then.falseAccepts)")
            } else if now.falseAcceptRate < then.falseAcceptRate - Self.tolerance {
                improvements.append("\(name): \(now.falseAccepts) false accepts (\(percent(now.falseAcceptRate))), baseline \(then.falseAccepts)")
            }
            if now.wrongOrderRate > then.wrongOrderRate + Self.tolerance {
                regressions.append("\(name): \(now.wrongOrders) wrong orders (\(percent(now.wrongOrderRate))), baseline \(then.wrongOrders)")
            } else if now.wrongOrderRate < then.wrongOrderRate - Self.tolerance {
                improvements.append("\(name): \(now.wrongOrders) wrong orders (\(percent(now.wrongOrderRate))), baseline \(then.wrongOrders)")
            }
        }
        return (regressions, improvements)
    }
}

extension EvaluationReport {
    /// Every category and split of this report, as baseline rows of `run`.
    func baselineRows(run: String) -> [EvaluationBaseline.Key: EvaluationBaseline.Row] {
        var rows: [EvaluationBaseline.Key: EvaluationBaseline.Row] = [:]
        for (key, tally) in tallies {
            rows[EvaluationBaseline.Key(run: run, category: key.category.rawValue, split: key.split.rawValue)] =
                EvaluationBaseline.Row(
                    cases: tally.cases, right: tally.right, falseAccepts: tally.falseAccepts, wrongOrders: tally.wrongOrders)
        }
        return rows
    }
}
