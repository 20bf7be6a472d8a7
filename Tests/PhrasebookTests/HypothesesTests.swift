import Testing
@testable import Phrasebook

/// A recogniser's n-best list matched as one utterance (SPEC §4, `hypotheses`).
@Suite struct HypothesesTests {
    let catalog = Fixtures.catalog

    @Test func theBestHypothesisWinsWhenItMatchesExactly() {
        let result = catalog.match([Hypothesis("open niagara falls in landmarks"), Hypothesis("open eiffel tower in landmarks")])
        #expect(result.status == .matched)
        #expect(result.parameter("target")?.value == "niagara-falls")
        #expect(result.hypothesis == 0)
        #expect(result.confidence == 1)
    }

    @Test func aLaterHypothesisWinsWhenItFitsClearlyBetter() {
        let result = catalog.match([
            Hypothesis("a comparison landmarks"), Hypothesis("a pair thirty nine landmarks"), Hypothesis("open pier 39 in landmarks"),
        ])
        #expect(result.status == .matched)
        #expect(result.intent == "OpenLandmarkIntent")
        #expect(result.parameter("target")?.value == "pier-39")
        #expect(result.hypothesis == 2)
        #expect(result.confidence < 1)
    }

    @Test func aLaterHypothesisCountsNearlyAtThePlaceOfTheGuessItHearsMoreClearly() {
        // Real pocketsphinx 5-best of "Open my latest Diver link": the first
        // two read Diver's Open recent faintly, the third at 0.70.
        let catalog = ExactFirstTests.catalog
        let list = ["both of my latest dive ireland", "both on my latest dive ireland", "open my latest dive ireland"]
        #expect(catalog.match(list[0]).status == .noMatch)
        #expect(catalog.match(list[0]).alternatives.first?.intent == "OpenRecentIntent")
        let result = catalog.match(list.map { Hypothesis($0) })
        #expect(result.status == .matched)
        #expect(result.intent == "OpenRecentIntent")
        #expect(result.hypothesis == 2)
        #expect(result.confidence == catalog.match(list[2]).confidence - 2 * MatchParameters().rankPenaltyAgreeing)
        // A guess the best hypothesis does not make counts a place less
        // (the most a phrase with its app's name counts less), not the
        // little a hypothesis agreeing with an earlier guess does.
        let alone = catalog.match([Hypothesis("what's the weather"), Hypothesis("the weather"), Hypothesis(list[2])])
        #expect(alone.confidence == catalog.match(list[2]).confidence - MatchParameters().rankPenaltyOwn)
    }

    /// Deep in the list a phrase that names its app counts one place less,
    /// not four: the fifth hypothesis is the phrase heard less well, not a
    /// less likely one (0.80 alone).
    @Test func aNamedPhraseDeepInTheListCountsOnePlaceLess() {
        let heard = "oh pierce thirty nine landmarks"
        let alone = catalog.match(heard)
        #expect(alone.status == .matched)
        #expect(alone.confidence - 4 * MatchParameters().rankPenaltyOwn < MatchOptions.defaultThreshold)
        let result = catalog.match(["what's the weather", "the weather today", "what is the weather", "what's the weather today", heard].map { Hypothesis($0) })
        #expect(result.status == .matched)
        #expect(result.parameter("target")?.value == "pier-39")
        #expect(result.hypothesis == 4)
        #expect(result.confidence == alone.confidence - MatchParameters().rankPenaltyOwn)
    }

    /// A phrase without the app's name, which any sentence may come near,
    /// still counts its full place less (0.87 alone, fifth).
    @Test func aNamelessPhraseDeepInTheListCountsItsPlace() {
        let heard = "what change in my coat"
        #expect(catalog.match(heard).status == .matched)
        #expect(catalog.match(heard).confidence - MatchParameters().rankPenaltyOwn >= MatchOptions.defaultThreshold)
        let result = catalog.match(["what's the weather", "the weather today", "what is the weather", "what's the weather today", heard].map { Hypothesis($0) })
        #expect(result.status == .noMatch)
    }

    /// Counted less for its place, a faint reading deep in the list scores
    /// below 0; a result reports it at 0, as every confidence is within
    /// 0...1. And a phrase read in several hypotheses is one alternative,
    /// not one per hypothesis. (Found by the matcher's fuzz target on a real
    /// 5-best list.)
    @Test func aListsAlternativesAreDistinctAndWithinZeroAndOne() {
        let result = ExactFirstTests.catalog.match(
            ["so my comment reader", "hello my comment reader", "so my comment read", "so my commentary to", "show my comment reader"]
                .map { Hypothesis($0) })
        #expect(result.status == .noMatch)
        #expect(!result.alternatives.isEmpty)
        #expect(result.alternatives.allSatisfy { (0...1).contains($0.confidence) }, "\(result.alternatives.map(\.confidence))")
        #expect(Set(result.alternatives.map(\.invocation)).count == result.alternatives.count, "\(result.alternatives)")
    }

    @Test func aLaterHypothesisDoesNotMakeAnAcceptedOneAmbiguous() {
        // Real 5-best: the first is exact; the fourth, another query of the
        // same intent, would tie with it if it counted at the first place.
        let catalog = ExactFirstTests.catalog
        let result = catalog.match([
            "search coding bridge for database migration", "search coaching bridge for database migration",
            "search coating bridge for database migration", "search coding bridge for data base migration",
        ].map { Hypothesis($0) })
        #expect(result.status == .matched)
        #expect(result.parameter("query")?.value == "database migration")
        #expect(result.hypothesis == 0)
    }

    @Test func oneHypothesisIsTheSameAsText() {
        for text in ["open niagara falls in landmarks", "hey um open niagra falls in landmarks", "what's the weather tomorrow"] {
            let single = catalog.match(text)
            let list = catalog.match([Hypothesis(text)])
            #expect(list.status == single.status, "\(text)")
            #expect(list.intent == single.intent, "\(text)")
            #expect(list.parameters == single.parameters, "\(text)")
            #expect(list.confidence == single.confidence, "\(text)")
        }
    }

    @Test func nothingInTheListIsNoMatch() {
        let result = catalog.match([Hypothesis("what's the weather tomorrow"), Hypothesis("what is the weather tomorrow")])
        #expect(result.status == .noMatch)
        #expect(result.hypothesis == nil)
        #expect(catalog.match([Hypothesis]()).status == .noMatch)
    }

