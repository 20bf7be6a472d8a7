//
//  PetOptions.swift
//  Pawse
//

import AppIntents

/// A pet in the household.
struct PetEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Pet"
    static var defaultQuery = PetQuery()

    let id: String
    let name: String
    let species: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(species)", image: .init(systemName: "pawprint.fill"))
    }
}

struct PetQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [PetEntity] {
        try await Household.shared.pets().filter { identifiers.contains($0.id) }
    }

    /// Every pet in the household, the most walked first.
    func suggestedEntities() async throws -> [PetEntity] {
        try await Household.shared.pets()
    }
}

enum WalkLength: String, AppEnum {
    case ten, twenty, thirty, fortyFive, hour, twoHours

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Length"
    static var caseDisplayRepresentations: [WalkLength: DisplayRepresentation] = [
        .ten: "10 Minutes",
        .twenty: "20 Minutes",
        .thirty: DisplayRepresentation(title: "30 Minutes", synonyms: ["Half an Hour"]),
        .fortyFive: "45 Minutes",
        .hour: DisplayRepresentation(title: "1 Hour", synonyms: ["an Hour"]),
        .twoHours: DisplayRepresentation(title: "2 Hours", synonyms: ["a Couple of Hours", "Ages"]),
    ]

    var minutes: Int {
        switch self {
        case .ten: 10
        case .twenty: 20
        case .thirty: 30
        case .fortyFive: 45
        case .hour: 60
        case .twoHours: 120
        }
    }
}

enum VisitType: String, AppEnum {
    case checkup, vaccination, nails, dental, neutering

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Visit"
    static var caseDisplayRepresentations: [VisitType: DisplayRepresentation] = [
        .checkup: DisplayRepresentation(title: "a Checkup", synonyms: ["an Annual Checkup", "a Health Check"]),
        .vaccination: DisplayRepresentation(title: "Vaccinations", synonyms: ["Booster Jabs", "Jabs"]),
        .nails: DisplayRepresentation(title: "a Nail Trim", synonyms: ["Claw Clipping"]),
        .dental: DisplayRepresentation(title: "a Dental Clean", synonyms: ["Teeth Cleaning"]),
        .neutering: DisplayRepresentation(title: "Neutering", synonyms: ["the Snip"]),
    ]
}
