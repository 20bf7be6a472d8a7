import PhraseArguments
import Phrasebook

/// `phrase expand [DIR] [--json] [--locale L]`: every expanded phrase with its intent and parameters.
struct ExpandCommand {
    static let usage = "phrase expand [DIR] [--json] [--locale L]"
    static let help = """
        usage: \(usage)

        Prints every phrase a person can say to the apps in DIR (default: phrases), one a
        line, tab-separated: app, phrase, intent and parameters ("(negative)" for negative
        phrases).

        options:
          --json      one object a line: app, intent, shortcut, text, template, parameters, negative
          --locale L  the phrases in this language (de, de-AT → de; apps without it left out)

        exit status: 0 compiled, 1 errors in the files or no such folder, 2 bad usage
        """

    static func run(_ words: [String], output: Output) throws(Arguments.Problem) -> Int32 {
        let arguments = try Arguments(words, flags: ["--json"], options: ["--locale"], help: help)
        let catalog = try loadCatalog(arguments.positionals.first ?? "phrases")
        let locale = arguments.value("--locale")
        if let message = catalog.unknownLocaleMessage(locale) { throw Arguments.Problem(description: message, kind: .usage) }
        output.diagnostics(catalog.diagnostics)
        for phrase in catalog.expandedPhrases(locale: locale) {
            if arguments.has("--json") {
                output.line(JSON.object([
                    ("app", .string(phrase.app)), ("intent", phrase.isNegative ? .null : .string(phrase.intent)),
                    ("shortcut", phrase.isNegative ? .null : .string(phrase.shortcut)),
                    ("text", .string(phrase.text)), ("template", .string(phrase.template)),
                    ("parameters", .object(phrase.parameters.map { p in
                        (p.name, .object([("value", .string(p.value.value))] + (p.value.title.map { [("title", JSON.string($0))] } ?? [])))
                    })),
                    ("negative", .bool(phrase.isNegative)),
                ]).serialized)
            } else {
                let meaning = phrase.isNegative
                    ? "(negative)"
                    : phrase.intent + phrase.parameters.map { " \($0.name)=\($0.value.value)" }.joined()
                output.line("\(phrase.app)\t\(phrase.text)\t\(meaning)")
            }
        }
        return catalog.hasErrors ? 1 : 0
    }
}
