//
//  Flights.swift
//  GateWatch
//

import AppIntents

/// A flight the user follows, by its flight number.
struct TrackedFlightEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Flight"
    static var defaultQuery = TrackedFlightQuery()

    let id: String
    let number: String
    let nickname: String?

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(number)", subtitle: "\(nickname ?? "")", image: .init(systemName: "airplane"))
    }
}

struct TrackedFlightQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [TrackedFlightEntity] {
        try await Tracker.shared.followed().filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [TrackedFlightEntity] {
        try await Tracker.shared.followed()
    }
}

/// An airport, by its name as travellers say it.
struct AirportEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Airport"
    static var defaultQuery = AirportQuery()

    let id: String   // IATA code
    let name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(id)")
    }
}

struct AirportQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [AirportEntity] {
        try await Airports.shared.lookup(identifiers)
    }

    func entities(matching string: String) async throws -> [AirportEntity] {
        try await Airports.shared.search(string)
    }

    /// Saved and recent airports.
    func suggestedEntities() async throws -> [AirportEntity] {
        try await Airports.shared.saved()
    }
}

enum FlightEvent: String, AppEnum {
    case gateChange, boarding, delay, landing, everything

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Alerts"
    static var caseDisplayRepresentations: [FlightEvent: DisplayRepresentation] = [
        .gateChange: DisplayRepresentation(title: "Gate Changes", synonyms: ["the Gate"]),
        .boarding: DisplayRepresentation(title: "Boarding", synonyms: ["the Boarding Call"]),
        .delay: DisplayRepresentation(title: "Delays", synonyms: ["Delays and Cancellations"]),
        .landing: DisplayRepresentation(title: "Landing", synonyms: ["Touchdown"]),
        .everything: DisplayRepresentation(title: "Everything", synonyms: ["All Changes"]),
    ]
}
