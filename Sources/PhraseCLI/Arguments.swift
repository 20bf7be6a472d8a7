/// A command line split into flags, options with values, and positional words.
///
/// `--name value` and `--name=value` are both accepted; `--` ends the options.
struct Arguments {
    private(set) var positionals: [String] = []
    private var flags: Set<String> = []
    private var options: [String: [String]] = [:]

    /// Thrown for a command line the tool cannot use; printed as `phrase: error: …`, exit 2.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// - Parameters:
    ///   - words: the arguments after the subcommand.
    ///   - flagNames: options that take no value (`--json`).
    ///   - optionNames: options that take a value (`--app NAME`).
    init(_ words: [String], flags flagNames: Set<String>, options optionNames: Set<String>) throws(Problem) {
        var i = 0
        var onlyPositionals = false
        while i < words.count {
            let word = words[i]
            i += 1
            if onlyPositionals || !word.hasPrefix("-") || word == "-" {
                positionals.append(word)
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            var name = word
            var inlineValue: String?
            if let eq = word.firstIndex(of: "=") {
                name = String(word[..<eq])
                inlineValue = String(word[word.index(after: eq)...])
            }
            if flagNames.contains(name) {
                guard inlineValue == nil else { throw Problem(description: "\(name) takes no value") }
                flags.insert(name)
            } else if optionNames.contains(name) {
                if let inlineValue {
                    options[name, default: []].append(inlineValue)
                } else {
                    guard i < words.count else { throw Problem(description: "\(name) needs a value") }
                    options[name, default: []].append(words[i])
                    i += 1
                }
            } else {
                throw Problem(description: "unknown option '\(name)'")
            }
        }
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    func value(_ option: String) -> String? { options[option]?.last }

    func values(_ option: String) -> [String] { options[option] ?? [] }

    func double(_ option: String, in range: ClosedRange<Double>) throws(Problem) -> Double? {
        guard let text = value(option) else { return nil }
        guard let number = Double(text), range.contains(number) else {
            throw Problem(description: "\(option) must be a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return number
    }
}
