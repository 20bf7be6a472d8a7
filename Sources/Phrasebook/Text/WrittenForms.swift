/// Words written in a short form or a spelling of their own, and how they
/// read where they stand (issue 34): what a recogniser like Whisper writes
/// for what was said, and what an app's phrases and values may write.
///
/// - after a number, a unit or a currency in any of its written forms is one
///   word, singular: `12 oz`, `12-ounce`, `twelve ounces` are all `twelve
///   ounce`, `2 hrs` is `two hour`, `5 lbs` is `five pound`; a unit written
///   the British way reads the American way anywhere (`Half Litre` = `half
///   liter`), and `g` is a gram only in lower case (`5G` stays `five g`);
/// - `st`, `nd`, `rd`, `th` after a number make an ordinal (`21st` =
///   `twenty first`);
/// - `am` and `pm` after a number are the letters said (`7pm` = `7 p.m.` =
///   `seven p m`); `C` and `F` after `degree` are `celsius` and `fahrenheit`;
/// - `Dr`, `Mr`, `Mrs` and `vs` are the words said unless written in capitals
///   (`Dr Pepper` = `doctor pepper`, but `VS Code` stays `vs code`);
/// - `a hundred` is `one hundred`, and `and` inside a number goes (`one
///   hundred and fifty` = `150`).
///
/// A unit's short form that is also an everyday word is left alone: `in`
/// (inches), `m` (metres, minutes, millions), `s` (seconds, and the plural of
/// `30s`), `k` (`5k` is said "five k").
package enum WrittenForms {
    /// What a word is, for the rules above.
    enum Reading: Sendable {
        /// A number word: `one` … `nineteen`, `twenty` … `ninety`.
        case cardinal
        /// `hundred`, `thousand`, `million`, `billion`.
        case scale
        /// `st`, `nd`, `rd`, `th`: an ordinal's ending after a number.
        case ordinalSuffix
        /// A unit's written form: the `singular` word after a number,
        /// `elsewhere` (`nil`: the word as written) anywhere else.
        case unit(singular: String, elsewhere: String?, isLowercaseOnly: Bool)
        /// `am`, `pm`: the letters said, after a number.
        case meridiem(String)
        /// `c`, `f` after `degree`.
        case temperatureScale(String)
        /// `Dr`, `Mr`: the word said, unless written in capitals.
        case abbreviation(String)

        /// Whether this is `ordinalSuffix`, the one reading words as
        /// written have too (`Normalizer.tokensAsWritten`).
        var isOrdinalSuffix: Bool {
            if case .ordinalSuffix = self { true } else { false }
        }
    }

    /// The reading of every word that has one, by its lowercase form.
    static let readings = WordTable<Reading>({
        var readings: [(String, Reading)] = []
        for word in NumberWords.ones.dropFirst() + NumberWords.tens.dropFirst(2) { readings.append((word, .cardinal)) }
        for word in NumberWords.scaleWords { readings.append((word, .scale)) }
        for suffix in ["st", "nd", "rd", "th"] { readings.append((suffix, .ordinalSuffix)) }
        for (singular, forms) in units {
            for form in forms { readings.append((form, .unit(singular: singular, elsewhere: britishSpellings[form], isLowercaseOnly: false))) }
        }
        readings.append(("g", .unit(singular: "gram", elsewhere: nil, isLowercaseOnly: true)))
        readings += [("am", .meridiem("a")), ("pm", .meridiem("p"))]
        readings += [("c", .temperatureScale("celsius")), ("f", .temperatureScale("fahrenheit"))]
        readings += [("dr", .abbreviation("doctor")), ("mr", .abbreviation("mister")), ("mrs", .abbreviation("missus")), ("vs", .abbreviation("versus"))]
        return readings
    }())

    /// Whether `word` (lower case) is read by how it is written: an
    /// abbreviation, not read in capitals ("DR" may be initials), or, after
    /// a number, a unit read in lower case only (`5g` grams, `5G` not).
    package static func isReadByCase(_ word: String, afterNumber: Bool) -> Bool {
        switch readings[word] {
        case .abbreviation: true
        case .unit(_, _, let isLowercaseOnly): afterNumber && isLowercaseOnly
        default: false
        }
    }

    /// Each unit's singular and the other forms written for it (the
    /// singular is not looked up: it reads as itself).
    private static let units: [(String, [String])] = [
        ("ounce", ["ounces", "oz", "ozs"]),
        ("milliliter", ["milliliters", "millilitre", "millilitres", "ml", "mls"]),
        ("centiliter", ["centiliters", "centilitre", "centilitres", "cl"]),
        ("liter", ["liters", "litre", "litres", "l", "ltr", "ltrs"]),
        ("gallon", ["gallons", "gal", "gals"]),
        ("pint", ["pints", "pt", "pts"]),
        ("quart", ["quarts", "qt", "qts"]),
        ("tablespoon", ["tablespoons", "tbsp", "tbsps"]),
        ("teaspoon", ["teaspoons", "tsp", "tsps"]),
        ("gram", ["grams", "gramme", "grammes"]),
        ("kilogram", ["kilograms", "kilogramme", "kilogrammes", "kilo", "kilos", "kg", "kgs"]),
        ("milligram", ["milligrams", "mg"]),
        ("pound", ["pounds", "lb", "lbs"]),
        ("kilometer", ["kilometers", "kilometre", "kilometres", "km", "kms"]),
        ("meter", ["meters", "metre", "metres"]),
        ("centimeter", ["centimeters", "centimetre", "centimetres", "cm"]),
        ("millimeter", ["millimeters", "millimetre", "millimetres", "mm"]),
        ("mile", ["miles", "mi"]),
        ("foot", ["feet", "ft"]),
        ("yard", ["yards", "yd", "yds"]),
        ("inch", ["inches"]),
        ("minute", ["minutes", "min", "mins"]),
        ("hour", ["hours", "hr", "hrs"]),
        ("second", ["seconds", "sec", "secs"]),
        ("degree", ["degrees", "deg"]),
        ("percent", ["pct"]),
        ("calorie", ["calories", "cal", "cals", "kcal"]),
        ("dollar", ["dollars"]),
        ("euro", ["euros"]),
        ("cent", ["cents"]),
    ]

    /// British spellings of units (each one of `units`' forms), read the
    /// American way anywhere (after a number they are the unit's singular).
    private static let britishSpellings = [
        "litre": "liter", "litres": "liters", "millilitre": "milliliter", "millilitres": "milliliters",
        "centilitre": "centiliter", "centilitres": "centiliters", "metre": "meter", "metres": "meters",
        "kilometre": "kilometer", "kilometres": "kilometers", "centimetre": "centimeter", "centimetres": "centimeters",
        "millimetre": "millimeter", "millimetres": "millimeters", "gramme": "gram", "grammes": "grams",
        "kilogramme": "kilogram", "kilogrammes": "kilograms",
    ]

    /// `mL`, `cL` and `dL` after a number, which CamelCase splits.
    private static let prefixedLitres = ["m": "milliliter", "c": "centiliter", "d": "deciliter"]

    /// The word a currency symbol is said as after its amount (`$5` =
    /// `five dollar`), and the word of its hundredths (`$0.50` = `fifty cent`).
    static func currency(_ symbol: Unicode.Scalar) -> (name: String, hundredth: String?)? {
        switch symbol {
        case "$": ("dollar", "cent")
        case "€": ("euro", "cent")
        case "£": ("pound", nil)
        case "¥": ("yen", nil)
        default: nil
        }
    }

    /// Whether the rules above may read `text` otherwise than as written:
    /// whether it has a digit, a symbol, a letter beyond ASCII or a word with
    /// a reading. Where not, `Normalizer.tokens(text)` is
    /// `Normalizer.tokensAsWritten(text)`, and need not be worked out twice.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func mayReadOtherwise(_ text: String) -> Bool {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return true }
        let scalars = Array(text.unicodeScalars)
        // The current word is `scalars[start..<i]`, split as the normaliser splits words.
        var start = 0
        for (i, c) in scalars.enumerated() {
            if Normalizer.isUpper(c) || Normalizer.isLower(c) {
                if i > start, Normalizer.isCamelBoundary(scalars[i - 1], c, i + 1 < scalars.count ? scalars[i + 1] : nil) {
                    if readings[letters: scalars[start..<i]] != nil { return true }
                    start = i
                }
                continue
            }
            guard c == " " || c == "-" || c == "." || c == "'" else { return true }
            if i > start, readings[letters: scalars[start..<i]] != nil { return true }
            start = i + 1
        }
        return start < scalars.count && readings[letters: scalars[start...]] != nil
    }

    /// Whether `word` is a number word: a cardinal or a scale.
    @inline(__always)
    static func isNumber(_ word: String?) -> Bool {
        guard let word else { return false }
        switch readings[word] {
        case .cardinal, .scale: return true
        default: return false
        }
    }

    /// Appends `lower`, the lowercase form of `written`, whose reading is
    /// `reading` (`readings[letters: written]`), as it reads after `tokens`;
    /// `false` (and nothing appended) where it reads as itself.
    ///
    /// Called only for a word that has a reading: most have none, and are
    /// looked up in `readings` without a call.
    ///
    /// - Complexity: O(1): a lookup or two in `readings`.
    static func append(_ reading: Reading, _ lower: String, written: ArraySlice<Unicode.Scalar>, to tokens: inout [String]) -> Bool {
        switch reading {
        case .cardinal:
            // "one hundred and fifty" is what `150` says.
            if tokens.count >= 2, tokens[tokens.count - 1] == "and", case .scale = readings[tokens[tokens.count - 2]] {
                tokens[tokens.count - 1] = lower
                return true
            }
            return false
        case .scale:
            if tokens.last == "a" {
                tokens[tokens.count - 1] = "one"
            } else if let last = tokens.last, tokens.count >= 2, isCurrency(last), isNumber(tokens[tokens.count - 2]) {
                // "$5 million" is said "five million dollar".
                tokens.insert(lower, at: tokens.count - 1)
                return true
            }
            return false
        case .ordinalSuffix:
            // "1st" arrives as "one" then "st": make it "first".
            guard let last = tokens.last, let spoken = NumberWords.ordinal(of: last, suffix: lower) else { return false }
            tokens[tokens.count - 1] = spoken
            return true
        case .unit(let singular, let elsewhere, let isLowercaseOnly):
            if lower == "l", tokens.count >= 2, let litres = prefixedLitres[tokens[tokens.count - 1]], isNumber(tokens[tokens.count - 2]) {
                // `500mL`, split as CamelCase: `m` then `l`.
                tokens[tokens.count - 1] = litres
            } else if isNumber(tokens.last), !isLowercaseOnly || written.allSatisfy(Normalizer.isLower) {
                tokens.append(singular)
            } else if let elsewhere {
                tokens.append(elsewhere)
            } else {
                return false
            }
            return true
        case .meridiem(let letter):
            guard isNumber(tokens.last) else { return false }
            tokens.append(letter)
            tokens.append("m")
            return true
        case .temperatureScale(let scale):
            guard tokens.last == "degree" else { return false }
            tokens.append(scale)
            return true
        case .abbreviation(let word):
            guard written.count < 2 || !written.allSatisfy(Normalizer.isUpper) else { return false }
            tokens.append(word)
            return true
        }
    }

    private static func isCurrency(_ word: String) -> Bool {
        word == "dollar" || word == "euro" || word == "pound" || word == "yen"
    }
}
