import Testing
@testable import Phrasebook

@Suite struct ExactMatchTests {
    let catalog = Fixtures.catalog

    @Test func matchesEntityParameter() {
        let result = catalog.match("Open Niagara Falls in Landmarks")
        #expect(result.status == .matched)
        #expect(result.app == "Landmarks")
        #expect(result.intent == "OpenLandmarkIntent")
        #expect(result.shortcut == "Open Landmark")
        #expect(result.confidence == 1.0)
        #expect(result.parameter("target") == ParameterValue(value: "niagara-falls", title: "Niagara Falls"))
        #expect(result.phrase == "Open ${target} in ${applicationName}")
    }

    @Test(arguments: [
        "open niagara falls in landmarks", "OPEN NIAGARA-FALLS IN LANDMARKS!", "open niagara in landmarks",
        "open niagarafalls in landmarks", "open niagara falls in land marks",
    ])
    func equalFormsMatch(_ text: String) {
        let result = catalog.match(text)
        #expect(result.status == .matched, "\(text)")
        #expect(result.parameter("target")?.value == "niagara-falls")
    }

    @Test func normalisedValueForms() {
        #expect(catalog.match("open pier thirty nine in landmarks").parameter("target")?.value == "pier-39")
        #expect(catalog.match("open pier 39 in landmarks").parameter("target")?.value == "pier-39")
        #expect(catalog.match("open sacre coeur in landmarks").parameter("target")?.value == "sacre-coeur")
        #expect(catalog.match("navigate to map view in landmarks").parameter("section")?.value == "map")
    }

    @Test func appNameForms() {
        for text in ["open my project in CodingBridge", "open my-project in coding bridge", "open my project in codingbridge",
                     "open my project in code bridge"] {
            let result = catalog.match(text)
            #expect(result.status == .matched, "\(text)")
            #expect(result.parameter("project")?.value == "/a/my-project")
        }
    }

    @Test func otherAppNameDoesNotMatch() {
        #expect(catalog.match("open niagara falls in maps").status == .noMatch)
        #expect(catalog.match("open niagara falls in calm").status == .noMatch)
    }

    @Test func sameTitleTwoValuesIsAmbiguous() {
        let result = catalog.match("open website in codingbridge")
        #expect(result.status == .ambiguous)
        #expect(Set(result.alternatives.compactMap { $0.parameter("project")?.value }) == ["/a/website", "/b/website"])
        // A synonym tells them apart.
        #expect(catalog.match("open acme website in codingbridge").parameter("project")?.value == "/b/website")
    }

    @Test func sameWordsTwoIntentsIsAmbiguous() {
        let result = catalog.match("open paris in landmarks")
        #expect(result.status == .ambiguous)
        #expect(Set(result.alternatives.map(\.intent)) == ["OpenLandmarkIntent", "OpenCollectionIntent"])
    }

    @Test func freeTextCapture() {
        let result = catalog.match("search codingbridge for login bug")
        #expect(result.status == .matched)
        #expect(result.parameter("query") == ParameterValue(value: "login bug", title: "login bug"))
        #expect(catalog.match("find flaky tests in my chats").parameter("query")?.value == "flaky tests")
    }

    @Test func needsValue() {
        let result = catalog.match("save idea to codingbridge")
        #expect(result.status == .needsValue)
        #expect(result.intent == "CaptureIdeaIntent")
        #expect(result.parameter == "idea")
        #expect(result.prompt == "What's your idea?")
        let landmark = catalog.match("open landmark in landmarks")
        #expect(landmark.status == .needsValue)
        #expect(landmark.prompt == "Which landmark?")
    }

    @Test func optionalParameterIsNotAskedFor() {
        #expect(catalog.match("what's changed in my code").status == .matched)
    }

    @Test func negativePhraseRejects() {
        let result = catalog.match("stop meditation in calm")
        #expect(result.status == .rejected)
        #expect(result.negativePhrase == "Stop meditation in ${applicationName}")
        #expect(catalog.match("stop meditation").status == .rejected)
    }

    @Test func boundParametersAndTheMoreSpecificReading() {
        // The generic shortcut with `sleep` and the shortcut bound to sleep/20
        // agree: one meaning, the specific one.
        let result = catalog.match("start sleep meditation in calm")
        #expect(result.status == .matched)
        #expect(result.shortcut == "Sleep Meditation")
        #expect(result.parameter("duration")?.value == "20")
        #expect(result.parameter("meditationType")?.value == "sleep")
        let bedtime = catalog.match("start bedtime meditation in calm")
        #expect(bedtime.shortcut == "Meditate")
        #expect(bedtime.parameter("meditationType") == ParameterValue(value: "sleep", title: "Sleep"))
    }

    @Test func restrictToApp() {
        #expect(catalog.match("open niagara falls in landmarks", options: MatchOptions(app: "CodingBridge")).status == .noMatch)
        #expect(catalog.match("open niagara falls in landmarks", options: MatchOptions(app: "landmarks")).status == .matched)
        #expect(catalog.match("x", options: MatchOptions(app: "Nope")).status == .error)
    }

    @Test func resultJSONHasSpecOrder() {
        let json = catalog.match("Open Niagara Falls in Landmarks").json.serialized
        #expect(json == #"{"status":"matched","app":"Landmarks","intent":"OpenLandmarkIntent","shortcut":"Open Landmark","confidence":1,"parameters":{"target":{"value":"niagara-falls","title":"Niagara Falls"}},"phrase":"Open ${target} in ${applicationName}","alternatives":[]}"#)
    }

    @Test func entityUpdateNeedsNoRecompile() throws {
        let updated = try catalog.replacingEntities(ofApp: "Landmarks", type: "LandmarkEntity", with: [
            Value(id: "golden-gate", title: "Golden Gate Bridge"),
        ])
        #expect(updated.match("open golden gate bridge in landmarks").parameter("target")?.value == "golden-gate")
        #expect(updated.match("open niagara falls in landmarks").status == .noMatch)
        // The original is untouched: values are immutable snapshots.
        #expect(catalog.match("open niagara falls in landmarks").status == .matched)
        #expect(throws: CatalogError.self) { try catalog.replacingEntities(ofApp: "Landmarks", type: "NavigationOption", with: []) }
        #expect(throws: CatalogError.self) { try catalog.replacingEntities(ofApp: "Nope", type: "LandmarkEntity", with: []) }
    }

    @Test func trieInvariants() {
        #expect(catalog.index.templateTrie.checkInvariants().isEmpty)
        for list in catalog.index.lists { #expect(list.trie.checkInvariants().isEmpty) }
    }
}

@Suite struct SuggestTests {
    let catalog = Fixtures.catalog

    @Test func byValueInItsPhrase() {
        let first = catalog.suggest("open nia", limit: 3).first
        #expect(first?.intent == "OpenLandmarkIntent")
        #expect(first?.parameter?.value.value == "niagara-falls")
        #expect(first?.phrase == "Open Niagara Falls in Landmarks")
    }

    @Test func byValueAlone() {
        #expect(catalog.suggest("eiffel", limit: 1).first?.parameter?.value.value == "eiffel-tower")
    }

    @Test func byTitle() {
        #expect(catalog.suggest("capture", limit: 1).first?.shortcut == "Capture Idea")
    }

    @Test func nothingForNothing() {
        #expect(catalog.suggest("", limit: 5).isEmpty)
        #expect(catalog.suggest("zzz qqq", limit: 5).isEmpty)
    }
}
