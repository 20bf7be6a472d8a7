/// A command line split into flags, options with values, and positional words.
///
/// `--name value` and `--name=value` are both accepted; `--` ends the options.
/// `--help` and `-h` ask for the command's help, whatever else is there.
struct Arguments {
    private(set) var positionals: [String] = []
    private var flags: Set<String> = []
    private var options: [String: [String]] = [:]

    /// Why a command stops before doing its work: a command line it cannot
    /// use (printed as `phrase: error: …`, exit 2), a request for its help
    /// (printed, exit 0), or something it needs that is not there, such as
    /// the phrase folder (`phrase: error: …`, exit 1).
    struct Problem: Error, CustomStringConvertible {
        enum Kind: Sendable {
            case usage, help, failure
        }

        var description: String
        var kind = Kind.usage
    }

    /// - Parameters:
    ///   - words: the arguments after the subcommand.
    ///   - flagNames: options that take no value (`--json`).
    ///   - optionNames: options that take a value (`--app NAME`).
    ///   - help: the command's help, thrown as a ``Problem/Kind/help``
    ///     problem when the words hold `--help` or `-h` before `--`.
    init(_ words: [String], flags flagNames: Set<String>, options optionNames: Set<String>, help: String? = nil) throws(Problem) {
        if words.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            throw Problem(description: help ?? PhraseTool.help, kind: .help)
        }
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
