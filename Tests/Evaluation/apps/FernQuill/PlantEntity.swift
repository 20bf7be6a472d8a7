//
//  PlantEntity.swift
//  FernQuill
//

import AppIntents

/// One of the person's plants. People name their plants, so titles are
/// whatever they typed: "Gerald", "the big Monstera".
public struct PlantEntity: AppEntity {
    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Plant"
    public static var defaultQuery = PlantQuery()

    public let id: UUID
    public let nickname: String
    public let species: String

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(nickname)", subtitle: "\(species)")
    }
}

public struct PlantQuery: EntityQuery {
    public init() {}

    public func entities(for identifiers: [UUID]) async throws -> [PlantEntity] {
        try await Garden.shared.plants(ids: identifiers)
    }

    public func suggestedEntities() async throws -> [PlantEntity] {
        try await Garden.shared.plants()
    }
}
