/// Reads the text of a `.phrasetest` file. Pure: the caller reads the file.
///
/// The parser must never crash or hang, whatever the input (it is fuzzed):
/// it works on an array of Unicode scalars with bounds-checked indices, every
/// loop advances, and nothing recurses.
///
/// ```
/// @app Landmarks                      # directives apply to the lines after them
/// open niagara falls in landmarks => OpenLandmarkIntent target=niagara-falls
/// search codingbridge for login bug => CodingBridge:SearchSessionsIntent query="login bug"
/// open landmark in landmarks => needs-value target
/// open paris in landmarks => ambiguous OpenLandmarkIntent target=paris | OpenCollectionIntent collection=paris
/// stop meditation => rejected "Stop meditation"   [app=Calm]
/// what time is it => no-match         [exact, min-confidence=0.9]
/// ```
enum PhraseTestParser {
    static let directiveNames = "@app, @locale, @exact, @flexible, @threshold, @min-confidence"
    static let optionNames = "exact, flexible, todo, app=NAME, locale=L, threshold=X, min-confidence=X"

    static func parse(_ text: String, path: String) -> PhraseTestFile {
        var file = PhraseTestFile(path: path)
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var defaults = PhraseTestOptions()
        var start = 0
        var number = 1
        while start <= scalars.count {
            var end = start
            while end < scalars.count, scalars[end] != "\n" { end += 1 }
            var line = Array(scalars[start..<end])
            if line.last == "\r" { line.removeLast() }
            let parser = LineParser(scalars: line, location: SourceLocation(file: path, line: number, column: 1))
            do {
                if let testCase = try parser.parse(defaults: &defaults) { file.cases.append(testCase) }
            } catch {
                file.diagnostics.append(.error(error.message, at: SourceLocation(file: path, line: number, column: error.column)))
            }
            start = end + 1
            number += 1
        }
        return file
    }
}

/// A malformed line: where (1-based column, in Unicode scalars) and why.
struct LineError: Error {
    var column: Int
    var message: String
}

/// One token after `=>`.
struct Token {
    enum Kind: Equatable { case word, string, bar, open, close, comma, equals }
    var kind: Kind
    var text: String
    /// 0-based scalar offset in the line.
    var offset: Int
}

/// Parses one line: a comment, a directive or a test case.
struct LineParser {
    let scalars: [Unicode.Scalar]
    let location: SourceLocation

    /// Returns the case on the line, if it holds one; applies a directive to `defaults`.
    func parse(defaults: inout PhraseTestOptions) throws(LineError) -> PhraseTestCase? {
        let i = skipSpaces(from: 0)
        guard i < scalars.count, scalars[i] != "#" else { return nil }
        if scalars[i] == "@" {
            try directive(at: i, defaults: &defaults)
            return nil
        }
        return try testCase(at: i, defaults: defaults)
    }

    // MARK: Directives

    private func directive(at start: Int, defaults: inout PhraseTestOptions) throws(LineError) {
        var end = start + 1
        while end < scalars.count, !isSpace(scalars[end]) { end += 1 }
        let name = string(start + 1, end)
        let (argument, argumentOffset) = try directiveArgument(from: end)

        func noArgument() throws(LineError) {
            if argument != nil { throw fail(argumentOffset, "@\(name) takes no value") }
        }
        func requiredArgument() throws(LineError) -> String {
            guard let argument, !argument.isEmpty else { throw fail(argumentOffset, "@\(name) needs a value") }
            return argument
        }

        switch name {
        case "app":
            let app = try requiredArgument()
            if app == "*" {
                defaults.app = nil
                defaults.appLocation = nil
            } else {
                defaults.app = app
                defaults.appLocation = at(argumentOffset)
            }
        case "locale":
            let locale = try requiredArgument()
            defaults.locale = locale == "*" ? nil : locale
        case "exact":
            try noArgument()
            defaults.isExactOnly = true
        case "flexible":
            try noArgument()
            defaults.isExactOnly = false
        case "threshold":
            defaults.threshold = try fraction(try requiredArgument(), offset: argumentOffset, option: "@threshold")
        case "min-confidence":
            let text = try requiredArgument()
            defaults.minimumConfidence = text == "none" ? nil : try fraction(text, offset: argumentOffset, option: "@min-confidence")
        default:
            throw fail(start, "unknown directive '@\(name)'; directives are \(PhraseTestParser.directiveNames)")
        }
    }

