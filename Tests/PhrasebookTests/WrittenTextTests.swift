import Testing

@testable import Phrasebook

/// Free text as written (`Normalizer.written`, `Matcher.writingTextAsSaid`):
/// a `String` parameter's title is the words that said it as the
/// transcript wrote them; its value stays the words the matcher read.
@Suite struct WrittenTextTests {
    private func written(_ words: String, in text: String, language: String? = nil) -> String? {
        Normalizer.written(words.split(separator: " ").map(String.init), in: text, language: language)
    }

    @Test func wordsAreWrittenAsTheTranscriptWroteThem() {
        #expect(written("the wi fi password", in: "Jot down the Wi-Fi password in Jotter.") == "the Wi-Fi password")
        #expect(written("call doctor obrien at ten thirty", in: "Note: Call Dr. O'Brien at 10:30.") == "Call Dr. O'Brien at 10:30")
        #expect(written("what is up", in: "note what's up") == "what's up")
        // Punctuation that says no word goes at the ends, not inside.
        #expect(written("buy milk eggs", in: "note “Buy milk, eggs!” please") == "Buy milk, eggs")
        // A sign that is read stays.
        #expect(written("buy five dollar of stamps", in: "note Buy $5 of stamps") == "Buy $5 of stamps")
        #expect(written("fifty percent off", in: "note 50% off") == "50% off")
        #expect(written("thank you", in: "Thank you.") == "Thank you")
    }

    @Test func onlyARunOfWholeWordsIsWritten() {
        // The run starts inside a word as written.
        #expect(written("buy milk", in: "note:buy milk") == nil)
        // Words re-cut after normalising, or not said at all.
        #expect(written("coding bridge", in: "open codingbridge") == nil)
        #expect(written("oat milk", in: "note buy milk") == nil)
        #expect(written("", in: "note buy milk") == nil)
        // Of two runs, the last.
        #expect(written("note", in: "Note NOTE") == "NOTE")
    }

    /// Japanese and Chinese: every Han or kana character is a word, and
    /// the run is written as the text has it, without spaces.
    @Test func languagesWrittenWithoutSpaces() {
        #expect(written("牛 乳 を 買 う", in: "メモ：牛乳を買う。", language: "ja") == "牛乳を買う")
        #expect(written("カ フ ェ", in: "カフェ", language: "ja") == "カフェ")
        #expect(written("i phone を 探 す", in: "iPhoneを探す", language: "ja") == "iPhoneを探す")
        #expect(written("买 牛 奶", in: "记下买牛奶", language: "zh-Hans") == "买牛奶")
        // A word of Latin letters is still whole.
        #expect(written("phone を", in: "iPhoneを", language: "ja") == nil)
    }

    @Test func aWordReadAloneAsInTheWholeTextOrNone() {
        // French groups thousands with a space: "10 000" is one number.
        #expect(written("dix mille", in: "note 10 000", language: "fr") == nil)
        #expect(written("dix", in: "note 10", language: "fr") == "10")
    }

    @Test func aMatchKeepsTheValueAndTitlesItAsWritten() {
        let note = CalibrationTests.catalog.match("Note Call Dr. O'Brien at 10:30 in Jotter.")
        #expect(note.status == .matched)
        #expect(note.parameter("text") == ParameterValue(value: "call doctor obrien at ten thirty", title: "Call Dr. O'Brien at 10:30"))
        // Flexibly read, trimmed of politeness: the words kept are written.
        let flexible = CalibrationTests.catalog.match("Um, note the Wi-Fi code in Jotter, please.")
        #expect(flexible.parameter("text") == ParameterValue(value: "the wi fi code", title: "the Wi-Fi code"))
        // Through a daemon's two steps, the same.
        #expect(CalibrationTests.catalog.attempt("Note the Wi-Fi code in Jotter.").match().parameter("text")?.title == "the Wi-Fi code")
        // A listed value keeps its own title.
        #expect(CalibrationTests.catalog.match("Open WORK in Jotter").parameter("folder") == ParameterValue(value: "f-work", title: "Work"))
    }

    @Test func aListsTextIsWrittenAsItsHypothesisWroteIt() {
        let hypotheses = [Hypothesis("Note the Wi-Fi code in Jotter."), Hypothesis("note the wi-fi code in jotter")]
        let result = CalibrationTests.catalog.match(hypotheses)
        #expect(result.status == .matched)
        #expect(result.hypothesis == 0)
        #expect(result.parameter("text") == ParameterValue(value: "the wi fi code", title: "the Wi-Fi code"))
    }
}
