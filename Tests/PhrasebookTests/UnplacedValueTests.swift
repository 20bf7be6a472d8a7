import Testing
@testable import Phrasebook

/// A value the speaker said is never silently dropped (stage 8b,
/// `Matcher.unplacedValue`): a reading that leaves over words sounding like
/// a value of a parameter its intent has is placed by a reading that
/// explains them, filled where the value is clear, else asked for.
@Suite struct UnplacedValueTests {
    /// An ordering app: one intent, a required drink, an optional size and
    /// roast, and phrases with and without each.
    static let catalog: Catalog = {
        var app = App(name: "Brewly", directory: "phrases/Brewly")
        app.valueTypes["Drink"] = ValueType(name: "Drink", kind: .enumeration, values: [
            Value(id: "latte", title: "latte"), Value(id: "mocha", title: "mocha"), Value(id: "americano", title: "americano"),
        ])
        app.valueTypes["Size"] = ValueType(name: "Size", kind: .enumeration, values: [
            Value(id: "eight", title: "eight ounce"), Value(id: "twelve", title: "twelve ounce"), Value(id: "twenty", title: "twenty ounce"),
        ])
        app.valueTypes["Roast"] = ValueType(name: "Roast", kind: .enumeration, values: [
            Value(id: "light", title: "light roast"), Value(id: "dark", title: "dark roast"),
        ])
        app.intents["OrderIntent"] = Intent(name: "OrderIntent", parameters: [
            Parameter(name: "drink", typeName: "Drink", kind: .enumeration, isOptional: false, requestValueDialog: "What drink?"),
            Parameter(name: "size", typeName: "Size", kind: .enumeration, isOptional: true, requestValueDialog: "What size?"),
            Parameter(name: "roast", typeName: "Roast", kind: .enumeration, isOptional: true, requestValueDialog: "Which roast?"),
        ])
        app.shortcuts = [Fixtures.shortcut("OrderIntent", [
            "Make me a ${drink} with ${applicationName}", "Make me a ${size} ${drink} with ${applicationName}",
            "Make me a ${roast} ${drink} with ${applicationName}", "Make me a ${roast} ${size} ${drink} with ${applicationName}",
        ])]
        return Catalog(apps: [app])
    }()

    static func parameters(_ result: MatchResult) -> [String: String] {
        Dictionary(uniqueKeysWithValues: result.parameters.map { ($0.name, $0.value.value) })
    }

    /// Said plainly, every value is placed by its template.
    @Test func valuesSaidAsWrittenArePlaced() {
        let result = Self.catalog.match("make me a light roast twelve ounce latte with brewly")
        #expect(result.status == .matched)
        #expect(Self.parameters(result) == ["drink": "latte", "size": "twelve", "roast": "light"])
    }

    /// "eight pounds" for "eight ounce": left over by the reading without a
    /// size, it sounds like a size; not said clearly enough to fill it, it
    /// is asked for — not a matched order without the size.
    @Test func aValueHeardOddlyIsAskedForNotDropped() {
        let result = Self.catalog.match("make me a eight pounds mocha with brewly")
        #expect(result.status == .needsValue, "\(result)")
        #expect(result.question?.parameter == "size")
        #expect(Self.parameters(result)["drink"] == "mocha")
    }

    /// The stage off (`unplacedValueSimilarity` above 1, unheard values not
    /// asked for), the same utterance is the order without its size: what
    /// the stage prevents.
    @Test func withoutTheStageTheValueIsDropped() throws {
        let options = MatchOptions(parameters: try MatchParameters().setting(["unplacedValueSimilarity=1.1", "asksForUnheardValues=0"]))
        let result = Self.catalog.match("make me a eight pounds mocha with brewly", options: options)
        #expect(result.status == .matched)
        #expect(Self.parameters(result) == ["drink": "mocha"])
    }

    /// Words left over that sound like no value of a parameter the intent
    /// lacks are plainly nothing it could hold: the order stands.
    @Test func wordsThatAreNoValueDoNotStopAnOrder() {
        for text in ["make me a mocha with brewly please", "hey make me a mocha with brewly right now"] {
            let result = Self.catalog.match(text)
            #expect(result.status == .matched, "\(text): \(result)")
            #expect(Self.parameters(result) == ["drink": "mocha"], "\(text)")
        }
    }

