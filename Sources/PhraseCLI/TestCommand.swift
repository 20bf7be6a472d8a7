import Foundation
import PhraseArguments
import Phrasebook

/// `phrase test [DIR] [FILE…] [--junit FILE] [--json] [--report] [--require-coverage] [--exact] [--locale L] [--param NAME=VALUE…]`:
/// run the regression tests of every app (`DIR/<App>/tests/*.phrasetest`),
/// or the FILEs given.
///
/// Prints each failure as `file:line: expected … got …`, the coverage, and
/// last exactly `N passed, N failed`. Exit status: 2 when a test file is
/// malformed (the other files still run) or the command line is wrong; 1 on a
/// failed case, a compile error in DIR, or (with `--require-coverage`) an
/// untested template or negative phrase; else 0.
struct TestCommand {
    static let usage = "phrase test [DIR] [FILE…] [--junit FILE] [--json] [--report] [--require-coverage] [--exact] [--locale L] [--param NAME=VALUE…]"
    static let help = """
        usage: \(usage)

        Runs the regression tests DIR/<App>/tests/*.phrasetest (DIR default: phrases), or the
        FILEs named; prints each failure as file:line: expected … got …, the coverage, and
        last `N passed, N failed`. The file format: Docs/testing.md.

        options:
          --junit FILE        also write JUnit XML to FILE
          --json              one JSON object: summary, diagnostics, cases, coverage
          --report            add the collision and confusion report
          --require-coverage  an untested template or negative phrase fails the run
          --exact             exact phrases only, whatever the files say
          --locale L          the phrases' language for cases that name none (@locale)
          --param NAME=VALUE  match with one of the matcher's numbers changed (repeatable;
                              `phrase match --param list` prints them; Docs/matching.md)

        exit status: 0 all passed, 1 a failure (or an untested phrase with --require-coverage),
        compile errors or no such folder, 2 a malformed test file or bad usage
        """

    static func run(_ words: [String], output: Output) throws(Arguments.Problem) -> Int32 {
        let arguments = try Arguments(
            words, flags: ["--json", "--report", "--require-coverage", "--exact"], options: ["--junit", "--locale", "--param"], help: help)
        let parameters = try matchParameters(arguments)
        var positionals = arguments.positionals
        var directory = "phrases"
        if let first = positionals.first, !first.hasSuffix(".phrasetest") {
            directory = first
            positionals.removeFirst()
        }
        let catalog = try loadCatalog(directory)
        let paths = positionals.isEmpty ? testFiles(of: catalog) : positionals
        let files = paths.map(readTestFile)
        if let message = catalog.unknownLocaleMessage(arguments.value("--locale")) {
            throw Arguments.Problem(description: message, kind: .usage)
        }
        let runner = PhraseTestRunner(
            catalog: catalog, forcesExactMatching: arguments.has("--exact"), locale: arguments.value("--locale"), parameters: parameters)
        let run = runner.run(files)
        let requiresCoverage = arguments.has("--require-coverage")
        let report = arguments.has("--report") ? TestReport(catalog: catalog, run: run) : nil

        if let junit = arguments.value("--junit") {
            let xml = JUnitReport(run: run, requiresCoverage: requiresCoverage).xml
            do {
                try Data(xml.utf8).write(to: URL(fileURLWithPath: junit), options: .atomic)
            } catch {
                throw Arguments.Problem(description: "cannot write \(junit): \(error.localizedDescription)", kind: .failure)
            }
        }

        if arguments.has("--json") {
            output.line(json(run, catalog: catalog, report: report).prettyPrinted())
        } else {
            let compileErrors = catalog.diagnostics.filter { $0.severity == .error }
            output.diagnostics(compileErrors + run.diagnostics)
            if paths.isEmpty {
                output.error("phrase: no test files: put them in \(directory)/<App>/tests/*.phrasetest")
            }
            printOutcomes(run, output: output)
            printCoverage(run.coverage, isRequired: requiresCoverage, output: output)
            if let report { report.print(to: output) }
            if !run.malformedFiles.isEmpty {
                let count = run.malformedFiles.count
                output.line("\(count) malformed file\(count == 1 ? "" : "s") not run: \(run.malformedFiles.joined(separator: ", "))")
            }
            if run.todo + run.fixed > 0 {
                output.line("\(run.todo) todo still failing, \(run.fixed) todo now passing")
            }
            output.line("\(run.passed) passed, \(run.failed) failed")
        }

        if !run.malformedFiles.isEmpty { return 2 }
        if run.failed > 0 || catalog.hasErrors { return 1 }
        if requiresCoverage && !run.coverage.isComplete { return 1 }
        return 0
    }

    /// `tests/*.phrasetest` of every app, by path.
    static func testFiles(of catalog: Catalog) -> [String] {
        var paths: [String] = []
        for app in catalog.apps {
            let folder = (app.directory as NSString).appendingPathComponent("tests")
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            paths += names.filter { $0.hasSuffix(".phrasetest") && !$0.hasPrefix(".") }.sorted()
                .map { (folder as NSString).appendingPathComponent($0) }
        }
        return paths
    }

