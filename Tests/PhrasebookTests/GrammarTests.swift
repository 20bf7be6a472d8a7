import Foundation
import PhraseTestSupport
import Testing
@testable import Phrasebook

/// `phrase grammar`: each format of two sample apps against a golden file
/// (`Golden/Grammar/`; `PHRASEBOOK_RECORD=1` re-records, and fails), and
/// what every grammar must be: compact, every word pronounced, negative
/// phrases in, locales and apps checked.
@Suite struct GrammarTests {
    static let golden = GoldenTests.golden.appendingPathComponent("Grammar")

    struct Case: Sendable, CustomStringConvertible {
        var app: String
        var format: Grammar.Format
        /// `nil`: the source language.
        var locale: String?
        var description: String { name }
        /// The golden file's name: `Calm.jsgf`, `Calm.de.vosk.json`.
        var name: String { ([app] + (locale.map { [$0] } ?? []) + [format == .vosk ? "vosk.json" : format.rawValue]).joined(separator: ".") }
    }

    /// Each format of two apps in English, and Calm's in German, but `dict`
    /// (English only: ``germanHasNoPronunciations()``).
    static let cases = ["Calm", "CodingBridge"].flatMap { app in Grammar.Format.allCases.map { Case(app: app, format: $0) } }
        + Grammar.Format.allCases.filter { $0 != .dict }.map { Case(app: "Calm", format: $0, locale: "de") }

    @Test(arguments: cases)
    func eachFormatIsUnchanged(_ test: Case) throws {
        let catalog = try Catalog(loadingFrom: GoldenTests.phrases.appendingPathComponent(test.app).path)
        let text = try catalog.grammar(locale: test.locale).text(test.format)
        if let mismatch = try GoldenFile(Self.golden.appendingPathComponent(test.name)).mismatch(text) {
            Issue.record(Comment(rawValue: mismatch))
        }
    }

    /// Calm in German: the translated templates and negative phrases, the
    /// German display name beside the name, values in both languages as the
    /// German normaliser writes them (`10` → `zehn`, `Körper` → `koerper`).
    @Test func calmInGermanSaysTheTranslations() throws {
        let catalog = try Catalog(loadingFrom: GoldenTests.phrases.appendingPathComponent("Calm").path)
        let grammar = try catalog.grammar(locale: "de-AT")
        #expect(grammar.locale == "de")
        #expect(grammar.appNames == ["Calm"])
        let corpus = grammar.corpusLines()
        for line in ["starte meditation in calm", "zehn minuten achtsamkeit in calm", "starte koerperscan meditation in calm",
                     "starte sleep meditation in calm", "meditation beenden", "hilf mir mit calm einzuschlafen"] {
            #expect(corpus.contains(line), "\(line)")
        }
        #expect(!corpus.contains("start meditation in calm"))
        #expect(!grammar.words.contains("körperscan") && !grammar.words.contains("10"))
        #expect(grammar.omissions.isEmpty)
        // The grammar says what the index holds: every line is an exact German phrase.
        for line in corpus {
            let result = catalog.match(line, options: MatchOptions(locale: "de"))
            #expect(result.status != .noMatch && result.confidence == 1, "\(line): \(result.status.rawValue) \(result.confidence)")
        }
    }

