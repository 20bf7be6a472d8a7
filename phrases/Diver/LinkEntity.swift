//
//  LinkEntity.swift
//  Diver
//

import AppIntents
import Foundation

/// A saved link, as App Intents and the widgets see it.
public struct LinkEntity: AppEntity {
    public enum Status: String, Codable, Sendable { case processing, ready, failed }

    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Link"
    public static var defaultQuery = LinkEntityQuery()

    public let id: UUID
    public let url: URL
    public let title: String?
    public let summary: String?
    public let tags: [String]
    public let status: Status
    public let createdAt: Date

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(title ?? url.host() ?? url.absoluteString)",
            subtitle: "\(url.host() ?? "")"
        )
    }
}

public struct LinkEntityQuery: EntityStringQuery {
    public init() {}

    public func entities(for identifiers: [UUID]) async throws -> [LinkEntity] {
        try await LinkStore.shared.links(ids: identifiers).map(LinkEntity.init)
    }

    public func entities(matching string: String) async throws -> [LinkEntity] {
        try await LinkStore.shared.search(string).map(LinkEntity.init)
    }

    public func suggestedEntities() async throws -> [LinkEntity] {
        try await LinkStore.shared.recent(limit: 20).map(LinkEntity.init)
    }
}
