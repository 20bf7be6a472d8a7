import Foundation
import Phrasebook
import PhraseTestSupport

/// Generated apps and utterances for measurements.
///
/// A generated app is a real phrase folder (Swift source and
/// `entities/PlaceEntity.json`), so the compile and start-up figures go
/// through the same reader as a user's apps. Entity titles are made of
/// syllables so the words are pronounceable and mostly distinct, as product
/// or place names are; one app expands to `templates.count × values`
/// phrases plus two fixed ones.
struct Workload {
    var random: SplitMix

    init(seed: UInt64 = 42) { random = SplitMix(seed: seed) }

    static let syllables = ["ka", "lo", "mi", "ra", "to", "ven", "sul", "dor", "pi", "nek", "ar", "bel", "cor", "da",
                            "fen", "gal", "hu", "is", "jor", "lun", "mar", "nor", "os", "pel", "qui", "ros", "sa", "tin"]

    /// App names of the several-apps layout (the first is the one-app layout's).
    static let appNames = ["Atlas", "Beacon", "Compass", "Drifter", "Ember", "Fjord", "Grove", "Harbor", "Island", "Juniper"]

    /// The ten phrase templates over `place`, in `${…}` notation.
    static let placeTemplates = [
        "Open ${place} in ${applicationName}", "Show ${place} on ${applicationName}",
        "Take me to ${place} with ${applicationName}", "Find ${place} in ${applicationName}",
        "Go to ${place} with ${applicationName}", "Look up ${place} in ${applicationName}",
        "Pull up ${place} in ${applicationName}", "Bring up ${place} on ${applicationName}",
        "Display ${place} in ${applicationName}", "Plan a trip to ${place} with ${applicationName}",
    ]

    mutating func word() -> String {
        (0..<(2 + Int(random.next() % 2))).map { _ in random.pick(Self.syllables) }.joined()
    }

    /// `count` distinct titles of one to three words.
    mutating func titles(_ count: Int, avoiding taken: Set<String> = []) -> [String] {
        var seen = taken
        var titles: [String] = []
        titles.reserveCapacity(count)
        while titles.count < count {
            let title = (0..<(1 + Int(random.next() % 3))).map { _ in word() }.joined(separator: " ")
            guard seen.insert(title).inserted else { continue }
            titles.append(title.capitalized)
        }
        return titles
    }

    /// Writes a phrases folder of `apps` apps sharing `values` values (each app
    /// gets `values / apps` of its own) and returns the titles per app.
    mutating func writePhraseFolder(at directory: String, apps: Int, values: Int) throws -> [[String]] {
        let manager = FileManager.default
        try? manager.removeItem(atPath: directory)
        var perApp: [[String]] = []
        var taken = Set<String>()
        for a in 0..<apps {
            let name = Self.appNames[a]
            let folder = directory + "/" + name
            try manager.createDirectory(atPath: folder + "/entities", withIntermediateDirectories: true)
            let titles = self.titles(values / apps, avoiding: taken)
            taken.formUnion(titles.map { $0.lowercased() })
            perApp.append(titles)
            try Self.source(app: name).write(toFile: folder + "/Shortcuts.swift", atomically: true, encoding: .utf8)
            var json = "[\n"
            for (n, title) in titles.enumerated() {
                json += "  {\"id\": \"p\(n)\", \"title\": \"\(title)\", \"synonyms\": []}\(n + 1 < titles.count ? "," : "")\n"
            }
            json += "]\n"
            try json.write(toFile: folder + "/entities/PlaceEntity.json", atomically: true, encoding: .utf8)
        }
        return perApp
    }

    /// The Swift source of one generated app.
    static func source(app: String) -> String {
        let phrases = placeTemplates.map { template in
            "                \"" + template.replacingOccurrences(of: "${place}", with: "\\(\\.$place)")
                .replacingOccurrences(of: "${applicationName}", with: "\\(.applicationName)") + "\""
        }.joined(separator: ",\n")
        return """
            import AppIntents

            struct PlaceEntity: AppEntity {
                static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Place")
            }

            struct OpenPlaceIntent: AppIntent {
                static let title: LocalizedStringResource = "Open Place"
                @Parameter(title: "Place", requestValueDialog: "Which place?")
                var place: PlaceEntity
            }

            struct NavigateIntent: AppIntent {
                static let title: LocalizedStringResource = "Navigate"
            }

            struct \(app)Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(
                        intent: OpenPlaceIntent(),
                        phrases: [
            \(phrases)
                        ],
                        shortTitle: "Open Place",
                        systemImageName: "mappin"
                    )
                    AppShortcut(
                        intent: NavigateIntent(),
                        phrases: ["Start navigation in \\(.applicationName)", "Navigate with \\(.applicationName)"],
                        shortTitle: "Navigate",
                        systemImageName: "location"
                    )
                }
                static var negativePhrases: NegativeAppShortcutPhrases {
                    NegativeAppShortcutPhrases(phrases: ["Stop navigation"])
                }
            }

            """
    }

    /// Minor words a transcript may drop.
    static let minorWords: Set<String> = ["in", "on", "with", "to", "a", "me", "up"]
    static let fillers = ["hey", "um", "please", "can you", "uh please", "hey can you"]
    static let unrelated = ["what is the weather like tomorrow", "set a timer for ten minutes", "call mom",
                            "how tall is the eiffel tower", "play some jazz music", "remind me to buy milk",
                            "turn up the volume", "what time is it in tokyo"]

    /// Half unrelated requests, half a phrase of the app with a value it does not have.
    mutating func noMatch(app: String) -> String {
        if random.next() % 2 == 0 { return random.pick(Self.unrelated) }
        return "order \(word()) \(word()) pizza from \(app.lowercased())"
    }
}
