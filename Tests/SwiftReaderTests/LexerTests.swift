import PhraseTestSupport
import Testing

@testable import SwiftReader

/// The non-trivia tokens of `source`.
func significantTokens(_ source: String) -> [Token] {
    Lexer.tokenize(source).tokens.filter { !$0.isTrivia }
}

/// The literal of the only string literal token in `source`.
func onlyLiteral(_ source: String) -> StringLiteral? {
    let literals = significantTokens(source).compactMap(\.literal)
    return literals.count == 1 ? literals[0] : nil
}

@Suite struct LexerTests {
    @Test func tokenKinds() {
        let tokens = significantTokens(
            "@available(iOS 17, *) public struct S: P { static var x: Int? = 0x1F + 2.5e-3 }")
        #expect(tokens.map(\.kind) == [
            .attribute, .leftParen, .identifier, .number, .comma, .operator, .rightParen,
            .keyword, .keyword, .identifier, .colon, .identifier, .leftBrace,
            .keyword, .keyword, .identifier, .colon, .identifier, .operator, .operator, .number, .operator, .number,
            .rightBrace,
        ])
        #expect(tokens[0].text == "@available")
        #expect(tokens[20].text == "0x1F")
        #expect(tokens[22].text == "2.5e-3")
    }

    @Test func directivesAndRanges() {
        let tokens = significantTokens("#if DEBUG\nlet r = 1..<5\n#else\n#endif")
        #expect(tokens.map(\.text) == ["#if", "DEBUG", "let", "r", "=", "1", "..<", "5", "#else", "#endif"])
        #expect(tokens[0].kind == .directive)
        #expect(tokens[2].isAtStartOfLine)
        #expect(!tokens[3].isAtStartOfLine)
    }

    @Test func identifierForms() {
        let tokens = significantTokens("`class` $0 $project café 日本 🐶 _x1 \\.$project")
        #expect(tokens.map(\.text) == ["`class`", "$0", "$project", "café", "日本", "🐶", "_x1", "\\", ".", "$project"])
        #expect(tokens.prefix(7).allSatisfy { $0.kind == .identifier })
        #expect(tokens[0].name == "class")
        #expect(tokens[7].kind == .backslash)
        #expect(tokens[8].kind == .period)
    }

    @Test func comments() {
        let tokens = Lexer.tokenize("a // line\n/// doc\n/* outer /* inner */ still */ b").tokens
        let comments = tokens.filter { $0.kind == .lineComment || $0.kind == .blockComment }
        #expect(comments.map(\.text) == ["// line", "/// doc", "/* outer /* inner */ still */"])
        #expect(comments.map(\.isDocComment) == [false, true, false])
        #expect(tokens.filter { !$0.isTrivia }.map(\.text) == ["a", "b"])
    }

    @Test func unterminatedBlockCommentIsAProblem() {
        let output = Lexer.tokenize("x\n  /* a /* b */ c")
        #expect(output.problems == [Lexer.Problem(message: "unterminated '/*' comment", line: 2, column: 3)])
        #expect(output.tokens.last?.kind == .blockComment)
    }

    @Test func escapes() {
        let literal = onlyLiteral(#""a\n\t\\\"\'\0\u{1F600}\u{E9}\r""#)
        #expect(literal?.plainText == "a\n\t\\\"'\0😀é\r")
        #expect(literal?.isTerminated == true)
        // An invalid escape is kept as written.
        #expect(onlyLiteral(#""\q\u{ZZ}""#)?.plainText == #"\q\u{ZZ}"#)
    }

    @Test func interpolationWithNestedParenthesesAndStrings() {
        let literal = onlyLiteral(#""a \(f(x, "b \(y)") + (1)) c""#)
        guard let literal, literal.segments.count == 3,
            case .interpolation(let tokens, let line, let column) = literal.segments[1]
        else {
            Issue.record("expected text, interpolation, text: \(String(describing: literal))")
            return
        }
        #expect(literal.segments[0] == .text("a "))
        #expect(literal.segments[2] == .text(" c"))
        #expect((line, column) == (1, 4))
        #expect(tokens.map(\.text).joined() == #"f(x, "b \(y)") + (1)"#)
        let inner = tokens.compactMap(\.literal)
        #expect(inner.count == 1)
        #expect(inner.first?.segments.first == .text("b "))
    }

    @Test func rawStrings() {
        let single = onlyLiteral(###"#"a \n "quoted" \#(x)"#"###)
        #expect(single?.delimiterLength == 1)
        #expect(single?.segments.first == .text(#"a \n "quoted" "#))
        #expect(single?.hasInterpolation == true)
        #expect(onlyLiteral(###"##"a "# \#n b"##"###)?.plainText == ##"a "# \#n b"##)
        #expect(onlyLiteral(###"#"tab\#tend"#"###)?.plainText == "tab\tend")
    }

    @Test func multiLineStringStripsTheClosingIndentation() {
        let source = "let s = \"\"\"\n    Hello \\(name)\n      indented\n\n    last\n    \"\"\"\nlet t = 1"
        let literal = onlyLiteral(source)
        guard let literal, literal.segments.count == 3 else {
            Issue.record("unexpected literal \(String(describing: literal))")
            return
        }
        #expect(literal.isMultiLine)
        #expect(literal.segments[0] == .text("Hello "))
        #expect(literal.segments[2] == .text("\n  indented\n\nlast"))
        #expect(significantTokens(source).last?.line == 7)
    }

    @Test func multiLineLineContinuationAndQuotes() {
        let source = "\"\"\"\n  one \\\n  two \"quoted\" \"\"\n  \"\"\""
        #expect(onlyLiteral(source)?.plainText == "one two \"quoted\" \"\"")
        #expect(onlyLiteral("\"\"\"\n\"\"\"")?.plainText == "")
        #expect(onlyLiteral("\"\"\"\r\n  a\r\n  b\r\n  \"\"\"")?.plainText == "a\nb")
    }

    @Test func rawMultiLineString() {
        let source = "#\"\"\"\n  a \\(not) \\#(yes) \"\"\" b\n  \"\"\"#"
        let literal = onlyLiteral(source)
        #expect(literal?.delimiterLength == 1)
        #expect(literal?.segments.first == .text("a \\(not) "))
        #expect(literal?.segments.last == .text(" \"\"\" b"))
    }

    @Test func unterminatedStringIsAProblemAndLexingGoesOn() {
        let output = Lexer.tokenize("let a = \"open\nlet b = 2")
        #expect(output.problems == [Lexer.Problem(message: "unterminated string literal", line: 1, column: 9)])
        let tokens = output.tokens.filter { !$0.isTrivia }
        #expect(tokens.map(\.text) == ["let", "a", "=", "\"open", "let", "b", "=", "2"])
        #expect(tokens[3].literal?.isTerminated == false)
        #expect(tokens[3].literal?.plainText == "open")
        #expect(Lexer.tokenize("\"\"\"\nabc").problems.count == 1)
        #expect(Lexer.tokenize(#""a \(b"#).problems.count == 1)
    }

    @Test func positionsCountUnicodeScalars() {
        // "é" written as e + combining accent is two scalars; 👍🏽 is two scalars.
        let tokens = significantTokens("let e\u{301} = \"👍🏽\"; x\n  café y")
        let positions = tokens.map { "\($0.text)@\($0.line):\($0.column)" }
        #expect(positions == ["let@1:1", "e\u{301}@1:5", "=@1:8", "\"👍🏽\"@1:10", ";@1:14", "x@1:16", "café@2:3", "y@2:8"])
        let afterCRLF = significantTokens("a\r\nb\rc")
        #expect(afterCRLF.map { "\($0.line):\($0.column)" } == ["1:1", "2:1", "3:1"])
    }

    static let roundTripSamples = [
        Fixtures.codingBridge, Fixtures.landmarks, Fixtures.meditation, Fixtures.coffee,
        ###"x = "\(a("\(b(#"c"#))"))" /* /* */ "\#u{41}" ##"\##(x)"## """"###,
        "\"\"\"\n\t\\(x)\\\n \"\"\"#\u{0}`\u{FFFD}\r\n@ # ## $ 1.e5 0b1..<.5",
    ]

    @Test(arguments: roundTripSamples.indices)
    func roundTripReproducesTheSource(sample: Int) {
        let source = Self.roundTripSamples[sample]
        let tokens = Lexer.tokenize(source).tokens
        #expect(tokens.map(\.text).joined() == source)
        var offset = 0
        for token in tokens {
            #expect(token.range.lowerBound == offset)
            offset = token.range.upperBound
        }
        #expect(offset == source.unicodeScalars.count)
    }

    @Test func roundTripHoldsOnGeneratedInput() {
        let pieces = [
            "\"", "\\", "(", ")", "#", "/*", "*/", "//", "\"\"\"", "\n", "\r", " ", "a", "é", "👍🏽", "\\(", "\\#(", "#\"",
            "\"#", "`", "$", "@", "0x", "1.5", ".", "<", ">", "{", "}", "[", "]", "u{", "\t",
        ]
        var generator = SplitMix(seed: 42)
        for _ in 0..<1500 {
            let length = Int(generator.next() % 24)
            let source = (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let tokens = Lexer.tokenize(source).tokens
            #expect(tokens.map(\.text).joined() == source, "source: \(source.debugDescription)")
        }
    }

    @Test func hostileNestingDoesNotOverflowTheStack() {
        let nested = String(repeating: "\"\\(", count: 5000)
        #expect(Lexer.tokenize(nested).tokens.map(\.text).joined() == nested)
        let pounds = String(repeating: "#", count: 5000) + "\"" + String(repeating: "\"#", count: 2000)
        #expect(Lexer.tokenize(pounds).tokens.map(\.text).joined() == pounds)
        let comments = String(repeating: "/*", count: 5000)
        #expect(Lexer.tokenize(comments).problems.count == 1)
    }
}