    /// A café whose drinks share a word: "latte" and "chai latte".
    static let cafe: Catalog = {
        var app = App(name: "Brewly", directory: "phrases/Brewly")
        app.valueTypes["Drink"] = ValueType(name: "Drink", kind: .enumeration, values: [
            Value(id: "latte", title: "latte"), Value(id: "chaiLatte", title: "chai latte"), Value(id: "mocha", title: "mocha"),
        ])
        app.valueTypes["Size"] = ValueType(name: "Size", kind: .enumeration, values: [
            Value(id: "medium", title: "medium"), Value(id: "large", title: "large"),
        ])
        app.intents["OrderIntent"] = Intent(name: "OrderIntent", parameters: [
            Parameter(name: "drink", typeName: "Drink", kind: .enumeration, isOptional: false, requestValueDialog: "What drink?"),
            Parameter(name: "size", typeName: "Size", kind: .enumeration, isOptional: true, requestValueDialog: "What size?"),
        ])
        app.shortcuts = [Fixtures.shortcut("OrderIntent", ["Get me a ${drink} from ${applicationName}", "Get me a ${size} ${drink} from ${applicationName}"])]
        return Catalog(apps: [app])
    }()

    /// "tray light" for "chai latte": "light" placed as a latte, "tray"
    /// left over beside it. Heard together they sound like another drink,
    /// so the latte is doubtful and the drink is asked for
    /// (`joinedValueSimilarity`); with the rule off, a latte is ordered.
    @Test func wordsBesideAValueThatMakeAnotherAreAskedFor() throws {
        let result = Self.cafe.match("get me a medium tray light from brewly")
        #expect(result.status == .needsValue, "\(result)")
        #expect(result.question?.parameter == "drink")
        #expect(Self.parameters(result) == ["size": "medium"])
        let off = MatchOptions(parameters: try MatchParameters().setting(["joinedValueSimilarity=1.1"]))
        let without = Self.cafe.match("get me a medium tray light from brewly", options: off)
        #expect(without.status == .matched, "\(without)")
        #expect(Self.parameters(without) == ["size": "medium", "drink": "latte"])
    }

    /// A word left over that another value placed says ("large", filled
    /// beside Daily Byte's "Order a ${coffeeType} from …") is that value's:
    /// it makes the drink no other drink.
    @Test func aWordOfAnotherValuePlacedLeavesTheValue() throws {
        let result = ExactFirstTests.catalog.match("order a large latte from daily byte")
        #expect(result.status == .matched, "\(result)")
        #expect(Self.parameters(result) == ["coffeeType": "latte", "size": "large"])
    }

    /// A word said twice beside a value, or a filler, is no other value.
    @Test func aWordSaidTwiceOrAFillerLeavesTheValue() {
        for text in ["get me a medium latte latte from brewly", "get me a medium latte please from brewly"] {
            let result = Self.cafe.match(text)
            #expect(result.status == .matched, "\(text): \(result)")
            #expect(Self.parameters(result) == ["size": "medium", "drink": "latte"], "\(text)")
        }
    }

    /// "tall" where "Make me a ${size} ${drink} …" has its size: the same
    /// phrase with the size's slot added reads the word as that slot's
    /// value, said unlike any listed one (`slotPlaceSimilarity`, below the
    /// 0.7 a word needs elsewhere). Asked for, not dropped; the rule off,
    /// the order goes without its size. The same word where no phrase of
    /// the intent has a value is nothing the order holds.
    @Test func aWordWhereAValueGoesIsAskedFor() throws {
        let result = Self.catalog.match("make me a tall mocha with brewly")
        #expect(result.status == .needsValue, "\(result)")
        #expect(result.question?.parameter == "size")
        #expect(Self.parameters(result) == ["drink": "mocha"])
        let off = MatchOptions(parameters: try MatchParameters().setting(["slotPlaceSimilarity=1.1"]))
        let without = Self.catalog.match("make me a tall mocha with brewly", options: off)
        #expect(without.status == .matched, "\(without)")
        #expect(Self.parameters(without) == ["drink": "mocha"])
        let elsewhere = Self.catalog.match("make me a mocha with brewly tall")
        #expect(elsewhere.status == .matched, "\(elsewhere)")
    }

    /// Where a word in a value's place sounds like values of two lacking
    /// parameters, the one it sounds most like is asked for: "lite" is a
    /// roast's word more than a size's.
    @Test func theParameterAWordSoundsMostLikeIsAskedFor() {
        let result = Self.catalog.match("make me a lite mocha with brewly")
        #expect(result.status == .needsValue, "\(result)")
        #expect(result.question?.parameter == "roast")
    }

