import Foundation
import PhraseArguments
import Phrasebook
import PhraseSystem

/// `phrase compile [DIR] [--json [--locale L]]`: read, expand and index;
/// print a summary and the diagnostics; exit 1 on errors.
struct CompileCommand {
    static let usage = "phrase compile [DIR] [--json [--locale L]]"
    static let help = """
        usage: \(usage)

        Reads, expands and indexes the phrase folder DIR (default: phrases), or one app's
        folder; prints the diagnostics in compiler form (file:line:col: error: …) and a
        summary: apps, shortcuts, templates, expanded phrases, time and memory.

        options:
          --json       each app's shortcuts, negative phrases, the diagnostics and the summary
          --locale L   with --json: the apps in language L (de, de-AT → de), as the daemon's
                       shortcuts op shows them: phrases, negative phrases, short titles,
                       parameter titles and prompts translated; apps without L left out

        exit status: 0 compiled, 1 errors in the files or no such folder, 2 bad usage
        """

    static func run(_ words: [String], output: Output) throws(Arguments.Problem) -> Int32 {
        let arguments = try Arguments(words, flags: ["--json"], options: ["--locale"], help: help)
        let locale = arguments.value("--locale")
        if locale != nil, !arguments.has("--json") {
            throw Arguments.Problem(description: "--locale goes with --json (the summary is the same in every language)")
        }
        let directory = arguments.positionals.first ?? "phrases"
        let start = Date()
        let catalog = try loadCatalog(directory)
        let seconds = Date().timeIntervalSince(start)
        let summary = catalog.summary

        if arguments.has("--json") {
            var apps = (locale: String?.none, apps: catalog.apps.map(\.json))
            if let locale {
                switch catalog.appsJSON(locale: locale) {
                case .success(let shown): apps = (shown.locale, shown.apps)
                case .failure(let problem): throw Arguments.Problem(description: problem.result.errorMessage ?? "", kind: .usage)
                }
            }
            output.line(json(catalog, apps: apps, summary: summary, seconds: seconds).prettyPrinted())
        } else {
            output.diagnostics(catalog.diagnostics)
            var text = "compiled \(summary.apps) app\(summary.apps == 1 ? "" : "s") (\(catalog.apps.map(\.name).joined(separator: ", "))): "
            text += "\(summary.shortcuts) shortcuts, \(summary.templates) templates, \(summary.negativePhrases) negative phrases, "
            text += "\(summary.values) parameter values → \(summary.expandedPhrases) expanded phrases in \(formatDuration(seconds))"
            if let peak = CurrentProcess.peakResidentBytes() { text += ", peak memory \(formatBytes(peak))" }
            output.line(text)
            let errors = catalog.diagnostics.count { $0.severity == .error }
            let warnings = catalog.diagnostics.count { $0.severity == .warning }
            if errors + warnings > 0 { output.line("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")") }
        }
        return catalog.hasErrors ? 1 : 0
    }

    /// - Parameter apps: the apps as shown, and the language picked when
    ///   `--locale` asked for one (then a `locale` field comes first).
    static func json(_ catalog: Catalog, apps: (locale: String?, apps: [JSON]), summary: Catalog.Summary, seconds: Double) -> JSON {
        .object((apps.locale.map { [("locale", JSON.string($0))] } ?? []) + [
            ("apps", .array(apps.apps)),
            ("diagnostics", .array(catalog.diagnostics.map(\.json))),
            ("summary", .object(summary.fields + [("seconds", .number((seconds * 1e6).rounded() / 1e6))])),
        ])
    }
}
