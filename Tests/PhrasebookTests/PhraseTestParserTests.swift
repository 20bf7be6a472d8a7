import PhraseTestSupport
import Testing
@testable import Phrasebook

@Suite struct PhraseTestParserTests {
    func parse(_ text: String) -> PhraseTestFile {
        PhraseTestFile(parsing: text, path: "t.phrasetest")
    }

    func single(_ line: String) throws -> PhraseTestCase {
        let file = parse(line)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        return try #require(file.cases.first)
    }

    /// `file:line:col: error: …` for one malformed line.
    func error(_ text: String) -> String? {
        parse(text).diagnostics.first?.description
    }

    @Test func specExamples() throws {
        let file = parse("""
            # utterance => expected
            open niagara falls in landmarks => OpenLandmarkIntent target=niagara-falls
            search codingbridge for login bug => SearchSessionsIntent query="login bug"
            stop meditation in calm => rejected
            what time is it => no-match
            """)
        #expect(file.diagnostics.isEmpty)
        #expect(file.cases.map(\.utterance) == ["open niagara falls in landmarks", "search codingbridge for login bug", "stop meditation in calm", "what time is it"])
        #expect(file.cases.map(\.location.line) == [2, 3, 4, 5])
        guard case .matched(let open) = file.cases[0].expectation else { Issue.record("not matched"); return }
        #expect(open.intent == "OpenLandmarkIntent")
        #expect(open.app == nil)
        #expect(open.parameters.map(\.name) == ["target"])
        #expect(open.parameters.map(\.value) == ["niagara-falls"])
        guard case .matched(let search) = file.cases[1].expectation else { Issue.record("not matched"); return }
        #expect(search.parameters.first?.value == "login bug")
        #expect(file.cases[2].expectation == .rejected(negativePhrase: nil))
        #expect(file.cases[3].expectation == .noMatch)
    }

    @Test func statusesAndCandidates() throws {
        let needs = try single("open landmark in landmarks => needs-value target")
        guard case .needsValue("target", let location, nil) = needs.expectation else { Issue.record("\(needs.expectation)"); return }
        #expect(location.column == 43)

        let needsWithIntent = try single("order a latte => needs-value size DailyByte:OrderCoffeeIntent coffeeType=latte")
        guard case .needsValue("size", _, let intent?) = needsWithIntent.expectation else { Issue.record("\(needsWithIntent.expectation)"); return }
        #expect(intent.app == "DailyByte")
        #expect(intent.intent == "OrderCoffeeIntent")

        let ambiguous = try single("open paris in landmarks => ambiguous OpenLandmarkIntent target=paris | Landmarks:OpenCollectionIntent collection=paris")
        guard case .ambiguous(let candidates) = ambiguous.expectation else { Issue.record("\(ambiguous.expectation)"); return }
        #expect(candidates.map(\.intent) == ["OpenLandmarkIntent", "OpenCollectionIntent"])
        #expect(candidates.map(\.app) == [nil, "Landmarks"])
        #expect(try single("x => ambiguous").expectation == .ambiguous([]))
        #expect(try single(#"stop => rejected "Stop meditation""#).expectation == .rejected(negativePhrase: "Stop meditation"))

        let open = try single("x => OpenLandmarkIntent target=paris ...")
        guard case .matched(let e) = open.expectation else { Issue.record("not matched"); return }
        #expect(e.allowsOtherParameters)
    }

