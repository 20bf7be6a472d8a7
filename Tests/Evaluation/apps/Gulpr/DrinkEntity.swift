//
//  DrinkEntity.swift
//  Gulpr
//

import AppIntents

/// A drink the person logs: the built-in ones and any they add.
struct DrinkEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
    static var defaultQuery = DrinkQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", image: .init(systemName: "cup.and.saucer"))
    }
}

struct DrinkQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [DrinkEntity] {
        await DrinkStore.shared.drinks(ids: identifiers).map { DrinkEntity(id: $0.id, name: $0.name) }
    }

    /// Most logged first.
    func suggestedEntities() async throws -> [DrinkEntity] {
        await DrinkStore.shared.favourites(limit: 12).map { DrinkEntity(id: $0.id, name: $0.name) }
    }
}
