//
//  Gyms.swift
//  Bouldr
//

import AppIntents

struct GymEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Gym"
    static var defaultQuery = GymQuery()

    let id: String
    let name: String
    let city: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(city)")
    }
}

struct GymQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [GymEntity] {
        try await Gyms.shared.all().filter { identifiers.contains($0.id) }
    }

    /// The member's home gym first, then the gyms they have visited.
    func suggestedEntities() async throws -> [GymEntity] {
        try await Gyms.shared.visited(homeFirst: true)
    }
}

/// V grades, with the Font grade European gyms put on the wall.
enum Grade: String, AppEnum {
    case v0, v1, v2, v3, v4, v5, v6

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Grade"
    static var caseDisplayRepresentations: [Grade: DisplayRepresentation] = [
        .v0: DisplayRepresentation(title: "V0", synonyms: ["Font 4"]),
        .v1: DisplayRepresentation(title: "V1", synonyms: ["Font 5"]),
        .v2: DisplayRepresentation(title: "V2", synonyms: ["Font 5c"]),
        .v3: DisplayRepresentation(title: "V3", synonyms: ["Font 6a"]),
        .v4: DisplayRepresentation(title: "V4", synonyms: ["Font 6b"]),
        .v5: DisplayRepresentation(title: "V5", synonyms: ["Font 6c"]),
        .v6: DisplayRepresentation(title: "V6", synonyms: ["Font 7a"]),
    ]
}

enum SessionSlot: String, AppEnum {
    case tonight, lunchtime, tomorrowMorning, tomorrowEvening, saturday, sunday

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "When"
    static var caseDisplayRepresentations: [SessionSlot: DisplayRepresentation] = [
        .tonight: DisplayRepresentation(title: "Tonight", synonyms: ["This Evening"]),
        .lunchtime: DisplayRepresentation(title: "Lunchtime"),
        .tomorrowMorning: DisplayRepresentation(
            title: "Tomorrow Morning",
            synonyms: ["First Thing Tomorrow"]
        ),
        .tomorrowEvening: DisplayRepresentation(title: "Tomorrow Evening"),
        .saturday: DisplayRepresentation(title: "Saturday", synonyms: ["Saturday Morning"]),
        .sunday: DisplayRepresentation(title: "Sunday"),
    ]
}
