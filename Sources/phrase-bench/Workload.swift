import Phrasebook

/// Generated apps and utterances for measurements: an app whose entity type
/// has `count` values, made of syllables so the words are pronounceable and
/// mostly distinct, as product or place names are.
struct Workload {
    var random = SplitMix(seed: 42)

    static let syllables = ["ka", "lo", "mi", "ra", "to", "ven", "sul", "dor", "pi", "nek", "ar", "bel", "cor", "da",
                            "fen", "gal", "hu", "is", "jor", "lun", "mar", "nor", "os", "pel", "qui", "ros", "sa", "tin"]

    mutating func word() -> String {
        (0..<(2 + Int(random.next() % 2))).map { _ in random.pick(Self.syllables) }.joined()
    }

    mutating func values(_ count: Int) -> [Value] {
        var seen = Set<String>()
        var values: [Value] = []
        values.reserveCapacity(count)
        while values.count < count {
            let title = (0..<(1 + Int(random.next() % 3))).map { _ in word() }.joined(separator: " ")
            guard seen.insert(title).inserted else { continue }
            values.append(Value(id: "v\(values.count)", title: title))
        }
        return values
    }

    /// One app, "Atlas", with five templates over an entity type of `count` values.
    mutating func app(values count: Int) -> App {
        let here = SourceLocation(file: "bench.swift", line: 1, column: 1)
        func template(_ pieces: [Template.Piece]) -> Template { Template(pieces: pieces, location: here) }
        var app = App(name: "Atlas", directory: "generated/Atlas")
        app.valueTypes["PlaceEntity"] = ValueType(name: "PlaceEntity", kind: .entity, values: values(count))
        app.intents["OpenPlaceIntent"] = Intent(name: "OpenPlaceIntent", parameters: [
            Parameter(name: "place", typeName: "PlaceEntity", kind: .entity, isOptional: false),
        ])
        app.intents["NavigateIntent"] = Intent(name: "NavigateIntent")
        var open = Shortcut(intentName: "OpenPlaceIntent", templates: [
            template([.text("Open "), .parameter("place"), .text(" in "), .applicationName]),
            template([.text("Show "), .parameter("place"), .text(" on "), .applicationName]),
            template([.text("Take me to "), .parameter("place"), .text(" with "), .applicationName]),
        ], location: here)
        open.shortTitle = "Open Place"
        var navigate = Shortcut(intentName: "NavigateIntent", templates: [
            template([.text("Start navigation in "), .applicationName]),
            template([.text("Navigate with "), .applicationName]),
        ], location: here)
        navigate.shortTitle = "Navigate"
        app.shortcuts = [open, navigate]
        app.negativePhrases = [template([.text("Stop navigation")])]
        return app
    }
}

/// A small deterministic random generator.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
}
