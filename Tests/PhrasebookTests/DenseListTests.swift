import Testing
import Foundation
import PhraseTestSupport
@testable import Phrasebook

/// Calibrated rejection (issue 11): in a crowded value list, a name that is
/// not listed must not be matched to a listed one a letter or two away.
@Suite struct DenseListTests {
    /// Pronounceable invented names of one to three words, as product or place names are.
    static func names(_ count: Int, seed: UInt64, avoiding taken: Set<String> = []) -> [String] {
        let syllables = ["ka", "lo", "mi", "ra", "to", "ven", "sul", "dor", "pi", "nek", "ar", "bel", "cor", "da",
                         "fen", "gal", "hu", "is", "jor", "lun", "mar", "nor", "os", "pel", "qui", "ros", "sa", "tin"]
        var random = SplitMix(seed: seed)
        var seen = taken
        var result: [String] = []
        while result.count < count {
            let words = (0..<(1 + Int(random.next() % 3))).map { _ in
                (0..<(2 + Int(random.next() % 2))).map { _ in random.pick(syllables) }.joined()
            }
            let name = words.joined(separator: " ")
            if seen.insert(name).inserted { result.append(name) }
        }
        return result
    }

    static func home(_ names: [String]) -> Catalog {
        var app = App(name: "Home", directory: "generated/Home")
        app.valueTypes["DeviceEntity"] = ValueType(name: "DeviceEntity", kind: .entity, values: names.map { Value(id: $0, title: $0) })
        app.intents["TurnOn"] = Intent(name: "TurnOn", parameters: [
            Parameter(name: "name", typeName: "DeviceEntity", kind: .entity, isOptional: false),
        ])
        app.shortcuts = [Fixtures.shortcut("TurnOn", ["turn on ${name}", "switch on ${name}"])]
        return Catalog(apps: [app])
    }

    @Test func unlistedNamesInAHundredThousandAreNotMatched() {
        let listed = Self.names(100_000, seed: 1234)
        let clock = ContinuousClock()
        let t0 = clock.now
        let catalog = Self.home(listed)
        print("compiled in \(clock.now - t0)")
        let t1 = clock.now
        defer { print("matched in \(clock.now - t1)") }
        let unlisted = Self.names(300, seed: 99, avoiding: Set(listed))
        var matched: [String] = []
        for name in unlisted {
            let result = catalog.match("turn on the \(name)")
            if result.status == .matched { matched.append("\(name) → \(result.parameter("name")?.value ?? "?") \(result.confidence)") }
        }
        print("unlisted names matched: \(matched.count) of \(unlisted.count)\n" + matched.prefix(30).joined(separator: "\n"))
        #expect(Double(matched.count) <= 0.01 * Double(unlisted.count))
    }
}
