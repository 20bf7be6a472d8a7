//
//  Entities.swift
//  Wrenly
//

import AppIntents

struct BirdEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Bird"
    static var defaultQuery = BirdQuery()

    let id: String
    let commonName: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(commonName)") }
}

struct BirdQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [BirdEntity] {
        await Checklist.shared.birds(ids: identifiers)
    }

    func suggestedEntities() async throws -> [BirdEntity] {
        await Checklist.shared.regional()
    }
}