    @Test func aNegativePhraseInTheListStillVetoes() {
        let result = catalog.match([Hypothesis("stop meditation in calm"), Hypothesis("start meditation in calm")])
        #expect(result.status == .rejected)
        #expect(result.hypothesis == 0)
    }

    @Test func aGrammarHypothesisAloneCountsForNothing() {
        // A constrained recogniser turns "what's the weather" into some phrase.
        let forced = Hypothesis("open paris in landmarks", isFromGrammar: true)
        #expect(catalog.match([forced]).status == .noMatch)
        #expect(catalog.match([forced, Hypothesis("what's the weather like")]).status == .noMatch)
    }

    @Test func aGrammarHypothesisCountsWhereAFreeOneSupportsIt() {
        let result = catalog.match([
            Hypothesis("open niagara falls in landmarks", isFromGrammar: true),
            Hypothesis("oven niagara fall in the landmark"),
        ])
        #expect(result.status == .matched)
        #expect(result.parameter("target")?.value == "niagara-falls")
        #expect(result.hypothesis == 0)
    }

    @Test func aGrammarHypothesisCountsWhereAFreeOneSoundsLikeItWordsApart() throws {
        // Real decodings of synthesized speech: the free recogniser's words
        // fit no phrase, its sounds fit the grammar's reading.
        let heard = catalog.match([
            Hypothesis("save idea to go bankrupt"),
            Hypothesis("save idea to coding bridge", isFromGrammar: true),
        ])
        #expect(catalog.match("save idea to go bankrupt").status == .noMatch)
        #expect(heard.status == .needsValue)
        #expect(heard.intent == "CaptureIdeaIntent")
        #expect(heard.hypothesis == 1)
        // Words apart at the end only, it counts where what differs sounds
        // alike; "turn" for "code" does not (`grammarDifferenceFloor`: the
        // free recogniser heard another word clearly, and the grammar can
        // write only its own).
        let changed = catalog.match([Hypothesis("what's changed in my turn"), Hypothesis("what is changed in my code", isFromGrammar: true)])
        #expect(changed.status == .noMatch)
        let unchecked = MatchOptions(parameters: try MatchParameters().setting(["grammarDifferenceFloor=0"]))
        let changedUnchecked = catalog.match([Hypothesis("what's changed in my turn"), Hypothesis("what is changed in my code", isFromGrammar: true)],
                                             options: unchecked)
        #expect(changedUnchecked.intent == "GitStatusIntent" && changedUnchecked.hypothesis == 1)
        let coat = catalog.match([Hypothesis("what's changed in my coat"), Hypothesis("what is changed in my code", isFromGrammar: true)])
        #expect(coat.intent == "GitStatusIntent" && coat.hypothesis == 1)
        // The same grammar reading beside speech that sounds otherwise.
        let forced = catalog.match([
            Hypothesis("start medication and had space"),
            Hypothesis("save idea to coding bridge", isFromGrammar: true),
        ])
        #expect(forced.status == .noMatch)
    }

    /// A grammar hypothesis less alike than it must be alone counts where
    /// an unconstrained hypothesis reads the same intent, however faintly.
    /// Real decodings (flite-rms, "Add Seltzer to Gulper"): the free 3-best
    /// names Gulpr weakly ("go for") and reads LogDrink below the threshold.
    @Test func aGrammarHypothesisLessAlikeCountsWhereAFreeOneReadsItsIntent() throws {
        let catalog = try EvaluationSet.loadCatalog()
        let free = ["then shelter to go for", "then shelter to go over", "then shelter to go per"]
        let grammar = "add seltzer to gulper"
        let agreement = Matcher(catalog).soundAgreement(Normalizer.tokens(grammar), free.map { Normalizer.tokens($0) })
        #expect(agreement >= MatchParameters().grammarAgreementCorroborated && agreement < MatchParameters().grammarAgreementAlone)
        #expect(catalog.match(free.map { Hypothesis($0) }).status == .noMatch)
        let heard = catalog.match(free.map { Hypothesis($0) } + [Hypothesis(grammar, isFromGrammar: true)])
        #expect(heard.status == .matched, "\(heard.status)")
        #expect(heard.intent == "LogDrinkIntent" && heard.hypothesis == 3)
        #expect(heard.parameter("drink")?.value == "sparkling-water")
        // The same grammar reading beside free speech as alike that reads no intent.
        let other = ["then shelter to gopher"]
        let otherAgreement = Matcher(catalog).soundAgreement(Normalizer.tokens(grammar), other.map { Normalizer.tokens($0) })
        #expect(otherAgreement >= MatchParameters().grammarAgreementCorroborated, "\(otherAgreement)")
        let forced = catalog.match(other.map { Hypothesis($0) } + [Hypothesis(grammar, isFromGrammar: true)])
        #expect(forced.status == .noMatch, "\(forced.status)")
    }

    /// A grammar can write only the app's own verbs: "Stop my Plankify
    /// timer" comes back as "start my plankify timer" (real decodings,
    /// flite-slt), and the free hypothesis, sounding alike enough to
    /// support it, says "stop" where Start's phrases say "start". The free
    /// words ask another action (`AlignmentRule.peerVerb`), so the
    /// grammar's reading does not count; with the rule off it is accepted.
    @Test func aGrammarHypothesisDoesNotCountWhereTheFreeOnesAskAnotherAction() throws {
        let catalog = try EvaluationSet.loadCatalog()
        let grammar = Hypothesis("start my plankify timer", isFromGrammar: true)
        let stop = catalog.match([Hypothesis("stop my plan to fight timer"), grammar])
        #expect(stop.status == .noMatch, "\(stop)")
        let off = MatchOptions(parameters: try MatchParameters().setting(["peerVerbSimilarity=0"]))
        let without = catalog.match([Hypothesis("stop my plan to fight timer"), grammar], options: off)
        #expect(without.status != .noMatch && without.intent == "StartTimerIntent", "\(without)")
        let start = catalog.match([Hypothesis("start my plan to fight timer"), grammar])
        #expect(start.intent == "StartTimerIntent" && start.status != .noMatch, "\(start)")
    }

