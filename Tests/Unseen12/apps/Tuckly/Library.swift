//
//  Library.swift
//  Tuckly
//

import AppIntents

/// A story in the family's library: folk tales from around the world, retold for bedtime.
struct StoryEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Story"
    static var defaultQuery = StoryQuery()

    let id: String
    let title: String
    let minutes: Int

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: "\(minutes) min")
    }
}

struct StoryQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [StoryEntity] {
        try await Library.shared.stories().filter { identifiers.contains($0.id) }
    }

    /// The family's downloaded stories, the most played first.
    func suggestedEntities() async throws -> [StoryEntity] {
        try await Library.shared.stories(downloadedOnly: true, mostPlayedFirst: true)
    }
}

/// Who reads: the app's storytellers, and the family's own recordings.
struct NarratorEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Narrator"
    static var defaultQuery = NarratorQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }
}

struct NarratorQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [NarratorEntity] {
        try await Library.shared.narrators().filter { identifiers.contains($0.id) }
    }

    /// The family's recorded voices first, then the storytellers.
    func suggestedEntities() async throws -> [NarratorEntity] {
        try await Library.shared.narrators(familyFirst: true)
    }
}

enum StoryLength: String, AppEnum {
    case short, medium, long

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Length"
    static var caseDisplayRepresentations: [StoryLength: DisplayRepresentation] = [
        .short: DisplayRepresentation(title: "Short", synonyms: ["Quick", "Five Minute"]),
        .medium: DisplayRepresentation(title: "Medium", synonyms: ["Ten Minute"]),
        .long: DisplayRepresentation(title: "Long", synonyms: ["Really Long"]),
    ]
}

/// When the reading fades out and the screen goes dark.
enum SleepTimer: String, AppEnum {
    case fiveMinutes, tenMinutes, twentyMinutes, halfAnHour, oneStory

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Sleep Timer"
    static var caseDisplayRepresentations: [SleepTimer: DisplayRepresentation] = [
        .fiveMinutes: "5 Minutes",
        .tenMinutes: "10 Minutes",
        .twentyMinutes: "20 Minutes",
        .halfAnHour: DisplayRepresentation(title: "Half an Hour", synonyms: ["30 Minutes"]),
        .oneStory: DisplayRepresentation(title: "This Story", synonyms: ["One Story"]),
    ]
}
