/// String literals: `"…"`, raw `#"…"#`, multi-line `"""…"""`, and the
/// interpolations inside them.
extension Lexer {
    /// A piece of a literal before decoding: source text or an interpolation.
    enum RawPiece {
        case text(Range<Int>)
        case interpolation([Token], line: Int, column: Int)
    }

    /// Lexes a string literal whose first `#` or quote is at the current position.
    ///
    /// - Parameters:
    ///   - pounds: how many `#` delimit the literal.
    ///   - depth: how many interpolations enclose this literal.
    /// - Complexity: O(*n*) in the literal's length.
    mutating func lexStringLiteral(pounds: Int, line: Int, column: Int, depth: Int) -> StringLiteral {
        advance(by: pounds)
        let isMultiLine = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
        let quoteCount = isMultiLine ? 3 : 1
        advance(by: quoteCount)

        var pieces: [RawPiece] = []
        var textStart = index
        var closingStart: Int?
        while index < scalars.count {
            let scalar = scalars[index]
            if !isMultiLine && Self.isLineBreak(scalar) { break }
            if scalar == "\"", !isMultiLine || (peek(1) == "\"" && peek(2) == "\""),
                hasPounds(pounds, at: index + quoteCount)
            {
                closingStart = index
                pieces.append(.text(textStart..<index))
                advance(by: quoteCount + pounds)
                break
            }
            guard scalar == "\\", hasPounds(pounds, at: index + 1) else {
                advance()
                continue
            }
            if peek(1 + pounds) == "(" && depth < Self.maximumInterpolationDepth {
                pieces.append(.text(textStart..<index))
                let interpolationLine = self.line
                let interpolationColumn = self.column
                advance(by: pounds + 2)
                let (tokens, isClosed) = lexInterpolation(isSingleLine: !isMultiLine, depth: depth + 1)
                pieces.append(.interpolation(tokens, line: interpolationLine, column: interpolationColumn))
                textStart = index
                if !isClosed { break }
            } else {
                // An escape: step over the escaped scalar so `\"` does not close.
                advance(by: pounds + 1)
                if let next = peek(), isMultiLine || !Self.isLineBreak(next) { advance() }
            }
        }

        let isTerminated = closingStart != nil
        if !isTerminated {
            if textStart < index { pieces.append(.text(textStart..<index)) }
            problems.append(Problem(message: "unterminated string literal", line: line, column: column))
        }
        var segments: [StringLiteral.Segment] = []
        if isMultiLine {
            segments = multiLineSegments(pieces, pounds: pounds, closingStart: closingStart)
        } else {
            for piece in pieces {
                switch piece {
                case .text(let range):
                    if !range.isEmpty { segments.append(.text(decodeEscapes(scalars[range], pounds: pounds))) }
                case .interpolation(let tokens, let line, let column):
                    segments.append(.interpolation(tokens, line: line, column: column))
                }
            }
        }
        return StringLiteral(
            segments: segments, delimiterLength: pounds, isMultiLine: isMultiLine, isTerminated: isTerminated)
    }