    /// The grammar decoded twice, with two pronunciation dictionaries
    /// (real decodings of flite-slt saying "Make me a large iced latte with
    /// oat milk"): the recogniser's own dictionary forced "matcha", ours
    /// heard "latte". Two grammar hypotheses that mean different things
    /// are the grammar unsure (`grammarsMustAgree`): neither counts, and
    /// the free hypothesis alone orders no matcha. Where they agree, they
    /// count as one would.
    /// pocketsphinx's free 5-best for "Record my last drink from Zoppa"
    /// (flite-rms, out of domain: Zoppa has no record) says "record my
    /// last drink from shop", "… from suffolk", …: each would read as
    /// Reorder but for its verb, too faintly (the name unheard) for the
    /// list's verdict; the grammar, which has only "reorder", wrote
    /// "reorder my last drink from zoppa". Its reading does not count
    /// where the free hypotheses hear another verb for the phrase better
    /// than any hears the phrase (`grammarAnotherVerbFloor`); off, it does.
    @Test func aGrammarHypothesisDoesNotCountWhereTheFreeOnesFaintlyHearAnotherVerb() throws {
        let catalog = try EvaluationSet.loadCatalog()
        let free = ["record my last drink from shop", "record my last drink from suffolk", "record my last drink from shopping",
                    "record my last drink from something", "record my last drink from sharp"].map { Hypothesis($0) }
        let grammar = [Hypothesis("reorder my last drink from zoppa", isFromGrammar: true), Hypothesis("reorder my last drink from zoppa", isFromGrammar: true)]
        let refused = catalog.match(free + grammar)
        #expect(refused.status == .noMatch, "\(refused)")
        let off = MatchOptions(parameters: try MatchParameters().setting(["grammarAnotherVerbFloor=0"]))
        let without = catalog.match(free + grammar, options: off)
        #expect(without.status == .matched && without.intent == "RepeatLastOrderIntent", "\(without)")
        // Heard as the phrase by a free hypothesis, the grammar counts.
        let said = catalog.match([Hypothesis("reorder my last drink from shop")] + free + grammar)
        #expect(said.status == .matched && said.intent == "RepeatLastOrderIntent", "\(said)")
        // flite-kal16's: the rest garbled further, "record" still heard —
        // below 0.6 but for the verb, so it took 0.4 (stop 53).
        let garbled = ["record my last bring friends often", "record my last spring firms offer", "record my last spring friends often",
                       "record my last spring firms often", "record my last bring firms offer"].map { Hypothesis($0) }
        #expect(catalog.match(garbled + grammar).status == .noMatch, "\(catalog.match(garbled + grammar))")
        let before = MatchOptions(parameters: try MatchParameters().setting(["grammarAnotherVerbFloor=0.6"]))
        let acted = catalog.match(garbled + grammar, options: before)
        #expect(acted.status == .matched && acted.intent == "RepeatLastOrderIntent", "\(acted)")
    }

    /// flite-slt's "How do I make pancakes" (out of domain): the free
    /// recogniser heard it, word for word; the grammar can say only its
    /// recipes there. The whole sounds alike enough ("how do i make" is
    /// most of it), what differs does not.
    @Test func aGrammarHypothesisDoesNotCountWhereTheFreeOnesHeardOtherWordsAroundTheSameOnes() throws {
        let catalog = try EvaluationSet.loadCatalog()
        let free = ["how do i make pancakes", "how do i made pancakes", "counter i make pancakes", "counter i made pancakes",
                    "how do i make the pancakes"].map { Hypothesis($0) }
        let grammar = [Hypothesis("how do i make congee", isFromGrammar: true), Hypothesis("how do i make congee", isFromGrammar: true)]
        let refused = catalog.match(free + grammar)
        #expect(refused.status == .noMatch, "\(refused)")
        let off = MatchOptions(parameters: try MatchParameters().setting(["grammarDifferenceFloor=0"]))
        let without = catalog.match(free + grammar, options: off)
        #expect(without.status == .matched && without.parameters.contains { $0.value.value == "congee" }, "\(without)")
        // What differs sounds alike ("conch e" for "congee"): it counts.
        let alike = catalog.match(["how do i make conch e", "how do i make conch a"].map { Hypothesis($0) } + grammar)
        #expect(alike.status == .matched && alike.parameters.contains { $0.value.value == "congee" }, "\(alike)")
        // The free words garbled all through share no words with the
        // grammar's at either end: the whole sound decides, as before.
        #expect(Matcher(catalog).differenceAgreement(["how", "do", "i", "make", "congee"], [["cow", "to", "i", "bake", "conch"]]) == nil)
    }

    @Test func grammarHypothesesThatDisagreeDoNotCount() throws {
        let catalog = try EvaluationSet.loadCatalog()
        // "iced matcha with oat" for "icelandic that" differs too much to
        // count at all (`grammarDifferenceFloor`); this is the rule for two
        // grammar hypotheses alone.
        let options = MatchOptions(parameters: try MatchParameters().setting(["grammarDifferenceFloor=0"]))
        let free = Hypothesis("make me a large icelandic that milk")
        let merged = Hypothesis("make me a large iced matcha with oat milk", isFromGrammar: true)
        let ours = Hypothesis("make me a large iced latte with oat milk", isFromGrammar: true)
        // The first alone, as the pipeline sent it before: a matcha ordered.
        let first = catalog.match([free, merged], options: options)
        #expect(first.status == .matched && first.parameters.contains { $0.value.value == "matchaLatte" }, "\(first)")
        let disagreeing = catalog.match([free, merged, ours], options: options)
        #expect(disagreeing.status == .noMatch, "\(disagreeing)")
        // With the rule off, each counts: the two readings are close rivals.
        let off = MatchOptions(parameters: try MatchParameters().setting(["grammarsMustAgree=0", "grammarDifferenceFloor=0"]))
        let without = catalog.match([free, merged, ours], options: off)
        #expect(without.status != .noMatch, "\(without)")
        let agreeing = catalog.match([free, ours, ours], options: options)
        #expect(agreeing.status == .matched && agreeing.parameters.contains { $0.value.value == "latte" }, "\(agreeing)")
    }

