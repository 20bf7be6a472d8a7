/// Phrase templates: string literals whose interpolations are App Shortcuts tokens.
extension Extractor {
    /// Reads `phrases: [ "…", "…", ]`. An element that is not a string
    /// literal is reported and left out; so is a non-literal list.
    mutating func readPhrases(in region: Range<Int>) -> [PhraseDeclaration] {
        let tokens = stream.tokens
        guard region.count >= 1, tokens[region.lowerBound].kind == .leftBracket,
            stream.matching[region.lowerBound] == region.upperBound - 1
        else {
            report(
                "cannot read phrases built at run time; write `phrases:` as an array of string literals",
                at: region.lowerBound)
            return []
        }
        var phrases: [PhraseDeclaration] = []
        for element in stream.commaSeparated(stream.contents(ofGroupAt: region.lowerBound)) {
            if let (index, _) = stream.stringLiteral(in: element) {
                if let phrase = readPhrase(at: index) { phrases.append(phrase) }
            } else if tokens[element.lowerBound].isIdentifier("AppShortcutPhrase") {
                report(
                    "cannot read `AppShortcutPhrase<…>.init(…)`; write the phrase as a string literal "
                        + "such as \"Open \\(\\.$item) in \\(.applicationName)\"", at: element.lowerBound)
            } else {
                report(
                    "cannot read a phrase built at run time; only string literals are read",
                    at: element.lowerBound)
            }
        }
        return phrases
    }

    /// The phrase written by the string literal token at `index`, or `nil`
    /// (reported) when an interpolation is neither App Shortcuts token. An
    /// unterminated literal is left out; the lexer has reported it.
    mutating func readPhrase(at index: Int) -> PhraseDeclaration? {
        guard let literal = stream.tokens[index].literal, literal.isTerminated else { return nil }
        var segments: [PhraseSegment] = []
        var isReadable = true
        for segment in literal.segments {
            switch segment {
            case .text(let text):
                if case .text(let previous)? = segments.last {
                    segments[segments.count - 1] = .text(previous + text)
                } else if !text.isEmpty {
                    segments.append(.text(text))
                }
            case .interpolation(let tokens, let line, let column):
                if let token = Self.phraseToken(tokens.filter { !$0.isTrivia }) {
                    segments.append(token)
                } else {
                    let written = tokens.map(\.text).joined().trimmingWhitespace()
                    report(
                        "cannot read the interpolation `\\(\(written))` in a phrase; only `\\(.applicationName)` "
                            + "and `\\(\\.$parameter)` are read; the phrase is skipped", line: line, column: column)
                    isReadable = false
                }
            }
        }
        guard isReadable else { return nil }
        return PhraseDeclaration(segments: segments, location: stream.location(of: index))
    }

    /// `.applicationName`, `AppShortcutPhraseToken.applicationName`, `\.$x`, `\SomeIntent.$x`.
    static func phraseToken(_ tokens: [Token]) -> PhraseSegment? {
        let kinds = tokens.map(\.kind)
        if kinds == [.period, .identifier], tokens[1].text == "applicationName" { return .applicationName }
        if kinds == [.identifier, .period, .identifier], tokens[0].text == "AppShortcutPhraseToken",
            tokens[2].text == "applicationName"
        {
            return .applicationName
        }
        guard tokens.count >= 3, tokens[0].kind == .backslash, let last = tokens.last,
            last.kind == .identifier, last.text.hasPrefix("$"), last.text.count > 1,
            tokens[tokens.count - 2].kind == .period
        else { return nil }
        // Between `\` and `.$x`: nothing, or a (dotted) type name.
        let root = tokens[1..<(tokens.count - 2)]
        for (offset, token) in root.enumerated() where token.kind != (offset % 2 == 0 ? .identifier : .period) {
            return nil
        }
        guard root.isEmpty || root.last?.kind == .identifier else { return nil }
        return .parameter(String(last.text.dropFirst()))
    }
}

extension String {
    /// The string without leading and trailing whitespace and line breaks.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
