//
//  StationEntity.swift
//  Farely
//

import AppIntents

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
        try await StationDirectory.shared.stations(ids: identifiers)
    }

    func entities(matching string: String) async throws -> [StationEntity] {
        try await StationDirectory.shared.search(string)
    }

    /// Stations the traveller has bought tickets to, plus the ones they starred.
    func suggestedEntities() async throws -> [StationEntity] {
        try await TravelHistory.shared.frequentDestinations(limit: 25)
    }
}
