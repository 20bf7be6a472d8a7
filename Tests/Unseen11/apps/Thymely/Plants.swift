//
//  Plants.swift
//  Thymely
//

import AppIntents

/// One of the user's plants, by the name they gave it in the app.
struct PlantEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Plant"
    static var defaultQuery = PlantQuery()

    let id: String
    let nickname: String
    let species: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(nickname)", subtitle: "\(species)")
    }
}

struct PlantQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [PlantEntity] {
        try await Garden.shared.plants().filter { identifiers.contains($0.id) }
    }

    /// The user's plants, the thirstiest first.
    func suggestedEntities() async throws -> [PlantEntity] {
        try await Garden.shared.plants(thirstiestFirst: true)
    }
}

enum CareKind: String, AppEnum {
    case water, feed, mist, repot, prune, leafClean

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Care"
    static var caseDisplayRepresentations: [CareKind: DisplayRepresentation] = [
        .water: "a Watering",
        .feed: DisplayRepresentation(title: "a Feed", synonyms: ["Plant Food", "Fertiliser"]),
        .mist: DisplayRepresentation(title: "a Misting", synonyms: ["a Spray"]),
        .repot: DisplayRepresentation(title: "a Repot", synonyms: ["a New Pot"]),
        .prune: DisplayRepresentation(title: "a Prune", synonyms: ["a Trim"]),
        .leafClean: DisplayRepresentation(title: "a Leaf Clean", synonyms: ["a Dusting"]),
    ]
}

enum WateringInterval: String, AppEnum {
    case daily, everyOtherDay, everyThreeDays, weekly, fortnightly, monthly

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "How Often"
    static var caseDisplayRepresentations: [WateringInterval: DisplayRepresentation] = [
        .daily: DisplayRepresentation(title: "Day", synonyms: ["Morning"]),
        .everyOtherDay: DisplayRepresentation(title: "Other Day", synonyms: ["2 Days"]),
        .everyThreeDays: "3 Days",
        .weekly: DisplayRepresentation(title: "Week", synonyms: ["7 Days"]),
        .fortnightly: DisplayRepresentation(title: "Fortnight", synonyms: ["2 Weeks"]),
        .monthly: "Month",
    ]
}
