/// French, Spanish, Italian and Portuguese numbers, masculine, without
/// accents (the normaliser drops them: `dieciséis` is `dieciseis`).
///
/// French writes its numbers in words joined by hyphens, which the
/// normaliser splits (`quatre-vingt-dix-neuf` = `quatre vingt dix neuf`);
/// Spanish and Portuguese in separate words joined by `y`/`e`; Italian
/// below a million in one word (`ventuno`, `centottanta`,
/// `millenovecentonovantasei`).
extension NumberWords {
    // MARK: - French

    /// 0–16.
    static let frenchOnes = [
        "zero", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix",
        "onze", "douze", "treize", "quatorze", "quinze", "seize",
    ]
    private static let frenchTens = ["", "", "vingt", "trente", "quarante", "cinquante", "soixante"]

    /// France's `soixante-dix`, `quatre-vingts`, `quatre-vingt-dix` (not
    /// Belgium's and Switzerland's `septante`, `nonante`); `vingt et un`,
    /// `deux cents` but `deux cent un`, `quatre-vingt mille`, `deux millions`.
    static func appendFrench(_ value: Int, to tokens: inout [String]) {
        if value == 0 {
            tokens.append(frenchOnes[0])
            return
        }
        var rest = value
        for (scale, one, many) in [(1_000_000_000, "milliard", "milliards"), (1_000_000, "million", "millions")] where rest >= scale {
            let count = rest / scale
            // Before a noun, `vingt` and `cent` take their plural: `quatre-vingts millions`.
            appendFrenchBelowThousand(count, isEnd: true, to: &tokens)
            tokens.append(count == 1 ? one : many)
            rest %= scale
        }
        if rest >= 1000 {
            // `mille` is no noun: `deux cent mille`, `quatre-vingt mille`.
            if rest / 1000 > 1 { appendFrenchBelowThousand(rest / 1000, isEnd: false, to: &tokens) }
            tokens.append("mille")
            rest %= 1000
        }
        if rest > 0 { appendFrenchBelowThousand(rest, isEnd: true, to: &tokens) }
    }

    private static func appendFrenchBelowThousand(_ value: Int, isEnd: Bool, to tokens: inout [String]) {
        let hundreds = value / 100
        let rest = value % 100
        if hundreds > 1 { tokens.append(frenchOnes[hundreds]) }
        if hundreds > 0 { tokens.append(hundreds > 1 && rest == 0 && isEnd ? "cents" : "cent") }
        if rest > 0 { appendFrenchBelowHundred(rest, isEnd: isEnd, to: &tokens) }
    }

    private static func appendFrenchBelowHundred(_ value: Int, isEnd: Bool, to tokens: inout [String]) {
        let tens = value / 10
        let unit = value % 10
        switch tens {
        case _ where value <= 16:
            tokens.append(frenchOnes[value])
        case 1:
            tokens.append("dix")
            tokens.append(frenchOnes[unit])
        case 2...6:
            tokens.append(frenchTens[tens])
            if unit == 1 { tokens.append("et") }
            if unit > 0 { tokens.append(frenchOnes[unit]) }
        case 7:
            tokens.append("soixante")
            if unit == 1 { tokens.append("et") }
            appendFrenchBelowHundred(10 + unit, isEnd: isEnd, to: &tokens)
        default:
            tokens.append("quatre")
            tokens.append(value == 80 && isEnd ? "vingts" : "vingt")
            if tens == 9 {
                appendFrenchBelowHundred(10 + unit, isEnd: isEnd, to: &tokens)
            } else if unit > 0 {
                tokens.append(frenchOnes[unit])
            }
        }
    }

    // MARK: - Spanish