    /// The rest of a directive line without its comment, unquoted; and where it starts.
    private func directiveArgument(from index: Int) throws(LineError) -> (String?, Int) {
        let start = skipSpaces(from: index)
        guard start < scalars.count, !isComment(at: start) else { return (nil, start) }
        if scalars[start] == "\"" {
            let (text, next) = try quoted(at: start)
            let after = skipSpaces(from: next)
            if after < scalars.count, !isComment(at: after) {
                throw fail(after, "unexpected text after the quoted value")
            }
            return (text, start)
        }
        var end = start
        while end < scalars.count, !isComment(at: end) { end += 1 }
        while end > start, isSpace(scalars[end - 1]) { end -= 1 }
        return (string(start, end), start)
    }

    // MARK: Test cases

    private func testCase(at start: Int, defaults: PhraseTestOptions) throws(LineError) -> PhraseTestCase {
        var utterance: String
        var arrow: Int
        if scalars[start] == "\"" {
            let next: Int
            (utterance, next) = try quoted(at: start)
            arrow = skipSpaces(from: next)
            guard isArrow(at: arrow) else {
                throw fail(arrow, "expected '=>' after the quoted utterance")
            }
        } else {
            arrow = start
            while arrow < scalars.count, !isArrow(at: arrow), !isComment(at: arrow) { arrow += 1 }
            guard isArrow(at: arrow) else {
                throw fail(arrow, "expected '=>' and what the utterance must give (an intent, needs-value, ambiguous, rejected or no-match)")
            }
            var end = arrow
            while end > start, isSpace(scalars[end - 1]) { end -= 1 }
            utterance = string(start, end)
            if utterance.isEmpty { throw fail(arrow, "expected an utterance before '=>'") }
        }
        let tokens = try tokenize(from: arrow + 2)
        let firstOption = tokens.firstIndex { $0.kind == .open } ?? tokens.count
        let expectation = try self.expectation(Array(tokens[..<firstOption]), after: arrow + 2)
        var options = defaults
        try applyOptions(Array(tokens[firstOption...]), to: &options)
        return PhraseTestCase(location: at(start), utterance: utterance, expectation: expectation, options: options)
    }

    private func expectation(_ tokens: [Token], after end: Int) throws(LineError) -> PhraseTestExpectation {
        guard let first = tokens.first else {
            throw fail(skipSpaces(from: end), "expected what the utterance must give after '=>': an intent name, needs-value, ambiguous, rejected or no-match")
        }
        guard first.kind == .word else {
            throw fail(first.offset, "expected an intent name, needs-value, ambiguous, rejected or no-match; found '\(first.text)'")
        }
        var p = 1
        let result: PhraseTestExpectation
        switch first.text {
        case "no-match":
            result = .noMatch
        case "rejected":
            if p < tokens.count, tokens[p].kind == .string {
                result = .rejected(negativePhrase: tokens[p].text)
                p += 1
            } else {
                result = .rejected(negativePhrase: nil)
            }
            if p < tokens.count {
                throw fail(tokens[p].offset, "after 'rejected', expected nothing or the negative phrase in quotes")
            }
        case "ambiguous":
            var candidates: [IntentExpectation] = []
            while p < tokens.count {
                candidates.append(try candidate(tokens, &p))
                guard p < tokens.count else { break }
                guard tokens[p].kind == .bar else {
                    throw fail(tokens[p].offset, "expected '|' between the candidates, found '\(tokens[p].text)'")
                }
                p += 1
                guard p < tokens.count else { throw fail(tokens[p - 1].offset, "expected a candidate after '|'") }
            }
            result = .ambiguous(candidates)
        case "needs-value":
            guard p < tokens.count, tokens[p].kind == .word, isIdentifier(tokens[p].text) else {
                throw fail(p < tokens.count ? tokens[p].offset : first.offset + first.text.unicodeScalars.count,
                           "expected the name of the parameter to ask for after 'needs-value'")
            }
            let parameter = tokens[p]
            p += 1
            let intent = p < tokens.count ? try candidate(tokens, &p) : nil
            result = .needsValue(parameter: parameter.text, location: at(parameter.offset), intent: intent)
        default:
            p = 0
            result = .matched(try candidate(tokens, &p))
        }
        if p < tokens.count {
            let extra = tokens[p]
            let why = extra.kind == .bar ? "only 'ambiguous' lists candidates separated by '|'" : "expected the end of the line or [options]"
            throw fail(extra.offset, "unexpected '\(extra.text)': \(why)")
        }
        return result
    }