    /// Lexes the tokens of `\( … )` up to the matching `)`, which it consumes.
    ///
    /// Returns `isClosed == false` at the end of the source, or at a line break
    /// in a single-line literal (the literal is then unterminated).
    mutating func lexInterpolation(isSingleLine: Bool, depth: Int) -> (tokens: [Token], isClosed: Bool) {
        var tokens: [Token] = []
        var openParentheses = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == ")" && openParentheses == 0 {
                advance()
                return (tokens, true)
            }
            if isSingleLine && Self.isLineBreak(scalar) { return (tokens, false) }
            let token = nextToken(depth: depth)
            if token.kind == .leftParen { openParentheses += 1 }
            if token.kind == .rightParen { openParentheses -= 1 }
            tokens.append(token)
        }
        return (tokens, false)
    }

    /// Decodes a `"""` literal: drops the line breaks after the opening and
    /// before the closing delimiter, strips the closing delimiter's
    /// indentation from every line, normalises line breaks to `\n`, then
    /// resolves escapes.
    func multiLineSegments(_ pieces: [RawPiece], pounds: Int, closingStart: Int?) -> [StringLiteral.Segment] {
        guard case .text(let firstText)? = pieces.first else { return [] }
        // Content starts after the line break that follows the opening delimiter.
        var contentStart = firstText.lowerBound
        var probe = contentStart
        while probe < firstText.upperBound, Self.isHorizontalSpace(scalars[probe]) { probe += 1 }
        if probe < firstText.upperBound, Self.isLineBreak(scalars[probe]) {
            contentStart = probe + (scalars[probe] == "\r" && probe + 1 < scalars.count && scalars[probe + 1] == "\n" ? 2 : 1)
        }
        // The closing delimiter's indentation, and where the last line break is.
        var indentation: ArraySlice<Unicode.Scalar> = []
        var contentEnd = closingStart ?? scalars.count
        if let closingStart {
            var lineStart = closingStart
            while lineStart > contentStart, Self.isHorizontalSpace(scalars[lineStart - 1]) { lineStart -= 1 }
            if lineStart > contentStart, Self.isLineBreak(scalars[lineStart - 1]) {
                indentation = scalars[lineStart..<closingStart]
                contentEnd = lineStart - 1
                if scalars[contentEnd] == "\n", contentEnd > contentStart, scalars[contentEnd - 1] == "\r" {
                    contentEnd -= 1
                }
            } else if lineStart <= contentStart {
                contentEnd = contentStart
            }
        }

        var segments: [StringLiteral.Segment] = []
        for piece in pieces {
            switch piece {
            case .interpolation(let tokens, let line, let column):
                segments.append(.interpolation(tokens, line: line, column: column))
            case .text(let range):
                let lower = max(range.lowerBound, contentStart)
                let upper = min(range.upperBound, contentEnd)
                guard lower < upper else { continue }
                let stripped = strippingIndentation(lower..<upper, indentation, atLineStart: lower == contentStart)
                let text = decodeEscapes(stripped[...], pounds: pounds)
                if !text.isEmpty { segments.append(.text(text)) }
            }
        }
        return segments
    }

    /// The scalars of `range` with `indentation` removed after each line break
    /// (and at the start when `atLineStart`), line breaks normalised to `\n`.
    func strippingIndentation(
        _ range: Range<Int>, _ indentation: ArraySlice<Unicode.Scalar>, atLineStart: Bool
    ) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(range.count)
        var position = range.lowerBound
        var isLineStart = atLineStart
        while position < range.upperBound {
            if isLineStart {
                var matched = indentation.startIndex
                while matched < indentation.endIndex, position < range.upperBound,
                    scalars[position] == indentation[matched]
                {
                    matched += 1
                    position += 1
                }
                isLineStart = false
                continue
            }
            let scalar = scalars[position]
            position += 1
            if scalar == "\r" {
                if position < range.upperBound, scalars[position] == "\n" { position += 1 }
                result.append("\n")
                isLineStart = true
            } else {
                result.append(scalar)
                isLineStart = scalar == "\n"
            }
        }
        return result
    }

    /// Resolves `\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'`, `\u{…}` and, in
    /// multi-line literals, the line-continuation backslash. In a raw literal
    /// an escape is `\#n` (as many `#` as the delimiter). An invalid escape is
    /// kept as written.
    ///
    /// - Complexity: O(*n*) in the text's length.
    func decodeEscapes(_ text: ArraySlice<Unicode.Scalar>, pounds: Int) -> String {
        var result = String.UnicodeScalarView()
        let end = text.endIndex
        var position = text.startIndex
        func hasPounds(at offset: Int) -> Bool {
            var count = 0
            while count < pounds, offset + count < end, text[offset + count] == "#" { count += 1 }
            return count == pounds
        }
        while position < end {
            let scalar = text[position]
            guard scalar == "\\", hasPounds(at: position + 1), position + 1 + pounds < end else {
                result.append(scalar)
                position += 1
                continue
            }
            let escapeStart = position
            position += 1 + pounds
            let escaped = text[position]
            position += 1
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "\\", "\"", "'": result.append(escaped)
            case "u":
                if let (value, next) = Self.unicodeEscape(in: text, from: position) {
                    result.append(value)
                    position = next
                } else {
                    result.append(contentsOf: text[escapeStart..<position])
                }
            case " ", "\t", "\n":
                // A line continuation: `\`, optional spaces, then a line break.
                var probe = position - 1
                while probe < end, Self.isHorizontalSpace(text[probe]) { probe += 1 }
                if probe < end, text[probe] == "\n" {
                    position = probe + 1
                } else {
                    result.append(contentsOf: text[escapeStart..<position])
                }
            default:
                result.append(contentsOf: text[escapeStart..<position])
            }
        }
        return String(result)
    }

    /// `{1F600}` after `\u`: the scalar and the offset after `}`.
    static func unicodeEscape(in text: ArraySlice<Unicode.Scalar>, from start: Int) -> (Unicode.Scalar, Int)? {
        let end = text.endIndex
        guard start < end, text[start] == "{" else { return nil }
        var value: UInt32 = 0
        var position = start + 1
        while position < end, position - start <= 8, let digit = text[position].hexDigitValue {
            value = value &* 16 &+ digit
            position += 1
        }
        guard position > start + 1, position < end, text[position] == "}",
            let scalar = Unicode.Scalar(value)
        else { return nil }
        return (scalar, position + 1)
    }
}

extension Unicode.Scalar {
    /// The value of a hexadecimal digit (`0`–`9`, `a`–`f`, `A`–`F`), else `nil`:
    /// for the escapes of Swift literals and of `.strings` tables.
    package var hexDigitValue: UInt32? {
        switch self {
        case "0"..."9": value - 48
        case "a"..."f": value - 87
        case "A"..."F": value - 55
        default: nil
        }
    }
}
