//
//  ParkingEntities.swift
//  Parkly
//

import AppIntents

/// A parking zone or car park the driver has saved (each has a council location code).
struct ZoneEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Parking Zone"
    static var defaultQuery = ZoneQuery()

    let id: String
    let name: String
    let locationCode: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "Location \(locationCode)")
    }
}

struct ZoneQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ZoneEntity] {
        try await SavedZones.shared.zones(ids: identifiers)
    }

    func suggestedEntities() async throws -> [ZoneEntity] {
        try await SavedZones.shared.all()
    }
}

/// A vehicle on the driver's account (number plate kept off the spoken name).
struct VehicleEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Vehicle"
    static var defaultQuery = VehicleQuery()

    let id: String
    let nickname: String
    let plate: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(nickname)", subtitle: "\(plate)")
    }
}

struct VehicleQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [VehicleEntity] {
        try await Garage.shared.vehicles().filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [VehicleEntity] {
        try await Garage.shared.vehicles()
    }
}
