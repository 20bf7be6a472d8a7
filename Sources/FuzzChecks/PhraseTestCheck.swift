import Phrasebook

/// `.phrasetest` parsing of any text: no trap; every diagnostic and case
/// location names the file and a position on its line (after a leading BOM,
/// lines end at `\n`, a trailing `\r` dropped); each case's expectation,
/// written back as `"utterance" => description`, parses to the same
/// utterance and description — what `phrase test` prints after "got" can be
/// pasted into a test file.
enum PhraseTestCheck {
    static let file = "fuzz.phrasetest"

    static func run(_ bytes: [UInt8], _ check: inout Invariants) {
        let source = text(bytes)
        let parsed = PhraseTestFile(parsing: source, path: file)
        var scalars = Array(source.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        // A `\r` that ends a line is not a position of the line.
        scalars = scalars.indices.compactMap { offset in
            scalars[offset] == "\r" && (offset + 1 == scalars.count || scalars[offset + 1] == "\n") ? nil : scalars[offset]
        }
        let lines = SourceLines(scalars) { scalars[$0] == "\n" }
        checkLocations(in: parsed, lines, file: file, &check)
        check.expect(parsed.diagnostics.allSatisfy { !$0.message.isEmpty }, "a diagnostic has an empty message")
        var seenLines = Set<Int>()
        for diagnostic in parsed.diagnostics {
            check.expect(seenLines.insert(diagnostic.location.line).inserted, "two diagnostics for line \(diagnostic.location.line)")
        }
        for testCase in parsed.cases {
            check.expect(!seenLines.contains(testCase.location.line), "line \(testCase.location.line) is a case and malformed")
            check.expect(!testCase.utterance.isEmpty, "case at \(testCase.location) has an empty utterance")
            let description = testCase.expectation.description
            let line = PhraseTestSyntax.quoted(testCase.utterance) + " => " + description
            let reparsed = PhraseTestFile(parsing: line, path: file)
            check.expect(
                reparsed.diagnostics.isEmpty && reparsed.cases.count == 1,
                "\(line.debugDescription) (the case at \(testCase.location), written back) does not parse: \(reparsed.diagnostics)")
            guard let again = reparsed.cases.first else { continue }
            check.expect(again.utterance == testCase.utterance, "utterance \(testCase.utterance.debugDescription) reads back as \(again.utterance.debugDescription)")
            check.expect(
                again.expectation.description == description,
                "expectation \(description.debugDescription) reads back as \(again.expectation.description.debugDescription)")
        }
    }
}
