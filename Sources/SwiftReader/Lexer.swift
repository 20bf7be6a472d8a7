/// Splits Swift source into tokens, trivia included, without ever losing a byte.
///
/// The lexer knows the part of Swift that matters for reading declarations:
/// identifiers (backticked, `$`-prefixed, Unicode), keywords, directives,
/// attributes, numbers, operators, punctuation, comments (nested block
/// comments too) and every string literal form, whose pieces it decodes (see
/// `StringLiteral`). Anything it does not recognise becomes an `.unknown`
/// token of one scalar, so lexing always moves forward.
///
/// ```swift
/// let lexed = Lexer.tokenize(#"AppShortcut(phrases: ["Open \(.applicationName)"])"#)
/// lexed.tokens.map(\.text).joined()   // the source, unchanged
/// ```
package struct Lexer {
    /// A problem the lexer found: an unterminated string literal or comment.
    package struct Problem: Sendable, Hashable {
        package var message: String
        package var line: Int
        package var column: Int
    }

    /// What `tokenize(_:)` returns.
    package struct Output: Sendable {
        package var tokens: [Token]
        package var problems: [Problem]
        /// The source's Unicode scalars, which token ranges address.
        package var scalars: [Unicode.Scalar]
        /// The position just after the last scalar (line breaks counted as
        /// for tokens: `\n`, `\r\n`, `\r`).
        package var endLine: Int
        package var endColumn: Int
    }

    /// How deeply string interpolations may nest before `\(` is read as text.
    ///
    /// Keeps the recursion (and so the stack) bounded on hostile input.
    static let maximumInterpolationDepth = 16

    let source: String
    let scalars: [Unicode.Scalar]
    /// `poundRun[i]`: how many `#` start at offset `i` (so delimiter checks are O(1)).
    let poundRun: [Int]
    var index = 0
    /// The UTF-8 offset of `index` in `source`, so token texts are cheap slices.
    var utf8Offset = 0
    var line = 1
    var column = 1
    /// A line break was seen since the last non-trivia token.
    var sawLineBreak = true
    /// The kind of the last non-trivia token: after a `.`, keywords are member names.
    var previousKind: Token.Kind?
    var problems: [Problem] = []

    init(_ source: String) {
        self.source = source
        scalars = Array(source.unicodeScalars)
        var run = [Int](repeating: 0, count: scalars.count + 1)
        var offset = scalars.count - 1
        while offset >= 0 {
            run[offset] = scalars[offset] == "#" ? run[offset + 1] + 1 : 0
            offset -= 1
        }
        poundRun = run
    }

    /// Returns every token of `source`, trivia included, and the problems found.
    ///
    /// - Complexity: O(*n*) in the number of Unicode scalars of `source`.
    package static func tokenize(_ source: String) -> Output {
        var lexer = Lexer(source)
        var tokens: [Token] = []
        tokens.reserveCapacity(lexer.scalars.count / 3)
        while lexer.index < lexer.scalars.count {
            tokens.append(lexer.nextToken(depth: 0))
        }
        return Output(
            tokens: tokens, problems: lexer.problems, scalars: lexer.scalars, endLine: lexer.line,
            endColumn: lexer.column)
    }

    // MARK: - Reading scalars

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let position = index + offset
        return position < scalars.count ? scalars[position] : nil
    }

    /// Moves past one scalar, keeping line and column up to date.
    mutating func advance() {
        let scalar = scalars[index]
        index += 1
        utf8Offset += UTF8.width(scalar)
        if scalar == "\n" || (scalar == "\r" && peek() != "\n") {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    mutating func advance(by count: Int) {
        for _ in 0..<count where index < scalars.count { advance() }
    }

    /// Whether `count` `#` characters (at least) start at `offset`.
    func hasPounds(_ count: Int, at offset: Int) -> Bool {
        count == 0 || (offset < scalars.count && poundRun[offset] >= count)
    }

    /// The source text from UTF-8 offset `start` to the current position.
    ///
    /// - Complexity: O(*k*) in the text's length (UTF-8 views index natively in O(1)).
    func text(fromUTF8Offset start: Int) -> String {
        let utf8 = source.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start)
        let upper = utf8.index(lower, offsetBy: utf8Offset - start)
        return String(source[lower..<upper])
    }

    // MARK: - Tokens

    /// Lexes the token starting at the current position.
    ///
    /// - Precondition: the position is before the end of the source.
    mutating func nextToken(depth: Int) -> Token {
        let start = index
        let startUTF8 = utf8Offset
        let startLine = line
        let startColumn = column
        let startsLine = sawLineBreak
        let first = scalars[index]
        var literal: StringLiteral?
        let kind: Token.Kind

        switch first {
        case " ", "\t", "\u{0B}", "\u{0C}":
            while let next = peek(), Self.isHorizontalSpace(next) { advance() }
            kind = .whitespace
        case "\n":
            advance()
            kind = .newline
        case "\r":
            advance()
            if peek() == "\n" { advance() }
            kind = .newline
        case "/" where peek(1) == "/":
            while let next = peek(), !Self.isLineBreak(next) { advance() }
            kind = .lineComment
        case "/" where peek(1) == "*":
            lexBlockComment(line: startLine, column: startColumn)
            kind = .blockComment
        case "\"":
            literal = lexStringLiteral(pounds: 0, line: startLine, column: startColumn, depth: depth)
            kind = .stringLiteral
        case "#":
            let pounds = poundRun[index]
            if peek(pounds) == "\"" {
                literal = lexStringLiteral(pounds: pounds, line: startLine, column: startColumn, depth: depth)
                kind = .stringLiteral
            } else if pounds == 1, let next = peek(1), Self.isIdentifierHead(next) {
                advance()
                lexIdentifierBody()
                kind = .directive
            } else {
                advance(by: pounds)
                kind = .unknown
            }
        case "@" where peek(1).map(Self.isIdentifierHead) ?? false:
            advance()
            lexIdentifierBody()
            kind = .attribute
        case "`":
            kind = lexBacktickedIdentifier() ? .identifier : .unknown
        case "$":
            advance()
            while let next = peek(), Self.isIdentifierBody(next) { advance() }
            kind = .identifier
        case "0"..."9":
            lexNumber()
            kind = .number
        case ".":
            if let next = peek(1), next == "." || Self.isOperatorCharacter(next) {
                lexOperator(allowingPeriods: true)
                kind = .operator
            } else {
                advance()
                kind = .period
            }
        case "(": advance(); kind = .leftParen
        case ")": advance(); kind = .rightParen
        case "[": advance(); kind = .leftBracket
        case "]": advance(); kind = .rightBracket
        case "{": advance(); kind = .leftBrace
        case "}": advance(); kind = .rightBrace
        case ",": advance(); kind = .comma
        case ":": advance(); kind = .colon
        case ";": advance(); kind = .semicolon
        case "\\": advance(); kind = .backslash
        default:
            if Self.isIdentifierHead(first) {
                lexIdentifierBody()
                let isMemberName = previousKind == .period
                // Keywords are ASCII lower-case words of 2 to 15 letters.
                kind =
                    !isMemberName && ("a"..."z").contains(first) && (2...15).contains(index - start)
                        && Self.keywords.contains(text(fromUTF8Offset: startUTF8)) ? .keyword : .identifier
            } else if Self.isOperatorCharacter(first) {
                lexOperator(allowingPeriods: false)
                kind = .operator
            } else {
                advance()
                kind = .unknown
            }
        }

        let token = Token(
            kind: kind, text: text(fromUTF8Offset: startUTF8), range: start..<index, line: startLine, column: startColumn,
            isAtStartOfLine: startsLine, literal: literal)
        if kind == .newline || (kind == .blockComment && token.text.contains(where: \.isNewline)) {
            sawLineBreak = true
        } else if !token.isTrivia {
            sawLineBreak = false
        }
        if !token.isTrivia { previousKind = kind }
        return token
    }

    /// `/* … */`, counting nested `/*` so `/* a /* b */ c */` is one comment.
    mutating func lexBlockComment(line: Int, column: Int) {
        advance(by: 2)
        var depth = 1
        while index < scalars.count {
            if scalars[index] == "*" && peek(1) == "/" {
                advance(by: 2)
                depth -= 1
                if depth == 0 { return }
            } else if scalars[index] == "/" && peek(1) == "*" {
                advance(by: 2)
                depth += 1
            } else {
                advance()
            }
        }
        problems.append(Problem(message: "unterminated '/*' comment", line: line, column: column))
    }

    mutating func lexIdentifierBody() {
        advance()
        while let next = peek(), Self.isIdentifierBody(next) { advance() }
    }

    /// `` `name` ``; returns `false` (after consuming only the backtick) when
    /// no identifier and closing backtick follow.
    mutating func lexBacktickedIdentifier() -> Bool {
        var end = index + 1
        while end < scalars.count, Self.isIdentifierBody(scalars[end]) { end += 1 }
        if end > index + 1, end < scalars.count, scalars[end] == "`" {
            advance(by: end + 1 - index)
            return true
        }
        advance()
        return false
    }

    /// `12`, `1_000`, `2.5`, `1e-3`, `0x1Fp+2`, `0b1010`.
    mutating func lexNumber() {
        let isHexadecimal = scalars[index] == "0" && (peek(1) == "x" || peek(1) == "X")
        advance()
        while let next = peek() {
            if next.isASCII && (next.properties.isAlphabetic || ("0"..."9").contains(next) || next == "_") {
                advance()
            } else if next == ".", let after = peek(1), after.isASCII,
                ("0"..."9").contains(after) || (isHexadecimal && after.properties.isASCIIHexDigit)
            {
                advance()
            } else if next == "+" || next == "-" {
                let previous = scalars[index - 1]
                let isExponent =
                    isHexadecimal ? (previous == "p" || previous == "P") : (previous == "e" || previous == "E")
                guard isExponent else { break }
                advance()
            } else {
                break
            }
        }
    }

    /// An operator, maximal munch, stopping before a comment starts.
    mutating func lexOperator(allowingPeriods: Bool) {
        advance()
        while let next = peek() {
            if next == "/", peek(1) == "/" || peek(1) == "*" { break }
            guard Self.isOperatorCharacter(next) || (allowingPeriods && next == ".") else { break }
            advance()
        }
    }

    // MARK: - Character classes

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool { scalar == "\n" || scalar == "\r" }

    static func isHorizontalSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\u{0B}" || scalar == "\u{0C}"
    }

    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }
        let properties = scalar.properties
        return properties.isXIDStart || properties.isEmoji
    }

    static func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return isIdentifierHead(scalar) || ("0"..."9").contains(scalar)
        }
        let properties = scalar.properties
        return properties.isXIDContinue || properties.isEmoji || scalar == "\u{200D}" || scalar == "\u{FE0F}"
    }

    static func isOperatorCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?": true
        default: false
        }
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true",
        "try",
    ]
}
