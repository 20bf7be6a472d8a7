//
//  Entities.swift
//  Nyra
//

import AppIntents

struct ShowEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Show"
    static var defaultQuery = ShowQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct ShowQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ShowEntity] {
        await Subscriptions.shared.shows(ids: identifiers)
    }

    func suggestedEntities() async throws -> [ShowEntity] {
        await Subscriptions.shared.all()
    }
}
