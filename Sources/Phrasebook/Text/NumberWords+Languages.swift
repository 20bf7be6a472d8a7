/// Numbers in the languages of `Normalizer.Language` other than English, as
/// the normaliser writes their words: `21` is German `einundzwanzig`, French
/// `vingt et un`, Dutch `eenentwintig`, without diacritics where the
/// normaliser drops them (`fünf` is `fuenf`, `dieciséis` is `dieciseis`), so
/// that digits and the written number give the same tokens.
///
/// These languages write a decimal comma (`2,5` is `zwei komma fuenf`) and
/// group thousands with `.` or a space (`1.000`, `10 000`); a lone `.`
/// before other than three digits is read as a decimal point (`2.5`).
/// Whole numbers are said up to 999,999,999,999; longer ones, and ones with
/// a leading zero (`007`), digit by digit, as in English. Ordinals
/// (`1.`, `1er`, `1º`) are not spelled: the digits are read as the cardinal.
///
/// Japanese and Chinese keep a number's digits as one token (`３` = `3`,
/// `1,000` = `1000`), not as Han numerals.
extension NumberWords {
    /// Appends the words of a run of digits with `.`, `,` and spaces between
    /// them, read in `language`.
    static func append(_ digits: String, in language: Normalizer.Language, to tokens: inout [String]) {
        if language.isWrittenWithoutSpaces {
            appendAsWritten(digits, to: &tokens)
            return
        }
        let parts = digits.split(separator: ",", omittingEmptySubsequences: false)
        var integer = parts[0]
        var fraction = parts.count == 2 ? parts[1] : nil
        guard parts.count <= 2, fraction?.allSatisfy(\.isASCIIDigit) ?? true else {
            appendInRow(digits, in: language, to: &tokens)
            return
        }
        let groups = integer.split { $0 == "." || $0 == " " }
        if groups.count > 1 {
            if groups[0].count <= 3, groups.dropFirst().allSatisfy({ $0.count == 3 }) {
                integer = Substring(groups.joined())
            } else if groups.count == 2, fraction == nil, !integer.contains(" ") {
                integer = groups[0]
                fraction = groups[1]
            } else {
                appendInRow(digits, in: language, to: &tokens)
                return
            }
        }
        appendInteger(integer, in: language, to: &tokens)
        if let fraction {
            tokens.append(decimalWord(in: language))
            for digit in fraction { tokens.append(digitWord(digit.wholeNumberValue ?? 0, in: language)) }
        }
    }

    /// Numbers one after another: `1,2,3`, `1.5.2024`.
    private static func appendInRow(_ digits: String, in language: Normalizer.Language, to tokens: inout [String]) {
        for number in digits.split(whereSeparator: { !$0.isASCIIDigit }) { appendInteger(number, in: language, to: &tokens) }
    }

    private static func appendInteger(_ digits: Substring, in language: Normalizer.Language, to tokens: inout [String]) {
        // Leading zeros and very long numbers are read digit by digit ("007", a phone number).
        guard let value = Int(digits), !(digits.count > 1 && digits.hasPrefix("0")), digits.count <= 12 else {
            for digit in digits { tokens.append(digitWord(digit.wholeNumberValue ?? 0, in: language)) }
            return
        }
        switch language {
        case .german: appendGerman(value, to: &tokens)
        case .dutch: appendDutch(value, to: &tokens)
        case .french: appendFrench(value, to: &tokens)
        case .spanish: appendSpanish(value, to: &tokens)
        case .italian: appendItalian(value, to: &tokens)
        case .brazilianPortuguese: appendPortuguese(value, isEuropean: false, to: &tokens)
        case .europeanPortuguese: appendPortuguese(value, isEuropean: true, to: &tokens)
        case .english: append(String(digits), to: &tokens)
        case .japanese, .chinese: tokens.append(String(digits))
        }
    }

    /// A digit said on its own, as after the decimal comma.
    private static func digitWord(_ digit: Int, in language: Normalizer.Language) -> String {
        switch language {
        case .german: germanOnes[digit]
        case .dutch: dutchOnes[digit]
        case .french: frenchOnes[digit]
        case .spanish: spanishOnes[digit]
        case .italian: italianOnes[digit]
        case .brazilianPortuguese, .europeanPortuguese: portugueseOnes[digit]
        case .english: ones[digit]
        case .japanese, .chinese: String(digit)
        }
    }

    private static func decimalWord(in language: Normalizer.Language) -> String {
        switch language {
        case .german, .dutch: "komma"
        case .french: "virgule"
        case .spanish: "coma"
        case .italian: "virgola"
        case .brazilianPortuguese, .europeanPortuguese: "virgula"
        case .english, .japanese, .chinese: "point"
        }
    }

    /// Japanese and Chinese: the digits as one token, thousands separators
    /// dropped (`1,000` = `1000`), a decimal point kept (`2.5`).
    private static func appendAsWritten(_ digits: String, to tokens: inout [String]) {
        let groups = digits.split(separator: ",")
        let isGrouped = groups.dropFirst().allSatisfy { $0.prefix { $0 != "." }.count == 3 }
        if isGrouped {
            tokens.append(groups.joined())
        } else {
            for group in groups { tokens.append(String(group)) }
        }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
