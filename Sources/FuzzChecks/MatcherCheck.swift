import Foundation
import Phrasebook

/// The matcher on any utterance, against the sample apps in `phrases/`: what
/// `phrased` does with every line a client sends. It runs the unsafe-buffer
/// code of the flexible search (alignment tables, sound keys, spans) on text
/// no test wrote.
///
/// The first byte picks the request: an utterance alone, its lines as an
/// n-best list (a line starting `@` from a grammar), or an utterance with
/// the options `phrase match` offers (exact only, another threshold, one
/// app). The rest is the text, as UTF-8 with replacement.
///
/// - every result has the shape its status promises: a `matched` or
///   `needs-value` reading names a loaded app and one of its intents, each
///   parameter one the intent declares, its question asks for a declared
///   parameter the reading lacks; `rejected` names a loaded app and a
///   negative phrase; `ambiguous` lists at least two alternatives; `no-match` has
///   confidence 0 and only alternatives below the threshold; alternatives
///   are loaded intents, each once, best first; confidences in 0...1, and for an
///   accepted reading at least the threshold; no `error` (the options are
///   valid);
/// - exact only: accepted at confidence 1 or not at all;
/// - `hypothesis`, where set, is the index of a list's hypothesis, and only
///   a list sets it;
/// - an utterance alone and a list of just that utterance answer the same
///   (but for `hypothesis`);
/// - the same request answers the same twice, and, its letters all lower
///   case ASCII, the same with them in upper case but for free text's
///   titles, which are as written (mixed case may differ
///   by design: CamelCase splits words; and a number's `g` is grams, `dr`
///   doctor, in lower case only).
enum MatcherCheck {
    static func run(_ bytes: [UInt8], _ check: inout Invariants) {
        guard let catalog = sampleCatalog else {
            check.expect(false, "the sample apps in \(phrasesDirectory) did not load")
            return
        }
        let mode = bytes.first ?? 0
        let utterance = text(Array(bytes.dropFirst()))
        let request = Request(mode: mode, utterance: utterance, catalog: catalog)
        let result = request.answer(catalog)
        checkShape(result, request, catalog, &check)
        check.expect(request.answer(catalog) == result, "a second match of \(utterance.debugDescription) answered differently")
        if request.hypotheses == nil {
            // A list of one hypothesis is read as the text alone.
            var listed = catalog.match([Hypothesis(request.text)], options: request.options)
            if listed.hypothesis == 0 { listed.hypothesis = nil }
            check.expect(
                listed == result,
                "\(utterance.debugDescription) as a list of one: \(listed.outcome), \(listed.confidence); alone: \(result.outcome), \(result.confidence)")
        }
        // Written in lower case ASCII, as a recogniser writes, it may be
        // shouted. (Mixed case is not the same: `CodingBridge` splits in
        // two, and so does `ŕING`.)
        // Nor the written forms read by their case (`WrittenForms`): a
        // number's `g`, grams in lower case only ("5g", "5 g"; "5G" is no
        // unit), and `dr`, `mr`, `mrs`, `vs`, not read in capitals ("DR"
        // may be initials).
        let scalars = utterance.unicodeScalars
        let hasDigit = scalars.contains { ("0"..."9").contains($0) }
        let words = scalars.split { !$0.properties.isAlphabetic }.map { String(String.UnicodeScalarView($0)) }
        let hasCaseReadUnit = words.contains { WrittenForms.isReadByCase($0, afterNumber: hasDigit) }
        if !hasCaseReadUnit, scalars.allSatisfy({ $0.isASCII ? !(65...90).contains($0.value) : !$0.properties.isAlphabetic }) {
            let loud = Request(mode: mode, utterance: upperCasedASCII(utterance), catalog: catalog).answer(catalog)
            check.expect(
                titledInLowerCase(loud) == titledInLowerCase(result),
                "\(utterance.debugDescription) in upper case: \(loud.outcome), \(loud.confidence); as written: \(result.outcome), \(result.confidence)")
        }
    }

    /// `result` with every parameter's title in lower case: free text is
    /// titled as the utterance wrote it, so a shouted one is titled in
    /// capitals.
    static func titledInLowerCase(_ result: MatchResult) -> MatchResult {
        result.mappingInvocations { invocation in
            var lowered = invocation
            for i in lowered.parameters.indices { lowered.parameters[i].value.title = lowered.parameters[i].value.title?.lowercased() }
            return lowered
        }
    }

    /// Where the sample apps are: `FUZZ_PHRASES`, else the repository's
    /// `phrases/` (found from this file's path, so the harness and the
    /// replay tests need no working directory).
    static let phrasesDirectory: String = ProcessInfo.processInfo.environment["FUZZ_PHRASES"]
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("phrases").path

    /// Loaded once per process: every input is matched against it.
    static let sampleCatalog: Catalog? = try? Catalog(loadingFrom: phrasesDirectory)

