/// A command line split into flags, options with values, and positional
/// words: the one parser `phrase`'s subcommands and `phrased` share.
///
/// `--name value` and `--name=value` are both accepted; an option given
/// twice keeps both values (``values(_:)``; ``value(_:)`` is the last);
/// `--` ends the options. `--help` and `-h` ask for the command's help,
/// whatever else is there.
///
///     let arguments = try Arguments(words, flags: ["--json"], options: ["--app"], help: help)
///     let app = arguments.value("--app")
package struct Arguments: Sendable {
    package private(set) var positionals: [String] = []
    private var flags: Set<String> = []
    private var options: [String: [String]] = [:]

    /// Why a command stops before doing its work: a command line it cannot
    /// use (printed as `phrase: error: …`, exit 2), a request for its help
    /// (printed, exit 0), or something it needs that is not there, such as
    /// the phrase folder (`phrase: error: …`, exit 1).
    package struct Problem: Error, Sendable, CustomStringConvertible {
        package enum Kind: Sendable {
            case usage, help, failure
        }

        package var description: String
        package var kind = Kind.usage

        package init(description: String, kind: Kind = .usage) {
            self.description = description
            self.kind = kind
        }
    }

    /// - Parameters:
    ///   - words: the arguments after the program name or subcommand.
    ///   - flagNames: options that take no value (`--json`).
    ///   - optionNames: options that take a value (`--app NAME`).
    ///   - help: the command's help, thrown as a ``Problem/Kind/help``
    ///     problem when the words hold `--help` or `-h` before `--`.
    package init(_ words: [String], flags flagNames: Set<String>, options optionNames: Set<String>, help: String) throws(Problem) {
        if words.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            throw Problem(description: help, kind: .help)
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

    package func has(_ flag: String) -> Bool { flags.contains(flag) }

    package func value(_ option: String) -> String? { options[option]?.last }

    package func values(_ option: String) -> [String] { options[option] ?? [] }

    /// The option's value as a number within `range`; `nil` when not given.
    package func double(_ option: String, in range: ClosedRange<Double>) throws(Problem) -> Double? {
        guard let text = value(option) else { return nil }
        guard let number = Double(text), range.contains(number) else {
            throw Problem(description: "\(option) must be a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return number
    }

    /// The option's value as a whole number within `range`; `nil` when not given.
    package func integer(_ option: String, in range: ClosedRange<Int>) throws(Problem) -> Int? {
        guard let text = value(option) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw Problem(description: "\(option) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return number
    }

    /// The option's value as a number of seconds from 0 to a year, to the
    /// millisecond; `nil` when not given.
    package func seconds(_ option: String) throws(Problem) -> Duration? {
        guard let text = value(option) else { return nil }
        guard let number = Double(text), number >= 0, number <= 86_400 * 365 else {
            throw Problem(description: "\(option) must be a number of seconds, not '\(text)'")
        }
        return .milliseconds(Int64((number * 1000).rounded()))
    }

    /// Throws unless every word was an option: for a command that takes no
    /// positional arguments.
    package func expectingNoPositionals() throws(Problem) {
        if let first = positionals.first { throw Problem(description: "unexpected argument '\(first)'") }
    }
}