    /// Whisper with the prompt wrote "Search CodingBridge for Log and Bug"
    /// (flite-slt saying "… for login bug"), without it "… for ligand
    /// bug": where the hypotheses decoded without the prompt, read as a
    /// list, do not read the prompted list's free text, it is asked for
    /// (`promptedTextNeedsWitness`), the rest kept. Read the same, spaces
    /// aside ("log in bug"), it stands; without witnesses, or with the
    /// parameter off, the prompted list decides as before. Values from the
    /// app's lists need no witness.
    @Test func freeTextFromAPromptedListNeedsAWitness() throws {
        let catalog = try EvaluationSet.loadCatalog()
        let prompted = ["Search CodingBridge for Log and Bug.", "Search CodingBridge for Logan Bug."].map { Hypothesis($0, isPrompted: true) }
        let unwitnessed = catalog.match(prompted + [Hypothesis("search coding bridge for ligand bug"), Hypothesis("search coding bridge for login bug")])
        #expect(unwitnessed.status == .needsValue && unwitnessed.question?.parameter == "query", "\(unwitnessed)")
        #expect(unwitnessed.intent == "SearchSessionsIntent" && unwitnessed.parameters.isEmpty)
        let witnessed = catalog.match(prompted + [Hypothesis("search coding bridge for log and bug")])
        #expect(witnessed.status == .matched && witnessed.parameter("query")?.value == "log and bug", "\(witnessed)")
        let spaced = catalog.match([Hypothesis("Search CodingBridge for login bug.", isPrompted: true), Hypothesis("search coding bridge for log in bug")])
        #expect(spaced.status == .matched && spaced.parameter("query")?.value == "login bug", "\(spaced)")
        let alone = catalog.match(prompted)
        #expect(alone.status == .matched && alone.parameter("query")?.value == "log and bug", "\(alone)")
        let off = MatchOptions(parameters: try MatchParameters().setting(["promptedTextNeedsWitness=0"]))
        let without = catalog.match(prompted + [Hypothesis("search coding bridge for ligand bug")], options: off)
        #expect(without.status == .matched && without.parameter("query")?.value == "log and bug", "\(without)")
        let value = catalog.match([Hypothesis("Open Niagara Falls in Landmarks.", isPrompted: true), Hypothesis("open niagara false in landmarks")])
        #expect(value.status == .matched && value.parameter("target")?.value == "niagara-falls", "\(value)")
    }

    /// Whisper tiny.en with the prompt wrote "Start my Plan Care By
    /// Timer." for flite-rms saying "Stop my Plankify timer" (out of
    /// domain: Plankify has no stop), without it "Stop my Plankify
    /// timer.": the prompt leans toward the app's verbs too. An intent the
    /// unprompted hypotheses ask another action than is not read from the
    /// prompted ones (`promptedVerbNeedsWitness`); where they say its own
    /// verb, it is. Without witnesses, or with the parameter off, the
    /// prompted list decides as before.
    @Test func aVerbFromAPromptedListNeedsAWitness() throws {
        let catalog = try EvaluationSet.loadCatalog()
        let prompted = ["Start my Plan Care By Timer.", "Start my Plan Carefy timer.", "Start my Plan Kefie timer."].map { Hypothesis($0, isPrompted: true) }
        let plain = ["Stop my Plankify timer.", "Stop my Plankify timer", "Stop my Plankified timer."].map { Hypothesis($0) }
        let asked = catalog.match(prompted + plain)
        #expect(asked.status == .noMatch, "\(asked)")
        let alone = catalog.match(prompted)
        #expect(alone.status == .matched && alone.intent == "StartTimerIntent", "\(alone)")
        let said = catalog.match(prompted + [Hypothesis("Start my plan to fight timer.")])
        #expect(said.status == .matched && said.intent == "StartTimerIntent", "\(said)")
        let off = MatchOptions(parameters: try MatchParameters().setting(["promptedVerbNeedsWitness=0"]))
        let without = catalog.match(prompted + plain, options: off)
        #expect(without.status == .matched && without.intent == "StartTimerIntent", "\(without)")
    }

    /// flite-slt saying "What plant is this" (out of domain: no app named),
    /// heard again with FernQuill's own prompt: "Tell FernQuill what plant
    /// is this?" — the prompt's words, not the audio's; without a prompt
    /// "What land is this?", "What plant is this?". A prompted hypothesis
    /// less alike to every unprompted one than `promptedAgreementFloor` is
    /// not read. One that respells the same sounds is: "Log Yerba Mate in
    /// Gulpr." (Gulpr's prompt) beside "Log your Bimat in Gulper.".
    @Test func aPromptedHypothesisMustSoundLikeTheAudioHeardWithoutIt() throws {
        let catalog = try EvaluationSet.loadCatalog()
        let prompted = ["What plant is this?", "What land is this?", "Tell FernQuill what plant is this?", "Tell FernQuill What Plant is this?"]
        let plain = ["What land is this?", "What plant is this?"].map { Hypothesis($0) }
        let list = prompted.map { Hypothesis($0, isPrompted: true) } + plain
        let heard = catalog.match(list)
        #expect(heard.status == .noMatch, "\(heard)")
        let off = MatchOptions(parameters: try MatchParameters().setting(["promptedAgreementFloor=0"]))
        let unchecked = catalog.match(list, options: off)
        #expect(unchecked.status == .matched && unchecked.intent == "IdentifyPlantIntent", "\(unchecked)")
        let respelt = ["Log your Bimat in Gulper.", "Log Yerba Mate in Gulpr."].map { Hypothesis($0, isPrompted: true) }
            + ["Log your Bimat in Gulper.", "Log your but not in Gulper."].map { Hypothesis($0) }
        let drink = catalog.match(respelt)
        #expect(drink.status == .matched && drink.parameter("drink")?.value == "yerba-mate", "\(drink)")
    }

    /// Heard without the prompt, the words are often too garbled to act on
    /// and still say the verb: flite-slt saying "Blog kombucha in Gulper"
    /// (out of domain: Gulpr logs, it does not blog), with the prompts "Log
    /// Condu in Gulpr.", "Log Kombu in Gulpr.", without "Blog.com. You and
    /// Gulper." — which reads Gulpr's "Log ${drink} …" with another verb
    /// below the threshold. From `witnessVerbFloor` it decides; at the
    /// threshold it did not, and the prompted list acted. The same floor
    /// lets a witness that reads the intent by a phrase of its own verb
    /// decide first: flite-kal16's "Track my Headphones in Pakt." stands
    /// beside "Drag my headphones impact.".
    @Test func witnessesDecideTheVerbBelowTheThreshold() throws {
        let catalog = try EvaluationSet.loadCatalog()
        let blog = ["Log Condu in Gulpr.", "Log Commune in Gulper.", "Log Kombu in Gulpr.", "Log Kombucha in Gulpr."].map { Hypothesis($0, isPrompted: true) }
            + ["Blog.com. You and Gulper.", "Vlog.com. You and Gulper."].map { Hypothesis($0) }
        let refused = catalog.match(blog)
        #expect(refused.status == .noMatch, "\(refused)")
        let atThreshold = MatchOptions(parameters: try MatchParameters().setting(["witnessVerbFloor=0.65"]))
        let acted = catalog.match(blog, options: atThreshold)
        #expect(acted.status == .matched && acted.parameter("drink")?.value == "kombucha", "\(acted)")
        let track = ["Track my Headphones in Pakt.", "Track my headphones in Pakt.", "Drag my Headphones in Pakt."].map { Hypothesis($0, isPrompted: true) }
            + ["Drag my headphones impact.", "Drag my headphones impact", "Try my headphones impact.", "drive my headphones impact"].map { Hypothesis($0) }
        let tracked = catalog.match(track)
        #expect(tracked.status == .matched && tracked.parameter("parcel")?.value == "headphones", "\(tracked)")
        #expect(catalog.match(track, options: atThreshold).status == .noMatch)
    }

