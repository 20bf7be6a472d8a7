import Foundation
import PhraseArguments
import Phrasebook

/// `phrase match [DIR] [TEXT…] [--json] [--exact] [--partial] [--app APP] [--locale L] [--threshold X] [--param NAME=VALUE…] [--conversation]`:
/// match each TEXT, or each line of standard input (blank lines and `#`
/// comments skipped). Never dispatches.
///
/// With `--json`, a line that is a JSON object is a `match` request as the
/// daemon reads it (`text` or `hypotheses`, `app`, `exact`, `threshold`, `locale`,
/// `partial`, `id`; `op` may be left out), answered with one result line.
///
/// On a terminal (or with `--conversation`) it holds a conversation as the
/// daemon does: after a `needs-value` result the next line is the value, and
/// the prompt asks. Otherwise every line is an utterance of its own.
struct MatchCommand {
    static let usage = "phrase match [DIR] [TEXT…] [--json] [--exact] [--partial] [--app APP] [--locale L] [--threshold X] [--param NAME=VALUE…] [--conversation]"
    static let help = """
        usage: \(usage)

        Matches each TEXT (one utterance per argument; quote an utterance of several
        words), or each line of standard input, against the phrase folder DIR (default:
        phrases) and prints one result a line. Never runs handlers. Lines that are blank
        or start with # are skipped.

        options:
          --json          one JSON result a line; an input line that is a JSON object is
                          a match request (text or hypotheses, app, exact, threshold, locale, partial, id)
          --exact         exact phrases only (as Apple where flexible matching is off)
          --partial       each text is a transcript still being spoken: add whether the
                          command is complete, extendable (and the words that may follow),
                          incomplete (the phrases begun and what comes next) or none;
                          asks no question
          --app APP       consider this app only
          --locale L      the phrases' language (de, de-AT → de; default: each app's source language)
          --threshold X   flexible matches below X are no-match (default: \(MatchOptions.defaultThreshold))
          --param NAME=VALUE
                          match with one of the matcher's numbers changed, for a stricter or
                          looser matcher (repeatable; --param list prints every name and value;
                          Docs/matching.md says what each trades)
          --conversation  after a needs-value result, the next utterance is the value,
                          as on a terminal (otherwise each is matched on its own);
                          "cancel" or "never mind" drops the question, an exact
                          phrase is a new command

        exit status: 0 matched (whatever the results), 1 no such folder, 2 bad usage
        """

    static func run(_ words: [String], output: Output) throws(Arguments.Problem) -> Int32 {
        let arguments = try Arguments(
            words, flags: ["--json", "--exact", "--partial", "--conversation"], options: ["--app", "--threshold", "--locale", "--param"], help: help)
        if arguments.values("--param").contains("list") {
            for assignment in MatchParameters().assignments { output.line(assignment) }
            return 0
        }
        let parameters = try matchParameters(arguments)
        var positionals = arguments.positionals
        // The first word is the folder when it names one.
        var directory = "phrases"
        if let first = positionals.first, isDirectory(first) {
            directory = first
            positionals.removeFirst()
        }
        let catalog = try loadCatalog(directory)
        output.diagnostics(catalog.diagnostics.filter { $0.severity == .error })
        var options = MatchOptions(
            app: arguments.value("--app"), isExactOnly: arguments.has("--exact"), locale: arguments.value("--locale"), parameters: parameters)
        if let threshold = try arguments.double("--threshold", in: 0...1) { options.threshold = threshold }
        options.isPartial = arguments.has("--partial")
        let json = arguments.has("--json")

        // Only a person at a terminal is asked a follow-up question (or
        // whoever asks for it): a file of transcripts is matched line by line.
        // "cancel" drops the question; an exact phrase is a new command.
        let interactive = positionals.isEmpty && isatty(0) != 0
        let mayAnswer = interactive || arguments.has("--conversation")
        var conversation = Conversation()
        func answer(_ line: String) {
            if json, line.hasPrefix("{") {
                let (result, id) = match(request: line, in: catalog, defaults: options)
                // A partial request (it has a completion) asks nothing.
                let json = result.completion != nil ? result.json : conversation.respond(to: nil, mayAnswer: false, in: catalog) { result }.json
                output.line(String(decoding: Response.line(json, id: id).dropLast(), as: UTF8.self))
                return
            }
            // A transcript still being spoken asks and answers nothing.
            if options.isPartial {
                let result = catalog.match(line, options: options)
                output.line(json ? result.json.serialized : describe(result) + describe(result.completion))
                return
            }
            let turn = conversation.respond(to: line, mayAnswer: mayAnswer, options: options, in: catalog) {
                catalog.match(line, options: options)
            }
            output.line(json ? turn.json.serialized : describe(turn.outcome))
        }

        if !positionals.isEmpty {
            for utterance in positionals { answer(utterance) }
            return 0
        }
        if interactive {
            let summary = catalog.summary
            output.line("\(summary.apps) apps, \(summary.expandedPhrases) phrases. Type what you would say; Ctrl-D ends.")
        }
        while true {
            if interactive {
                let prompt = conversation.question?.result.prompt.map { "\($0) > " } ?? "> "
                FileHandle.standardOutput.write(Data(prompt.utf8))
            }
            guard let line = readLine() else { break }
            if isSaying(line) { answer(line) }
        }
        return 0
    }

