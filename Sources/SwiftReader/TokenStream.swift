/// The non-trivia tokens of a file, with matched brackets, and the small
/// reading helpers the extractor is built from.
///
/// Indices address `tokens`; the last token is always an end marker (an
/// `.unknown` token with empty text), so `tokens[i + 1]` is safe for every
/// real token. A region of the file is a half-open `Range<Int>` of indices.
struct TokenStream {
    /// Non-trivia tokens, then the end marker.
    let tokens: [Token]
    /// For an opening bracket, the index of its closing bracket (or of the end
    /// marker when it is never closed); for any other token, its own index.
    let matching: [Int]
    let file: String
    let scalars: [Unicode.Scalar]

    /// - Complexity: O(*n*) in the number of tokens.
    init(lexed: Lexer.Output, file: String) {
        var tokens = lexed.tokens.filter { !$0.isTrivia }
        let end = lexed.scalars.count
        // The lexer's own end position: counting `Character.isNewline` here
        // put the marker past the last line after a `\u{0B}` or `\u{2028}`.
        tokens.append(Token(kind: .unknown, text: "", range: end..<end, line: lexed.endLine, column: lexed.endColumn))
        self.tokens = tokens
        self.file = file
        self.scalars = lexed.scalars
        self.matching = Self.matchBrackets(tokens)
    }

    /// Pairs brackets with a stack. A closing bracket with no opener of its
    /// kind open is ignored; one that closes an outer opener also ends every
    /// opener still open inside it.
    ///
    /// - Complexity: O(*n*): every index is pushed and popped at most once.
    static func matchBrackets(_ tokens: [Token]) -> [Int] {
        var matching = Array(tokens.indices)
        var stack: [Int] = []
        // How many parentheses, brackets and braces are open on the stack.
        var openCount = (parentheses: 0, brackets: 0, braces: 0)
        func count(_ kind: Token.Kind, _ change: Int) -> Int {
            switch kind {
            case .leftParen: openCount.parentheses += change; return openCount.parentheses
            case .leftBracket: openCount.brackets += change; return openCount.brackets
            default: openCount.braces += change; return openCount.braces
            }
        }
        for index in tokens.indices {
            let kind = tokens[index].kind
            switch kind {
            case .leftParen, .leftBracket, .leftBrace:
                stack.append(index)
                _ = count(kind, 1)
            case .rightParen, .rightBracket, .rightBrace:
                let opener = openingKind(of: kind)
                guard count(opener, 0) > 0 else { continue }
                while let top = stack.popLast() {
                    let topKind = tokens[top].kind
                    _ = count(topKind, -1)
                    matching[top] = index
                    if topKind == opener { break }
                }
            default:
                continue
            }
        }
        let end = tokens.count - 1
        for index in stack { matching[index] = end }
        return matching
    }

    static func openingKind(of closing: Token.Kind) -> Token.Kind {
        switch closing {
        case .rightParen: .leftParen
        case .rightBracket: .leftBracket
        default: .leftBrace
        }
    }

    var endIndex: Int { tokens.count - 1 }

    subscript(index: Int) -> Token { tokens[min(index, endIndex)] }

    func location(of index: Int) -> SourceLocation {
        let token = self[index]
        return SourceLocation(file: file, line: token.line, column: token.column)
    }

    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// The index after the token at `index`, or after its whole bracketed group.
    func skippingGroup(at index: Int) -> Int {
        tokens[index].isOpeningBracket ? matching[index] + 1 : index + 1
    }

    /// The inside of the bracket that opens at `index`.
    func contents(ofGroupAt index: Int) -> Range<Int> {
        (index + 1)..<max(index + 1, matching[index])
    }

