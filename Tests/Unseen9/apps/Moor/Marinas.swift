//
//  Marinas.swift
//  Moor
//

import AppIntents

struct MarinaEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Marina"
    static var defaultQuery = MarinaQuery()

    let id: String
    let name: String
    let country: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(country)")
    }
}

struct MarinaQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [MarinaEntity] {
        try await Harbours.shared.marinas().filter { identifiers.contains($0.id) }
    }

    /// The marinas on the skipper's passage plan, then their favourites.
    func suggestedEntities() async throws -> [MarinaEntity] {
        try await Harbours.shared.marinas(onPassagePlan: true)
    }
}

enum Nights: String, AppEnum {
    case tonight, twoNights, threeNights, weekend, week

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Nights"
    static var caseDisplayRepresentations: [Nights: DisplayRepresentation] = [
        .tonight: DisplayRepresentation(title: "Tonight", synonyms: ["One Night"]),
        .twoNights: DisplayRepresentation(title: "2 Nights"),
        .threeNights: DisplayRepresentation(title: "3 Nights"),
        .weekend: DisplayRepresentation(title: "the Weekend"),
        .week: DisplayRepresentation(title: "a Week", synonyms: ["7 Nights"]),
    ]
}

enum ExtraNights: String, AppEnum {
    case oneMore, twoMore, threeMore, untilMonday, restOfWeek

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "How Long"
    static var caseDisplayRepresentations: [ExtraNights: DisplayRepresentation] = [
        .oneMore: DisplayRepresentation(title: "One More Night", synonyms: ["Another Night"]),
        .twoMore: DisplayRepresentation(title: "2 More Nights"),
        .threeMore: DisplayRepresentation(title: "3 More Nights"),
        .untilMonday: DisplayRepresentation(title: "Until Monday"),
        .restOfWeek: DisplayRepresentation(title: "the Rest of the Week"),
    ]
}

enum PowerTopUp: String, AppEnum {
    case five, ten, twenty, day

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Power"
    static var caseDisplayRepresentations: [PowerTopUp: DisplayRepresentation] = [
        .five: DisplayRepresentation(title: "5 kWh", synonyms: ["5 Units"]),
        .ten: DisplayRepresentation(title: "10 kWh", synonyms: ["10 Units"]),
        .twenty: DisplayRepresentation(title: "20 kWh", synonyms: ["20 Units"]),
        .day: DisplayRepresentation(title: "a Day", synonyms: ["24 Hours"]),
    ]
}
