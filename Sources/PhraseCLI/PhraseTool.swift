import Foundation
import PhraseArguments
import Phrasebook

/// The `phrase` command-line tool: compile, lint, expand, match, test, send, grammar, state.
public enum PhraseTool {
    static let help = """
        usage: phrase <command> [options]

        commands:
          \(CompileCommand.usage)
              read, expand and index DIR (default: phrases); print a summary and diagnostics
          \(LintCommand.usage)
              Apple's App Shortcuts build rules, colliding phrases, vetoing negative phrases
          \(ExpandCommand.usage)
              every expanded phrase with its intent and parameters
          \(MatchCommand.usage)
              match each TEXT, or each line of standard input; never dispatches
          \(TestCommand.usage)
              run DIR/<App>/tests/*.phrasetest (or FILEs); failures, coverage, `N passed, N failed`;
              exit 1 on a failure (or an untested phrase with --require-coverage), 2 on a malformed file
          \(SendCommand.usage)
              send each TEXT, or each line of standard input, to phrased; print the responses
          \(GrammarCommand.usage)
              what a speech recogniser needs to expect the phrases: a JSGF grammar, pronunciations,
              the word list, one phrase a line, Vosk's phrase list, a Whisper prompt (Docs/voice.md)
          \(StateCommand.usage)
              the entity updates a running phrased keeps in its state folder: list them, or drop
              them so the phrase folder's values serve again

        Each TEXT is one utterance; lines read from standard input skip blank lines and
        # comments. Every command takes --json, and --help (or `phrase help COMMAND`);
        `phrase --version` prints the version.
        Exit status: 0 success, 1 errors or failures, 2 bad usage.
        """

    /// `phrase --version`'s line.
    static var versionLine: String { "phrase \(PhrasebookVersion.current)" }

    /// Runs the tool with the arguments after the program name; returns the exit status.
    public static func run(_ arguments: [String]) -> Int32 {
        let output = Output()
        guard let command = arguments.first else {
            output.error(help)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        do throws(Arguments.Problem) {
            switch command {
            case "compile": return try CompileCommand.run(rest, output: output)
            case "lint": return try LintCommand.run(rest, output: output)
            case "expand": return try ExpandCommand.run(rest, output: output)
            case "match": return try MatchCommand.run(rest, output: output)
            case "test": return try TestCommand.run(rest, output: output)
            case "send": return try SendCommand.run(rest, output: output)
            case "grammar": return try GrammarCommand.run(rest, output: output)
            case "state": return try StateCommand.run(rest, output: output)
            case "--version", "version":
                output.line(versionLine)
                return 0
            case "help", "--help", "-h":
                // `phrase help send` is `phrase send --help`.
                if let topic = rest.first, topic != command, !topic.hasPrefix("-") { return run([topic, "--help"]) }
                output.line(help)
                return 0
            default:
                output.error("phrase: error: unknown command '\(command)'\n\n\(help)")
                return 2
            }
        } catch {
            switch error.kind {
            case .help:
                output.line(error.description)
                return 0
            case .failure:
                output.error("phrase: error: \(error)")
                return 1
            case .usage:
                output.error("phrase: error: \(error)\nTry 'phrase \(command) --help'.")
                return 2
            }
        }
    }
}
