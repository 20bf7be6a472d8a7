//
//  Entities.swift
//  Plankify
//

import AppIntents

/// A saved routine: a list of moves with work and rest times.
struct RoutineEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Routine"
    static var defaultQuery = RoutineQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct RoutineQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [RoutineEntity] {
        await RoutineLibrary.shared.routines(ids: identifiers)
    }

    /// The person's saved routines, most recently done first.
    func suggestedEntities() async throws -> [RoutineEntity] {
        await RoutineLibrary.shared.saved()
    }
}

/// How the timer cuts the time: the interval formats the app knows.
enum IntervalStyle: String, AppEnum {
    case tabata, emom, amrap, hiit, stretch

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Interval Style"
    static var caseDisplayRepresentations: [IntervalStyle: DisplayRepresentation] = [
        .tabata: "Tabata",
        .emom: DisplayRepresentation(title: "EMOM", synonyms: ["Every Minute"]),
        .amrap: "AMRAP",
        .hiit: DisplayRepresentation(title: "HIIT", synonyms: ["High Intensity"]),
        .stretch: DisplayRepresentation(title: "Stretch Break", synonyms: ["Cooldown"]),
    ]
}
