/// German and Dutch numbers. Both write a number below a million as one
/// word (`einundzwanzig`, `eenentwintig`, units before tens); Dutch puts a
/// space after `duizend` (`duizend negenhonderdzesennegentig`), German
/// does not. `hundert`/`honderd` and `tausend`/`duizend` are said without
/// `ein`/`een` at the start of a word (`tausendeins`, `honderdeen`).
extension NumberWords {
    // MARK: - German

    /// 0–19 without umlauts or `ß`, as the normaliser writes them (`fuenf`, `zwoelf`).
    static let germanOnes = [
        "null", "eins", "zwei", "drei", "vier", "fuenf", "sechs", "sieben", "acht", "neun", "zehn",
        "elf", "zwoelf", "dreizehn", "vierzehn", "fuenfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn",
    ]
    private static let germanTens = ["", "", "zwanzig", "dreissig", "vierzig", "fuenfzig", "sechzig", "siebzig", "achtzig", "neunzig"]

    /// `eine million`, `zwei millionen zweihunderttausend`.
    static func appendGerman(_ value: Int, to tokens: inout [String]) {
        var rest = value
        for (scale, one, many) in [(1_000_000_000, "milliarde", "milliarden"), (1_000_000, "million", "millionen")] where rest >= scale {
            let count = rest / scale
            tokens.append(count == 1 ? "eine" : germanWord(count, isEnd: false))
            tokens.append(count == 1 ? one : many)
            rest %= scale
        }
        if rest > 0 || value == 0 { tokens.append(germanWord(rest, isEnd: true)) }
    }

    /// A number below a million as one word; `isEnd`: nothing follows, so
    /// a final 1 is `eins`, not `ein`.
    private static func germanWord(_ value: Int, isEnd: Bool) -> String {
        if value == 0 { return germanOnes[0] }
        let thousands = value / 1000
        let below = value % 1000
        var word = ""
        if thousands > 0 { word += (thousands == 1 ? "" : germanBelowThousand(thousands, isStart: true, isEnd: false)) + "tausend" }
        if below > 0 { word += germanBelowThousand(below, isStart: word.isEmpty, isEnd: isEnd) }
        return word
    }

    private static func germanBelowThousand(_ value: Int, isStart: Bool, isEnd: Bool) -> String {
        let hundreds = value / 100
        let rest = value % 100
        var word = ""
        if hundreds > 0 { word += (hundreds == 1 && isStart ? "" : germanUnit(hundreds)) + "hundert" }
        if rest == 1 {
            word += isEnd ? "eins" : "ein"
        } else if rest > 0, rest < 20 {
            word += germanOnes[rest]
        } else if rest > 0 {
            word += (rest % 10 == 0 ? "" : germanUnit(rest % 10) + "und") + germanTens[rest / 10]
        }
        return word
    }

    /// A unit inside a word: `ein` for 1.
    private static func germanUnit(_ unit: Int) -> String {
        unit == 1 ? "ein" : germanOnes[unit]
    }

    // MARK: - Dutch

    /// 0–19 (`een` for `één`).
    static let dutchOnes = [
        "nul", "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen", "tien",
        "elf", "twaalf", "dertien", "veertien", "vijftien", "zestien", "zeventien", "achttien", "negentien",
    ]
    private static let dutchTens = ["", "", "twintig", "dertig", "veertig", "vijftig", "zestig", "zeventig", "tachtig", "negentig"]

    /// `een miljoen`, `twee miljard` (no plural), `tweeduizend vijfhonderd`.
    static func appendDutch(_ value: Int, to tokens: inout [String]) {
        var rest = value
        for (scale, name) in [(1_000_000_000, "miljard"), (1_000_000, "miljoen")] where rest >= scale {
            tokens.append(dutchWord(rest / scale))
            tokens.append(name)
            rest %= scale
        }
        if rest >= 1000 {
            tokens.append((rest / 1000 == 1 ? "" : dutchWord(rest / 1000)) + "duizend")
            rest %= 1000
        }
        if rest > 0 || value == 0 { tokens.append(dutchWord(rest)) }
    }

    /// A number below a thousand as one word: `honderdeen`, `tweeentwintig` (`tweeëntwintig`).
    private static func dutchWord(_ value: Int) -> String {
        let hundreds = value / 100
        let rest = value % 100
        var word = hundreds > 0 ? (hundreds == 1 ? "" : dutchOnes[hundreds]) + "honderd" : ""
        if rest > 0, rest < 20 {
            word += dutchOnes[rest]
        } else if rest > 0 {
            word += (rest % 10 == 0 ? "" : dutchOnes[rest % 10] + "en") + dutchTens[rest / 10]
        } else if word.isEmpty {
            word = dutchOnes[0]
        }
        return word
    }
}
