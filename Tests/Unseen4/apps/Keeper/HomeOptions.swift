//
//  HomeOptions.swift
//  Keeper
//

import AppIntents

enum ArmMode: String, AppEnum {
    case away, home, night, vacation

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
    static var caseDisplayRepresentations: [ArmMode: DisplayRepresentation] = [
        .away: DisplayRepresentation(title: "Away", synonyms: ["Away Mode", "Full Arm"]),
        .home: DisplayRepresentation(title: "Home", synonyms: ["Home Mode", "Stay Mode", "Perimeter Only"]),
        .night: DisplayRepresentation(title: "Night", synonyms: ["Night Mode", "Sleep Mode"]),
        .vacation: DisplayRepresentation(title: "Vacation", synonyms: ["Vacation Mode", "Holiday Mode"]),
    ]
}

/// A camera or doorbell the user has installed.
struct CameraEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Camera"
    static var defaultQuery = CameraQuery()

    let id: String
    let name: String
    let isOnline: Bool

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: isOnline ? "Live" : "Offline")
    }
}

struct CameraQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CameraEntity] {
        try await Hub.shared.cameras().filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [CameraEntity] {
        try await Hub.shared.cameras()
    }
}
