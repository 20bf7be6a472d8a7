/// Numbers that say more than their digits, as recognisers write them
/// (issue 34): times (`7:30`, `7.30 pm`) and amounts of money (`$5.50`).
extension NumberWords {
    /// The hours and minutes of `digits` written as a time, `7:30` or
    /// `7.30`: one or two digits of hours (at most 24), a separator, two of
    /// minutes (at most 59); `nil` for anything else.
    static func time(in digits: String, separator: Character) -> (hours: Int, minutes: Int)? {
        let parts = digits.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            let hours = Int(parts[0]), let minutes = Int(parts[1]), hours <= 24, minutes <= 59
        else { return nil }
        return (hours, minutes)
    }

    /// Appends a time as it is said: `7:30` is `seven thirty`, `7:05`
    /// `seven oh five`, `7:00` `seven` (as `7 pm` and `7:00 pm` are the same).
    static func appendTime(hours: Int, minutes: Int, to tokens: inout [String]) {
        appendWords(of: hours, to: &tokens)
        if minutes == 0 { return }
        if minutes < 10 { tokens.append("oh") }
        appendWords(of: minutes, to: &tokens)
    }

    /// Appends an amount of money written with its currency's symbol in
    /// front, as "five dollars and fifty cents" reads: `$5` is `five
    /// dollar`, `$5.50` `five dollar and fifty cent`, `$0.50` `fifty cent`,
    /// `$1,000` `one thousand dollar` (units singular, as every unit after a
    /// number: `WrittenForms`); `£5.50` is `five pound fifty`.
    static func appendAmount(_ digits: String, currency: (name: String, hundredth: String?), to tokens: inout [String]) {
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, !parts[0].isEmpty, let hundredths = Int(parts[1]) else {
            append(digits, to: &tokens)
            tokens.append(currency.name)
            return
        }
        if Int(parts[0]) == 0, hundredths > 0, let hundredth = currency.hundredth {
            appendWords(of: hundredths, to: &tokens)
            tokens.append(hundredth)
            return
        }
        append(String(parts[0]), to: &tokens)
        tokens.append(currency.name)
        guard hundredths > 0 else { return }
        if let hundredth = currency.hundredth {
            tokens.append("and")
            appendWords(of: hundredths, to: &tokens)
            tokens.append(hundredth)
        } else {
            appendWords(of: hundredths, to: &tokens)
        }
    }
}
