import Foundation
import Testing
@testable import Phrasebook

/// `phrase grammar --format prompt`: a Whisper initial prompt within
/// Whisper's token budget, counted as its tokenizer counts (the counts
/// below are those of tiny.en's `tokenizer.json`; `WhisperPromptTests`
/// compares every app's prompt with it where `make whisper-venv` has run),
/// names and values a recogniser would write as common words first.
@Suite struct GrammarPromptTests {
    /// Strings counted by Whisper tiny.en's tokenizer (`tokenizers`, 0.22):
    /// words take the space before them, contractions and digits are
    /// pieces of their own, spaces before a word leave it one.
    @Test(arguments: [
        (" Calm", 1), (" CodingBridge", 3), (" Sacré-Cœur", 7), ("Nonna's Lasagne", 5), (" I'll, we've they're it's", 9),
        ("Pier 39, 12345 ounces", 7), ("  two  spaces   then\n\nnewlines \t", 13), (" Tūranga, 東京, kākāpō", 17),
        ("Dr. Patel!!! ...", 5), (" Zindle, Tyde, Wrenly, Cuiseau, Plankify.", 18), ("'x 'S 'LL", 6), ("", 0),
    ])
    func tokensAreCountedAsWhisperCountsThem(_ text: String, _ tokens: Int) {
        #expect(WhisperTokenizer.tokenCount(of: text) == tokens)
    }

    /// The pieces of GPT-2's pattern, as bytes put back together.
    @Test func piecesFollowThePattern() {
        let pieces = WhisperTokenizer.pieces(of: "I'll  go, 42x\n").map { String(decoding: $0, as: UTF8.self) }
        #expect(pieces == ["I", "'ll", " ", " go", ",", " 42", "x", "\n"])
    }

    /// Fifteen apps: the names they are heard wrong by come first, then the
    /// other invented names, then values; the whole within the budget.
    @Test func namesHeardAsCommonWordsComeFirst() throws {
        let grammar = try EvaluationSet.loadCatalog().grammar()
        let prompt = grammar.prompt
        let forms = prompt.dropLast().components(separatedBy: ", ")
        #expect(Grammar.promptTokens(prompt) <= Grammar.promptTokenLimit)
        #expect(Grammar.promptTokens(prompt) >= Grammar.promptTokenLimit - 10)
        #expect(Array(forms.prefix(6)) == ["Diver", "Gulper", "Pakt", "Tyde", "Wrenly", "Zindle"])
        for name in ["Cuiseau", "FernQuill", "MossLedger", "Nyra", "Plankify", "Kweezo"] {
            #expect(forms.firstIndex(of: name).map { $0 < 20 } == true, "\(name)")
        }
        #expect(forms.contains("Shakshuka") && forms.contains("Uniqlo"))
        #expect(Set(forms.map { $0.lowercased() }).count == forms.count)
    }

    /// One app with 10⁴ long entity titles: the prompt stops at the budget
    /// (counted whole, as Whisper counts it); the app's name, a common word
    /// a recogniser writes as it is written, does not get in before them.
    @Test func aLargeCatalogStopsAtTheBudget() throws {
        let values = (0..<10_000).map { Value(id: "p\($0)", title: "Zorblax Quuxifier Number \($0)") }
        let grammar = try GrammarTests.catalog(values: values).grammar()
        let prompt = grammar.prompt
        #expect(prompt.hasPrefix("Zorblax Quuxifier Number 0, Zorblax Quuxifier Number 1, "))
        #expect(prompt.hasSuffix("."))
        let tokens = Grammar.promptTokens(prompt)
        #expect(tokens <= Grammar.promptTokenLimit && tokens > Grammar.promptTokenLimit - 12, "\(tokens)")
        #expect(try grammar.text(.prompt) == prompt + "\n")
    }

    /// Nothing to say, nothing to prompt; the JSON says the length.
    @Test func emptyAndJSON() throws {
        let empty = try Catalog(apps: []).grammar()
        #expect(empty.prompt == "")
        let grammar = try GrammarTests.catalog(values: [Value(id: "w", title: "Website")]).grammar()
        let fields = Dictionary(uniqueKeysWithValues: grammar.fields(.prompt, text: try grammar.text(.prompt)))
        #expect(fields["tokens"] == .number(Double(Grammar.promptTokens(grammar.prompt))))
        #expect(Dictionary(uniqueKeysWithValues: grammar.fields(.jsgf, text: "")).keys.contains("tokens") == false)
    }
}
