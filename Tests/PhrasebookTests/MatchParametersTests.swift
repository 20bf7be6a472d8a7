import Foundation
import Testing
@testable import Phrasebook

/// Every number the matcher weighs by is a `MatchParameters` field that can
/// be set by name, and none hides as a literal elsewhere in the matcher.
@Suite struct MatchParametersTests {
    /// `fields` names every stored property, once, in declaration order:
    /// a parameter added without a name could not be swept.
    @Test func everyParameterHasAName() {
        let stored = Mirror(reflecting: MatchParameters()).children.compactMap(\.label)
        #expect(MatchParameters.fields.map(\.name) == stored)
    }

    @Test func aParameterIsSetByName() throws {
        let changed = try MatchParameters().setting(["weakAppNameSimilarity=0.55", "maximumHypotheses = 3"])
        #expect(changed.weakAppNameSimilarity == 0.55)
        #expect(changed.maximumHypotheses == 3)
        #expect(changed.changes == ["weakAppNameSimilarity=0.55", "maximumHypotheses=3"])
        #expect(MatchParameters().changes.isEmpty)
        #expect(MatchParameters().assignments.count == MatchParameters.fields.count)
    }

    @Test func aBadSettingSaysWhatIsWrong() {
        #expect(throws: MatchParameters.SettingError(description: "no match parameter 'weakName'; did you mean weakNameWordShareWeakest, weakNameWordShareStrong, weakNameWholeSound?")) {
            try MatchParameters().setting("weakName=1")
        }
        #expect(throws: MatchParameters.SettingError(description: "threshold takes a number of at least 0, not 'high'")) {
            try MatchParameters().setting("threshold=high")
        }
        #expect(throws: MatchParameters.SettingError(description: "maximumHypotheses takes a whole number of at least 0, not '2.5'")) {
            try MatchParameters().setting("maximumHypotheses=2.5")
        }
        #expect(throws: MatchParameters.SettingError(description: "'threshold' is not name=value")) {
            try MatchParameters().setting("threshold")
        }
    }

    /// The threshold is a parameter like the others; `MatchOptions`' own
    /// `threshold` reads and writes it.
    @Test func theThresholdIsAParameter() throws {
        var options = MatchOptions(parameters: try MatchParameters().setting("threshold=0.8"))
        #expect(options.threshold == 0.8)
        options.threshold = 0.7
        #expect(options.parameters.threshold == 0.7)
        #expect(MatchOptions(threshold: 0.9, parameters: try MatchParameters().setting("threshold=0.8")).threshold == 0.9)
        #expect(MatchOptions.defaultThreshold == MatchParameters().threshold)
    }

    /// A parameter changes what the matcher says, without a rebuild: a
    /// reading just above the shipped threshold is no match above it.
    @Test func aParameterChangesTheAnswer() throws {
        let catalog = try Catalog(loadingFrom: GoldenTests.phrases.appendingPathComponent("Landmarks").path)
        let utterance = "open niagra falls in land marks"
        let shipped = catalog.match(utterance)
        #expect(shipped.status == .matched)
        let stricter = catalog.match(utterance, options: MatchOptions(parameters: try MatchParameters().setting("threshold=\(shipped.confidence + 0.001)")))
        #expect(stricter.status == .noMatch)
    }

    /// No decimal literal in the matcher's code but in `MatchParameters.swift`
    /// and named constants (`static let`): a number that weighs a reading
    /// belongs among the parameters, where it can be found and swept.
    @Test func theMatcherHasNoStrayNumbers() throws {
        let root = EvaluationSet.root
        let decimal = try Regex(#"(?:^|[^\w.])(\d+\.\d+|\d+e-\d+)(?![\w.])"#)
        var found: [String] = []
        for folder in ["Sources/Phrasebook/Match", "Sources/Phrasebook/Index"] {
            let directory = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            where name.hasSuffix(".swift") && name != "MatchParameters.swift" {
                let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                    guard !code.contains("static let") else { continue }
                    for match in code.matches(of: decimal) {
                        guard let literal = match.output[1].substring, !["0.0", "1.0"].contains(literal) else { continue }
                        found.append("\(folder)/\(name):\(number + 1): \(literal)")
                    }
                }
            }
        }
        #expect(found.isEmpty, "numbers outside MatchParameters: \(found.joined(separator: ", "))")
    }
}
