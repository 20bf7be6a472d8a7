//
//  TagEntity.swift
//  Diver
//

import AppIntents
import SwiftData

/// A tag the person uses to organise links. Tags are user data, so this is
/// an entity with a query rather than an enum.
public struct TagEntity: AppEntity, Identifiable {
    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Tag"
    public static var defaultQuery = TagEntityQuery()

    public let id: String
    public let name: String

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", image: .init(systemName: "tag"))
    }
}

public struct TagEntityQuery: EntityQuery {
    public init() {}

    public func entities(for identifiers: [TagEntity.ID]) async throws -> [TagEntity] {
        try await TagStore.shared.tags(ids: identifiers).map { TagEntity(id: $0.id, name: $0.name) }
    }

    /// The tags in use, most used first.
    public func suggestedEntities() async throws -> [TagEntity] {
        try await TagStore.shared.tagsByUse().map { TagEntity(id: $0.id, name: $0.name) }
    }
}
