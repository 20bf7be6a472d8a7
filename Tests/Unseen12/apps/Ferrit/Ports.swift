//
//  Ports.swift
//  Ferrit
//

import AppIntents

/// A port on one of the routes the user follows: the Hebrides, the Greek
/// and Croatian islands, Lofoten, the Gulf of Finland and the Bosphorus.
struct PortEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Port"
    static var defaultQuery = PortQuery()

    let id: String
    let name: String
    let country: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(country)")
    }
}

struct PortQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [PortEntity] {
        try await Timetable.shared.ports().filter { identifiers.contains($0.id) }
    }

    /// The ports on the routes the user follows, the nearest first.
    func suggestedEntities() async throws -> [PortEntity] {
        try await Timetable.shared.ports(followedOnly: true, nearestFirst: true)
    }
}

/// What comes on board with the traveller: it sets the fare and the deck.
enum Vehicle: String, AppEnum {
    case foot, car, campervan, bike, motorbike

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Vehicle"
    static var caseDisplayRepresentations: [Vehicle: DisplayRepresentation] = [
        .foot: DisplayRepresentation(title: "a Foot Passenger", synonyms: ["Just Me"]),
        .car: "a Car",
        .campervan: DisplayRepresentation(title: "a Campervan", synonyms: ["a Motorhome"]),
        .bike: DisplayRepresentation(title: "a Bike", synonyms: ["a Bicycle"]),
        .motorbike: "a Motorbike",
    ]
}
