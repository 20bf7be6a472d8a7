//
//  FriendEntity.swift
//  Divi
//

import AppIntents

/// A friend or a group the user splits with.
struct FriendEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Friend or Group"
    static var defaultQuery = FriendQuery()

    let id: String
    let name: String
    let isGroup: Bool

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", image: .init(systemName: isGroup ? "person.3" : "person"))
    }
}

struct FriendQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [FriendEntity] {
        try await Ledger.shared.people(ids: identifiers)
    }

    func entities(matching string: String) async throws -> [FriendEntity] {
        try await Ledger.shared.people(matching: string)
    }

    /// Split with lately, most recent first.
    func suggestedEntities() async throws -> [FriendEntity] {
        try await Ledger.shared.recentPeople(limit: 20)
    }
}
