import SwiftReader

/// `Lexer.tokenize` on any text:
/// - the token texts, concatenated, are the text (no byte lost or added);
/// - token ranges are non-empty, contiguous and cover every scalar, and each
///   token's text is exactly its range's scalars;
/// - every token's line and column is the position of its first scalar
///   (checked against `SourceLines`), inside string interpolations too;
/// - newline, whitespace and comment tokens hold only what their kind allows;
/// - every problem's position is in the text, and an unterminated literal
///   comes with a problem.
enum LexerCheck {
    static func run(_ bytes: [UInt8], _ check: inout Invariants) {
        let source = text(bytes)
        let lexed = Lexer.tokenize(source)
        let scalars = lexed.scalars
        check.expect(scalars.elementsEqual(source.unicodeScalars), "the lexer's scalars are not the source's")
        check.expect(lexed.tokens.map(\.text).joined() == source, "token texts do not reproduce the source")
        let lines = SourceLines(swift: scalars)
        var end = 0
        let unterminated = Set(lexed.problems.filter { $0.message.contains("unterminated string") }.map { [$0.line, $0.column] })
        checkTokens(lexed.tokens, from: &end, in: scalars, lines, unterminated, &check)
        check.expect(end == scalars.count, "tokens end at offset \(end), not at the source's end \(scalars.count)")
        for problem in lexed.problems {
            check.expect(
                lines.contains(line: problem.line, column: problem.column),
                "problem '\(problem.message)' at \(problem.line):\(problem.column) is outside the source")
        }
    }

    /// Checks a contiguous run of tokens starting at scalar offset `end`, and
    /// the tokens of the interpolations inside their string literals;
    /// leaves `end` after the last token.
    static func checkTokens(
        _ tokens: [Token], from end: inout Int, in scalars: [Unicode.Scalar], _ lines: SourceLines,
        _ unterminated: Set<[Int]>, _ check: inout Invariants
    ) {
        for token in tokens {
            let range = token.range
            guard range.lowerBound == end, range.lowerBound < range.upperBound, range.upperBound <= scalars.count
            else {
                check.expect(false, "token \(token.text.debugDescription) has range \(range), expected one starting at \(end)")
                return
            }
            end = range.upperBound
            let written = String(String.UnicodeScalarView(scalars[range]))
            check.expect(token.text == written, "token text \(token.text.debugDescription) is not its range's \(written.debugDescription)")
            let offset = range.lowerBound
            check.expect(
                token.line == lines.line[offset] && token.column == lines.column[offset],
                "token \(token.text.debugDescription) at \(token.line):\(token.column), but it starts at \(lines.line[offset]):\(lines.column[offset])")
            checkKind(token, &check)
            if let literal = token.literal {
                check.expect(token.kind == .stringLiteral, "a \(token.kind) token carries a string literal")
                checkLiteral(literal, of: token, in: scalars, lines, unterminated, &check)
                check.expect(
                    literal.isTerminated || unterminated.contains([token.line, token.column]),
                    "unterminated literal at \(token.line):\(token.column) has no problem reported")
            }
            check.expect(
                token.kind != .stringLiteral || token.literal != nil, "string literal \(token.text.debugDescription) has no pieces")
        }
    }

    static func checkKind(_ token: Token, _ check: inout Invariants) {
        let scalars = token.text.unicodeScalars
        switch token.kind {
        case .newline:
            check.expect(["\n", "\r\n", "\r"].contains(token.text), "newline token \(token.text.debugDescription)")
        case .whitespace:
            check.expect(
                scalars.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\u{0B}" || $0 == "\u{0C}" },
                "whitespace token \(token.text.debugDescription)")
        case .lineComment:
            check.expect(
                scalars.starts(with: "//".unicodeScalars) && !scalars.contains { $0 == "\n" || $0 == "\r" },
                "line comment \(token.text.debugDescription)")
        case .blockComment:
            // Scalars, not characters: `/` and a combining mark are one character.
            check.expect(scalars.starts(with: "/*".unicodeScalars), "block comment \(token.text.debugDescription)")
        case .identifier, .keyword, .number, .attribute, .directive:
            check.expect(
                !scalars.contains { $0 == "\n" || $0 == "\r" || $0 == " " },
                "\(token.kind) token \(token.text.debugDescription) holds a space or line break")
        default:
            break
        }
    }

    static func checkLiteral(
        _ literal: StringLiteral, of token: Token, in scalars: [Unicode.Scalar], _ lines: SourceLines,
        _ unterminated: Set<[Int]>, _ check: inout Invariants
    ) {
        var previousEnd = token.range.lowerBound
        for segment in literal.segments {
            guard case .interpolation(let tokens, let line, let column) = segment else { continue }
            // The backslash of `\(` (or `\#(`) is inside the literal, at `line:column`.
            let backslash = (previousEnd..<token.range.upperBound).first {
                scalars[$0] == "\\" && lines.line[$0] == line && lines.column[$0] == column
            }
            check.expect(backslash != nil, "interpolation at \(line):\(column) is not at a backslash of its literal")
            guard let backslash, let first = tokens.first else { continue }
            var end = first.range.lowerBound
            check.expect(end > backslash && end <= token.range.upperBound, "interpolation tokens start outside their literal")
            checkTokens(tokens, from: &end, in: scalars, lines, unterminated, &check)
            check.expect(end <= token.range.upperBound, "interpolation tokens end past their literal")
            previousEnd = max(previousEnd, end)
        }
    }
}