    /// The prompted list decides the verb below the threshold too, and a
    /// prompted hypothesis saying the intent's own verb overturns an
    /// earlier one's other verb only where the hypotheses heard without the
    /// prompt say that verb: festival-slt-hts saying "Blog kombucha in
    /// Gulper" (out of domain), with every app's prompt "Blog comp you in
    /// Gulper." (another verb, the drink garbled: read below the
    /// threshold), with Gulpr's own "Log Kombu in Gulpr.", without a prompt
    /// "Vlog comp you in Galper." — no verb of requests, so no witness to
    /// "log": it was an order of kombucha. With either number back at its
    /// old value (`promptedVerbFloor` 0, `promptedOverturnNeedsWitness` 0)
    /// it still is.
    @Test func thePromptedListDecidesTheVerbAndItsPromptDoesNotOverturnIt() throws {
        let catalog = try EvaluationSet.loadCatalog()
        let blog = ["Blog comp you in Gulper.", "Vlog Compute in Gulper.", "Log Kombu in Gulpr.", "Log Kombucha in Gulpr."]
            .map { Hypothesis($0, isPrompted: true) } + ["Vlog comp you in Galper.", "Vlog comp you in Gullper"].map { Hypothesis($0) }
        let refused = catalog.match(blog)
        #expect(refused.status == .noMatch, "\(refused)")
        for old in ["promptedVerbFloor=0", "promptedOverturnNeedsWitness=0"] {
            let acted = catalog.match(blog, options: MatchOptions(parameters: try MatchParameters().setting([old])))
            #expect(acted.status == .matched && acted.parameter("drink")?.value == "kombucha", "\(old): \(acted)")
        }
        // Said, and heard so without the prompt, the verb overturns.
        let log = ["Blog comp you in Gulper.", "Log Kombu in Gulpr."].map { Hypothesis($0, isPrompted: true) }
            + ["Log comp you in Galper."].map { Hypothesis($0) }
        let drink = catalog.match(log)
        #expect(drink.status == .matched && drink.parameter("drink")?.value == "kombucha", "\(drink)")
    }

    /// festival's "Change my Zoppa store", Whisper with the prompt: "Change
    /// my Zoppa Store." (its exact phrase: the store is asked for); without
    /// it, "Change my zap restore.": the app's last syllable heard on
    /// "store". That rules the witnesses' reading out, but asks no other
    /// action, as "restore" in the verb's place would: the prompted
    /// hearing stands (`onsetAsksOnlyInVerbPlace`; at 0 the list was no
    /// match).
    @Test func aSyllableHeardOnALaterWordAsksNoOtherAction() throws {
        let catalog = try EvaluationSet.loadCatalog()
        let list = ["Change my Zoppa Store.", "Change my Zoppa store."].map { Hypothesis($0, isPrompted: true) }
            + ["Change my zap restore.", "change my zop restore"].map { Hypothesis($0) }
        let asked = catalog.match(list)
        #expect(asked.status == .needsValue && asked.intent == "SetPickupStoreIntent" && asked.parameter == "store", "\(asked)")
        let before = MatchOptions(parameters: try MatchParameters().setting(["onsetAsksOnlyInVerbPlace=0"]))
        #expect(catalog.match(list, options: before).status == .noMatch)
        // In the verb's place it still does ("Untrack my boots in Pact"),
        // where the onset rule is on.
        let untrack = ["Track my boots in Pakt.", "Track my Boots in Pakt."].map { Hypothesis($0, isPrompted: true) }
            + ["Untracked my boots in pact.", "Untracked my boots in pact"].map { Hypothesis($0) }
        #expect(catalog.match(untrack).status == .noMatch, "\(catalog.match(untrack))")
        let noOnsets = MatchOptions(parameters: try MatchParameters().setting(["onsetWordSimilarity=0"]))
        #expect(catalog.match(untrack, options: noOnsets).status == .matched)
    }

    /// Whisper tiny.en with the prompt wrote "Share my ETA with Shavan in
    /// Zindle." for flite-rms saying "Share my ETA with Siobhan in
    /// Zindle" (the prompt leans toward the app's words, and "Siobhan" is
    /// not said as spelt), without it "Share my ETA with Siobhan in
    /// Zindol.": where the prompted list reads as nothing, the unprompted
    /// one is read as a list of its own (`unpromptedReadingFloor`), its
    /// hypothesis numbered in the whole list. A reading of it near the
    /// threshold is no answer: festival's "Set the sauna to who guy with
    /// tide." for "… to Hygge …" reads, at 0.65, as "Put the sauna to
    /// bed". With the parameter off, the list is no match.
    @Test func anUnpromptedListIsReadWhereThePromptedOneHearsNothing() throws {
        let catalog = try EvaluationSet.loadCatalog()
        // Whisper's own words, "Shavan", "Shivon", are Siobhán as Irish
        // says it since stop 65 (`NativeReading`): names heard as nothing.
        let prompted = ["Share my ETA with Sharon in Zindle.", "Share my ETA with Sherwin in Zindle.", "Share my ETA with Shaun in Zindle."].map {
            Hypothesis($0, isPrompted: true)
        }
        #expect(catalog.match([Hypothesis("Share my ETA with Shavan in Zindle.", isPrompted: true)]).parameter("contact")?.value == "c-siobhan")
        let plain = ["Share my ETA with Siobhan in Zindol.", "Share my ET with Siobhan in Zindol.", "Share my idea with Siobhan in Zindol."].map { Hypothesis($0) }
        #expect(catalog.match(prompted).status == .noMatch)
        let heard = catalog.match(prompted + plain)
        #expect(heard.status == .matched && heard.parameter("contact")?.value == "c-siobhan" && heard.hypothesis == 3, "\(heard)")
        let off = MatchOptions(parameters: try MatchParameters().setting(["unpromptedReadingFloor=0"]))
        #expect(catalog.match(prompted + plain, options: off).status == .noMatch)
        let sauna = ["Set the sauna to Hugo with Tyde.", "Set the sauna to who guy with Tyde.", "Set the sauna to Hugawith Tide."].map { Hypothesis($0, isPrompted: true) }
        let guessed = ["Set the sauna to who guy with tide.", "Set the sauna to who go with tide.", "Set the sauna to hookah with tide."].map { Hypothesis($0) }
        let faint = catalog.match(guessed)
        #expect(faint.status == .matched && faint.confidence < 0.7, "\(faint)")
        let unsure = catalog.match(sauna + guessed)
        #expect(unsure.status == .noMatch, "\(unsure)")
    }