    /// The result of a JSON request line, and its `id`.
    static func match(request line: String, in catalog: Catalog, defaults: MatchOptions) -> (MatchResult, id: JSON?) {
        let decoded = RequestDecoder.decode(Array(line.utf8), defaultOperation: "match")
        switch decoded.request {
        case .success(.match(let request)):
            let options = request.options(defaults: defaults)
            return (catalog.match(request.utterance, options: options), decoded.id)
        case .success(let request):
            return (.error(.invalidRequest, message: "phrase match answers match requests, not \"\(request.operation)\""), decoded.id)
        case .failure(let error):
            return (.error(error.code, message: error.message), decoded.id)
        }
    }

    /// One line for people: a result, or the question that was cancelled.
    static func describe(_ outcome: Conversation.Turn.Outcome) -> String {
        switch outcome {
        case .result(let result): describe(result)
        case .cancelled(let cancellation):
            "cancelled \(cancellation.question.app ?? "") \(cancellation.question.intent ?? ""): \(cancellation.question.parameter ?? "")?"
        }
    }

    /// One line for people: status, intent, parameters, confidence, phrase.
    static func describe(_ result: MatchResult) -> String {
        func parameters(_ list: [MatchResult.NamedValue]) -> String {
            list.map { named in
                let title = named.value.title.flatMap { $0 == named.value.value ? nil : " (\($0))" } ?? ""
                return " \(named.name)=\(named.value.value)\(title)"
            }.joined()
        }
        let confidence = String(format: "%.2f", result.confidence)
        switch result.status {
        case .matched:
            return "matched \(result.app ?? "") \(result.intent ?? "")\(parameters(result.parameters))  [\(confidence)] \(result.phrase ?? "")"
        case .needsValue:
            return "needs-value \(result.app ?? "") \(result.intent ?? "")\(parameters(result.parameters)): \(result.parameter ?? "")? \"\(result.prompt ?? "")\"  [\(confidence)]"
        case .ambiguous:
            let candidates = result.alternatives.map { "\($0.app) \($0.intent)\(parameters($0.parameters))" }
            return "ambiguous  [\(confidence)] " + candidates.joined(separator: " | ")
        case .rejected:
            return "rejected \(result.app ?? "") by \"\(result.negativePhrase ?? "")\"  [\(confidence)]"
        case .noMatch:
            return "no-match"
        case .error:
            return "error \(result.errorCode ?? ""): \(result.errorMessage ?? "")"
        }
    }

    /// For `--partial`: `  -> complete`, `  -> extendable: in | ${query}`,
    /// `  -> incomplete: ${project} (Open ${project} in ${applicationName}) | …`.
    static func describe(_ completion: Completion?) -> String {
        guard let completion else { return "" }
        switch completion.state {
        case .complete, .none: return "  -> \(completion.state.rawValue)"
        case .extendable: return "  -> extendable: " + completion.next.joined(separator: " | ")
        case .incomplete:
            return "  -> incomplete: " + completion.expecting.map { "\($0.next) (\($0.app): \($0.phrase))" }.joined(separator: " | ")
        }
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
    }
}