    /// The file parsed; an unreadable file is a malformed one.
    static func readTestFile(_ path: String) -> PhraseTestFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            return PhraseTestFile(path: path, diagnostics: [.error("cannot read test file", at: SourceLocation(file: path, line: 1, column: 1))])
        }
        return PhraseTestFile(parsing: String(decoding: data, as: UTF8.self), path: path)
    }

    // MARK: Text

    static func printOutcomes(_ run: PhraseTestRun, output: Output) {
        for outcome in run.outcomes {
            let place = "\(outcome.file):\(outcome.testCase.location.line)"
            switch outcome.verdict {
            case .passed:
                continue
            case .failed:
                output.line("\(place): expected \(outcome.expected) got \(outcome.actual) \(evidence(outcome))")
                output.line("    \(quoted(outcome.testCase.utterance))\(outcome.reason.map { ": \($0)" } ?? "")")
            case .todo:
                output.line("\(place): todo: expected \(outcome.expected) got \(outcome.actual) \(evidence(outcome))")
            case .fixed:
                output.line("\(place): note: this [todo] case passes now; remove [todo]")
            }
        }
    }

    /// `(confidence 0.82, phrase "Open ${target} in ${applicationName}")`.
    static func evidence(_ outcome: PhraseTestOutcome) -> String {
        var parts = ["confidence \(String(format: "%.2f", outcome.confidence))"]
        if let phrase = outcome.matchedPhrase {
            parts.append("\(outcome.result.status == .rejected ? "negative phrase" : "phrase") \(quoted(phrase))")
        }
        return "(" + parts.joined(separator: ", ") + ")"
    }

    static func printCoverage(_ coverage: PhraseCoverage, isRequired: Bool, output: Output) {
        guard !coverage.items.isEmpty else { return }
        let width = coverage.apps.map(\.label.count).max() ?? 0
        output.line("coverage:")
        for app in coverage.apps {
            let name = app.label.padding(toLength: width, withPad: " ", startingAt: 0)
            output.line("  \(name)  \(app.coveredTemplates)/\(app.templates) templates, \(app.coveredNegativePhrases)/\(app.negativePhrases) negative phrases")
        }
        let severity = isRequired ? "error" : "warning"
        for item in coverage.uncovered {
            output.line("\(item.location): \(severity): \(uncoveredMessage(item))")
        }
    }

    /// `no test exercises the template "…" (Calm StartMeditationIntent)`;
    /// for a translation, the language its cases need and what it translates.
    static func uncoveredMessage(_ item: PhraseCoverage.Item) -> String {
        let what = item.isNegative ? "negative phrase" : "template"
        let owner = item.intent.map { "\(item.app) \($0)" } ?? item.app
        guard let locale = item.locale else { return "no test exercises the \(what) \(quoted(item.phrase)) (\(owner))" }
        let source = item.translates.map { "; translates \(quoted($0))" } ?? ""
        return "no test in locale \(locale) exercises the translated \(what) \(quoted(item.phrase)) (\(owner)\(source))"
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    // MARK: JSON

    static func json(_ run: PhraseTestRun, catalog: Catalog, report: TestReport?) -> JSON {
        func location(_ l: SourceLocation) -> JSON { .string("\(l.file):\(l.line)") }
        var pairs: [(String, JSON)] = [
            ("summary", .object([
                ("passed", .number(Double(run.passed))), ("failed", .number(Double(run.failed))),
                ("todo", .number(Double(run.todo))), ("fixed", .number(Double(run.fixed))),
                ("malformedFiles", .array(run.malformedFiles.map(JSON.string))),
                ("coverageComplete", .bool(run.coverage.isComplete)),
            ])),
            ("diagnostics", .array((catalog.diagnostics.filter { $0.severity == .error } + run.diagnostics).map(\.json))),
            ("cases", .array(run.outcomes.map { outcome in
                var pairs: [(String, JSON)] = [
                    ("file", .string(outcome.file)), ("line", .number(Double(outcome.testCase.location.line))),
                    ("utterance", .string(outcome.testCase.utterance)), ("verdict", .string(outcome.verdict.rawValue)),
                    ("expected", .string(outcome.expected)), ("actual", .string(outcome.actual)),
                ]
                if let reason = outcome.reason { pairs.append(("reason", .string(reason))) }
                pairs.append(("result", outcome.result.json))
                return .object(pairs)
            })),
            ("coverage", .object([
                ("apps", .array(run.coverage.apps.map { app in
                    .object([
                        ("app", .string(app.app)), ("locale", app.locale.map(JSON.string) ?? .null),
                        ("templates", .number(Double(app.templates))),
                        ("coveredTemplates", .number(Double(app.coveredTemplates))),
                        ("negativePhrases", .number(Double(app.negativePhrases))),
                        ("coveredNegativePhrases", .number(Double(app.coveredNegativePhrases))),
                    ])
                })),
                ("uncovered", .array(run.coverage.uncovered.map { item in
                    .object([
                        ("app", .string(item.app)), ("intent", item.intent.map(JSON.string) ?? .null),
                        ("phrase", .string(item.phrase)), ("negative", .bool(item.isNegative)),
                        ("locale", item.locale.map(JSON.string) ?? .null), ("translates", item.translates.map(JSON.string) ?? .null),
                        ("file", .string(item.location.file)), ("line", .number(Double(item.location.line))),
                        ("column", .number(Double(item.location.column))),
                    ])
                })),
            ])),
        ]
        if let report { pairs.append(("report", report.json)) }
        return .object(pairs)
    }
}
