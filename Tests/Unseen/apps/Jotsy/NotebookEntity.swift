//
//  NotebookEntity.swift
//  Jotsy
//

import AppIntents

struct NotebookEntity: AppEntity, Identifiable {
    static let inboxID = "inbox"

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Notebook"
    static var defaultQuery = NotebookQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct NotebookQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [NotebookEntity] {
        try await NoteStore.shared.notebooks().filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [NotebookEntity] {
        try await NoteStore.shared.notebooks()
    }
}