    /// The source text of a region, trimmed, as written.
    func sourceText(_ region: Range<Int>) -> String {
        guard let first = region.first, region.upperBound - 1 < endIndex, first < endIndex else { return "" }
        let lower = tokens[first].range.lowerBound
        let upper = tokens[region.upperBound - 1].range.upperBound
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[lower..<max(lower, upper)])
        return String(view)
    }

    /// Whether two tokens touch (no trivia between them).
    func isAdjacent(_ first: Int, _ second: Int) -> Bool {
        self[first].range.upperBound == self[second].range.lowerBound
    }

    /// The first index in `region` at bracket depth 0 whose token satisfies
    /// `predicate`, or `nil`.
    func firstIndex(in region: Range<Int>, where predicate: (Token) -> Bool) -> Int? {
        var index = region.lowerBound
        while index < region.upperBound {
            if predicate(tokens[index]) { return index }
            index = skippingGroup(at: index)
        }
        return nil
    }

    /// Splits a region at its depth-0 commas (empty pieces, as after a
    /// trailing comma, are dropped).
    func commaSeparated(_ region: Range<Int>) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = region.lowerBound
        var index = start
        while index < region.upperBound {
            if tokens[index].kind == .comma {
                if start < index { pieces.append(start..<index) }
                start = index + 1
                index += 1
            } else {
                index = min(skippingGroup(at: index), region.upperBound)
            }
        }
        if start < region.upperBound { pieces.append(start..<region.upperBound) }
        return pieces
    }

    /// One argument of a call: `label: value` or just `value`.
    struct Argument {
        var label: String?
        var value: Range<Int>
    }

    /// The arguments of the parenthesised list that opens at `index`.
    func arguments(ofCallAt index: Int) -> [Argument] {
        commaSeparated(contents(ofGroupAt: index)).map { piece in
            let first = tokens[piece.lowerBound]
            if piece.count >= 2, first.kind == .identifier || first.kind == .keyword,
                tokens[piece.lowerBound + 1].kind == .colon
            {
                return Argument(label: first.text, value: (piece.lowerBound + 2)..<piece.upperBound)
            }
            return Argument(label: nil, value: piece)
        }
    }

    /// The string literal that is the whole of `region`, or `nil`.
    func stringLiteral(in region: Range<Int>) -> (index: Int, literal: StringLiteral)? {
        guard region.count == 1, let literal = tokens[region.lowerBound].literal else { return nil }
        return (region.lowerBound, literal)
    }

    /// The first plain string literal in `region` at any depth, decoded:
    /// `"Open"`, `LocalizedStringResource("Open")`, `IntentDialog("…")`.
    func firstPlainString(in region: Range<Int>) -> String? {
        for index in region where index < endIndex {
            if let text = tokens[index].literal?.plainText, tokens[index].literal?.isTerminated == true {
                return text
            }
        }
        return nil
    }

    /// Where an expression starting at `start` ends: at a depth-0 `,`, `;`,
    /// closing bracket, declaration keyword, or a token that starts a new line
    /// (unless the line continues the expression with `.member` or an operator).
    ///
    /// - Complexity: O(*k*) in the number of tokens read.
    func expressionEnd(from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit {
            let token = tokens[index]
            switch token.kind {
            case .comma, .semicolon, .rightParen, .rightBracket, .rightBrace:
                return index
            default:
                break
            }
            if index > start, token.isAtStartOfLine, !continuesExpression(at: index) { return index }
            if index > start, Extractor.startsDeclaration(token) { return index }
            index = min(skippingGroup(at: index), limit)
        }
        return limit
    }

    /// Whether the line starting at `index` continues the previous line's expression.
    func continuesExpression(at index: Int) -> Bool {
        let token = tokens[index]
        if token.kind == .period || (token.kind == .operator && token.text != "?" && token.text != "!") {
            return true
        }
        let previous = tokens[index - 1]
        return previous.kind == .operator || previous.kind == .period || previous.kind == .colon
    }

    /// The simple name at the end of a dotted name ending at or before `end`:
    /// `MeditationType.sleep` → `sleep`.
    func lastIdentifier(in region: Range<Int>) -> String? {
        region.reversed().first { tokens[$0].kind == .identifier }.map { tokens[$0].text }
    }
}