    /// festival's `slt` saying "Make me a cortado with whole milk and one
    /// sugar": with the prompt "… with Holmeld and one sugar." (the milk
    /// asked for), without it "… with whole milk and one sugar.": the
    /// unprompted list's action closes the question — the same intent,
    /// every value kept, the asked one said (`unpromptedSettlesQuestions`).
    /// flite's `kal16` saying "I'd like a medium iced Americano from
    /// Zoppa": both hearings "a meadie, my st(e)americano"; the prompted
    /// list asks whether iced, and the unprompted one's order without it is
    /// no answer. Free text the two hearings wrote differently is not
    /// settled by one unprompted hypothesis.
    @Test func anOpenQuestionIsSettledByTheUnpromptedListOnlyWhereItAnswersIt() throws {
        let catalog = try EvaluationSet.loadCatalog()
        let prompted = ["Make me a corkado with Holmeld and one sugar.", "Make me a Kortado with Holmeld and one sugar.", "Make me a Corchado with Holmeld and one Sugar."]
            .map { Hypothesis($0, isPrompted: true) }
        let plain = ["Make me a corkado with whole milk and one sugar.", "Make me a corkado with whole milk and one sugar", "Make me a courchado with whole milk and one sugar."]
            .map { Hypothesis($0) }
        let asked = catalog.match(prompted)
        #expect(asked.status == .needsValue && asked.question?.parameter == "milk", "\(asked)")
        let settled = catalog.match(prompted + plain)
        #expect(settled.status == .matched && settled.parameter("milk")?.value == "whole" && settled.parameter("sugar")?.value == "one", "\(settled)")
        #expect(settled.hypothesis == 3, "\(settled)")
        let off = MatchOptions(parameters: try MatchParameters().setting(["unpromptedSettlesQuestions=0"]))
        #expect(catalog.match(prompted + plain, options: off).status == .needsValue)

        let americano = ["I'd like a meadie, my Stamericano from Zoppa.", "I'd like a meadie, my Stimericano from Zoppa."].map { Hypothesis($0, isPrompted: true) }
        let without = ["I'd like a meadie, my steamericano, from Zappa.", "I'd like a meadie, my steamericano from Zappa."].map { Hypothesis($0) }
        let iced = catalog.match(americano)
        #expect(iced.status == .needsValue && iced.question?.parameter == "temperature", "\(iced)")
        let unanswered = catalog.match(americano + without)
        #expect(unanswered.status == .needsValue && unanswered.question?.parameter == "temperature", "\(unanswered)")

        let query = [Hypothesis("Search CodingBridge for Log and Bug.", isPrompted: true)]
        let one = catalog.match(query + [Hypothesis("search coding bridge 4 ligand bug")])
        #expect(one.status == .needsValue && one.question?.parameter == "query", "\(one)")
    }

    /// flite's `awb` saying "Can I get a large iced triple shot mocha with
    /// oatly and three sugars from Zoppa": with the prompt "… Mocha with
    /// Oplian 3 Shooters from Zoppa?" (no milk read), without it "… mocha
    /// with only 3 sugars from Zoopa?". Both hearings act, on the same
    /// command, one with a value more: it was said, and that one is the
    /// answer (`unpromptedActionsAgree`). flite's `slt` saying "Show the
    /// Prayer Plant in Fern Quill": the prompted 1-best "Share the prayer
    /// plant in FernQuill." logs a watering, the unprompted "Show the
    /// prayer plant in Fernville." shows the plant: two commands, asked
    /// which.
    @Test func twoHearingsThatActOtherwiseGiveTheFullerOneOrAsk() throws {
        let catalog = try EvaluationSet.loadCatalog()
        let prompted = [
            "Can I get a large ice triple shot Mocha with Oplian 3 Shooters from Zoppa?", "Can I get a large ice triple shot mocha with obliant three shooters from Zoppa?",
        ].map { Hypothesis($0, isPrompted: true) }
        let plain = [
            "Can I get a large ice-triple-shot mocha with only 3 sugars from Zoopa?", "Can I get a large ice-triple-shot mocha with only 3 sugars from Zopa?",
            "Can I get a large ice-triple-shot mocha with obliant three sugars from Zopa?",
        ].map { Hypothesis($0) }
        // Alone, the prompted hearing's "with Oplian 3 Shooters" is a milk
        // said where "… with ${milk} and ${sugar} …" has it: asked for
        // (`slotPlaceInSiblings`); without that rule (nor the bar of a
        // value said within the command, `innerValueSimilarity`), an order
        // without it.
        let siblingsOff = try MatchParameters().setting(["slotPlaceInSiblings=0", "innerValueSimilarity=1"])
        let alone = catalog.match(prompted)
        #expect(alone.status == .needsValue && alone.question?.parameter == "milk", "\(alone)")
        let aloneBefore = catalog.match(prompted, options: MatchOptions(parameters: siblingsOff))
        #expect(aloneBefore.status == .matched && aloneBefore.parameter("milk") == nil, "\(aloneBefore)")
        let fuller = catalog.match(prompted + plain)
        #expect(fuller.status == .matched && fuller.parameter("milk")?.value == "oat" && fuller.parameter("sugar")?.value == "three", "\(fuller)")
        #expect(fuller.hypothesis.map { $0 >= prompted.count } == true, "\(fuller)")
        let off = MatchOptions(parameters: try siblingsOff.setting(["unpromptedActionsAgree=0", "constrainedListThreshold=0"]))
        #expect(catalog.match(prompted + plain, options: off).parameter("milk") == nil)

        let share = [Hypothesis("Share the prayer plant in FernQuill.", isPrompted: true)]
        let show = [Hypothesis("Show the prayer plant in Fernville.")]
        // The prompted hearing alone reads under `constrainedListThreshold`:
        // no action by itself since stop 66; without that floor, a watering.
        let loose = MatchOptions(parameters: try MatchParameters().setting(["constrainedListThreshold=0"]))
        #expect(catalog.match(share).status == .noMatch)
        #expect(catalog.match(share, options: loose).intent == "LogCareIntent")
        #expect(catalog.match(show).intent == "ShowPlantIntent")
        let which = catalog.match(share + show)
        #expect(which.status == .ambiguous && Set(which.alternatives.map(\.intent)) == ["LogCareIntent", "ShowPlantIntent"], "\(which)")
        #expect(catalog.match(share + show, options: off).intent == "LogCareIntent")
    }