    /// `[App:]Intent name=value … [...]`, starting at `tokens[p]`; leaves `p` after it.
    private func candidate(_ tokens: [Token], _ p: inout Int) throws(LineError) -> IntentExpectation {
        let token = tokens[p]
        guard token.kind == .word else {
            throw fail(token.offset, "expected an intent name, found '\(token.text)'")
        }
        var app: String?
        var intent = token.text
        var intentOffset = token.offset
        let scalarsOfWord = Array(token.text.unicodeScalars)
        if let colon = scalarsOfWord.lastIndex(of: ":") {
            app = String(String.UnicodeScalarView(scalarsOfWord[..<colon]))
            intent = String(String.UnicodeScalarView(scalarsOfWord[(colon + 1)...]))
            intentOffset = token.offset + colon + 1
            if app?.isEmpty == true { throw fail(token.offset, "expected an app name before ':'") }
        }
        guard isIdentifier(intent) else {
            throw fail(intentOffset, "expected an intent name (a Swift type name such as OpenLandmarkIntent), found '\(intent)'")
        }
        p += 1
        if p < tokens.count, tokens[p].kind == .equals {
            throw fail(token.offset, "expected an intent name before '\(token.text)=…'")
        }
        var expectation = IntentExpectation(app: app, intent: intent, location: at(intentOffset))
        var seen = Set<String>()
        while p < tokens.count, tokens[p].kind == .word {
            let name = tokens[p]
            if expectation.allowsOtherParameters {
                throw fail(name.offset, "'...' must come after the last parameter")
            }
            if name.text == "..." {
                expectation.allowsOtherParameters = true
                p += 1
                continue
            }
            guard isIdentifier(name.text) else {
                throw fail(name.offset, "expected parameter=value, found '\(name.text)'")
            }
            guard p + 1 < tokens.count, tokens[p + 1].kind == .equals else {
                throw fail(name.offset, "expected '=' and a value after parameter '\(name.text)'")
            }
            guard p + 2 < tokens.count, tokens[p + 2].kind == .word || tokens[p + 2].kind == .string else {
                throw fail(p + 2 < tokens.count ? tokens[p + 2].offset : tokens[p + 1].offset + 1,
                           "expected a value after '\(name.text)=' (quote it if it has spaces)")
            }
            guard seen.insert(name.text).inserted else {
                throw fail(name.offset, "parameter '\(name.text)' is given twice")
            }
            expectation.parameters.append(ExpectedParameter(name: name.text, value: tokens[p + 2].text, location: at(name.offset)))
            p += 3
        }
        return expectation
    }

    /// `[exact, app=Calm] [todo]` at the end of a line.
    private func applyOptions(_ tokens: [Token], to options: inout PhraseTestOptions) throws(LineError) {
        var k = 0
        while k < tokens.count {
            let open = tokens[k]
            guard open.kind == .open else {
                throw fail(open.offset, "unexpected '\(open.text)' after the options")
            }
            k += 1
            while true {
                guard k < tokens.count else { throw fail(open.offset, "'[' is not closed with ']'") }
                let token = tokens[k]
                if token.kind == .close {
                    k += 1
                    break
                }
                if token.kind == .comma {
                    k += 1
                    continue
                }
                guard token.kind == .word else {
                    throw fail(token.offset, "expected an option (\(PhraseTestParser.optionNames)), found '\(token.text)'")
                }
                var value: Token?
                if k + 1 < tokens.count, tokens[k + 1].kind == .equals {
                    guard k + 2 < tokens.count, tokens[k + 2].kind == .word || tokens[k + 2].kind == .string else {
                        throw fail(tokens[k + 1].offset + 1, "expected a value after '\(token.text)='")
                    }
                    value = tokens[k + 2]
                    k += 3
                } else {
                    k += 1
                }
                try apply(token, value, to: &options)
            }
        }
    }

    private func apply(_ option: Token, _ value: Token?, to options: inout PhraseTestOptions) throws(LineError) {
        func flag() throws(LineError) {
            if let value { throw fail(value.offset, "option '\(option.text)' takes no value") }
        }
        func required() throws(LineError) -> Token {
            guard let value else { throw fail(option.offset, "option '\(option.text)' needs a value: \(option.text)=…") }
            return value
        }
        switch option.text {
        case "exact":
            try flag()
            options.isExactOnly = true
        case "flexible":
            try flag()
            options.isExactOnly = false
        case "todo":
            try flag()
            options.isTodo = true
        case "app":
            let value = try required()
            guard !value.text.isEmpty else { throw fail(value.offset, "app= needs an app name") }
            if value.text == "*" {
                options.app = nil
                options.appLocation = nil
            } else {
                options.app = value.text
                options.appLocation = at(value.offset)
            }
        case "locale":
            let value = try required()
            guard !value.text.isEmpty else { throw fail(value.offset, "locale= needs a language, as de or pt-BR") }
            options.locale = value.text == "*" ? nil : value.text
        case "threshold":
            let value = try required()
            options.threshold = try fraction(value.text, offset: value.offset, option: "threshold")
        case "min-confidence":
            let value = try required()
            options.minimumConfidence = value.text == "none" ? nil : try fraction(value.text, offset: value.offset, option: "min-confidence")
        default:
            throw fail(option.offset, "unknown option '\(option.text)'; options are \(PhraseTestParser.optionNames)")
        }
    }

