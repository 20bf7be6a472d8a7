import PhraseTestSupport
import Testing

@testable import Phrasebook

/// An utterance whose language the client did not say (a Wyoming transcript
/// from Home Assistant, which sends none) is matched in every language of
/// the phrases, and answered in the one that read it.
@Suite struct EveryLanguageMatchTests {
    static let samples = LocalizableStringsTests.samples

    @Test func theLanguagesTriedAfterTheSourceLanguagesAreTheTranslations() {
        #expect(Self.samples.translationLanguages == ["de", "fr"])
        #expect(NotesApp.catalog.translationLanguages.isEmpty)
    }

    @Test func anExactPhraseOfATranslationIsReadInItsLanguage() throws {
        for text in ["starte schlafmeditation in calm", "hilf mir, mit calm einzuschlafen"] {
            let answer = Self.samples.matchInEveryLanguage(.text(text), options: MatchOptions())
            #expect(answer.language == "de", "\(text)")
            #expect(answer.result.status == .matched && answer.result.confidence == 1, "\(text)")
            // As a request that said `de` would have it: the same result.
            #expect(answer.result == Self.samples.match(text, options: MatchOptions(locale: "de")), "\(text)")
            #expect(Self.samples.exactMatchInEveryLanguage(text, options: MatchOptions()) == answer, "\(text)")
        }
    }

    @Test func anEnglishPhraseIsReadAsWithoutALocale() throws {
        let text = "open my project in coding bridge"
        let answer = Self.samples.matchInEveryLanguage(.text(text), options: MatchOptions())
        #expect(answer.language == "en")
        #expect(answer.result == Self.samples.match(text))
        #expect(Self.samples.exactMatchInEveryLanguage(text, options: MatchOptions()) == answer)
    }

    @Test func aFlexibleReadingIsTheMostConfidentOfAnyLanguage() throws {
        // Not a phrase as written in any language: exact phrases decide nothing.
        let text = "bitte starte die schlafmeditation in calm"
        #expect(Self.samples.exactMatchInEveryLanguage(text, options: MatchOptions()) == nil)
        let answer = Self.samples.matchInEveryLanguage(.text(text), options: MatchOptions())
        let german = Self.samples.match(text, options: MatchOptions(locale: "de"))
        let english = Self.samples.match(text)
        #expect(answer.language == "de", "de \(german), en \(english)")
        #expect(answer.result == german)
        #expect(german.confidence >= english.confidence || english.status == .noMatch)
    }

    @Test func nothingReadInAnyLanguageIsTheSourceLanguagesNoMatch() throws {
        let answer = Self.samples.matchInEveryLanguage(.text("what is the weather on mars"), options: MatchOptions())
        #expect(answer.result.status == .noMatch && answer.language == nil)
        // Exact matching only: every language decides at once.
        let exactOnly = Self.samples.exactMatchInEveryLanguage("what is the weather on mars", options: MatchOptions(isExactOnly: true))
        #expect(exactOnly?.result.status == .noMatch && exactOnly?.language == nil)
        // An unknown app is the same error in every language.
        let unknown = Self.samples.matchInEveryLanguage(.text("starte meditation"), options: MatchOptions(app: "Nope"))
        #expect(unknown.result.status == .error && unknown.language == nil)
    }

    @Test func hypothesesAreReadInEveryLanguageToo() throws {
        let answer = Self.samples.matchInEveryLanguage(
            .hypotheses([Hypothesis("starte schlaf meditation in calm"), Hypothesis("starte schlafmeditation in calm")]), options: MatchOptions())
        #expect(answer.language == "de" && answer.result.status == .matched, "\(answer)")
    }
}
