import Foundation
import Phrasebook
import PhraseSystem

/// A test run as JUnit XML, the format CI systems (GitHub Actions reporters,
/// GitLab, Jenkins, Buildkite) show test results from.
///
/// One `<testsuite>` per test file and one `<testcase>` per line. A failed
/// case has a `<failure>`; a `[todo]` case that still fails is `<skipped>`;
/// a malformed file has one `<testcase>` with an `<error>` per problem. With
/// `--require-coverage`, a `coverage` suite has a case per app that fails
/// when a template or negative phrase is untested.
struct JUnitReport {
    var run: PhraseTestRun
    var requiresCoverage: Bool

    var xml: String {
        var suites: [String] = []
        var totals = (tests: 0, failures: 0, errors: 0, skipped: 0, seconds: 0.0)
        for file in run.files {
            let problems = run.diagnostics.filter { $0.location.file == file.path && $0.severity == .error }
            if run.malformedFiles.contains(file.path) {
                let cases = problems.map { problem in
                    testcase(name: "line \(problem.location.line)", classname: className(file.path), file: file.path,
                             line: problem.location.line, seconds: 0,
                             body: "<error type=\"malformed\" message=\"\(Self.escape(problem.message))\">\(Self.escape(problem.description))</error>")
                }
                suites.append(suite(name: file.path, tests: cases.count, failures: 0, errors: cases.count, skipped: 0, seconds: 0, cases: cases))
                totals.tests += cases.count
                totals.errors += cases.count
                continue
            }
            let outcomes = run.outcomes.filter { $0.file == file.path }
            var failures = 0, skipped = 0, seconds = 0.0
            let cases = outcomes.map { outcome -> String in
                let time = outcome.duration.seconds
                seconds += time
                var body = ""
                switch outcome.verdict {
                case .failed:
                    failures += 1
                    let message = "expected \(outcome.expected) got \(outcome.actual)"
                    body = "<failure type=\"mismatch\" message=\"\(Self.escape(message))\">\(Self.escape(details(outcome)))</failure>"
                case .todo:
                    skipped += 1
                    body = "<skipped message=\"\(Self.escape("todo: expected \(outcome.expected) got \(outcome.actual)"))\"/>"
                case .passed, .fixed:
                    break
                }
                return testcase(name: "line \(outcome.testCase.location.line): \(outcome.testCase.utterance)",
                                classname: className(file.path), file: file.path, line: outcome.testCase.location.line,
                                seconds: time, body: body)
            }
            suites.append(suite(name: file.path, tests: cases.count, failures: failures, errors: 0, skipped: skipped, seconds: seconds, cases: cases))
            totals.tests += cases.count
            totals.failures += failures
            totals.skipped += skipped
            totals.seconds += seconds
        }
        if requiresCoverage {
            var failures = 0
            let cases = run.coverage.apps.map { app -> String in
                let missing = run.coverage.uncovered.filter { $0.app == app.app && $0.locale == app.locale }
                var body = ""
                if !missing.isEmpty {
                    failures += 1
                    let list = missing.map { "\($0.location): \(TestCommand.uncoveredMessage($0))" }
                    body = "<failure type=\"coverage\" message=\"\(Self.escape("\(missing.count) untested in \(app.label)"))\">\(Self.escape(list.joined(separator: "\n")))</failure>"
                }
                return testcase(name: "\(app.label) coverage", classname: "coverage", file: nil, line: nil, seconds: 0, body: body)
            }
            suites.append(suite(name: "coverage", tests: cases.count, failures: failures, errors: 0, skipped: 0, seconds: 0, cases: cases))
            totals.tests += cases.count
            totals.failures += failures
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"phrase test\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" errors=\"\(totals.errors)\" skipped=\"\(totals.skipped)\" time=\"\(Self.format(totals.seconds))\">\n"
        out += suites.joined()
        out += "</testsuites>\n"
        return out
    }

    private func suite(name: String, tests: Int, failures: Int, errors: Int, skipped: Int, seconds: Double, cases: [String]) -> String {
        "  <testsuite name=\"\(Self.escape(name))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(Self.format(seconds))\">\n"
            + cases.joined() + "  </testsuite>\n"
    }

    private func testcase(name: String, classname: String, file: String?, line: Int?, seconds: Double, body: String) -> String {
        var attributes = "name=\"\(Self.escape(name))\" classname=\"\(Self.escape(classname))\""
        if let file { attributes += " file=\"\(Self.escape(file))\"" }
        if let line { attributes += " line=\"\(line)\"" }
        attributes += " time=\"\(Self.format(seconds))\""
        return body.isEmpty ? "    <testcase \(attributes)/>\n" : "    <testcase \(attributes)>\n      \(body)\n    </testcase>\n"
    }

    private func details(_ outcome: PhraseTestOutcome) -> String {
        var lines = [
            "\(outcome.file):\(outcome.testCase.location.line): expected \(outcome.expected) got \(outcome.actual) \(TestCommand.evidence(outcome))",
            "utterance: \(outcome.testCase.utterance)",
        ]
        if let reason = outcome.reason { lines.append("reason: \(reason)") }
        return lines.joined(separator: "\n")
    }

    /// `Landmarks.navigation` for `phrases/Landmarks/tests/navigation.phrasetest`.
    private func className(_ path: String) -> String {
        let parts = path.split(separator: "/").map(String.init)
        let name = (parts.last ?? path).replacingOccurrences(of: ".phrasetest", with: "")
        if parts.count >= 3, parts[parts.count - 2] == "tests" { return "\(parts[parts.count - 3]).\(name)" }
        return name
    }

    static func format(_ seconds: Double) -> String { String(format: "%.6f", seconds) }

    /// Text safe in XML content and attribute values: markup characters as
    /// entities, line breaks and tabs as character references (attributes
    /// would otherwise fold them), and characters XML 1.0 forbids as U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                let v = scalar.value
                let allowed = (0x20...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v) || (0x10000...0x10FFFF).contains(v)
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}
