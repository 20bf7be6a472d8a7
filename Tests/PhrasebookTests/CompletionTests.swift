import Foundation
import Testing
@testable import Phrasebook

/// Partial transcripts (SPEC §4, "Partial transcripts"): the completion a
/// voice frontend ends the utterance by.
@Suite struct CompletionTests {
    /// A podcast app: "Resume ${applicationName}" nothing extends; "Play
    /// ${show}" that "… in ${applicationName}" extends, with a show whose
    /// name a longer one's begins.
    static var orbit: App {
        var app = App(name: "Orbit", directory: "phrases/Orbit")
        app.valueTypes["ShowEntity"] = ValueType(name: "ShowEntity", kind: .entity, values: [
            Value(id: "daily-byte", title: "The Daily Byte"),
            Value(id: "daily-byte-extra", title: "The Daily Byte Extra"),
            Value(id: "night-shift", title: "Night Shift"),
        ])
        app.intents["PlayShowIntent"] = Intent(name: "PlayShowIntent", parameters: [
            Parameter(name: "show", typeName: "ShowEntity", kind: .entity, isOptional: false, requestValueDialog: "Which show?"),
        ])
        app.intents["ResumeIntent"] = Intent(name: "ResumeIntent")
        app.shortcuts = [
            Fixtures.shortcut("PlayShowIntent", ["Play ${show}", "Play ${show} in ${applicationName}"], title: "Play"),
            Fixtures.shortcut("ResumeIntent", ["Resume ${applicationName}"], title: "Resume"),
        ]
        return app
    }

    static let catalog = Catalog(apps: [Fixtures.landmarks, Fixtures.codingBridge, Fixtures.calm, orbit])

    func partial(_ text: String, app: String? = nil) -> MatchResult {
        var options = MatchOptions(app: app)
        options.isPartial = true
        return Self.catalog.match(text, options: options)
    }

    @Test func aPhraseNothingExtendsIsComplete() {
        let result = partial("resume orbit")
        #expect(result.status == .matched)
        #expect(result.completion == Completion(.complete))
    }

    @Test func aPhraseALongerOneBeginsIsExtendableWithTheWordsThatMayFollow() {
        let result = partial("play night shift")
        #expect(result.status == .matched)
        #expect(result.completion?.state == .extendable)
        #expect(result.completion?.next == ["in"])
    }

    @Test func aValueALongerValueBeginsIsExtendableByTheValue() {
        // "The Daily Byte" is said whole, and "The Daily Byte Extra" goes on from it.
        let result = partial("play the daily byte")
        #expect(result.status == .matched)
        #expect(result.parameter("show")?.value == "daily-byte")
        #expect(result.completion?.state == .extendable)
        #expect(Set(result.completion?.next ?? []) == ["in", "${show}"])
    }

