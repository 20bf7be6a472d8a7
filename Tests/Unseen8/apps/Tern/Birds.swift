//
//  Birds.swift
//  Tern
//

import AppIntents

struct BirdEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Bird"
    static var defaultQuery = BirdQuery()

    let id: String
    let commonName: String
    let scientificName: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(commonName)", subtitle: "\(scientificName)")
    }
}

struct BirdQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [BirdEntity] {
        Checklist.shared.species.filter { identifiers.contains($0.id) }
    }

    func entities(matching string: String) async throws -> [BirdEntity] {
        Checklist.shared.search(string)
    }

    /// What's about: species reported in the user's region this month.
    func suggestedEntities() async throws -> [BirdEntity] {
        try await Checklist.shared.seasonal(near: Location.current)
    }
}

struct SiteEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Site"
    static var defaultQuery = SiteQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct SiteQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [SiteEntity] {
        try await Sites.shared.saved().filter { identifiers.contains($0.id) }
    }

    /// The user's saved sites and their local patch.
    func suggestedEntities() async throws -> [SiteEntity] {
        try await Sites.shared.saved()
    }
}