    /// "had" run into the shots' value ("eight ounce had double shot
    /// lead", pocketsphinx's hearing of "… eight ounce hot double shot
    /// latte"): `double shot` sounds no less alike without it, so the value
    /// does not say it, and it stands where the phrase with a temperature
    /// has its slot — asked for, not an order without the temperature.
    /// Said plainly, the temperature is placed; a minor word run into a
    /// value ("ink cartridges on it") says no other value.
    @Test func aWordAValueTookButDoesNotSayIsLeftOver() throws {
        let catalog = try EvaluationSet.loadCatalog()
        let had = catalog.match("make me an eight ounce had double shot lead")
        #expect(had.status == .needsValue, "\(had)")
        #expect(had.question?.parameter == "temperature")
        #expect(Self.parameters(had) == ["size": "small", "shots": "double", "drink": "latte"])
        let hot = catalog.match("make me an eight ounce hot double shot latte")
        #expect(hot.status == .matched && Self.parameters(hot)["temperature"] == "hot", "\(hot)")
        let minor = catalog.match("when will my ink cartridges on it")
        #expect(minor.status == .matched && minor.intent == "TrackParcelIntent", "\(minor)")
    }

    /// pocketsphinx's "… with extra cheese and a round trip from seats up"
    /// for "… and a ranch dip from Zeetsa": "round trip", left over between
    /// words the phrase placed, is 0.6 to 0.7 like "ranch dip" — a value
    /// said within the command, asked for (`innerValueSimilarity`), where
    /// "Can I get a … from ${applicationName}" has no dip's slot to place
    /// it by. The rule off (and `slotPlaceInSiblings`, which asks too: a
    /// phrase of the intent has the dip there), the order goes without its
    /// dip; the same words after the phrase (where "please" and "asap" go)
    /// are no value.
    @Test func wordsWithinTheCommandAreAValueAtALowerBar() throws {
        let catalog = try EvaluationSet.loadCatalog()
        let text = "can i get a large four cheese pizza with extra cheese and a round trip from zyzza"
        let result = catalog.match(text)
        #expect(result.status == .needsValue, "\(result)")
        #expect(result.question?.parameter == "dip")
        #expect(Self.parameters(result) == ["size": "large", "pizza": "quattroFormaggi", "cheese": "extra"])
        let off = catalog.match(text, options: MatchOptions(parameters: try MatchParameters().setting(["innerValueSimilarity=0.7", "slotPlaceInSiblings=0"])))
        #expect(off.status == .matched && Self.parameters(off)["dip"] == nil, "\(off)")
        let after = catalog.match("can i get a large four cheese pizza with extra cheese from zyzza and a round trip")
        #expect(after.status == .matched, "\(after)")
    }

    /// Whisper's "Order a 12-pound size double shot lat …" for "… twelve
    /// ounce iced double shot latte …": "size" (for "iced") is a
    /// temperature said and not placed. A reading with a temperature
    /// explains it only by hearing "shot" as "hot" and dropping the double
    /// shot the best reading placed: it trades a value for a value, and the
    /// temperature is asked for (`explainingKeepsValues`). Said as meant,
    /// the order stands with all six values.
    @Test func aReadingThatDropsAValuePlacedExplainsNothing() throws {
        let catalog = try EvaluationSet.loadCatalog()
        let text = "order a 12-pound size double shot lat with oat milk and two sugars from zoppa"
        let result = catalog.match(text)
        #expect(result.status == .needsValue, "\(result)")
        #expect(result.question?.parameter == "temperature")
        #expect(Self.parameters(result) == ["size": "medium", "shots": "double", "drink": "latte", "milk": "oat", "sugar": "two"])
        var parameters = MatchParameters()
        parameters.explainingKeepsValues = 0
        let off = catalog.match(text, options: MatchOptions(parameters: parameters))
        #expect(off.status == .matched && Self.parameters(off)["temperature"] == "hot" && Self.parameters(off)["shots"] == nil, "\(off)")
        let said = catalog.match("order a twelve ounce iced double shot latte with oat milk and two sugars from zoppa")
        #expect(said.status == .matched, "\(said)")
        #expect(Self.parameters(said) == ["size": "medium", "temperature": "iced", "shots": "double", "drink": "latte", "milk": "oat", "sugar": "two"])
    }

    /// A bar whose size and shots stand side by side.
    static let bar: Catalog = {
        var app = App(name: "Brewly", directory: "phrases/Brewly")
        app.valueTypes["Drink"] = ValueType(name: "Drink", kind: .enumeration, values: [Value(id: "mocha", title: "mocha")])
        app.valueTypes["Shots"] = ValueType(name: "Shots", kind: .enumeration, values: [
            Value(id: "single", title: "single shot"), Value(id: "double", title: "double shot"),
        ])
        app.valueTypes["Size"] = ValueType(name: "Size", kind: .enumeration, values: [
            Value(id: "small", title: "small"), Value(id: "large", title: "large"),
        ])
        app.intents["OrderIntent"] = Intent(name: "OrderIntent", parameters: [
            Parameter(name: "drink", typeName: "Drink", kind: .enumeration, isOptional: false, requestValueDialog: "What drink?"),
            Parameter(name: "shots", typeName: "Shots", kind: .enumeration, isOptional: true, requestValueDialog: "How many shots?"),
            Parameter(name: "size", typeName: "Size", kind: .enumeration, isOptional: true, requestValueDialog: "What size?"),
        ])
        app.shortcuts = [Fixtures.shortcut("OrderIntent", [
            "Make me a ${shots} ${drink} with ${applicationName}", "Make me a ${size} ${shots} ${drink} with ${applicationName}",
        ])]
        return Catalog(apps: [app])
    }()

