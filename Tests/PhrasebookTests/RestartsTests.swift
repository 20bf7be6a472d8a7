import Testing
@testable import Phrasebook

/// False starts taken out of what was said (`Restarts`), and matched.
@Suite struct RestartsTests {
    func repaired(_ text: String) -> String? {
        Restarts.repairing(Normalizer.tokens(text)).map { $0.joined(separator: " ") }
    }

    @Test func aFalseStartGoesBackToTheWordTheSpeakerReturnedTo() {
        #expect(repaired("add water sorry add water to gulper") == "add water to gulper")
        #expect(repaired("run build um run build in codingbridge") == "run build in codingbridge")
        #expect(repaired("open paris sorry open pier 39 in landmarks") == "open pier thirty nine in landmarks")
        #expect(repaired("open paris no wait open pier 39 in landmarks") == "open pier thirty nine in landmarks")
        #expect(repaired("open paris i mean open pier 39 in landmarks") == "open pier thirty nine in landmarks")
        // The speaker may go back to a word in the middle.
        #expect(repaired("open paris uh pier 39 in landmarks") == nil)
        #expect(repaired("open my project in uh in coding bridge") == "open my project in coding bridge")
        // Two false starts.
        #expect(repaired("log uh log a um log a glass of water in gulpr") == "log a glass of water in gulpr")
    }

    @Test func aFillerWithNoReturnIsLeftAlone() {
        #expect(repaired("open uh niagara falls in landmarks") == nil)
        #expect(repaired("um open niagara falls in landmarks") == nil)
        #expect(repaired("open niagara falls in landmarks um") == nil)
        // Companions alone break nothing off: "i" and "no" are words too.
        #expect(repaired("open my project no my project in coding bridge") == nil)
        #expect(repaired("show what i mean") == nil)
    }

    /// An editing term the matcher's word splitting takes apart ("mean",
    /// a word the app's phrases lack, split into "me an", which they say)
    /// still breaks off what was said before it: the command after it is
    /// heard whole, not with the false start left over.
    @Test func anEditingTermSplitInTwoStillBreaksOff() {
        let catalog = Catalog(apps: [
            Fixtures.app("Zoppa", ["OrderIntent": ["Ask ${applicationName} for an espresso", "Make me a latte with ${applicationName}"]])
        ])
        let result = catalog.match("ask zoppa i mean ask zoppa for an espresso")
        #expect(result.intent == "OrderIntent")
        #expect(result.confidence > 0.95, "\(result)")
    }

    @Test func whatWasSaidAfterTheFalseStartIsMatched() {
        let catalog = Fixtures.catalog
        let result = catalog.match("open paris sorry open pier 39 in landmarks")
        #expect(result.status == .matched)
        #expect(result.parameter("target")?.value == "pier-39")
        let project = catalog.match("open my um open website in coding bridge")
        #expect(project.status == .ambiguous)  // two projects are called website
        #expect(project.alternatives.allSatisfy { $0.intent == "OpenProjectIntent" && $0.confidence > 0.95 })
    }
}