    /// One request the first byte describes.
    struct Request {
        var hypotheses: [Hypothesis]?
        var text: String
        var options: MatchOptions

        init(mode: UInt8, utterance: String, catalog: Catalog) {
            text = utterance
            options = MatchOptions()
            switch mode % 6 {
            case 1:
                // "@": from a grammar; "^": decoded with a prompt.
                hypotheses = utterance.split(separator: "\n", omittingEmptySubsequences: false).prefix(16).map { line in
                    if line.hasPrefix("@") { return Hypothesis(String(line.dropFirst()), isFromGrammar: true) }
                    if line.hasPrefix("^") { return Hypothesis(String(line.dropFirst()), isPrompted: true) }
                    return Hypothesis(String(line))
                }
            case 2: options.isExactOnly = true
            case 3: options.threshold = 0.3 + Double(mode / 6 % 8) / 10
            case 4: options.app = catalog.apps.isEmpty ? nil : catalog.apps[Int(mode / 6) % catalog.apps.count].name
            default: break
            }
        }

        func answer(_ catalog: Catalog) -> MatchResult {
            hypotheses.map { catalog.match($0, options: options) } ?? catalog.match(text, options: options)
        }
    }

    static func checkShape(_ result: MatchResult, _ request: Request, _ catalog: Catalog, _ check: inout Invariants) {
        let said = request.text.debugDescription
        check.expect(result.confidence >= 0 && result.confidence <= 1, "confidence \(result.confidence) for \(said)")
        check.expect(
            zip(result.alternatives, result.alternatives.dropFirst()).allSatisfy { $0.confidence >= $1.confidence },
            "alternatives not best first (\(said))")
        check.expect(
            Set(result.alternatives.map(\.invocation)).count == result.alternatives.count, "an alternative listed twice (\(said))")
        for alternative in result.alternatives {
            check.expect(alternative.confidence >= 0 && alternative.confidence <= 1, "an alternative at \(alternative.confidence)")
            check.expect(
                catalog.app(named: alternative.app)?.intents[alternative.intent] != nil,
                "alternative \(alternative.app) \(alternative.intent) is not loaded (\(said))")
        }
        if let number = result.hypothesis {
            check.expect(number >= 0 && number < (request.hypotheses?.count ?? 0), "hypothesis \(number) of \(said)")
        }
        switch result.outcome {
        case .matched(let invocation), .needsValue(let invocation, _):
            check.expect(result.confidence >= request.options.threshold, "accepted at \(result.confidence) for \(said)")
            if let app = request.options.app { check.expect(invocation.app == app, "\(invocation.app) answered, \(app) asked for") }
            guard let intent = catalog.app(named: invocation.app)?.intents[invocation.intent] else {
                check.expect(false, "\(invocation.app) \(invocation.intent) is not loaded (\(said))")
                return
            }
            if request.options.isExactOnly {
                // An exact phrase reads 1; an action with free text no more
                // than calibration allows (the matcher's step 9).
                let parameters = request.options.parameters
                let carriesText = result.status == .matched && invocation.parameters.contains { intent.takesText($0.name) }
                let expected = carriesText ? min(1, max(parameters.freeTextConfidence, request.options.threshold)) : 1
                check.expect(result.confidence == expected, "exact only, yet confidence \(result.confidence)")
            }
            for parameter in invocation.parameters {
                check.expect(intent.parameter(named: parameter.name) != nil, "\(invocation.intent) has no parameter \(parameter.name)")
            }
            if case .needsValue(_, let question) = result.outcome {
                check.expect(intent.parameter(named: question.parameter) != nil, "a question for \(question.parameter), not declared")
                check.expect(invocation.parameter(question.parameter) == nil, "a question for \(question.parameter), which has a value")
                check.expect(!question.prompt.isEmpty, "a question without a prompt (\(said))")
            }
        case .rejected(let app, let negativePhrase):
            check.expect(catalog.app(named: app) != nil, "rejected by \(app), not loaded")
            check.expect(!negativePhrase.isEmpty, "rejected without a negative phrase (\(said))")
        case .ambiguous:
            check.expect(result.alternatives.count >= 2, "ambiguous with \(result.alternatives.count) alternatives (\(said))")
        case .noMatch:
            check.expect(result.confidence == 0, "no-match at \(result.confidence) (\(said))")
            check.expect(
                result.alternatives.allSatisfy { $0.confidence < request.options.threshold },
                "no-match with an alternative at or over the threshold (\(said))")
        case .error(let failure):
            check.expect(false, "error \(failure.code) for \(said): \(failure.message)")
        }
    }

    static func upperCasedASCII(_ text: String) -> String {
        String(decoding: text.utf8.map { (97...122).contains($0) ? $0 - 32 : $0 }, as: UTF8.self)
    }
}
