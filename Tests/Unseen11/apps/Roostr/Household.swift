//
//  Household.swift
//  Roostr
//

import AppIntents

/// Someone in the user's household: family, and whoever else shares the house.
struct HouseholdMemberEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Person"
    static var defaultQuery = HouseholdMemberQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }
}

struct HouseholdMemberQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [HouseholdMemberEntity] {
        try await Household.shared.members().filter { identifiers.contains($0.id) }
    }

    /// Everyone in the household, the grown-ups first.
    func suggestedEntities() async throws -> [HouseholdMemberEntity] {
        try await Household.shared.members(adultsFirst: true)
    }
}

/// The chores on the household's rota.
enum Chore: String, AppEnum {
    case dishes, hoovering, laundry, bathroom, dogWalk, cooking, litterTray, ironing

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Chore"
    static var caseDisplayRepresentations: [Chore: DisplayRepresentation] = [
        .dishes: DisplayRepresentation(title: "the Dishes", synonyms: ["the Washing Up"]),
        .hoovering: DisplayRepresentation(title: "the Hoovering", synonyms: ["the Vacuuming"]),
        .laundry: DisplayRepresentation(title: "the Laundry", synonyms: ["the Washing"]),
        .bathroom: DisplayRepresentation(title: "the Bathroom", synonyms: ["the Loo"]),
        .dogWalk: DisplayRepresentation(title: "the Dog Walk", synonyms: ["the Dog"]),
        .cooking: DisplayRepresentation(title: "the Cooking", synonyms: ["Dinner"]),
        .litterTray: "the Litter Tray",
        .ironing: "the Ironing",
    ]
}