    @Test func theBeginningOfPhrasesIsIncompleteNamingThemAndWhatComesNext() {
        let result = partial("open")
        #expect(result.status == .noMatch)
        #expect(result.completion?.state == .incomplete)
        let expecting = result.completion?.expecting ?? []
        #expect(expecting.contains(Completion.Expectation(
            app: "Landmarks", intent: "OpenLandmarkIntent", shortcut: "Open Landmark", phrase: "Open ${target} in ${applicationName}",
            next: "${target}", parameter: "target")))
        #expect(expecting.contains { $0.next == "landmark" && $0.parameter == nil })
        #expect(expecting.count <= MatchParameters().completionListLimit)
    }

    @Test func anOpenSlotAtTheEndWaitsForTheAppsName() {
        let result = partial("navigate to map in")
        #expect(result.completion?.state == .incomplete)
        #expect(result.completion?.expecting.map(\.next) == ["${applicationName}"])
        #expect(result.completion?.expecting.first?.parameter == nil)
    }

    @Test func aValueSaidInPartIsIncompleteExpectingTheValue() {
        let result = partial("play the daily")
        #expect(result.completion?.state != .complete)
        #expect(result.completion?.expecting.contains { $0.parameter == "show" } == true)
    }

    @Test func aPhraseThatNeedsAValueWaitsForIt() {
        // "Save idea to CodingBridge" … "buy more milk": the idea may follow.
        let result = partial("save idea to coding bridge")
        #expect(result.status == .needsValue)
        #expect(result.completion?.state == .incomplete)
        #expect(result.completion?.expecting.first?.parameter == "idea")
        #expect(result.completion?.expecting.first?.next == "${idea}")
    }

    @Test func freeTextAtTheEndMayGoOn() {
        let result = partial("search coding bridge for login")
        #expect(result.status == .matched)
        #expect(result.completion == Completion(.extendable, next: ["${query}"]))
    }

    @Test func wordsThatBeginNothingAreNone() {
        #expect(partial("what time is it").completion == Completion.none)
        #expect(partial("").completion == Completion.none)
        #expect(partial("open", app: "Nowhere").completion == Completion.none)
    }

    @Test func aNegativePhraseNothingExtendsIsComplete() {
        let result = partial("stop meditation in calm")
        #expect(result.status == .rejected)
        #expect(result.completion?.state == .complete)
    }

    @Test func theScopeDecidesWhatMayFollow() {
        let expecting = partial("open", app: "CodingBridge").completion?.expecting ?? []
        #expect(!expecting.isEmpty)
        #expect(expecting.allSatisfy { $0.app == "CodingBridge" })
        // Orbit has no "open" phrase: nothing follows.
        #expect(partial("open", app: "Orbit").completion == Completion.none)
    }

    @Test func fillersAndMisheardWordsStillBeginPhrases() {
        // Flexible path: fillers first, a word misheard ("coating" for "coding").
        let hey = partial("hey please navigate to")
        #expect(hey.completion?.state == .incomplete)
        #expect(hey.completion?.expecting.first?.parameter == "section")
        let misheard = partial("search coating bridge")
        #expect(misheard.completion?.state == .incomplete || misheard.completion?.state == .extendable)
        #expect(
            misheard.completion?.expecting.contains { $0.next == "for" } == true || misheard.completion?.next.contains("for") == true)
    }

    @Test func exactOnlyStillKnowsBeginnings() {
        var options = MatchOptions(isExactOnly: true)
        options.isPartial = true
        let result = Self.catalog.match("play night", options: options)
        #expect(result.status == .noMatch)
        #expect(result.completion?.expecting.first?.parameter == "show")
    }

    @Test func theResultIsTheOneTheWordsGetWithoutIt() throws {
        // Every beginning of every sample transcript: the partial result,
        // its completion aside, is the full match's (SPEC: partial matching
        // changes no answer).
        let catalog = ExactFirstTests.catalog
        let text = try String(contentsOf: EvaluationSet.root.appendingPathComponent("phrases/transcripts.txt"), encoding: .utf8)
        var partialOptions = MatchOptions()
        partialOptions.isPartial = true
        var checked = 0
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.isEmpty {
            let words = line.split(separator: " ")
            for count in 1...words.count {
                let prefix = words.prefix(count).joined(separator: " ")
                var partial = catalog.match(prefix, options: partialOptions)
                #expect(partial.completion != nil)
                partial.completion = nil
                #expect(partial == catalog.match(prefix), "\(prefix)")
                checked += 1
            }
        }
        #expect(checked > 50)
    }

    @Test func theResultJSONGainsTheCompletionFields() {
        let extendable = partial("play night shift").json
        #expect(extendable["completion"] == .string("extendable"))
        #expect(extendable["next"] == .array([.string("in")]))
        #expect(extendable["expecting"] == nil)
        let incomplete = partial("resume").json
        #expect(incomplete["completion"] == .string("incomplete"))
        let first = incomplete["expecting"]?.arrayValue?.first
        #expect(first?["next"] == .string("${applicationName}"))
        #expect(first?["parameter"] == nil)
        #expect(Self.catalog.match("resume").json["completion"] == nil)
    }

    @Test func hypothesesAreMatchedWithoutACompletion() {
        var options = MatchOptions()
        options.isPartial = true
        #expect(Self.catalog.match([Hypothesis("resume orbit")], options: options).completion == nil)
    }

    @Test func theTemplateTrieListsItsChildren() {
        #expect(Self.catalog.index.templateTrie.checkInvariants().isEmpty)
        #expect(!Self.catalog.index.templateTrie.childTokens(at: TokenTrie.root).isEmpty)
    }
}
