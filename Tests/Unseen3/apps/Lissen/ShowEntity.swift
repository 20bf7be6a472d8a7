//
//  ShowEntity.swift
//  Lissen
//

import AppIntents

struct ShowEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Show"
    static var defaultQuery = ShowQuery()

    let id: String
    let name: String
    let publisher: String
    let isAudiobook: Bool

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(publisher)", image: .init(systemName: isAudiobook ? "book" : "mic"))
    }
}

struct ShowQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [ShowEntity] {
        try await Library.shared.shows(ids: identifiers)
    }

    func entities(matching string: String) async throws -> [ShowEntity] {
        try await Directory.shared.search(string)
    }

    /// The shows and audiobooks the listener follows, most played first.
    func suggestedEntities() async throws -> [ShowEntity] {
        try await Library.shared.followed(sortedBy: .playCount, limit: 25)
    }
}
