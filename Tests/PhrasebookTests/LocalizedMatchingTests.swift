import Foundation
import Testing

@testable import Phrasebook

/// Matching by locale (issue 15, SPEC §2): the sample app Calm ships a
/// String Catalog in German and French; a request's `locale` picks which
/// phrases are read.
@Suite struct LocalizedMatchingTests {
    static let catalog: Catalog = {
        let phrases = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("phrases").path
        return try! Catalog(loadingFrom: phrases)
    }()

    func match(_ text: String, locale: String? = nil, app: String? = nil, exact: Bool = false) -> MatchResult {
        Self.catalog.match(text, options: MatchOptions(app: app, isExactOnly: exact, locale: locale))
    }

    @Test func aLocalePicksItsTranslations() {
        let german = match("meditiere mit calm", locale: "de", exact: true)
        #expect(german.status == .matched)
        #expect(german.intent == "StartMeditationIntent")
        #expect(german.phrase == "Meditiere mit ${applicationName}")
        #expect(german.confidence == 1)
        // Without a locale each app reads its source language: no German phrase.
        #expect(match("meditiere mit calm", exact: true).status == .noMatch)
        // And under German no English phrase is read exactly.
        #expect(match("meditate with calm", locale: "de", exact: true).status == .noMatch)
        let french = match("lance une méditation du sommeil dans calm", locale: "fr")
        #expect(french.status == .matched)
        #expect(french.parameter("meditationType")?.value == "sleep")
        #expect(french.parameter("duration")?.value == "20")
    }

    @Test func aRegionFallsBackToItsLanguage() {
        for locale in ["de-AT", "DE_at", "de-Latn-CH", "de"] {
            #expect(match("meditiere mit calm", locale: locale, exact: true).status == .matched, "\(locale)")
        }
        #expect(match("open recipe app in coding bridge", locale: "en-GB").status == .matched)
    }

    @Test func anUnknownLocaleIsAnErrorNamingTheAvailableOnes() {
        let unknown = match("hallo", locale: "sv")
        #expect(unknown.status == .error)
        #expect(unknown.errorCode == "unknown-locale")
        #expect(unknown.errorMessage == "no phrases in locale 'sv' (available: de, en, fr)")
        #expect(Self.catalog.languages == ["de", "en", "fr"])
        // An app narrowed to that has no phrases in the language.
        let narrowed = match("hallo", locale: "de", app: "CodingBridge")
        #expect(narrowed.errorCode == "unknown-locale")
        #expect(narrowed.errorMessage == "no phrases in locale 'de' for CodingBridge (available: en)")
        // Hypotheses as well.
        #expect(Self.catalog.match([Hypothesis("hallo")], options: MatchOptions(locale: "sv")).errorCode == "unknown-locale")
    }

    @Test func appsWithoutTheLanguageAreLeftOut() {
        #expect(match("open recipe app in coding bridge").status == .matched)
        #expect(match("open recipe app in coding bridge", locale: "de").status == .noMatch)
    }

    @Test func translatedNegativePhrasesVeto() {
        let vetoed = match("meditation beenden bitte", locale: "de")
        #expect(vetoed.status == .rejected)
        #expect(vetoed.negativePhrase == "Meditation beenden")
        #expect(match("sitzung beenden", locale: "de").status == .rejected)
        #expect(match("termine la séance", locale: "fr").negativePhrase == "Termine la séance")
    }

    @Test func hypothesesAreReadInTheLocale() {
        let heard = Self.catalog.match(
            [Hypothesis("meditiere mit kam"), Hypothesis("meditiere mit calm")], options: MatchOptions(locale: "de"))
        #expect(heard.status == .matched)
        #expect(heard.phrase == "Meditiere mit ${applicationName}")
    }