    /// 0–29: up to thirty Spanish writes one word (`dieciseis`, `veintiuno`).
    static let spanishOnes = [
        "cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez",
        "once", "doce", "trece", "catorce", "quince", "dieciseis", "diecisiete", "dieciocho", "diecinueve",
        "veinte", "veintiuno", "veintidos", "veintitres", "veinticuatro", "veinticinco", "veintiseis", "veintisiete", "veintiocho", "veintinueve",
    ]
    private static let spanishTens = ["", "", "", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"]
    private static let spanishHundreds = [
        "", "ciento", "doscientos", "trescientos", "cuatrocientos", "quinientos", "seiscientos", "setecientos", "ochocientos", "novecientos",
    ]

    /// `cien` but `ciento uno`; `un` before `mil` and `millones`
    /// (`veintiun mil`, `treinta y un millones`); `mil millones` for 10⁹.
    static func appendSpanish(_ value: Int, to tokens: inout [String]) {
        if value == 0 {
            tokens.append(spanishOnes[0])
            return
        }
        let millions = value / 1_000_000
        if millions > 0 {
            appendSpanishBelowMillion(millions, isBeforeNoun: true, to: &tokens)
            tokens.append(millions == 1 ? "millon" : "millones")
        }
        if value % 1_000_000 > 0 { appendSpanishBelowMillion(value % 1_000_000, isBeforeNoun: false, to: &tokens) }
    }

    private static func appendSpanishBelowMillion(_ value: Int, isBeforeNoun: Bool, to tokens: inout [String]) {
        let thousands = value / 1000
        if thousands > 1 { appendSpanishBelowThousand(thousands, isBeforeNoun: true, to: &tokens) }
        if thousands > 0 { tokens.append("mil") }
        if value % 1000 > 0 { appendSpanishBelowThousand(value % 1000, isBeforeNoun: isBeforeNoun, to: &tokens) }
    }

    private static func appendSpanishBelowThousand(_ value: Int, isBeforeNoun: Bool, to tokens: inout [String]) {
        let hundreds = value / 100
        let rest = value % 100
        if hundreds > 0 { tokens.append(hundreds == 1 && rest == 0 ? "cien" : spanishHundreds[hundreds]) }
        guard rest > 0 else { return }
        let unit = rest < 30 ? rest : rest % 10
        if rest >= 30 {
            tokens.append(spanishTens[rest / 10])
            guard unit > 0 else { return }
            tokens.append("y")
        }
        switch unit {
        case 1 where isBeforeNoun: tokens.append("un")
        case 21 where isBeforeNoun: tokens.append("veintiun")
        default: tokens.append(spanishOnes[unit])
        }
    }

    // MARK: - Italian

    /// 0–19.
    static let italianOnes = [
        "zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci",
        "undici", "dodici", "tredici", "quattordici", "quindici", "sedici", "diciassette", "diciotto", "diciannove",
    ]
    private static let italianTens = ["", "", "venti", "trenta", "quaranta", "cinquanta", "sessanta", "settanta", "ottanta", "novanta"]

    /// `mille`, `duemila`, `ventunmila`; `un milione`, `due milioni`.
    static func appendItalian(_ value: Int, to tokens: inout [String]) {
        var rest = value
        for (scale, one, many) in [(1_000_000_000, "miliardo", "miliardi"), (1_000_000, "milione", "milioni")] where rest >= scale {
            let count = rest / scale
            tokens.append(count == 1 ? "un" : italianBeforeNoun(italianWord(count)))
            tokens.append(count == 1 ? one : many)
            rest %= scale
        }
        if rest > 0 || value == 0 { tokens.append(italianWord(rest)) }
    }

    /// A number below a million as one word.
    private static func italianWord(_ value: Int) -> String {
        if value == 0 { return italianOnes[0] }
        let thousands = value / 1000
        var word = ""
        if thousands == 1 {
            word = "mille"
        } else if thousands > 1 {
            word = italianBeforeNoun(italianBelowThousand(thousands)) + "mila"
        }
        if value % 1000 > 0 { word += italianBelowThousand(value % 1000) }
        return word
    }

    /// `ventuno` is `ventun` before `mila` or `milioni`.
    private static func italianBeforeNoun(_ word: String) -> String {
        word.hasSuffix("uno") ? String(word.dropLast()) : word
    }

    private static func italianBelowThousand(_ value: Int) -> String {
        let hundreds = value / 100
        let rest = value % 100
        var word = hundreds > 0 ? (hundreds == 1 ? "" : italianOnes[hundreds]) + "cento" : ""
        // `cento` + `ottanta` = `centottanta`.
        if hundreds > 0, rest / 10 == 8 { word.removeLast() }
        if rest > 0, rest < 20 {
            word += italianOnes[rest]
        } else if rest > 0 {
            let tens = italianTens[rest / 10]
            let unit = rest % 10
            // `venti` + `uno` = `ventuno`, `venti` + `otto` = `ventotto`.
            word += (unit == 1 || unit == 8 ? String(tens.dropLast()) : tens) + (unit == 0 ? "" : italianOnes[unit])
        }
        return word
    }

    // MARK: - Portuguese

    /// 0–19, Brazil's forms; Portugal's 16, 17 and 19 are in `appendPortuguese`.
    static let portugueseOnes = [
        "zero", "um", "dois", "tres", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez",
        "onze", "doze", "treze", "catorze", "quinze", "dezesseis", "dezessete", "dezoito", "dezenove",
    ]
    private static let portugueseTens = ["", "", "vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta", "noventa"]
    private static let portugueseHundreds = [
        "", "cento", "duzentos", "trezentos", "quatrocentos", "quinhentos", "seiscentos", "setecentos", "oitocentos", "novecentos",
    ]

    /// `cem` but `cento e um`; `e` between hundreds, tens and units, and
    /// before the last group when it is below a hundred or whole hundreds
    /// (`mil e um`, `dois mil e quinhentos`, `mil novecentos e noventa e seis`).
    /// Brazil: `dezesseis`, `um bilhao`; Portugal: `dezasseis`, `mil milhoes`.
    static func appendPortuguese(_ value: Int, isEuropean: Bool, to tokens: inout [String]) {
        if value == 0 {
            tokens.append(portugueseOnes[0])
            return
        }
        // The groups of three digits, largest first: how many, and the
        // names after one and after more; `mil`, not `um mil`.
        let billions = isEuropean ? ["mil", "milhoes"] : ["bilhoes"]
        let groups: [(count: Int, one: [String], many: [String])] = [
            (value / 1_000_000_000 % 1000, isEuropean ? ["mil", "milhoes"] : ["um", "bilhao"], billions),
            (value / 1_000_000 % 1000, ["um", "milhao"], ["milhoes"]),
            (value / 1000 % 1000, ["mil"], ["mil"]),
            (value % 1000, ["um"], []),
        ]
        let said = groups.indices.filter { groups[$0].count > 0 }
        for g in said {
            let group = groups[g]
            if g == said.last, g != said.first, group.count < 100 || group.count % 100 == 0 { tokens.append("e") }
            if group.count == 1 {
                tokens.append(contentsOf: group.one)
            } else {
                appendPortugueseBelowThousand(group.count, isEuropean: isEuropean, to: &tokens)
                tokens.append(contentsOf: group.many)
            }
        }
    }

    private static func appendPortugueseBelowThousand(_ value: Int, isEuropean: Bool, to tokens: inout [String]) {
        let hundreds = value / 100
        let rest = value % 100
        if hundreds > 0 { tokens.append(hundreds == 1 && rest == 0 ? "cem" : portugueseHundreds[hundreds]) }
        guard rest > 0 else { return }
        if hundreds > 0 { tokens.append("e") }
        if rest < 20 {
            tokens.append(isEuropean ? europeanPortugueseTeen(rest) ?? portugueseOnes[rest] : portugueseOnes[rest])
        } else {
            tokens.append(portugueseTens[rest / 10])
            if rest % 10 > 0 {
                tokens.append("e")
                tokens.append(portugueseOnes[rest % 10])
            }
        }
    }

    private static func europeanPortugueseTeen(_ value: Int) -> String? {
        switch value {
        case 16: "dezasseis"
        case 17: "dezassete"
        case 19: "dezanove"
        default: nil
        }
    }
}
