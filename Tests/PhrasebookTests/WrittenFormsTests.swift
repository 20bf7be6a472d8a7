import Testing

@testable import Phrasebook

/// Whisper's way of writing (issue 34, part 3): digits, units and their
/// abbreviations, times, money, symbols and abbreviations read as the words
/// an app's phrases and values say (`WrittenForms`, `Normalizer+Writing`).
@Suite struct WrittenFormsTests {
    /// Every form of a group normalises to the group's first.
    static func expectAlike(_ forms: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let first = Normalizer.normalized(forms[0])
        for form in forms.dropFirst() {
            #expect(Normalizer.normalized(form) == first, "\(form) is not \(forms[0])", sourceLocation: sourceLocation)
        }
    }

    // MARK: - Units after a number

    @Test(arguments: [
        ("12oz", "twelve ounce"),
        ("8 oz.", "eight ounce"),
        ("a 16-oz latte", "a sixteen ounce latte"),
        ("twelve ounces", "twelve ounce"),
        ("500 ml", "five hundred milliliter"),
        ("500mL of water", "five hundred milliliter of water"),
        ("2 L", "two liter"),
        ("1.5l", "one point five liter"),
        ("5 lbs", "five pound"),
        ("1 lb", "one pound"),
        ("100 g", "one hundred gram"),
        ("5g", "five gram"),
        ("2 kg", "two kilogram"),
        ("5 kilos", "five kilogram"),
        ("30 mins", "thirty minute"),
        ("2 hrs", "two hour"),
        ("2.5 hours", "two point five hour"),
        ("45 sec", "forty five second"),
        ("10 km", "ten kilometer"),
        ("3 mi", "three mile"),
        ("6 ft", "six foot"),
        ("six feet", "six foot"),
        ("2 tbsp", "two tablespoon"),
        ("72 degrees", "seventy two degree"),
        ("500 kcal", "five hundred calorie"),
        ("5 dollars", "five dollar"),
    ])
    func aUnitAfterANumberIsOneSingularWord(_ input: String, _ expected: String) {
        #expect(Normalizer.normalized(input) == expected)
    }

    @Test func everyWayOfWritingAnAmountIsTheSame() {
        Self.expectAlike(["12 ounce", "12-ounce", "twelve ounce", "12oz", "12 oz", "12 oz.", "12 ozs", "twelve ounces", "Twelve-Ounce"])
        Self.expectAlike(["8 oz", "eight ounce", "8 ounces"])
        Self.expectAlike(["two liters", "2 L", "2l", "2 litres", "two litre"])
        Self.expectAlike(["5 lbs", "5 lb", "five pounds", "5 pound"])
        Self.expectAlike(["90 seconds", "90 secs", "90 sec", "ninety second"])
        Self.expectAlike(["two shots", "2 shots"])
    }

    @Test(arguments: [
        ("oz", "oz"),
        ("the minutes", "the minutes"),
        ("feet first", "feet first"),
        ("how many hours", "how many hours"),
        ("2 in Gulpr", "two in gulpr"),  // `in` is a preposition
        ("5G network", "five g network"),  // a gram only in lower case
        ("Couch to 5K", "couch to five k"),  // said "five k"
        ("the 30s", "the thirty s"),
        ("open a double", "open a double"),
    ])
    func aUnitsShortFormIsAWordOnlyAfterANumber(_ input: String, _ expected: String) {
        #expect(Normalizer.normalized(input) == expected)
    }

    @Test func britishSpellingsOfUnitsReadTheAmericanWay() {
        #expect(Normalizer.normalized("Half Litre") == "half liter")
        #expect(Normalizer.normalized("litres of water") == "liters of water")
        #expect(Normalizer.normalized("100 metres") == "one hundred meter")
        #expect(Normalizer.normalized("kilometres") == "kilometers")
    }

    // MARK: - Times