    @Test func aRequestCarriesItsLocale() throws {
        let request = try RequestDecoder.matchRequest(from: try JSON(parsing: #"{"text":"meditiere mit calm","locale":"de"}"#))
        #expect(request.locale == "de")
        #expect(request.options(defaults: MatchOptions()).locale == "de")
        #expect(throws: RequestError.self) {
            try RequestDecoder.matchRequest(from: try JSON(parsing: #"{"text":"x","locale":3}"#))
        }
    }

    @Test func phraseTestsSayTheirLocale() {
        let file = PhraseTestFile(parsing: """
            @locale de
            meditiere mit calm => StartMeditationIntent
            médite avec calm => StartMeditationIntent [locale=fr]
            @locale sv
            hej => no-match
            """, path: "t.phrasetest")
        #expect(file.diagnostics.isEmpty)
        #expect(file.cases.map(\.options.locale) == ["de", "fr", "sv"])
        let runner = PhraseTestRunner(catalog: Self.catalog)
        let problems = runner.check(file)
        #expect(problems.map(\.message) == ["no phrases in locale 'sv' (available: de, en, fr)"])
        #expect(problems.first?.location.line == 5)
        let run = runner.run([PhraseTestFile(parsing: "@locale de\nmeditiere mit calm => StartMeditationIntent\n", path: "t")])
        #expect(run.failed == 0 && run.outcomes.count == 1)
    }

    @Test func expansionInALocale() {
        let german = Self.catalog.expandedPhrases(locale: "de-CH")
        #expect(Set(german.map(\.app)) == ["Calm"])
        #expect(german.contains { $0.text == "Starte Schlafmeditation in Calm" && $0.parameters.map(\.name) == ["meditationType", "duration"] })
        #expect(german.contains { $0.text == "Meditation beenden" && $0.isNegative })
        #expect(german.allSatisfy { Self.catalog.match($0.text, options: MatchOptions(isExactOnly: true, locale: "de")).status != .noMatch })
        #expect(Self.catalog.unknownLocaleMessage("de") == nil)
        #expect(Self.catalog.unknownLocaleMessage("sv") == "no phrases in locale 'sv' (available: de, en, fr)")
    }

    /// Phrases and utterances are normalised in their language, and the
    /// language's fillers are the cheap extra words.
    @Test func theLanguageNormalisesAndKnowsItsFillers() {
        // German number words: "10" is "zehn" on both sides.
        let ten = match("10 Minuten Achtsamkeit in Calm", locale: "de", exact: true)
        #expect(ten.status == .matched)
        #expect(ten.parameter("duration")?.value == "10")
        // French elisions, written with or without the apostrophe.
        #expect(match("aide moi a m endormir avec calm", locale: "fr", exact: true).status == .matched)
        #expect(match("aide-moi à m’endormir avec Calm", locale: "fr", exact: true).status == .matched)
        // "bitte" and "ähm" are German fillers: they cost little.
        let polite = match("ähm, starte meditation in calm, bitte", locale: "de")
        #expect(polite.status == .matched && polite.confidence >= 0.9, "\(polite.confidence)")
        // English fillers are not German ones: "please" costs what any word costs.
        let english = match("please starte meditation in calm please", locale: "de")
        #expect(english.confidence < polite.confidence)
    }

    /// Languages written without spaces are matched by characters; values,
    /// shared by every language, are read as each language reads them.
    @Test func japaneseIsMatchedByCharacters() throws {
        var files = [
            "Notes/Shortcuts.swift": LocalizationTests.provider,
            "Notes/Intents.swift": LocalizationTests.intents,
            "Notes/Resources/AppShortcuts.xcstrings": LocalizationTests.catalog,
            "Notes/entities/NoteEntity.json": #"[{"id": "n1", "title": "Groceries"}, {"id": "n2", "title": "買い物"}, {"id": "n3", "title": "Käse"}]"#,
        ]
        files["Notes/Info.plist"] = nil
        let (catalog, _) = try LintFixture(files).findings()
        func match(_ text: String, _ locale: String) -> MatchResult {
            catalog.match(text, options: MatchOptions(isExactOnly: true, locale: locale))
        }
        let latin = match("NotesでGroceriesを開く", "ja")
        #expect(latin.status == .matched)
        #expect(latin.parameter("note")?.value == "n1")
        #expect(match("Notes で 買い物 を 開く", "ja").parameter("note")?.value == "n2")
        #expect(match("Notesで買い物を開く", "ja").phrase == "${applicationName}で${note}を開く")
        // The same value in English and German as they read it.
        #expect(match("open 買い物 in notes", "en").parameter("note")?.value == "n2")
        #expect(match("öffne kaese in notes", "de").parameter("note")?.value == "n3")
        #expect(match("Öffne Käse in Notes", "de").parameter("note")?.value == "n3")
    }

    /// Calm in each of its languages: every expanded phrase said as written
    /// (exact), and flexibly — with a filler of the language before it, with
    /// its first minor word left out, with two letters of its longest word
    /// swapped. Right: the intent and parameters of the phrase, or a shortcut
    /// that binds more beside them ("start sleep meditation" is the sleep
    /// preset's phrase too); negative phrases: rejected. Prints the table the closing note quotes.
    @Test func calmInEachLanguage() {
        let fillers = ["en": "please", "de": "bitte", "fr": "euh"]
        let minor = ["en": PhraseIndex.minorWords, "de": LanguageWords.minorWords("de"), "fr": LanguageWords.minorWords("fr")]
        var table = "| locale | phrases | exact | filler added | minor word left out | letters swapped |\n|---|---:|---:|---:|---:|---:|\n"
        for locale in ["en", "de", "fr"] {
            let phrases = Self.catalog.expandedPhrases(locale: locale).filter { $0.app == "Calm" }
            var right = [0, 0, 0, 0], tried = [0, 0, 0, 0]
            func judge(_ kind: Int, _ text: String?, _ phrase: ExpandedPhrase) {
                guard let text else { return }
                tried[kind] += 1
                let result = Self.catalog.match(text, options: MatchOptions(isExactOnly: kind == 0, locale: locale))
                let ok = phrase.isNegative
                    ? result.status == .rejected
                    : result.intent == phrase.intent && result.app == "Calm"
                        && Set(phrase.parameters.map { "\($0.name)=\($0.value.value)" })
                            .isSubset(of: result.parameters.map { "\($0.name)=\($0.value.value)" })
                if ok { right[kind] += 1 }
            }
            for phrase in phrases {
                let words = Normalizer.tokens(phrase.text, language: locale)
                judge(0, phrase.text, phrase)
                judge(1, fillers[locale]! + " " + phrase.text, phrase)
                let dropped = words.firstIndex { minor[locale]!.contains($0) }.map { i in words.enumerated().filter { $0.offset != i }.map(\.element) }
                judge(2, dropped.map { $0.joined(separator: " ") }, phrase)
                if let longest = words.filter({ $0 != "calm" && $0.count >= 5 }).max(by: { $0.count < $1.count }) {
                    var letters = Array(longest)
                    letters.swapAt(1, 2)
                    judge(3, words.map { $0 == longest ? String(letters) : $0 }.joined(separator: " "), phrase)
                }
            }
            #expect(right[0] == tried[0], "\(locale): exact \(right[0]) of \(tried[0])")
            #expect(Double(right[1]) >= 0.95 * Double(tried[1]), "\(locale): filler \(right[1]) of \(tried[1])")
            func cell(_ k: Int) -> String { String(format: "%d of %d (%.0f %%)", right[k], tried[k], 100 * Double(right[k]) / Double(max(1, tried[k]))) }
            table += "| \(locale) | \(phrases.count) | \(cell(0)) | \(cell(1)) | \(cell(2)) | \(cell(3)) |\n"
        }
        print(table)
    }
}
