import Testing
@testable import Phrasebook

@Suite struct JSONTests {
    @Test func roundTrip() throws {
        let text = #"{"b":[1,2.5,-3e2,true,false,null],"a":"x\"y\\z\n\u00e9\ud83d\ude00","c":{}}"#
        let value = try JSON(parsing: text)
        #expect(value["b"]?.arrayValue?.count == 6)
        #expect(value["a"]?.stringValue == "x\"y\\z\né😀")
        let again = try JSON(parsing: value.serialized)
        #expect(again == value)
        #expect(value.serialized.hasPrefix(#"{"b":"#))
        #expect(!value.serialized.contains("\n"))
    }

    @Test(arguments: [
        ("", 1, 1), ("{", 1, 2), ("[1,]", 1, 4), ("{\"a\" 1}", 1, 6), ("[01]", 1, 2), ("\"abc", 1, 1),
        ("[1]\n x", 2, 2), ("{\"a\":tru}", 1, 6), ("\"\\q\"", 1, 2),
    ])
    func reportsPosition(_ text: String, _ line: Int, _ column: Int) {
        do {
            _ = try JSON(parsing: text)
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.line == line && error.column == column, "\(text): \(error)")
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSON(parsing: deep) }
    }

    @Test func controlCharactersAreEscaped() {
        #expect(JSON.string("a\u{1}b\u{2028}").serialized == #""a\u0001b\u2028""#)
    }

    /// The byte writer (daemon responses) writes exactly what `serialized` does.
    @Test(arguments: [
        "plain", "", "quote \" backslash \\ slash /", "new\nline\r\ttab \u{8}\u{C}\u{0}\u{1F}\u{7F}",
        "line\u{2028}para\u{2029}", "dash — ’quote’ …", "Café 😀 日本", "\u{E2}",
    ])
    func bytesMatchTheString(_ text: String) throws {
        let value = JSON.object([("k", .string(text)), ("n", .array([.number(1), .number(2.5), .number(-3e20), .null, .bool(true)]))])
        var bytes: [UInt8] = []
        value.write(to: &bytes)
        #expect(bytes == Array(value.serialized.utf8))
        #expect(try JSON(parsing: bytes) == value)
    }
}
