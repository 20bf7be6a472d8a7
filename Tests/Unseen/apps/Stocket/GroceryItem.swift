//
//  GroceryItem.swift
//  Stocket
//

import AppIntents

struct GroceryItemEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Item"
    static var defaultQuery = GroceryItemQuery()

    let id: String
    let name: String
    var aisle: String?

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }
}

struct GroceryItemQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [GroceryItemEntity] {
        try await ItemCatalog.shared.items(ids: identifiers)
    }

    func entities(matching string: String) async throws -> [GroceryItemEntity] {
        try await ItemCatalog.shared.search(string)
    }

    /// The household's most frequent items, newest first.
    func suggestedEntities() async throws -> [GroceryItemEntity] {
        try await ItemCatalog.shared.frequent(limit: 25)
    }
}
