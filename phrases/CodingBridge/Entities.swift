//
//  Entities.swift
//  CodingBridge
//
//  App Entities exposed to App Intents: projects and saved commands.
//

import AppIntents
import Foundation

// MARK: - ProjectEntity

/// Entity representing a project for App Intents.
///
/// Identified by its path: two projects may share a name (`website` under
/// `~/Developer` and under `~/Work/acme`), never a path.
struct ProjectEntity: AppEntity {
    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Project")

    static var defaultQuery = ProjectQuery()

    var id: String { path }
    let path: String
    let name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)",
            subtitle: "\(path)",
            image: .init(systemName: "folder.fill")
        )
    }
}

struct ProjectQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ProjectEntity] {
        let projects = await ProjectStore.shared.projects
        return projects
            .filter { identifiers.contains($0.path) }
            .map { ProjectEntity(path: $0.path, name: $0.name) }
    }

    func suggestedEntities() async throws -> [ProjectEntity] {
        let projects = await ProjectStore.shared.recentProjects(limit: 5)
        return projects.map { ProjectEntity(path: $0.path, name: $0.name) }
    }
}

// MARK: - CommandEntity

/// Entity representing a saved command.
struct CommandEntity: AppEntity {
    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Command")

    static var defaultQuery = CommandQuery()

    var id: String { name }
    let name: String
    let content: String
    let category: String?

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)",
            subtitle: category.map { "\($0)" },
            image: .init(systemName: "terminal.fill")
        )
    }
}

struct CommandQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CommandEntity] {
        let commands = CommandStore.shared.commands
        return commands
            .filter { identifiers.contains($0.name) }
            .map { CommandEntity(name: $0.name, content: $0.content, category: $0.category) }
    }

    func suggestedEntities() async throws -> [CommandEntity] {
        let commands = CommandStore.shared.recentCommands(limit: 10)
        return commands.map { CommandEntity(name: $0.name, content: $0.content, category: $0.category) }
    }
}