    /// A list of one hypothesis is read as the text alone: Whisper's
    /// "And track my Boots impact." (flite-rms saying "Untrack my boots in
    /// Pact") has no other hearing to carry its onset ("and", refused as
    /// the onset of Track) to: alone and as a list of one, the same result,
    /// its runners-up too (the fuzzer's `MatcherCheck` found them apart).
    @Test func aListOfOneIsReadAsTheTextAlone() throws {
        let catalog = try EvaluationSet.loadCatalog()
        for text in ["And track my Boots impact.", "and track my boots in pakt"] {
            let alone = catalog.match(text)
            var listed = catalog.match([Hypothesis(text)])
            if listed.hypothesis == 0 { listed.hypothesis = nil }
            #expect(listed == alone, "\(text): \(listed) / \(alone)")
        }
    }

    /// pocketsphinx's 5-best for "Search Coding Bridge for login bug"
    /// (flite-rms, the evaluation's transcripts): "london but" first, then
    /// "london but", "religion but", "london but", "religion but". Free
    /// text a hypothesis of the list does not say is not what was said as
    /// far as the recogniser knows: asked for (`freeTextConsensus` 1), not
    /// searched — said by four of five too (at 0.8, stop 47 to 66, that
    /// stood). Said by every one it stands; one hypothesis alone is read
    /// as before; with the parameter off, the first's query stands.
    @Test func freeTextAHypothesisOfTheListDoesNotSayIsAskedFor() throws {
        let catalog = try EvaluationSet.loadCatalog()
        let list = [
            "search coding bridge for london but", "search coaching bridge for london but", "search coding bridge for religion but",
            "search coating bridge for london but", "search coaching bridge for religion but",
        ].map { Hypothesis($0) }
        let unsure = catalog.match(list)
        #expect(unsure.status == .needsValue && unsure.question?.parameter == "query" && unsure.intent == "SearchSessionsIntent", "\(unsure)")
        var most = list
        most[2] = Hypothesis("search coding bridge for london but")
        let fourOfFive = catalog.match(most)
        #expect(fourOfFive.status == .needsValue && fourOfFive.question?.parameter == "query", "\(fourOfFive)")
        let before = MatchOptions(parameters: try MatchParameters().setting(["freeTextConsensus=0.8"]))
        let mostBefore = catalog.match(most, options: before)
        #expect(mostBefore.status == .matched && mostBefore.parameter("query")?.value == "london but", "\(mostBefore)")
        var every = most
        every[4] = Hypothesis("search coaching bridge for london but")
        let sure = catalog.match(every)
        #expect(sure.status == .matched && sure.parameter("query")?.value == "london but", "\(sure)")
        let one = catalog.match([list[0]])
        #expect(one.status == .matched && one.parameter("query")?.value == "london but", "\(one)")
        let off = MatchOptions(parameters: try MatchParameters().setting(["freeTextConsensus=0"]))
        let without = catalog.match(list, options: off)
        #expect(without.status == .matched && without.parameter("query")?.value == "london but", "\(without)")
    }

    /// The same in a free n-best list: a later hypothesis whose word is
    /// only like the verb ("stopped", fifth, real decodings of flite-rms)
    /// does not read as the intent the first asked another action than; one
    /// that says the intent's own verb ("track", after "check") does.
    @Test func aLaterHypothesisReadsAsTheIntentOnlyWithItsOwnVerb() throws {
        let catalog = try EvaluationSet.loadCatalog()
        let stop = [
            "stop my plan to fly a timer", "stop my plan to fight time or a a", "stop my plan to find time or a a",
            "stop my plan to fight time or a i", "stopped my plan to fight time or a a",
        ]
        #expect(catalog.match(stop[4]).intent == "StartTimerIntent")
        let refused = catalog.match(stop.map { Hypothesis($0) })
        #expect(refused.status == .noMatch, "\(refused)")
        let off = MatchOptions(parameters: try MatchParameters().setting(["peerVerbSimilarity=0"]))
        #expect(catalog.match(stop.map { Hypothesis($0) }, options: off).intent == "StartTimerIntent")
        let track = catalog.match([Hypothesis("check my headphones impact"), Hypothesis("track my headphones impact")])
        #expect(track.status == .matched && track.intent == "TrackParcelIntent", "\(track)")
    }

    /// "Untrack my boots in Pact" as Whisper and pocketsphinx wrote it
    /// (the evaluation's transcripts): one hypothesis hears the syllable
    /// as a word of its own ("and track …", refused by the onset rule),
    /// and the others hear it as another word before the phrase ("then
    /// track …", "been tracked …"): those read as no Track either, first
    /// in the list or later. Alone, "then track my boots impact" is still
    /// Track (a word before a phrase is an ordinary opening), and a list
    /// whose first hypothesis says the phrase without a word before it
    /// still reads as Track. A later one saying it without the syllable
    /// ("Track my Boots in Pakt.", fourth to Whisper's "And Track my Boots
    /// in Pakt.") is that hearing with the syllable dropped: no Track
    /// (`onsetDecidesTheList`).
    @Test func aSyllableHeardApartInOneHypothesisIsHeardSoInTheOthers() throws {
        let catalog = try EvaluationSet.loadCatalog()
        let whisper = ["Then track my boots impact.", "And track my boots impact.", "and track my boots impact.", "then track my boots impact"]
        let sphinx = ["been tracked my boobs impact", "been tracked my boots impact", "and track my boots impact", "then tracked my boots impact"]
        for list in [whisper, sphinx, Array(whisper.reversed())] {
            let result = catalog.match(list.map { Hypothesis($0) })
            #expect(result.status == .noMatch, "\(list): \(result)")
        }
        #expect(catalog.match("then track my boots impact").intent == "TrackParcelIntent")
        let said = catalog.match([Hypothesis("track my boots impact"), Hypothesis("and track my boots impact")])
        #expect(said.status == .matched && said.intent == "TrackParcelIntent", "\(said)")
        let dropped = ["And Track my Boots in Pakt.", "And track my Boots in Pakt.", "And Track My Boots in Pakt.", "Track my Boots in Pakt."]
        let later = catalog.match(dropped.map { Hypothesis($0) })
        #expect(later.status == .noMatch, "\(later)")
        let off = MatchOptions(parameters: try MatchParameters().setting(["onsetDecidesTheList=0"]))
        let without = catalog.match(dropped.map { Hypothesis($0) }, options: off)
        #expect(without.status == .matched && without.intent == "TrackParcelIntent", "\(without)")
    }

