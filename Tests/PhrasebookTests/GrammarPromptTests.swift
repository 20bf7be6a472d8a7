import Foundation
import Testing
@testable import Phrasebook

/// `phrase grammar --format prompt`: a Whisper initial prompt within
/// Whisper's token budget, counted as its tokenizer counts (the counts
/// below are those of tiny.en's `tokenizer.json`; `WhisperTests` compares
/// every app's prompt with it where `make whisper-venv` has run): phrases
/// as sentences, those of names and values a recogniser would write as
/// common words first.
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

    /// Seventeen apps: sentences of their phrases, those for the names they
    /// are heard wrong by first, then the other invented names, then
    /// values; each sentence said once, the whole within the budget.
    @Test func namesHeardAsCommonWordsComeFirst() throws {
        let grammar = try EvaluationSet.loadCatalog().grammar()
        let prompt = grammar.prompt
        let sentences = prompt.split(separator: ". ").map(String.init)
        #expect(Grammar.promptTokens(prompt) <= Grammar.promptTokenLimit)
        #expect(Grammar.promptTokens(prompt) >= Grammar.promptTokenLimit - 12)
        #expect(Array(sentences.prefix(3)) == ["Share with Diver", "Log Water in Gulper", "Track my New Headphones in Pakt"])
        let heard = ["Diver", "Gulper", "Pakt", "Tyde", "Wrenly", "Zindle"].map { name in
            sentences.firstIndex { $0.contains(name) } ?? .max
        }
        #expect(heard == heard.sorted() && heard.last.map { $0 < 6 } == true, "\(heard)")
        for name in ["Cuiseau", "FernQuill", "MossLedger", "Nyra", "Plankify", "Kweezo", "Daily Byte", "Zoppa", "Zyzza"] {
            #expect(sentences.firstIndex { $0.contains(name) }.map { $0 < 18 } == true, "\(name)")
        }
        #expect(prompt.contains("Spinach Pie") && prompt.contains("Kallax Shelf"))
        #expect(Set(sentences).count == sentences.count)
        #expect(sentences.allSatisfy { $0.first?.isUppercase == true })
    }

    /// One app with 10⁴ long entity titles: a sentence each, until the
    /// budget (counted whole, as Whisper counts it); the app's name, a
    /// common word a recogniser writes as it is written, is said in them.
    @Test func aLargeCatalogStopsAtTheBudget() throws {
        let values = (0..<10_000).map { Value(id: "p\($0)", title: "Zorblax Quuxifier Number \($0)") }
        let grammar = try GrammarTests.catalog(values: values).grammar()
        let prompt = grammar.prompt
        #expect(prompt.hasPrefix("Open Zorblax Quuxifier Number 0 in Notes. Open Zorblax Quuxifier Number 1 in Notes. "))
        #expect(prompt.hasSuffix(" in Notes."))
        let tokens = Grammar.promptTokens(prompt)
        #expect(tokens <= Grammar.promptTokenLimit && tokens > Grammar.promptTokenLimit - 15, "\(tokens)")
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
