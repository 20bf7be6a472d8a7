//
//  Stations.swift
//  Onda
//

import AppIntents

/// A live station in the user's favourites.
struct RadioStationEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Station"
    static var defaultQuery = RadioStationQuery()

    let id: String
    let name: String
    let city: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(city)")
    }
}

struct RadioStationQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [RadioStationEntity] {
        try await Directory.shared.stations(ids: identifiers)
    }

    func entities(matching string: String) async throws -> [RadioStationEntity] {
        try await Directory.shared.search(string)
    }

    /// The user's favourites, most played first.
    func suggestedEntities() async throws -> [RadioStationEntity] {
        try await Directory.shared.favourites()
    }
}

enum SleepDuration: String, AppEnum {
    case fifteen, thirty, fortyFive, hour, endOfShow

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Duration"
    static var caseDisplayRepresentations: [SleepDuration: DisplayRepresentation] = [
        .fifteen: DisplayRepresentation(title: "15 Minutes", synonyms: ["a Quarter of an Hour"]),
        .thirty: DisplayRepresentation(title: "30 Minutes", synonyms: ["Half an Hour"]),
        .fortyFive: "45 Minutes",
        .hour: DisplayRepresentation(title: "1 Hour", synonyms: ["an Hour"]),
        .endOfShow: DisplayRepresentation(title: "the End of the Show", synonyms: ["the End of This Show"]),
    ]

    var interval: TimeInterval? {
        switch self {
        case .fifteen: 15 * 60
        case .thirty: 30 * 60
        case .fortyFive: 45 * 60
        case .hour: 60 * 60
        case .endOfShow: nil
        }
    }
}
