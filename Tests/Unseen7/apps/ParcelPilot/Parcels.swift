//
//  Parcels.swift
//  ParcelPilot
//

import AppIntents

struct ParcelEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Parcel"
    static var defaultQuery = ParcelQuery()

    let id: String
    let name: String
    let carrier: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(carrier)")
    }
}

struct ParcelQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ParcelEntity] {
        try await Tracker.shared.parcels().filter { identifiers.contains($0.id) }
    }

    /// Parcels still on their way, the soonest first.
    func suggestedEntities() async throws -> [ParcelEntity] {
        try await Tracker.shared.parcels(inTransit: true)
    }
}

struct CarrierEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Courier"
    static var defaultQuery = CarrierQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct CarrierQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CarrierEntity] {
        Carriers.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [CarrierEntity] {
        Carriers.forRegion(Locale.current.region)
    }
}

struct PickupPointEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Pickup Point"
    static var defaultQuery = PickupPointQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct PickupPointQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [PickupPointEntity] {
        try await Tracker.shared.pickupPoints().filter { identifiers.contains($0.id) }
    }

    /// The user's saved lockers and shops.
    func suggestedEntities() async throws -> [PickupPointEntity] {
        try await Tracker.shared.pickupPoints()
    }
}

enum SafePlace: String, AppEnum {
    case frontDoor, backDoor, porch, shed, neighbour, meterBox, reception

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Safe Place"
    static var caseDisplayRepresentations: [SafePlace: DisplayRepresentation] = [
        .frontDoor: DisplayRepresentation(title: "the Front Door", synonyms: ["the Doorstep"]),
        .backDoor: DisplayRepresentation(title: "the Back Door", synonyms: ["the Back Garden"]),
        .porch: DisplayRepresentation(title: "the Porch"),
        .shed: DisplayRepresentation(title: "the Shed", synonyms: ["the Garden Shed"]),
        .neighbour: DisplayRepresentation(title: "the Neighbours", synonyms: ["Number 12"]),
        .meterBox: DisplayRepresentation(title: "the Meter Box", synonyms: ["the Meter Cupboard"]),
        .reception: DisplayRepresentation(title: "Reception", synonyms: ["the Concierge"]),
    ]
}