    /// A word said twice ("single single shot") says nothing more, though
    /// the first "single" sits where a size goes and sounds a little like
    /// "small"; a word of its own there ("simple single shot") is asked for.
    @Test func aWordSaidTwiceIsNoValue() {
        let twice = Self.bar.match("make me a single single shot mocha with brewly")
        #expect(twice.status == .matched, "\(twice)")
        #expect(Self.parameters(twice) == ["drink": "mocha", "shots": "single"])
        let other = Self.bar.match("make me a simple single shot mocha with brewly")
        #expect(other.status == .needsValue, "\(other)")
        #expect(other.question?.parameter == "size")
    }
}

/// Another phrase said whole (stage 8a, `otherPhraseSaidWhole`): where the
/// words the best reading leaves over belong to another intent's template
/// said word for word, with its slot left unsaid beside what the best
/// reading took, the utterance is that phrase with a value its list lacks
/// as likely: nothing is acted on.
@Suite struct OtherPhraseSaidWholeTests {
    static func match(_ text: String, in catalog: Catalog, on: Bool = true) -> MatchResult {
        var parameters = MatchParameters()
        parameters.otherPhraseSaidWhole = on ? 1 : 0
        return catalog.match(text, options: MatchOptions(parameters: parameters))
    }

    /// "How do I make ${recipe}" (Cuiseau) said whole with a drink Zoppa
    /// lists: a question about a recipe, not an order of the drink.
    @Test func aQuestionInAnotherAppsWordsIsNoOrder() throws {
        let catalog = try EvaluationSet.loadCatalog()
        for text in ["how do i make a latte", "how do i make a flat white headphone"] {
            let result = Self.match(text, in: catalog)
            #expect(result.status == .noMatch, "\(text): \(result)")
            #expect(result.alternatives.map(\.intent).contains("ShowRecipeIntent"), "\(text): \(result.alternatives)")
            let off = Self.match(text, in: catalog, on: false)
            #expect(off.status == .matched && off.intent == "OrderDrinkIntent", "\(text) without the stage: \(off)")
        }
        // Each phrase said for itself, or with words no other phrase says, stands.
        for (text, intent) in [("make me a latte", "OrderDrinkIntent"), ("could you make me a latte please", "OrderDrinkIntent"),
                               ("how do i make congee", "ShowRecipeIntent")] {
            let result = Self.match(text, in: catalog)
            #expect(result.status == .matched && result.intent == intent, "\(text): \(result)")
        }
    }

    /// Its first word misheard, another word left over in its place
    /// (pocketsphinx's "but do i make a flat white" for flite awb's "How
    /// do I make a flat white at home"), the question is still no order
    /// (`otherPhraseFirstWordMisheard`); read with every word as written,
    /// the drink was ordered.
    @Test func aQuestionWhoseFirstWordWasMisheardIsNoOrder() throws {
        let catalog = try EvaluationSet.loadCatalog()
        let misheard = Self.match("but do i make a flat white", in: catalog)
        #expect(misheard.status == .noMatch, "\(misheard)")
        #expect(misheard.alternatives.map(\.intent).contains("ShowRecipeIntent"), "\(misheard.alternatives)")
        var parameters = MatchParameters()
        parameters.otherPhraseFirstWordMisheard = 0
        let asWritten = catalog.match("but do i make a flat white", options: MatchOptions(parameters: parameters))
        #expect(asWritten.status == .matched && asWritten.intent == "OrderDrinkIntent", "\(asWritten)")
        let order = Self.match("but make me a flat white", in: catalog)
        #expect(order.status == .matched && order.intent == "OrderDrinkIntent", "\(order)")
    }

    /// A word the best reading's own template says, said again, is a
    /// stumble, not another phrase ("open open silver salmon creek").
    @Test func aWordOfItsOwnPhraseSaidTwiceIsNoOtherPhrase() throws {
        let catalog = try EvaluationSet.loadCatalog()
        let result = Self.match("open open silver salmon creek in landmarks", in: catalog)
        #expect(result.status == .matched && result.intent == "OpenLandmarkIntent", "\(result)")
    }
}
