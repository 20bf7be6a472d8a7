/// How English reads numbers and symbols by what stands around them, as a
/// recogniser like Whisper writes them (issue 34): a time (`7:30`, `at
/// 7.30`, `7.30 pm`), an amount of money (`$5.50`), `#1`, `20°`. The words
/// after a number are `WrittenForms`' rules.
extension Normalizer {
    /// Appends the words of `digits`, a run of digits with its `.`, `,` or
    /// `:` inside, read where it stands in `scalars`: after `currency` an
    /// amount (`$5.50`), with a colon a time (`7:30`), with a point a time
    /// after `at` or before `am` / `pm` (`at 7.30`, `7.30pm`), else a number.
    ///
    /// - Complexity: O(*d*) in the digits, and the few letters after them
    ///   for a point.
    static func appendNumber(
        _ digits: ArraySlice<Unicode.Scalar>, currency: Unicode.Scalar?, in scalars: [Unicode.Scalar], into tokens: inout [String]
    ) {
        let text = String(String.UnicodeScalarView(digits))
        if let currency, let name = WrittenForms.currency(currency) {
            NumberWords.appendAmount(text, currency: name, to: &tokens)
        } else if digits.contains(":"), let time = NumberWords.time(in: text, separator: ":") {
            NumberWords.appendTime(hours: time.hours, minutes: time.minutes, to: &tokens)
        } else if digits.count <= 5, digits.contains("."), let time = NumberWords.time(in: text, separator: "."),
            tokens.last == "at" || isMeridiem(in: scalars, at: digits.endIndex)
        {
            NumberWords.appendTime(hours: time.hours, minutes: time.minutes, to: &tokens)
        } else {
            NumberWords.append(text, to: &tokens)
        }
    }

    /// Whether the `:` at `scalars[i]` parts the hours and minutes of a time:
    /// one or two digits from `start` (at most 24), two after it (at most
    /// 59) and no third. `16:9` and `1:30:45`'s second colon are not.
    static func isTimeColon(_ scalars: [Unicode.Scalar], at i: Int, hoursFrom start: Int) -> Bool {
        guard (1...2).contains(i - start), i + 2 < scalars.count, isDigit(scalars[i + 1]), isDigit(scalars[i + 2]),
            i + 3 == scalars.count || !isDigit(scalars[i + 3]), scalars[start..<i].allSatisfy(isDigit)
        else { return false }
        let hours = scalars[start..<i].reduce(0) { $0 * 10 + Int($1.value - 0x30) }
        let minutes = Int(scalars[i + 1].value - 0x30) * 10 + Int(scalars[i + 2].value - 0x30)
        return hours <= 24 && minutes <= 59
    }

    /// Whether `am` or `pm` as Whisper writes them (`pm`, `PM`, `p.m.`),
    /// after spaces or none, begins at `scalars[i]`, a word of its own.
    static func isMeridiem(in scalars: [Unicode.Scalar], at i: Int) -> Bool {
        var i = i
        while i < scalars.count, scalars[i] == " " { i += 1 }
        guard i < scalars.count, "aApP".unicodeScalars.contains(scalars[i]) else { return false }
        i += 1
        if i < scalars.count, scalars[i] == "." { i += 1 }
        guard i < scalars.count, scalars[i] == "m" || scalars[i] == "M" else { return false }
        i += 1
        if i < scalars.count, scalars[i] == "." { i += 1 }
        return i == scalars.count || !(isLower(scalars[i]) || isUpper(scalars[i]) || isDigit(scalars[i]))
    }

    /// Appends the words of a symbol English says that is neither `&`, `+`,
    /// `@` nor `%`: `#` before a number is `number` (`#1`), `°` after one
    /// `degree` (`20°`), a currency symbol its name after the number
    /// (`5 €`), or before it `currency`, for the number to say (`$5`).
    /// Any other symbol says nothing.
    static func appendSymbol(_ c: Unicode.Scalar, before next: Unicode.Scalar?, into tokens: inout [String], currency: inout Unicode.Scalar?) {
        let isBeforeNumber = next.map(isDigit) ?? false
        switch c {
        case "#" where isBeforeNumber:
            tokens.append("number")
        case "°" where WrittenForms.isNumber(tokens.last):
            tokens.append("degree")
        default:
            guard let money = WrittenForms.currency(c) else { return }
            if isBeforeNumber {
                currency = c
            } else if WrittenForms.isNumber(tokens.last) {
                tokens.append(money.name)
            }
        }
    }
}