    /// Values are shared by the languages but written as the locale's
    /// normaliser writes them (numbers as German words); a phrase without a
    /// translation is not said; the German display name is a name.
    @Test func valuesAreSpelledInTheLocale() throws {
        var app = Self.app(values: [Value(id: "p7", title: "Project 7")])
        var german = Localization(language: "de")
        german.phrases["Open ${project} in ${applicationName}"] = [Fixtures.template("Öffne ${project} in ${applicationName}")]
        german.phrases["Show ${project}"] = [Fixtures.template("Zeige ${project}"), Fixtures.template("Zeig mir ${project}")]
        german.displayName = "Notizen"
        app.localizations["de"] = german
        let grammar = try Catalog(apps: [app]).grammar(locale: "de")
        #expect(grammar.corpusLines() == [
            "oeffne project sieben in notes", "oeffne project sieben in notizen", "zeige project sieben", "zeig mir project sieben",
        ])
        #expect(try Catalog(apps: [app]).grammar().corpusLines().contains("open project seven in notes"))
    }

    /// A word whose spelling reads two ways has both readings in `dict`,
    /// the usual first, as CMU dictionaries list variants; the grammar
    /// itself writes the word once.
    @Test func aWordSpelledToBeReadTwoWaysHasBothReadings() throws {
        let grammar = try Catalog(apps: [Self.app(values: [Value(id: "z", title: "Zyzza")])]).grammar()
        let dict = try grammar.text(.dict).split(separator: "\n").filter { $0.hasPrefix("zyzza") }
        // Then its readings as Italian and with continental vowels
        // (`NativeReading`: `zz` before a vowel is an Italian cue).
        #expect(dict == ["zyzza  Z IH Z AH", "zyzza(2)  Z IH T S AH", "zyzza(3)  Z IY T S AA", "zyzza(4)  Z IY Z AA"])
        #expect(grammar.pronunciation(of: "zyzza") == "Z IH Z AH")
        #expect(try grammar.text(.jsgf).contains("zyzza") && !grammar.text(.jsgf).contains("zyzza(2)"))
        #expect(try grammar.text(.words).split(separator: "\n").filter { $0 == "zyzza" }.count == 1)
    }

    /// Our letter-to-sound rules read English spelling: a German grammar has
    /// no pronunciations, and `dict` is refused, saying why.
    @Test func germanHasNoPronunciations() throws {
        let catalog = try Catalog(loadingFrom: GoldenTests.phrases.appendingPathComponent("Calm").path)
        let grammar = try catalog.grammar(locale: "de")
        #expect(!grammar.hasPronunciations)
        #expect(grammar.pronunciation(of: "starte") == nil)
        #expect(try grammar.text(.jsgf).contains("Pronunciations: the recogniser's own for the language."))
        #expect(throws: GrammarError.self) { try grammar.text(.dict) }
        do {
            _ = try grammar.text(.dict)
        } catch {
            #expect(error.reason == .unsupportedFormat)
            #expect(error.message.hasPrefix("no pronunciations for phrases in 'de': "))
            #expect(error.message.contains("English"))
        }
        #expect(try catalog.grammar(locale: "en").hasPronunciations)
    }

    /// A locale no app has is refused with the languages there are, as
    /// matching refuses it; one app may lack a language the others have.
    @Test func unknownLocalesNameTheAvailableOnes() throws {
        let calm = try Catalog(loadingFrom: GoldenTests.phrases.appendingPathComponent("Calm").path).apps[0]
        let notes = Self.app(values: [Value(id: "w", title: "Website")])
        let catalog = Catalog(apps: [calm, notes])
        #expect(throws: GrammarError(reason: .unknownLocale, message: "no phrases in locale 'ja' (available: de, en, fr)")) {
            try catalog.grammar(locale: "ja")
        }
        #expect(throws: GrammarError(reason: .unknownLocale, message: "no phrases in locale 'fr-CA' for Notes (available: en)")) {
            try catalog.grammar(app: "Notes", locale: "fr-CA")
        }
        #expect(catalog.unknownLocaleMessage("ja") == "no phrases in locale 'ja' (available: de, en, fr)")
        #expect(try catalog.grammar(locale: "fr-CA").appNames == ["Calm"])
        #expect(try catalog.grammar(locale: "fr").locale == "fr")
    }

    /// A rule per value list: 1,000 values make 1,000 alternatives of one
    /// rule, said by three templates, not 3,000 phrases.
    @Test func isCompactWhereTheCorpusExpands() throws {
        let catalog = Self.catalog(values: (0..<1000).map { Value(id: "p\($0)", title: "project \($0)") })
        let grammar = try catalog.grammar()
        let jsgf = try grammar.text(.jsgf)
        #expect(jsgf.components(separatedBy: "project nine hundred ninety nine").count == 2)
        #expect(jsgf.split(separator: "\n").count < 1000 + 40)
        #expect(grammar.corpusLines().count == 3 * 1000 + 1)
        #expect(grammar.corpusLines().contains("open project seven in notes"))
    }

    /// pocketsphinx refuses a grammar with a word its dictionary lacks.
    @Test func everyWordOfTheGrammarHasAPronunciation() throws {
        let catalog = try Catalog(loadingFrom: GoldenTests.phrases.path)
        let grammar = try catalog.grammar()
        let dictionary = try Set(grammar.text(.dict).split(separator: "\n").map { String($0.split(separator: " ")[0]) })
        var body = try grammar.text(.jsgf).split(separator: "\n").filter { !$0.hasPrefix("//") && !$0.hasPrefix("#") }
            .joined(separator: " ")
        body = body.replacingOccurrences(of: #"<[^>]*>|\bpublic\b|\bgrammar phrasebook;"#, with: " ", options: .regularExpression)
        let words = Set(body.split(whereSeparator: { " =|;()[]".contains($0) }).map(String.init))
        #expect(!words.isEmpty)
        #expect(words.subtracting(dictionary).isEmpty, "not in the dictionary: \(words.subtracting(dictionary).sorted())")
        for line in try grammar.text(.dict).split(separator: "\n") {
            let phones = line.split(separator: " ").dropFirst()
            #expect(!phones.isEmpty && phones.allSatisfy { Phoneme(symbol: $0) != nil }, "\(line)")
        }
        #expect(grammar.pronunciation(of: "niagara") == "N AY AH G EH R AH")
    }

    /// Negative phrases are heard, so they can veto; alternative names and
    /// pronunciation hints are names; a free-text template cannot be listed.
    @Test func negativePhrasesNamesAndFreeText() throws {
        var app = Self.app(values: [Value(id: "w", title: "Website")])
        app.alternativeNames = ["Note Book"]
        app.pronunciationHints = ["Note Book": "note buck"]
        app.negativePhrases = [Fixtures.template("Delete all notes")]
        let grammar = try Catalog(apps: [app]).grammar()
        let jsgf = try grammar.text(.jsgf)
        #expect(jsgf.contains("<notes> = notes | note book | note buck;"))
        #expect(jsgf.contains("\n    | delete all notes\n") || jsgf.contains("\n    | delete all notes;"))
        #expect(jsgf.contains("// Notes: 5 templates, 1 negative phrase\n"))
        #expect(jsgf.contains("// Search ${applicationName} for ${query}\n//   left out"))
        #expect(grammar.corpusLines().contains("search in notes"))
        #expect(!grammar.corpusLines().contains { $0.hasPrefix("search notes for") })
        #expect(try grammar.text(.vosk).contains(#""search notes for [unk]","#))
        #expect(try grammar.text(.vosk).hasSuffix("\"[unk]\"\n]\n"))
        #expect(try grammar.text(.words).hasPrefix("notes\nnote\nbook\nbuck\n"))
    }

    /// A value no English pronunciation can be made for is left out, and said.
    @Test func wordsWithoutAPronunciationAreLeftOut() throws {
        let grammar = try Self.catalog(values: [Value(id: "t", title: "東京"), Value(id: "k", title: "Kyoto")]).grammar()
        #expect(grammar.omissions == ["'東' has no pronunciation: ProjectEntity: '東京' left out, and all else with it"])
        #expect(try grammar.text(.jsgf).contains("<notes_project_entity> = kyoto;"))
        #expect(!grammar.words.contains("東京"))
    }

    @Test func localesAndApps() throws {
        let catalog = Self.catalog(values: [Value(id: "w", title: "Website")])
        #expect(try catalog.grammar(locale: "en-US").locale == "en")
        #expect(try catalog.grammar(locale: "EN_gb").locale == "en")
        #expect(throws: GrammarError(reason: .unknownLocale, message: "no phrases in locale 'de-AT' (available: en)")) {
            try catalog.grammar(locale: "de-AT")
        }
        #expect(throws: GrammarError(reason: .unknownApp, message: "no app named 'Nope'")) {
            try catalog.grammar(app: "Nope")
        }
        #expect(try catalog.grammar(app: "notes").appNames == ["Notes"])
    }

    /// The op `grammar`: `format` required and one of the five; `app` and `locale` optional.
    @Test func theOpDecodes() {
        func decode(_ text: String) -> Result<Request, RequestError> { RequestDecoder.decode(Array(text.utf8)).request }
        #expect(decode(#"{"op":"grammar","format":"jsgf"}"#) == .success(.grammar(format: .jsgf, app: nil, locale: nil)))
        #expect(
            decode(#"{"op":"grammar","format":"vosk","app":"Calm","locale":"en-US"}"#)
                == .success(.grammar(format: .vosk, app: "Calm", locale: "en-US")))
        #expect(decode(#"{"op":"grammar"}"#) == .failure(.invalid(#"missing "format" (a string)"#)))
        #expect(
            decode(#"{"op":"grammar","format":"gbnf"}"#)
                == .failure(.invalid(#""format" must be one of jsgf, dict, words, corpus, vosk, prompt, not "gbnf""#)))
        #expect(decode(#"{"op":"grammar","format":"dict","app":1}"#) == .failure(.invalid(#""app" must be a string"#)))
    }

    /// Two lists of 50 values in one template are every combination (2,500
    /// lines); of 20,000, each value once where it is said, not 4·10⁸ lines.
    @Test func manyCombinationsAreCoveredNotMultiplied() throws {
        func grammar(values count: Int) throws -> Grammar {
            var app = Self.app(values: (0..<count).map { Value(id: "p\($0)", title: "project \($0)") })
            app.shortcuts = [Fixtures.shortcut("OpenIntent", ["Compare ${project} with ${project} in ${applicationName}"])]
            return try Catalog(apps: [app]).grammar()
        }
        var lines = try grammar(values: 50).corpusLines()
        #expect(lines.count == 50 * 50 && Set(lines).count == lines.count)
        #expect(lines[0] == "compare project zero with project zero in notes")
        lines = try grammar(values: 20_000).corpusLines()
        #expect(lines.count == 20_000)
        #expect(lines[1] == "compare project one with project one in notes")
    }

    // MARK: - Fixtures

    static func app(values: [Value]) -> App {
        var app = App(name: "Notes", directory: "/nonexistent/Notes")
        app.intents["OpenIntent"] = Intent(
            name: "OpenIntent", parameters: [Parameter(name: "project", typeName: "ProjectEntity", kind: .entity, isOptional: false)])
        app.intents["SearchIntent"] = Intent(
            name: "SearchIntent", parameters: [Parameter(name: "query", typeName: "String", kind: .text, isOptional: false)])
        app.valueTypes["ProjectEntity"] = ValueType(name: "ProjectEntity", kind: .entity, values: values)
        app.shortcuts = [
            Fixtures.shortcut("OpenIntent", ["Open ${project} in ${applicationName}", "Show ${project}", "Work on ${project} please"]),
            Fixtures.shortcut("SearchIntent", ["Search ${applicationName} for ${query}", "Search in ${applicationName}"]),
        ]
        return app
    }

    static func catalog(values: [Value]) -> Catalog {
        Catalog(apps: [app(values: values)])
    }
}
