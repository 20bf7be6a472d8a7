//  HomeEntities.swift
//  Tyde
//
//  Devices and rooms come from the hub; the suggested ones are what the
//  person has pinned in the app.

import AppIntents

struct DeviceEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Device"
    static let defaultQuery = DeviceQuery()

    let id: String
    let name: String
    let room: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(room)")
    }
}

struct DeviceQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [DeviceEntity] {
        try await HomeHub.shared.devices(ids: identifiers).map(DeviceEntity.init)
    }

    func suggestedEntities() async throws -> [DeviceEntity] {
        try await HomeHub.shared.pinnedDevices().map(DeviceEntity.init)
    }
}

struct RoomEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Room"
    static let defaultQuery = RoomQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct RoomQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [RoomEntity] {
        try await HomeHub.shared.rooms(ids: identifiers).map(RoomEntity.init)
    }

    func suggestedEntities() async throws -> [RoomEntity] {
        try await HomeHub.shared.rooms().map(RoomEntity.init)
    }
}