    /// The syllable heard in the word carries across the list the same
    /// way: Whisper's 5-best of "Untrack my boots in Pact" in pink noise
    /// (the evaluation's out-of-domain transcripts) hears "contract" three
    /// times and "then track" twice. "contract my boots" is refused by
    /// the onset rule, "then track my boots" alone is Track; together they
    /// are no Track. A first hypothesis saying the phrase with nothing
    /// before it still reads as Track beside "contract …".
    @Test func aSyllableHeardInTheWordInOneHypothesisIsHeardSoInTheOthers() throws {
        let catalog = try EvaluationSet.loadCatalog()
        let whisper = [
            "contract my boots in fact", "then track my boots in fact", "contract my boots in fact.", "Then track my boots in fact",
            "contract my boots impact",
        ]
        #expect(catalog.match(whisper[1]).intent == "TrackParcelIntent")
        for list in [whisper, Array(whisper.reversed())] {
            let result = catalog.match(list.map { Hypothesis($0) })
            #expect(result.status == .noMatch, "\(list): \(result)")
        }
        let said = catalog.match([Hypothesis("track my boots impact"), Hypothesis("contract my boots impact")])
        #expect(said.status == .matched && said.intent == "TrackParcelIntent", "\(said)")
    }

    @Test func outOfDomainSpeechForcedIntoTheGrammarIsNotAccepted() {
        // Decodings of out-of-domain sentences whose grammar reading sounds
        // most like the free one (Docs/voice.md): both below the agreement.
        for (free, grammar) in [
            ("order a coffee from starbucks", "order a big coffee from daily byte"),
            ("start medication and had space", "start meditation in calm"),
        ] {
            let result = catalog.match([Hypothesis(free), Hypothesis(grammar, isFromGrammar: true)])
            #expect(result.status == .noMatch, "\(free) / \(grammar): \(result.status)")
        }
    }

    @Test func theAppRestrictionAppliesToEveryHypothesis() {
        let options = MatchOptions(app: "Calm")
        #expect(catalog.match([Hypothesis("open niagara falls in landmarks")], options: options).status == .noMatch)
        #expect(catalog.match([Hypothesis("open niagara falls in landmarks")], options: MatchOptions(app: "Nope")).status == .error)
    }

    @Test func theIndexIsInTheJSON() {
        let result = catalog.match([Hypothesis("what"), Hypothesis("open niagara falls in landmarks")])
        #expect(result.json["hypothesis"] == .number(1))
        #expect(catalog.match("open niagara falls in landmarks").json["hypothesis"] == nil)
    }
}

extension HypothesesTests {
    /// A list with a hypothesis decoded with a prompt or a grammar is
    /// accepted from `constrainedListThreshold` (0.7), not from the
    /// threshold: "delete changed in my code" reads as "What's changed in
    /// my code" at 0.66, an action as a transcript alone, nothing where
    /// the prompt had its chance to write the app's words (Whisper wrote
    /// "Delete the last feed in Napp." so, and the development sets' lists
    /// in that band were mostly speech meant for something else).
    @Test func aListWithAConstrainedHypothesisIsAcceptedFromItsOwnThreshold() throws {
        let catalog = try EvaluationSet.loadCatalog()
        let alone = catalog.match("delete changed in my code")
        #expect(alone.status == .matched && alone.intent == "GitStatusIntent", "\(alone)")
        #expect(alone.confidence >= MatchOptions.defaultThreshold && alone.confidence < MatchParameters().constrainedListThreshold)
        #expect(catalog.match([Hypothesis("delete changed in my code"), Hypothesis("delete changes in my code")]).status == .matched)
        let list = [Hypothesis("Delete changed in my code.", isPrompted: true), Hypothesis("delete changed in my code")]
        let prompted = catalog.match(list)
        #expect(prompted.status == .noMatch, "\(prompted)")
        // What it read stays a runner-up: a frontend may hear the audio
        // again with that app's own prompt.
        #expect(prompted.alternatives.first?.intent == "GitStatusIntent")
        // Beside a grammar's hypothesis, nothing is accepted under 0.7 either.
        let grammar = catalog.match([Hypothesis("delete changed in my code"), Hypothesis("what's changed in my code", isFromGrammar: true)])
        #expect(grammar.status == .noMatch || grammar.confidence >= MatchParameters().constrainedListThreshold, "\(grammar)")
        // A grammar hypothesis with no words (it heard nothing) is none:
        // the list is read as the free words alone.
        for nothing in ["", " ", "."] {
            let empty = catalog.match([Hypothesis("delete changed in my code"), Hypothesis(nothing, isFromGrammar: true)])
            #expect(empty.status == .matched && empty.intent == "GitStatusIntent", "\(nothing): \(empty)")
        }
        let off = MatchOptions(parameters: try MatchParameters().setting(["constrainedListThreshold=0"]))
        #expect(catalog.match(list, options: off).intent == "GitStatusIntent")
        // A reading sure enough is an action as before.
        let clear = catalog.match([Hypothesis("What's changed in my code?", isPrompted: true), Hypothesis("what's changed in my code")])
        #expect(clear.status == .matched && clear.confidence == 1, "\(clear)")
    }

    /// Two hypotheses that read as different values, both well: the list does not say which.
    @Test func hypothesesThatDisagreeCloselyAreAmbiguous() {
        let result = catalog.match([Hypothesis("open paris and landmark"), Hypothesis("open pier 39 in landmarks")])
        #expect(result.status == .ambiguous)
    }
}