    // MARK: Tokens

    /// The tokens from `start` to the end of the line or a comment.
    private func tokenize(from start: Int) throws(LineError) -> [Token] {
        var tokens: [Token] = []
        var i = start
        while i < scalars.count {
            let c = scalars[i]
            if isSpace(c) {
                i += 1
                continue
            }
            // `#` starting a token is a comment, right after `=>`, `|`, `[` or `,`
            // too (`=>#App:Intent` read the app as `#App`, which cannot be
            // written back); a value after `=` may start with `#`.
            if isComment(at: i) || (c == "#" && (i == start || (isPunctuation(scalars[i - 1]) && scalars[i - 1] != "="))) {
                break
            }
            switch c {
            case "\"":
                let (text, next) = try quoted(at: i)
                if next < scalars.count, !isSpace(scalars[next]), !isPunctuation(scalars[next]) {
                    throw fail(next, "expected a space after the closing quote")
                }
                tokens.append(Token(kind: .string, text: text, offset: i))
                i = next
            case "|", "[", "]", ",":
                let kind: Token.Kind = c == "|" ? .bar : c == "[" ? .open : c == "]" ? .close : .comma
                tokens.append(Token(kind: kind, text: String(c), offset: i))
                i += 1
            case "=":
                if isArrow(at: i) { throw fail(i, "a line has one '=>'; quote the utterance if it contains '=>'") }
                tokens.append(Token(kind: .equals, text: "=", offset: i))
                i += 1
            default:
                var end = i
                while end < scalars.count, !isSpace(scalars[end]), !isPunctuation(scalars[end]) { end += 1 }
                tokens.append(Token(kind: .word, text: string(i, end), offset: i))
                i = end
            }
        }
        return tokens
    }

    /// A `"…"` string at `start` with `\"`, `\\`, `\n` and `\t` escapes; returns it and the index after it.
    private func quoted(at start: Int) throws(LineError) -> (String, Int) {
        var out = String.UnicodeScalarView()
        var j = start + 1
        while j < scalars.count {
            let c = scalars[j]
            if c == "\\", j + 1 < scalars.count {
                switch scalars[j + 1] {
                case "\"": out.append("\"")
                case "\\": out.append("\\")
                case "n": out.append("\n")
                case "t": out.append("\t")
                default:
                    out.append(c)
                    out.append(scalars[j + 1])
                }
                j += 2
                continue
            }
            if c == "\"" { return (String(out), j + 1) }
            out.append(c)
            j += 1
        }
        throw fail(start, "unterminated string: the '\"' here is not closed on this line")
    }

    // MARK: Helpers

    private func fraction(_ text: String, offset: Int, option: String) throws(LineError) -> Double {
        guard let number = Double(text), number.isFinite, (0...1).contains(number) else {
            throw fail(offset, "\(option) must be a number from 0 to 1, not '\(text)'")
        }
        return number
    }

    private func isArrow(at i: Int) -> Bool {
        i + 1 < scalars.count && scalars[i] == "=" && scalars[i + 1] == ">"
    }

    /// `#` at the start of a token: the line's start or after a space (`C#` is a word).
    private func isComment(at i: Int) -> Bool {
        i < scalars.count && scalars[i] == "#" && (i == 0 || isSpace(scalars[i - 1]))
    }

    private func skipSpaces(from index: Int) -> Int {
        var i = max(0, index)
        while i < scalars.count, isSpace(scalars[i]) { i += 1 }
        return i
    }

    private func isSpace(_ c: Unicode.Scalar) -> Bool { c.properties.isWhitespace }

    private func isPunctuation(_ c: Unicode.Scalar) -> Bool {
        c == "\"" || c == "|" || c == "[" || c == "]" || c == "," || c == "="
    }

    private func isIdentifier(_ text: String) -> Bool {
        var first = true
        for c in text.unicodeScalars {
            let letter = c == "_" || c.properties.isAlphabetic
            guard letter || (!first && c.properties.numericType != nil) else { return false }
            first = false
        }
        return !first
    }

    private func string(_ start: Int, _ end: Int) -> String {
        guard start < end, start >= 0, end <= scalars.count else { return "" }
        return String(String.UnicodeScalarView(scalars[start..<end]))
    }

    private func at(_ offset: Int) -> SourceLocation {
        SourceLocation(file: location.file, line: location.line, column: offset + 1)
    }

    private func fail(_ offset: Int, _ message: String) -> LineError {
        LineError(column: max(0, offset) + 1, message: message)
    }
}
