/// One lexeme of Swift source, trivia (whitespace, newlines, comments) included.
///
/// Tokens never lose a byte: concatenating the `text` of every token the
/// lexer returns reproduces the source exactly.
package struct Token: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// `name`, `` `class` ``, `$0`, `$project`, `café`.
        case identifier
        /// A reserved word: `struct`, `var`, `for`, `true`, …
        case keyword
        /// `#if`, `#else`, `#elseif`, `#endif`, `#available`, `#selector`, …
        case directive
        /// `@AppShortcutsBuilder`, `@Parameter`, `@available`.
        case attribute
        /// `20`, `2.5`, `0x1F`, `1_000`.
        case number
        /// `"…"`, `#"…"#`, `"""…"""`; the pieces are in `literal`.
        case stringLiteral
        /// `=`, `+`, `->`, `?`, `!`, `...`, `<`, `>>`.
        case `operator`
        case period, comma, colon, semicolon, backslash
        case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
        /// Spaces and tabs.
        case whitespace
        /// `\n`, `\r\n` or `\r`.
        case newline
        /// `// …` and `/// …`, up to (not including) the line break.
        case lineComment
        /// `/* … */`, nested comments included.
        case blockComment
        /// A scalar Swift does not allow here (kept, so no byte is lost).
        case unknown
    }

    package var kind: Kind
    /// The token's source text, exactly as written.
    package var text: String
    /// Offsets in Unicode scalars from the start of the source.
    package var range: Range<Int>
    /// 1-based line of the token's first scalar.
    package var line: Int
    /// 1-based column, counted in Unicode scalars.
    package var column: Int
    /// Whether a line break separates this token from the previous non-trivia token.
    package var isAtStartOfLine: Bool
    /// For `.stringLiteral`: the literal's decoded pieces.
    package var literal: StringLiteral?

    package init(
        kind: Kind, text: String, range: Range<Int>, line: Int, column: Int,
        isAtStartOfLine: Bool = false, literal: StringLiteral? = nil
    ) {
        self.kind = kind
        self.text = text
        self.range = range
        self.line = line
        self.column = column
        self.isAtStartOfLine = isAtStartOfLine
        self.literal = literal
    }

    /// Whitespace, line breaks and comments.
    package var isTrivia: Bool {
        switch kind {
        case .whitespace, .newline, .lineComment, .blockComment: true
        default: false
        }
    }

    /// `///` or `/** … */`.
    package var isDocComment: Bool {
        (kind == .lineComment && text.hasPrefix("///")) || (kind == .blockComment && text.hasPrefix("/**"))
    }

    /// An identifier's name: its text without backticks (`` `default` `` → `default`).
    package var name: String {
        text.count > 2 && text.hasPrefix("`") && text.hasSuffix("`") ? String(text.dropFirst().dropLast()) : text
    }

    package func `is`(_ kind: Kind, _ text: String) -> Bool {
        self.kind == kind && self.text == text
    }

    package func isKeyword(_ text: String) -> Bool { kind == .keyword && self.text == text }

    package func isIdentifier(_ text: String) -> Bool { kind == .identifier && self.text == text }

    package var isOpeningBracket: Bool { kind == .leftParen || kind == .leftBracket || kind == .leftBrace }

    package var isClosingBracket: Bool { kind == .rightParen || kind == .rightBracket || kind == .rightBrace }
}

/// The decoded contents of a string literal token.
package struct StringLiteral: Sendable, Hashable {
    package enum Segment: Sendable, Hashable {
        /// Literal characters, escapes resolved and (for `"""`) indentation stripped.
        case text(String)
        /// `\( … )`: the tokens between the parentheses (trivia included), and
        /// the position of the backslash.
        case interpolation([Token], line: Int, column: Int)
    }

    package var segments: [Segment]
    /// The number of `#` around the literal (0 for a plain `"…"`).
    package var delimiterLength: Int
    package var isMultiLine: Bool
    /// `false` when the closing delimiter is missing; the lexer reports it.
    package var isTerminated: Bool

    package init(segments: [Segment], delimiterLength: Int, isMultiLine: Bool, isTerminated: Bool) {
        self.segments = segments
        self.delimiterLength = delimiterLength
        self.isMultiLine = isMultiLine
        self.isTerminated = isTerminated
    }

    /// The literal's text when it has no interpolation, else `nil`.
    package var plainText: String? {
        var result = ""
        for segment in segments {
            guard case .text(let text) = segment else { return nil }
            result += text
        }
        return result
    }

    package var hasInterpolation: Bool {
        segments.contains { if case .interpolation = $0 { true } else { false } }
    }
}
