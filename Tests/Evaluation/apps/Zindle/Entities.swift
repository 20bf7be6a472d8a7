//
//  Entities.swift
//  Zindle
//

import AppIntents

struct PlaceEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Place"
    static var defaultQuery = PlaceQuery()

    static let home = PlaceEntity(id: "home", name: "Home")

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct PlaceQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [PlaceEntity] {
        await SavedPlaces.shared.places(ids: identifiers)
    }

    func suggestedEntities() async throws -> [PlaceEntity] {
        await SavedPlaces.shared.all()
    }
}

struct ContactEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Contact"
    static var defaultQuery = ContactQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct ContactQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ContactEntity] {
        await TrustedContacts.shared.contacts(ids: identifiers)
    }

    func suggestedEntities() async throws -> [ContactEntity] {
        await TrustedContacts.shared.all()
    }
}
