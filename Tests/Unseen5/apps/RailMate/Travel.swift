//
//  Travel.swift
//  RailMate
//

import AppIntents

/// A station the user has saved or travelled to.
struct StationEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Station"
    static var defaultQuery = StationQuery()

    let id: String
    let name: String
    let country: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(country)")
    }
}

struct StationQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [StationEntity] {
        try await Network.shared.stations(ids: identifiers)
    }

    func entities(matching string: String) async throws -> [StationEntity] {
        try await Network.shared.search(string)
    }

    /// Saved stations first, then the last twenty travelled to.
    func suggestedEntities() async throws -> [StationEntity] {
        try await Network.shared.savedAndRecent()
    }
}

enum PassengerMix: String, AppEnum {
    case oneAdult, twoAdults, adultAndChild, family, fourAdults

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Passengers"
    static var caseDisplayRepresentations: [PassengerMix: DisplayRepresentation] = [
        .oneAdult: DisplayRepresentation(title: "1 Adult", synonyms: ["Just Me"]),
        .twoAdults: DisplayRepresentation(title: "2 Adults", synonyms: ["the Two of Us"]),
        .adultAndChild: DisplayRepresentation(title: "1 Adult and 1 Child", synonyms: ["Me and the Kid"]),
        .family: DisplayRepresentation(title: "2 Adults and 2 Children", synonyms: ["the Family", "a Family of Four"]),
        .fourAdults: "4 Adults",
    ]
}

enum TravelClass: String, AppEnum {
    case standard, first, quiet, sleeper

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Class"
    static var caseDisplayRepresentations: [TravelClass: DisplayRepresentation] = [
        .standard: DisplayRepresentation(title: "Standard Class", synonyms: ["Standard", "Second Class"]),
        .first: DisplayRepresentation(title: "First Class", synonyms: ["First"]),
        .quiet: DisplayRepresentation(title: "the Quiet Coach", synonyms: ["the Quiet Carriage"]),
        .sleeper: DisplayRepresentation(title: "a Sleeper", synonyms: ["a Couchette", "a Sleeper Cabin"]),
    ]
}
