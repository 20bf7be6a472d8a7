/// Numbers as a speech recogniser writes them: `10` → `ten`,
/// `2024` → `two thousand twenty four`, `2.5` → `two point five`.
enum NumberWords {
    static let ones = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    private static let scales: [(Int, String)] = [(1_000_000_000, "billion"), (1_000_000, "million"), (1_000, "thousand")]
    /// The words of `scales`, and `hundred`.
    static let scaleWords = ["hundred", "thousand", "million", "billion"]

    private static let ordinals: [String: String] = [
        "one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth",
        "nine": "ninth", "twelve": "twelfth",
    ]

    /// Appends the words of a run of digits, possibly with `,` thousands
    /// separators and one `.` decimal point.
    static func append(_ digits: String, to tokens: inout [String]) {
        var text = digits
        // "1,000" is one thousand; a trailing or odd separator is a pause.
        let groups = text.split(separator: ",", omittingEmptySubsequences: false)
        if groups.count > 1 {
            if groups.dropFirst().allSatisfy({ $0.count == 3 && !$0.contains(".") || $0.count > 3 && $0.firstIndex(of: ".") == $0.index($0.startIndex, offsetBy: 3) }) {
                text = groups.joined()
            } else {
                for group in groups where !group.isEmpty { append(String(group), to: &tokens) }
                return
            }
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty {
            appendInteger(String(parts[0]), to: &tokens)
            tokens.append("point")
            for digit in parts[1] { tokens.append(ones[Int(String(digit))!]) }
            return
        }
        for part in parts where !part.isEmpty { appendInteger(String(part), to: &tokens) }
    }

    private static func appendInteger(_ digits: String, to tokens: inout [String]) {
        // Leading zeros and very long numbers are read digit by digit ("007", a phone number).
        if (digits.count > 1 && digits.hasPrefix("0")) || digits.count > 12 {
            for digit in digits { tokens.append(ones[Int(String(digit))!]) }
            return
        }
        guard let value = Int(digits) else { return }
        appendWords(of: value, to: &tokens)
    }

    static func appendWords(of value: Int, to tokens: inout [String]) {
        if value < 20 {
            tokens.append(ones[value])
            return
        }
        var rest = value
        for (scale, name) in scales where rest >= scale {
            appendWords(of: rest / scale, to: &tokens)
            tokens.append(name)
            rest %= scale
        }
        if rest >= 100 {
            tokens.append(ones[rest / 100])
            tokens.append("hundred")
            rest %= 100
        }
        if rest >= 20 {
            tokens.append(tens[rest / 10])
            rest %= 10
            if rest > 0 { tokens.append(ones[rest]) }
        } else if rest > 0 {
            tokens.append(ones[rest])
        }
    }

    /// `one` + `st` → `first`; `four` + `th` → `fourth`; `twenty` + `th` → `twentieth`.
    static func ordinal(of cardinal: String, suffix: String) -> String? {
        guard ones.contains(cardinal) || tens.contains(cardinal) || cardinal == "hundred" || cardinal == "thousand"
        else { return nil }
        if let irregular = ordinals[cardinal] { return irregular }
        if cardinal.hasSuffix("y") { return String(cardinal.dropLast()) + "ieth" }
        return cardinal + "th"
    }
}
