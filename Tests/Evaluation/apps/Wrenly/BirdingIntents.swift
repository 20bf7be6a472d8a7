//
//  BirdingIntents.swift
//  Wrenly
//

import AppIntents

struct LogSightingIntent: AppIntent {
    static var title: LocalizedStringResource = "Log a Sighting"
    static var openAppWhenRun: Bool = false

    @Parameter(title: "Bird", requestValueDialog: "Which bird?")
    var bird: BirdEntity

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let count = try await Journal.shared.log(bird.id, at: .now)
        return .result(dialog: "Logged. That's \(count) this year.")
    }
}

struct StartWalkIntent: AppIntent {
    static var title: LocalizedStringResource = "Start a Bird Walk"

    @Parameter(title: "Habitat", requestValueDialog: "Where are you walking?")
    var habitat: Habitat

    func perform() async throws -> some IntentResult {
        await Journal.shared.startWalk(in: habitat)
        return .result()
    }
}

enum Habitat: String, AppEnum {
    case wetland, woodland, coast, meadow

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Habitat"
    static var caseDisplayRepresentations: [Habitat: DisplayRepresentation] = [
        .wetland: DisplayRepresentation(title: "Wetland", synonyms: ["Marsh"]),
        .woodland: DisplayRepresentation(title: "Woodland", synonyms: ["Forest"]),
        .coast: DisplayRepresentation(title: "Coast", synonyms: ["Shore"]),
        .meadow: DisplayRepresentation(title: "Meadow"),
    ]
}

struct LifeListIntent: AppIntent {
    static var title: LocalizedStringResource = "Life List"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let total = await Journal.shared.speciesCount()
        return .result(dialog: "You have seen \(total) species.")
    }
}

struct IdentifySongIntent: AppIntent {
    static var title: LocalizedStringResource = "Identify a Song"
    static var openAppWhenRun: Bool = true

    func perform() async throws -> some IntentResult {
        .result()
    }
}
