import Foundation
import Phrasebook
import PhraseSystem

/// Runs the handler for a `matched` result (SPEC §7).
///
/// The handler is `<app folder>/handlers/<IntentName>`, else
/// `<app folder>/handlers/default`, if it is an executable file. It runs
/// through ``ChildProcess``: no shell, the result JSON on standard input, a
/// clean environment, the app folder as working directory, a time limit and
/// bounded output. Text from the utterance reaches the handler only as
/// standard input and `PHRASE_PARAM_*` values: never a path, an argument or
/// a shell.
package struct Dispatcher: Sendable {
    /// Environment variables every handler gets besides `PHRASE_*`.
    package var baseEnvironment: [String: String]
    package var timeLimit: Duration
    package var outputLimit: Int

    /// - Parameters:
    ///   - environment: The daemon's environment; `HOME` and `LANG` and the
    ///     names in `passing` are taken from it.
    package init(environment: [String: String], passing names: [String] = [], timeLimit: Duration, outputLimit: Int) {
        var base = ["PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": environment["LANG"] ?? "C.UTF-8"]
        if let home = environment["HOME"] { base["HOME"] = home }
        for name in names where !name.hasPrefix("PHRASE_") {
            if let value = environment[name] { base[name] = value }
        }
        self.baseEnvironment = base
        self.timeLimit = timeLimit
        self.outputLimit = outputLimit
    }

    /// The handler for `intent` in the app folder `appDirectory`, or `nil`.
    package static func handlerPath(appDirectory: String, intent: String) -> String? {
        let handlers = (appDirectory as NSString).appendingPathComponent("handlers")
        var candidates: [String] = []
        if CatalogStore.isIdentifier(intent) { candidates.append(intent) }
        candidates.append("default")
        for name in candidates {
            let path = (handlers as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: path)
            {
                return path
            }
        }
        return nil
    }

    /// The environment for `result`'s handler: each parameter's value
    /// (`PHRASE_PARAM_<NAME>`) and title (`PHRASE_TITLE_<NAME>`); `locale`: the language the
    /// utterance was read in, when known (`PHRASE_LOCALE`), so a handler
    /// can answer in it.
    package func environment(for result: MatchResult, locale: String? = nil) -> [String: String] {
        var environment = baseEnvironment
        environment["PHRASE_APP"] = Self.clean(result.app ?? "")
        environment["PHRASE_INTENT"] = Self.clean(result.intent ?? "")
        if let locale { environment["PHRASE_LOCALE"] = Self.clean(locale) }
        for parameter in result.parameters {
            let name = Self.variableName(parameter.name)
            environment["PHRASE_PARAM_" + name] = Self.clean(parameter.value.value)
            // What a person reads: an entity's or case's title, free text
            // as the transcript wrote it.
            if let title = parameter.value.title { environment["PHRASE_TITLE_" + name] = Self.clean(title) }
        }
        return environment
    }

    /// What came of running a handler: the `dispatch` object of the response.
    package struct Report: Sendable {
        package var json: JSON
        package var failed: Bool
        /// For the log: what went wrong, and the start of standard error.
        package var problem: String?
    }

    /// Runs `handler` for `result`, read in `locale`; blocks for up to the
    /// time limit.
    package func run(handler: String, for result: MatchResult, locale: String? = nil) -> Report {
        let name = (handler as NSString).lastPathComponent
        let process = ChildProcess(
            executablePath: handler,
            environment: environment(for: result, locale: locale),
            workingDirectory: ((handler as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent,
            timeLimit: timeLimit,
            outputLimit: outputLimit)
        let outcome: ChildProcess.Result
        do {
            outcome = try process.run(input: Array((result.json.serialized + "\n").utf8))
        } catch {
            let message = "cannot run handler \(name): \(error)"
            return Report(
                json: .object([
                    ("handler", .string(name)), ("exitCode", .null), ("dialog", .null), ("error", .string(message)),
                ]),
                failed: true, problem: message)
        }
        let dialog = Self.firstLine(outcome.standardOutput)
        var pairs: [(String, JSON)] = [
            ("handler", .string(name)),
            ("exitCode", outcome.exitCode.map { .number(Double($0)) } ?? .null),
            ("dialog", dialog.map(JSON.string) ?? .null),
            ("durationMs", .number(outcome.duration.milliseconds.rounded())),
        ]
        var problem: String?
        if outcome.didTimeOut {
            problem = "handler \(name) timed out after \(timeLimit) and was killed"
            pairs.append(("timedOut", .bool(true)))
        } else if case .signaled(let signal) = outcome.termination {
            problem = "handler \(name) was killed by \(signal)"
        } else if let code = outcome.exitCode, code != 0 {
            problem = "handler \(name) exited with status \(code)"
        }
        if let problem { pairs.append(("error", .string(problem))) }
        let stderrLine = Self.firstLine(outcome.standardError)
        return Report(
            json: .object(pairs), failed: problem != nil,
            problem: problem.map { problem in stderrLine.map { "\(problem): \(Logger.escaped($0))" } ?? problem })
    }

    /// The first line of `bytes` as text (invalid UTF-8 repaired), or `nil`
    /// when there is none.
    static func firstLine(_ bytes: [UInt8]) -> String? {
        let line = bytes.prefix { $0 != UInt8(ascii: "\n") }
        var text = String(decoding: line, as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        return text.isEmpty ? nil : text
    }

    /// `project` → `PROJECT`; anything but letters, digits and `_` becomes `_`.
    static func variableName(_ name: String) -> String {
        String(String.UnicodeScalarView(name.uppercased().unicodeScalars.map { scalar in
            ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_" ? scalar : "_"
        }))
    }

    /// An environment value cannot hold a NUL byte.
    static func clean(_ value: String) -> String {
        value.contains("\0") ? value.replacingOccurrences(of: "\0", with: "") : value
    }
}