    @Test(arguments: [
        ("7:30", "seven thirty"),
        ("7:05", "seven oh five"),
        ("7:00 pm", "seven p m"),
        ("7pm", "seven p m"),
        ("7 p.m.", "seven p m"),
        ("7 PM", "seven p m"),
        ("7am", "seven a m"),
        ("Remind me at 7.30 p.m.", "remind me at seven thirty p m"),
        ("Remind me at 7.30pm.", "remind me at seven thirty p m"),
        ("at 9.15", "at nine fifteen"),
        ("at 10.05", "at ten oh five"),
        ("19:45", "nineteen forty five"),
    ])
    func aTimeIsReadAsItIsSaid(_ input: String, _ expected: String) {
        #expect(Normalizer.normalized(input) == expected)
    }

    @Test(arguments: [
        ("16:9", "sixteen nine"),
        ("1:30:45", "one thirty forty five"),
        ("99:99", "ninety nine ninety nine"),
        ("2.50", "two point five zero"),
        ("I am here", "i am here"),
        ("note: 5 items", "note five items"),
    ])
    func whatIsNotATimeReadsAsBefore(_ input: String, _ expected: String) {
        #expect(Normalizer.normalized(input) == expected)
    }

    @Test func everyWayOfWritingATimeIsTheSame() {
        Self.expectAlike(["seven thirty p m", "7:30 pm", "7:30pm", "7:30 p.m.", "7.30 PM", "7.30pm", "7:30 P.M."])
        Self.expectAlike(["seven p m", "7 pm", "7pm", "7:00 pm", "7 p.m.", "7PM"])
    }

    // MARK: - Money

    @Test(arguments: [
        ("$5", "five dollar"),
        ("It costs $5.50.", "it costs five dollar and fifty cent"),
        ("$0.99", "ninety nine cent"),
        ("$1,000", "one thousand dollar"),
        ("$5 million", "five million dollar"),
        ("€5", "five euro"),
        ("5 €", "five euro"),
        ("£5.50", "five pound fifty"),
        ("$", ""),
    ])
    func moneyIsReadAsItIsSaid(_ input: String, _ expected: String) {
        #expect(Normalizer.normalized(input) == expected)
    }

    @Test func everyWayOfWritingMoneyIsTheSame() {
        Self.expectAlike(["five dollars and fifty cents", "$5.50", "5 dollars and 50 cents"])
        Self.expectAlike(["five dollars", "$5", "5 dollars", "5$"])
    }

    // MARK: - Symbols, number words, abbreviations

    @Test(arguments: [
        ("#1", "number one"),
        ("Play track #3", "play track number three"),
        ("# tag", "tag"),
        ("20°", "twenty degree"),
        ("20°C", "twenty degree celsius"),
        ("72 °F", "seventy two degree fahrenheit"),
        ("20 ℃", "twenty degree celsius"),
        ("the ° sign", "the sign"),
    ])
    func symbolsAroundANumberAreSaid(_ input: String, _ expected: String) {
        #expect(Normalizer.normalized(input) == expected)
    }

    @Test func numberWordsSayWhatDigitsSay() {
        Self.expectAlike(["150", "a hundred and fifty", "one hundred and fifty", "one hundred fifty"])
        Self.expectAlike(["1,001", "one thousand and one", "a thousand and one"])
        Self.expectAlike(["100", "a hundred"])
        #expect(Normalizer.normalized("rock and roll") == "rock and roll")
        #expect(Normalizer.normalized("five and six") == "five and six")
        #expect(Normalizer.normalized("a dozen") == "a dozen")
    }

    @Test(arguments: [
        ("Dr. Pepper", "doctor pepper"),
        ("Dr Pepper", "doctor pepper"),
        ("Mr. Coffee", "mister coffee"),
        ("Mrs. Dalloway", "missus dalloway"),
        ("cats vs. dogs", "cats versus dogs"),
        ("VS Code", "vs code"),
        ("DR Radio", "dr radio"),
    ])
    func abbreviationsAreTheWordsSaidUnlessInCapitals(_ input: String, _ expected: String) {
        #expect(Normalizer.normalized(input) == expected)
    }

