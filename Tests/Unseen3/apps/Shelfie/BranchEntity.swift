//
//  BranchEntity.swift
//  Shelfie
//

import AppIntents

/// A library branch in the reader's borough.
struct BranchEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Library"
    static var defaultQuery = BranchQuery()

    let id: String
    let name: String
    let address: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(address)")
    }
}

struct BranchQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [BranchEntity] {
        try await Borough.shared.branches().filter { identifiers.contains($0.id) }
    }

    /// Home branch first, then the rest of the borough.
    func suggestedEntities() async throws -> [BranchEntity] {
        try await Borough.shared.branches(homeFirst: true)
    }
}
