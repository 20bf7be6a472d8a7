//
//  Vehicle.swift
//  Glovebox
//

import AppIntents

/// A car paired with a Glovebox dongle.
struct VehicleEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Car"
    static var defaultQuery = VehicleQuery()

    let id: String
    let nickname: String
    let registration: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(nickname)", subtitle: "\(registration)", image: .init(systemName: "car.fill"))
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

enum ClimateSetting: String, AppEnum {
    case eighteen, twenty, twentyTwo, twentyFour, defrost

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Temperature"
    static var caseDisplayRepresentations: [ClimateSetting: DisplayRepresentation] = [
        .eighteen: DisplayRepresentation(title: "18 Degrees", synonyms: ["Cool"]),
        .twenty: "20 Degrees",
        .twentyTwo: DisplayRepresentation(title: "22 Degrees", synonyms: ["Warm"]),
        .twentyFour: DisplayRepresentation(title: "24 Degrees", synonyms: ["Toasty"]),
        .defrost: DisplayRepresentation(title: "Defrost", synonyms: ["Max Defrost"]),
    ]
}
