import Foundation
import Phrasebook

/// `phrase test --report`: what makes phrases collide, from the catalog
/// (as `phrase lint` finds it) and from the tests (which intents were
/// confused with which).
struct TestReport {
    /// Expanded phrases that reach two meanings.
    var phraseCollisions: [Diagnostic]
    /// Parameter values said the same way ("Paris" the landmark and the collection).
    var valueCollisions: [Diagnostic]
    /// Negative phrases that veto a positive phrase.
    var vetoes: [Diagnostic]
    var confusion: PhraseConfusion

    init(catalog: Catalog, run: PhraseTestRun) {
        let collisions = Linter.collisions(in: catalog).map(\.diagnostic)
        // Linter.collisions reports vetoes as "negative phrase … vetoes …".
        vetoes = collisions.filter { $0.message.hasPrefix("negative phrase") }
        phraseCollisions = collisions.filter { !$0.message.hasPrefix("negative phrase") }
        valueCollisions = Linter.valueCollisions(in: catalog).map(\.diagnostic)
        confusion = run.confusion
    }

    func print(to output: Output) {
        output.line("report:")
        section("phrases that reach two meanings", phraseCollisions.map(\.description), output)
        section("parameter values said the same way", valueCollisions.map(\.description), output)
        section("negative phrases that veto a positive phrase", vetoes.map(\.description), output)
        section("confused in the tests (expected → got)", table(confusion.confusions.map {
            ("\($0.expected) → \($0.actual)", $0.cases)
        }), output)
        section("ambiguous in the tests", table(confusion.ambiguities.map {
            ($0.candidates.joined(separator: " | "), $0.cases)
        }), output)
    }

    private func section(_ title: String, _ lines: [String], _ output: Output) {
        output.line("  \(title):\(lines.isEmpty ? " none" : "")")
        for line in lines { output.line("    \(line)") }
    }

    /// Rows padded to one width: what, how many cases, where.
    private func table(_ rows: [(String, [SourceLocation])]) -> [String] {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { what, cases in
            // `a.phrasetest:6, :7, b.phrasetest:2`: a file is named once per run of its lines.
            var places: [String] = []
            for (i, place) in cases.prefix(5).enumerated() {
                places.append(i > 0 && cases[i - 1].file == place.file ? ":\(place.line)" : "\(place.file):\(place.line)")
            }
            let placesText = places.joined(separator: ", ") + (cases.count > 5 ? ", …" : "")
            return "\(what.padding(toLength: width, withPad: " ", startingAt: 0))  \(cases.count)×  \(placesText)"
        }
    }

    var json: JSON {
        func entries(_ rows: [PhraseConfusion.Entry]) -> JSON {
            .array(rows.map { row in
                .object([
                    ("expected", .string(row.expected)), ("actual", .string(row.actual)),
                    ("cases", .array(row.cases.map { .string("\($0.file):\($0.line)") })),
                ])
            })
        }
        return .object([
            ("phraseCollisions", .array(phraseCollisions.map(\.json))),
            ("valueCollisions", .array(valueCollisions.map(\.json))),
            ("vetoes", .array(vetoes.map(\.json))),
            ("confusions", entries(confusion.confusions)),
            ("ambiguities", .array(confusion.ambiguities.map { row in
                .object([
                    ("candidates", .array(row.candidates.map(JSON.string))),
                    ("cases", .array(row.cases.map { .string("\($0.file):\($0.line)") })),
                ])
            })),
        ])
    }
}
