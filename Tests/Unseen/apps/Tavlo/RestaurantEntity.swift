//
//  RestaurantEntity.swift
//  Tavlo
//

import AppIntents

struct RestaurantEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Restaurant"
    static var defaultQuery = RestaurantQuery()

    let id: String
    let name: String
    let neighbourhood: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(neighbourhood)")
    }
}

struct RestaurantQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [RestaurantEntity] {
        try await SavedRestaurants.shared.restaurants(ids: identifiers)
    }

    func suggestedEntities() async throws -> [RestaurantEntity] {
        try await SavedRestaurants.shared.favourites()
    }
}
