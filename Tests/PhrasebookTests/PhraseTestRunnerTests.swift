import Testing
@testable import Phrasebook

@Suite struct PhraseTestRunnerTests {
    let runner = PhraseTestRunner(catalog: Fixtures.catalog)

    func run(_ text: String, path: String = "t.phrasetest") -> PhraseTestRun {
        runner.run([PhraseTestFile(parsing: text, path: path)])
    }

    func verdicts(_ text: String) -> [PhraseTestOutcome.Verdict] {
        run(text).outcomes.map(\.verdict)
    }

    @Test func exactPhrasesPass() {
        let run = run("""
            open niagara falls in landmarks => OpenLandmarkIntent target=niagara-falls
            open niagara in landmarks => Landmarks:OpenLandmarkIntent target=niagara-falls
            search codingbridge for Login Bug => SearchSessionsIntent query="login bug"
            open my project in code bridge => CodingBridge:OpenProjectIntent project=/a/my-project
            open landmark in landmarks => needs-value target OpenLandmarkIntent
            save idea to codingbridge => needs-value idea
            open website in codingbridge => ambiguous OpenProjectIntent project=/b/website | OpenProjectIntent project=/a/website
            open paris in landmarks => ambiguous
            stop meditation => rejected "Stop meditation"
            stop meditation in calm => rejected
            open niagara falls in maps => no-match
            start sleep meditation in calm => StartMeditationIntent meditationType=sleep duration=20
            start sleep meditation in calm => StartMeditationIntent meditationType=sleep ...
            """)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.outcomes.map(\.verdict) == Array(repeating: .passed, count: 13), "\(run.failures.map { "\($0.testCase.location.line): \($0.actual) \($0.reason ?? "")" })")
        #expect(run.passed == 13)
        #expect(run.failed == 0)
    }

    @Test func mismatchesFailWithAReason() {
        let run = run("""
            open niagara falls in landmarks => OpenLandmarkIntent target=eiffel-tower
            open niagara falls in landmarks => OpenCollectionIntent
            start sleep meditation in calm => StartMeditationIntent meditationType=sleep
            open landmark in landmarks => OpenLandmarkIntent
            open landmark in landmarks => needs-value section
            open website in codingbridge => ambiguous OpenProjectIntent project=/a/website
            stop meditation => rejected "Stop meditation in ${applicationName}"
            what time is it => rejected
            open niagara falls in landmarks => no-match
            """)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.outcomes.map(\.verdict) == Array(repeating: .failed, count: 9))
        #expect(run.outcomes.map { $0.reason ?? "" } == [
            "target is niagara-falls, not eiffel-tower",
            "intent OpenLandmarkIntent, not OpenCollectionIntent",
            "unexpected duration=20 (list it, or end with '...')",
            "expected status matched, got needs-value",
            "asks for target, not section",
            "2 candidates, not 1",
            "vetoed by \"Stop meditation\", not \"Stop meditation in ${applicationName}\"",
            "expected a veto by a negative phrase",
            "expected no match",
        ])
        guard run.outcomes.count == 9 else { return }
        let first = run.outcomes[0]
        #expect(first.expected == "OpenLandmarkIntent target=eiffel-tower")
        #expect(first.actual == "Landmarks:OpenLandmarkIntent target=niagara-falls")
        #expect(first.confidence == 1)
        #expect(first.matchedPhrase == "Open ${target} in ${applicationName}")
        #expect(run.outcomes[7].actual == "no-match")
    }

    @Test func anotherAppFails() {
        let expected = IntentExpectation(app: "CodingBridge", intent: "OpenLandmarkIntent", location: .nowhere)
        #expect(runner.mismatch(expected, app: "Landmarks", intent: "OpenLandmarkIntent", parameters: []) == "app Landmarks, not CodingBridge")
        #expect(runner.mismatch(expected, app: "CodingBridge", intent: "OpenLandmarkIntent", parameters: []) == nil)
    }

    @Test func optionsNarrowAndDemand() {
        // An app named by folder, spoken or alternative name, with or without spaces.
        #expect(verdicts("""
            open niagara falls in landmarks => no-match [app=CodingBridge]
            open niagara falls in landmarks => OpenLandmarkIntent target=niagara-falls [app=landmarks]
            open website in codingbridge => ambiguous [app="Code Bridge"]
            open website in codingbridge => ambiguous [app=codebridge]
            """) == [.passed, .passed, .passed, .passed])
        // A min-confidence above an exact match's 1.0 cannot fail it; no-match has no confidence to judge.
        #expect(verdicts("""
            @min-confidence 1
            open niagara falls in landmarks => OpenLandmarkIntent target=niagara-falls
            what time is it => no-match
            """) == [.passed, .passed])
    }

    @Test func minimumConfidenceFailsAWeakMatch() throws {
        var weak = MatchResult(status: .matched, confidence: 0.7)
        weak.app = "Landmarks"
        weak.intent = "OpenLandmarkIntent"
        let file = PhraseTestFile(parsing: """
            open niagra in landmarks => OpenLandmarkIntent
            open niagra in landmarks => OpenLandmarkIntent [min-confidence=0.7]
            open niagra in landmarks => OpenLandmarkIntent [min-confidence=0.75]
            """, path: "t")
        #expect(file.cases.map { runner.judge($0, weak) } == [nil, nil, "confidence 0.70 is below the minimum 0.75"])
    }

    @Test func todoCasesDoNotFailTheRun() {
        let run = run("""
            what time is it => OpenLandmarkIntent target=niagara-falls [todo]
            open niagara falls in landmarks => OpenLandmarkIntent target=niagara-falls [todo]
            """)
        #expect(run.outcomes.map(\.verdict) == [.todo, .fixed])
        #expect(run.failed == 0)
        #expect(run.todo == 1)
        #expect(run.fixed == 1)
        #expect(run.passed == 1)
    }

    @Test func namesTheCatalogLacksMakeTheFileMalformed() {
        let run = runner.run([
            PhraseTestFile(parsing: """
                a => OpenLandmark target=x
                b => OpenLandmarkIntent targt=x
                c => Landmark:OpenLandmarkIntent
                d => no-match [app=Maps]
                e => needs-value colour
                f => needs-value section NavigateIntent
                g => needs-value target NavigateIntent
                h => ambiguous OpenLandmarkIntent | Nope
                i => CodingBridge:OpenLandmarkIntent
                """, path: "bad.phrasetest"),
            PhraseTestFile(parsing: "open niagara falls in landmarks => OpenLandmarkIntent target=niagara-falls", path: "good.phrasetest"),
        ])
        #expect(run.malformedFiles == ["bad.phrasetest"])
        #expect(run.outcomes.map(\.file) == ["good.phrasetest"])
        #expect(run.diagnostics.map(\.description) == [
            "bad.phrasetest:1:6: error: no App Shortcut runs 'OpenLandmark'; did you mean 'OpenLandmarkIntent'?",
            "bad.phrasetest:2:25: error: OpenLandmarkIntent has no parameter 'targt'",
            "bad.phrasetest:3:6: error: no app named 'Landmark'; did you mean 'Landmarks'?",
            "bad.phrasetest:4:20: error: no app named 'Maps'",
            "bad.phrasetest:5:18: error: no intent has a parameter 'colour'",
            "bad.phrasetest:7:18: error: NavigateIntent has no parameter 'target'",
            "bad.phrasetest:8:37: error: no App Shortcut runs 'Nope'",
            "bad.phrasetest:9:19: error: no App Shortcut of CodingBridge runs 'OpenLandmarkIntent'",
        ])
    }

    @Test func coverageCountsTemplatesAndNegativePhrasesReached() {
        let run = run("""
            open niagara falls in landmarks => OpenLandmarkIntent target=niagara-falls
            open paris in landmarks => ambiguous
            stop meditation => rejected
            save idea to codingbridge => needs-value idea
            """)
        let covered = run.coverage.items.filter(\.isCovered).map { "\($0.app) \($0.intent ?? "-") \($0.phrase)" }
        #expect(covered == [
            "Landmarks OpenLandmarkIntent Open ${target} in ${applicationName}",
            "Landmarks OpenCollectionIntent Open ${collection} in ${applicationName}",
            "CodingBridge CaptureIdeaIntent Save idea to ${applicationName}",
            "Calm - Stop meditation",
        ])
        #expect(run.coverage.items.first { $0.isCovered }?.exercisedBy.map(\.line) == [1, 2])
        #expect(!run.coverage.isComplete)
        #expect(run.coverage.apps.map(\.app) == ["Landmarks", "CodingBridge", "Calm"])
        let calm = run.coverage.apps[2]
        #expect((calm.templates, calm.coveredTemplates, calm.negativePhrases, calm.coveredNegativePhrases) == (3, 0, 2, 1))
        #expect(run.coverage.uncovered.contains { $0.phrase == "Navigate to ${section} in ${applicationName}" })
    }

    /// A translation is covered by a case in its language only: Calm's
    /// German template by `@locale de` (or the run's locale), never by the
    /// English case that says its source; an uncovered one is listed at its
    /// place in the String Catalog, with what it translates.
    @Test func translatedTemplatesAreCoveredPerLocale() throws {
        let catalog = try Catalog(loadingFrom: GoldenTests.phrases.appendingPathComponent("Calm").path)
        let file = PhraseTestFile(parsing: """
            start meditation in calm => StartMeditationIntent
            @locale de-AT
            starte meditation in calm => StartMeditationIntent
            meditation beenden => rejected
            """, path: "t.phrasetest")
        let run = PhraseTestRunner(catalog: catalog).run([file])
        #expect(run.passed == 3)
        let covered = run.coverage.items.filter(\.isCovered).map { "\($0.locale ?? "-") \($0.phrase)" }
        #expect(covered == ["- Start meditation in ${applicationName}", "de Starte Meditation in ${applicationName}", "de Meditation beenden"])
        #expect(run.coverage.apps.map(\.label) == ["Calm", "Calm (de)", "Calm (fr)"])
        let german = run.coverage.apps[1]
        #expect((german.templates, german.coveredTemplates, german.negativePhrases, german.coveredNegativePhrases) == (10, 1, 3, 1))
        let french = try #require(run.coverage.uncovered.first { $0.locale == "fr" })
        #expect(french.phrase == "Lance une méditation dans ${applicationName}")
        #expect(french.translates == "Start meditation in ${applicationName}")
        #expect(french.location.file.hasSuffix("phrases/Calm/AppShortcuts.xcstrings") && french.location.line > 1)
        #expect(!run.coverage.isComplete)

        // The run's locale counts as the case's.
        let french2 = PhraseTestRunner(catalog: catalog, locale: "fr")
            .run([PhraseTestFile(parsing: "lance une méditation dans calm => StartMeditationIntent\n", path: "f.phrasetest")])
        #expect(french2.coverage.items.filter(\.isCovered).map(\.phrase) == ["Lance une méditation dans ${applicationName}"])
        #expect(french2.coverage.items.first(where: \.isCovered)?.locale == "fr")
    }

    @Test func confusionTableFromTheTests() {
        let run = run("""
            open paris in landmarks => no-match
            open niagara falls in landmarks => OpenCollectionIntent
            open eiffel tower in landmarks => OpenCollectionIntent
            open paris in landmarks => OpenLandmarkIntent target=paris
            open niagara falls in landmarks => OpenLandmarkIntent target=eiffel-tower
            open website in codingbridge => ambiguous
            """)
        let rows = run.confusion.confusions.map { "\($0.expected) → \($0.actual) \($0.cases.map(\.line))" }
        #expect(rows == [
            "Landmarks:OpenCollectionIntent → Landmarks:OpenLandmarkIntent [2, 3]",
            "no-match → ambiguous [1]",
            "Landmarks:OpenLandmarkIntent → ambiguous [4]",
            "OpenLandmarkIntent target=eiffel-tower → Landmarks:OpenLandmarkIntent target=niagara-falls [5]",
        ])
        let ties = run.confusion.ambiguities.map { $0.candidates.joined(separator: " | ") }
        #expect(ties == [
            "Landmarks:OpenLandmarkIntent | Landmarks:OpenCollectionIntent",
            "CodingBridge:OpenProjectIntent project=/a/website | CodingBridge:OpenProjectIntent project=/b/website",
        ])
    }

    @Test func exactOnlyIsForwardedToTheMatcher() {
        let forced = PhraseTestRunner(catalog: Fixtures.catalog, forcesExactMatching: true)
        let file = PhraseTestFile(parsing: "open niagara falls in landmarks => OpenLandmarkIntent target=niagara-falls [flexible]", path: "t")
        #expect(forced.run(file.cases[0], in: "t").verdict == .passed)
    }
}