    @Test(arguments: [
        ("the 1st", "the first"),
        ("the 21st", "the twenty first"),
        ("3rd", "third"),
        ("100th", "one hundredth"),
        ("Open my-project in CodingBridge.", "open my project in coding bridge"),
        ("“Latte,” please…", "latte please"),
        ("Is my Daily Byte coffee ready?!", "is my daily byte coffee ready"),
        ("Log a glass of water — in Gulpr", "log a glass of water in gulpr"),
    ])
    func ordinalsPunctuationAndCaseReadAsBefore(_ input: String, _ expected: String) {
        #expect(Normalizer.normalized(input) == expected)
    }

    // MARK: - Other languages, values

    @Test func otherLanguagesKeepTheirOwnRules() {
        #expect(Normalizer.normalized("Half Litre", language: "de") == "half litre")
        #expect(Normalizer.normalized("Dr Pepper", language: "fr") == "dr pepper")
        #expect(Normalizer.normalized("12 oz", language: "de") == Normalizer.normalized("12", language: "de") + " oz")
        #expect(Normalizer.normalized("7:30", language: "de") == Normalizer.normalized("7 30", language: "de"))
    }

    @Test func wordsAsWrittenAreTheReadingBeforeTheRules() {
        #expect(Normalizer.tokensAsWritten("Dr. Patel") == ["dr", "patel"])
        #expect(Normalizer.tokensAsWritten("12 oz, 7:30 pm, $5, the 1st") == ["twelve", "oz", "seven", "thirty", "pm", "five", "the", "first"])
        // Where no rule may read a text otherwise, it is not read twice.
        for text in ["Water", "Sparkling Water", "Club-Mate", "RecipeBox", "o'clock", "Saint Mary Lake"] {
            #expect(!WrittenForms.mayReadOtherwise(text), "\(text)")
            #expect(Normalizer.tokens(text) == Normalizer.tokensAsWritten(text), "\(text)")
        }
        for text in ["Dr. Patel", "DrPepper", "Half Litre", "Fifteen Minutes", "12 oz", "Café", "$5"] {
            #expect(WrittenForms.mayReadOtherwise(text), "\(text)")
        }
    }

    /// A value is filed as written too, so that a recogniser's writing of
    /// its words run together ("drpepper", "halflitre") meets them.
    @Test func aValueIsFiledAsWrittenToo() {
        let catalog = Catalog(apps: [Fixtures.drinks(named: "Gulpr", [
            Value(id: "dr-pepper", title: "Dr Pepper"), Value(id: "cola", title: "Half Litre Cola"), Value(id: "water", title: "Water"),
        ])])
        for text in ["log Dr. Pepper in Gulpr", "log doctor pepper in gulpr", "log drpepper in gulpr", "log dr pepper in gulpr"] {
            let result = catalog.match(text)
            #expect(result.parameter("drink")?.value == "dr-pepper", "\(text)")
            #expect(result.confidence == 1, "\(text)")
        }
        for text in ["log half liter cola in gulpr", "log half litre cola in gulpr", "log halflitre cola in gulpr"] {
            #expect(catalog.match(text).parameter("drink")?.value == "cola", "\(text)")
            #expect(catalog.match(text).confidence == 1, "\(text)")
        }
        var vocabulary = Vocabulary()
        let list = ValueList(app: 0, kind: .type("Drink"), values: [Value(id: "p", title: "Dr. Patel")], vocabulary: &vocabulary)
        #expect(list.forms.map { $0.tokens.map(vocabulary.word) } == [["doctor", "patel"], ["dr", "patel"]])
    }

    /// A value shared by English and German is filed under both readings
    /// where English reads its words otherwise (`litre` is `liter` only in English).
    @Test func aValueIsFiledUnderEachLanguagesReading() {
        var vocabulary = Vocabulary()
        let values = [Value(id: "half", title: "Half Litre"), Value(id: "dr", title: "Dr Pepper"), Value(id: "glass", title: "Glass")]
        let list = ValueList(app: 0, kind: .type("Amount"), values: values, languages: ["de"], vocabulary: &vocabulary)
        let forms = list.forms.map { form in (form.value, form.tokens.map(vocabulary.word).joined(separator: " ")) }
        #expect(forms.map(\.1) == ["half liter", "half litre", "doctor pepper", "dr pepper", "glass"])
        #expect(forms.map(\.0) == [0, 0, 1, 1, 2])
    }
}
