//
//  PetEntity.swift
//  Kibo
//

import AppIntents

struct PetEntity: AppEntity, Identifiable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Pet"
    static var defaultQuery = PetQuery()

    let id: String
    let name: String
    let species: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(species)", image: .init(systemName: "pawprint"))
    }
}

struct PetQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [PetEntity] {
        try await Household.shared.pets().filter { identifiers.contains($0.id) }
    }

    /// Every pet in the household (shared with the family).
    func suggestedEntities() async throws -> [PetEntity] {
        try await Household.shared.pets()
    }
}

enum CareActivity: String, AppEnum {
    case meal, walk, meds, flea, litter

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Activity"
    static var caseDisplayRepresentations: [CareActivity: DisplayRepresentation] = [
        .meal: DisplayRepresentation(title: "Dinner", synonyms: ["Breakfast", "a Meal"]),
        .walk: DisplayRepresentation(title: "a Walk", synonyms: ["Walkies"]),
        .meds: DisplayRepresentation(title: "Medicine", synonyms: ["Tablets", "Meds"]),
        .flea: DisplayRepresentation(title: "Flea Treatment", synonyms: ["Flea Drops"]),
        .litter: DisplayRepresentation(title: "a Litter Change", synonyms: ["Clean Litter"]),
    ]
}
