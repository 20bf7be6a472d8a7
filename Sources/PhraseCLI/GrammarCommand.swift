import Foundation
import PhraseArguments
import Phrasebook

/// `phrase grammar [DIR] --format jsgf|dict|words|corpus|vosk|prompt [--app APP]
/// [--locale L] [--json]`: what a speech recogniser needs to expect the
/// phrases (``Grammar``), on standard output.
struct GrammarCommand {
    static let usage = "phrase grammar [DIR] --format jsgf|dict|words|corpus|vosk|prompt [--app APP] [--locale L] [--json]"

    static let help = """
        usage: \(usage)

        What a speech recogniser needs to expect the phrases of DIR (default: phrases):
          jsgf    a JSGF grammar: every phrase in one word graph (shared beginnings and endings
                  said once, optional parts optional), a rule per app name and parameter type
          dict    a pronunciation in the CMU phone set for every word of the grammar
          words   the vocabulary, one word a line (hot words)
          corpus  one phrase a line, for an n-gram language model (beyond 10,000: a cover,
                  every word and value where it is said)
          vosk    Vosk's runtime grammar: a JSON list of the corpus's phrases, with [unk]
          prompt  a Whisper initial prompt: names and values first, within 223 tokens
        --app APP    one app only
        --locale L   the phrases' language (de, de-AT → de; default: each app's source language):
                     the translated phrases; dict is English only (our pronunciations are English)
        --json       {"format": …, "locale": …, "text": …}, as phrased's op `grammar` answers
                     (prompt: also "tokens", its length in Whisper's tokens)
        Docs/voice.md shows a recogniser using them.
        """

    static func run(_ words: [String], output: Output) throws(Arguments.Problem) -> Int32 {
        let arguments = try Arguments(words, flags: ["--json"], options: ["--format", "--app", "--locale"], help: help)
        let formats = Grammar.Format.allCases.map(\.rawValue).joined(separator: ", ")
        guard let name = arguments.value("--format") else {
            throw Arguments.Problem(description: "--format is required (\(formats))")
        }
        guard let format = Grammar.Format(rawValue: name) else {
            throw Arguments.Problem(description: "unknown format '\(name)' (known: \(formats))")
        }
        guard arguments.positionals.count <= 1 else {
            throw Arguments.Problem(description: "one folder at most, not \(arguments.positionals.joined(separator: " "))")
        }
        // The model is enough: no index (10⁵ entity values take longer to
        // index than to write out).
        let apps: [App]
        let diagnostics: [Diagnostic]
        do {
            (apps, diagnostics) = try Catalog.compileApps(in: arguments.positionals.first ?? "phrases")
        } catch {
            throw Arguments.Problem(description: "\(error)")
        }
        output.diagnostics(diagnostics.filter { $0.severity == .error })
        let grammar: Grammar
        let text: String
        do {
            grammar = try Grammar(apps: apps, app: arguments.value("--app"), locale: arguments.value("--locale"))
            text = try grammar.text(format)
        } catch {
            throw Arguments.Problem(description: error.message)
        }
        for omission in grammar.omissions { output.error("phrase: warning: \(omission)") }
        if arguments.has("--json") {
            output.line(JSON.object(grammar.fields(format, text: text)).serialized)
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        return diagnostics.contains { $0.severity == .error } ? 1 : 0
    }
}
