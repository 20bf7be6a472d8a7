import PhraseArguments
import Phrasebook

/// `phrase lint [DIR] [--strict] [--json]`: Apple's build rules and matching hazards.
struct LintCommand {
    static let usage = "phrase lint [DIR] [--strict] [--json]"
    static let help = """
        usage: \(usage)

        Checks the phrase folder DIR (default: phrases) against Apple's App Shortcuts build
        rules, in Xcode's words, and for what makes phrases hard to match: duplicate and
        colliding phrases, values said alike, negative phrases that veto a positive one,
        names a recogniser may write as common words, phrases far outside 3-6 words.

        options:
          --strict  Apple-rule findings are errors (exit 1), so CI fails where Xcode would
          --json    the diagnostics and findings as JSON

        exit status: 0 no errors, 1 errors (or Apple-rule findings with --strict) or no such
        folder, 2 bad usage
        """

    static func run(_ words: [String], output: Output) throws(Arguments.Problem) -> Int32 {
        let arguments = try Arguments(words, flags: ["--json", "--strict"], options: [], help: help)
        let strict = arguments.has("--strict")
        let catalog = try loadCatalog(arguments.positionals.first ?? "phrases")
        let findings = Linter.findings(in: catalog, strict: strict)
        let diagnostics = catalog.diagnostics + findings.map(\.diagnostic)
        if arguments.has("--json") {
            output.line(JSON.object([
                ("diagnostics", .array(catalog.diagnostics.map(\.json))),
                ("findings", .array(findings.map { finding in
                    var json = finding.diagnostic.json
                    if case .object(var pairs) = json {
                        pairs.append(("appleRule", .bool(finding.isAppleRule)))
                        json = .object(pairs)
                    }
                    return json
                })),
            ]).prettyPrinted())
        } else {
            for diagnostic in diagnostics { output.line(diagnostic.description) }
            let apple = findings.count { $0.isAppleRule }
            output.line("\(findings.count) finding\(findings.count == 1 ? "" : "s") (\(apple) against Apple's build rules)")
        }
        if catalog.hasErrors { return 1 }
        return strict && findings.contains(where: \.isAppleRule) ? 1 : 0
    }
}