    @Test func commentsBlankLinesAndQuoting() throws {
        let file = parse("""

               # a whole-line comment
            play C# scales => no-match   # a trailing comment
            "say # and => inside" => no-match
            x => SearchSessionsIntent query="a \\"quoted\\" word, and [brackets]"  # comment
            \r
            """)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.cases.map(\.utterance) == ["play C# scales", "say # and => inside", "x"])
        guard case .matched(let e) = file.cases[2].expectation else { Issue.record("not matched"); return }
        #expect(e.parameters.first?.value == #"a "quoted" word, and [brackets]"#)
    }

    @Test func directivesApplyToLaterLines() throws {
        let file = parse("""
            a => no-match
            @app Daily Byte   # spaces are fine
            @exact
            @min-confidence 0.9
            @threshold 0.5
            b => no-match
            @app *
            @flexible
            @min-confidence none
            c => no-match
            """)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.cases[0].options == PhraseTestOptions())
        let b = file.cases[1].options
        #expect(b.app == "Daily Byte")
        #expect(b.appLocation?.column == 6)
        #expect(b.isExactOnly)
        #expect(b.minimumConfidence == 0.9)
        #expect(b.threshold == 0.5)
        #expect(file.cases[2].options == PhraseTestOptions(threshold: 0.5))
    }

    @Test func lineOptionsOverrideTheFile() throws {
        let file = parse("""
            @exact
            a => no-match [flexible, app=Calm, min-confidence=0.8] [todo]
            b => no-match [app="Daily Byte" threshold=0.25]
            """)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let a = file.cases[0].options
        #expect(!a.isExactOnly)
        #expect(a.app == "Calm")
        #expect(a.minimumConfidence == 0.8)
        #expect(a.isTodo)
        let b = file.cases[1].options
        #expect(b.isExactOnly)
        #expect(b.app == "Daily Byte")
        #expect(b.threshold == 0.25)
    }

    @Test(arguments: [
        ("open x OpenLandmarkIntent", "t.phrasetest:1:26: error: expected '=>' and what the utterance must give (an intent, needs-value, ambiguous, rejected or no-match)"),
        ("=> no-match", "t.phrasetest:1:1: error: expected an utterance before '=>'"),
        ("x =>", "t.phrasetest:1:5: error: expected what the utterance must give after '=>': an intent name, needs-value, ambiguous, rejected or no-match"),
        ("x => target=paris", "t.phrasetest:1:6: error: expected an intent name before 'target=…'"),
        ("x => Open-Landmark", "t.phrasetest:1:6: error: expected an intent name (a Swift type name such as OpenLandmarkIntent), found 'Open-Landmark'"),
        ("x => OpenLandmarkIntent target", "t.phrasetest:1:25: error: expected '=' and a value after parameter 'target'"),
        ("x => OpenLandmarkIntent target=", "t.phrasetest:1:32: error: expected a value after 'target=' (quote it if it has spaces)"),
        ("x => I query=\"login bug", "t.phrasetest:1:14: error: unterminated string: the '\"' here is not closed on this line"),
        ("x => I a=1 a=2", "t.phrasetest:1:12: error: parameter 'a' is given twice"),
        ("x => I ... a=1", "t.phrasetest:1:12: error: '...' must come after the last parameter"),
        ("x => I | J", "t.phrasetest:1:8: error: unexpected '|': only 'ambiguous' lists candidates separated by '|'"),
        ("x => ambiguous I |", "t.phrasetest:1:18: error: expected a candidate after '|'"),
        ("x => ambiguous I J", "t.phrasetest:1:18: error: expected '=' and a value after parameter 'J'"),
        ("x => ambiguous I a=1 \"J\"", "t.phrasetest:1:22: error: expected '|' between the candidates, found 'J'"),
        ("x => needs-value", "t.phrasetest:1:17: error: expected the name of the parameter to ask for after 'needs-value'"),
        ("x => rejected Stop", "t.phrasetest:1:15: error: after 'rejected', expected nothing or the negative phrase in quotes"),
        ("x => no-match => y", "t.phrasetest:1:15: error: a line has one '=>'; quote the utterance if it contains '=>'"),
        ("x => :I", "t.phrasetest:1:6: error: expected an app name before ':'"),
        ("x => no-match [exact", "t.phrasetest:1:15: error: '[' is not closed with ']'"),
        ("x => no-match [fast]", "t.phrasetest:1:16: error: unknown option 'fast'; options are exact, flexible, todo, app=NAME, locale=L, threshold=X, min-confidence=X"),
        ("x => no-match [exact=1]", "t.phrasetest:1:22: error: option 'exact' takes no value"),
        ("x => no-match [app]", "t.phrasetest:1:16: error: option 'app' needs a value: app=…"),
        ("x => no-match [min-confidence=1.5]", "t.phrasetest:1:31: error: min-confidence must be a number from 0 to 1, not '1.5'"),
        ("x => no-match [threshold=nan]", "t.phrasetest:1:26: error: threshold must be a number from 0 to 1, not 'nan'"),
        ("x => no-match [exact] y", "t.phrasetest:1:23: error: unexpected 'y' after the options"),
        ("x => I q=\"a\"b", "t.phrasetest:1:13: error: expected a space after the closing quote"),
        ("\"x\" y => no-match", "t.phrasetest:1:5: error: expected '=>' after the quoted utterance"),
        ("@fast", "t.phrasetest:1:1: error: unknown directive '@fast'; directives are @app, @locale, @exact, @flexible, @threshold, @min-confidence"),
        ("@app", "t.phrasetest:1:5: error: @app needs a value"),
        ("@exact please", "t.phrasetest:1:8: error: @exact takes no value"),
        ("@min-confidence high", "t.phrasetest:1:17: error: @min-confidence must be a number from 0 to 1, not 'high'"),
    ])
    func malformedLines(_ line: String, _ message: String) {
        #expect(error(line) == message)
    }

    @Test func oneBadLineDoesNotStopTheFile() {
        let file = parse("a => no-match\nb =>\nc => no-match\n@nope\n")
        #expect(file.cases.map(\.utterance) == ["a", "c"])
        #expect(file.diagnostics.map(\.location.line) == [2, 4])
        #expect(file.isMalformed)
    }

    @Test func columnsCountUnicodeScalarsAfterAByteOrderMark() {
        #expect(error("\u{FEFF}café => 1") == "t.phrasetest:1:9: error: expected an intent name (a Swift type name such as OpenLandmarkIntent), found '1'")
        #expect(error("a => no-match\r\nb => ?\r\n") == "t.phrasetest:2:6: error: expected an intent name (a Swift type name such as OpenLandmarkIntent), found '?'")
    }

    /// What `phrase test` prints after "got" reads back as the same expectation.
    @Test(arguments: [
        "OpenLandmarkIntent target=niagara-falls",
        "CodingBridge:SearchSessionsIntent query=\"login bug\"",
        "needs-value size DailyByte:OrderCoffeeIntent coffeeType=latte",
        "needs-value idea",
        "ambiguous OpenLandmarkIntent target=paris | OpenCollectionIntent collection=paris",
        "ambiguous",
        "rejected \"Cancel my ${applicationName} order\"",
        "rejected",
        "no-match",
        "I a=\"\" b=\"x|y\" c=\"say \\\"hi\\\"\" d=\"\\\\\" ...",
    ])
    func descriptionsRoundTrip(_ expectation: String) throws {
        let parsed = try single("x => " + expectation)
        #expect(parsed.expectation.description == expectation)
    }

    /// Random lines made of the format's own characters never crash, hang,
    /// or lose a line: every line is a case, a comment, a directive or one error.
    @Test func randomInputIsSafe() {
        var random = PhraseTestSupport.SplitMix(seed: 0x5EED)
        let alphabet: [String] = ["a", "Z", " ", "\t", "=", ">", "=>", "\"", "\\", "|", "[", "]", ",", "#", "@", ":", ".", "...",
                                  "é", "\u{301}", "\u{FEFF}", "\r", "0.5", "no-match", "needs-value", "ambiguous", "rejected",
                                  "app", "exact", "todo", "min-confidence", "\u{0}", "😀", "\n"]
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int(random.next() % 40) { text += alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let file = parse(text)
            let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).count
            #expect(file.cases.count + file.diagnostics.count <= lines)
            for testCase in file.cases {
                // A parsed expectation prints as something that parses back to itself.
                let again = parse("x => \(testCase.expectation.description)")
                #expect(again.cases.first?.expectation.description == testCase.expectation.description, "\(text.debugDescription)")
            }
        }
    }
}
