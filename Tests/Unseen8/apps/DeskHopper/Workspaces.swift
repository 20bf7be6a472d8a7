//
//  Workspaces.swift
//  DeskHopper
//

import AppIntents

struct SpaceEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Space"
    static var defaultQuery = SpaceQuery()

    let id: String
    let name: String
    let city: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(city)")
    }
}

struct SpaceQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [SpaceEntity] {
        try await Network.shared.spaces().filter { identifiers.contains($0.id) }
    }

    /// The spaces on the member's plan, the ones they book most first.
    func suggestedEntities() async throws -> [SpaceEntity] {
        try await Network.shared.spaces(onPlan: true)
    }
}

struct RoomEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Meeting Room"
    static var defaultQuery = RoomQuery()

    let id: String
    let name: String
    let seats: Int

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(seats) seats")
    }
}

struct RoomQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [RoomEntity] {
        try await Network.shared.rooms().filter { identifiers.contains($0.id) }
    }

    /// Rooms at the member's home space.
    func suggestedEntities() async throws -> [RoomEntity] {
        try await Network.shared.rooms(at: Member.current.homeSpace)
    }
}

struct ColleagueEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Colleague"
    static var defaultQuery = ColleagueQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct ColleagueQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ColleagueEntity] {
        try await Member.current.team().filter { identifiers.contains($0.id) }
    }

    /// The member's team (people who share a company account).
    func suggestedEntities() async throws -> [ColleagueEntity] {
        try await Member.current.team()
    }
}

enum DeskKind: String, AppEnum {
    case hotDesk, standing, quiet, window, dualScreen, phoneBooth

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Desk"
    static var caseDisplayRepresentations: [DeskKind: DisplayRepresentation] = [
        .hotDesk: DisplayRepresentation(title: "a Hot Desk", synonyms: ["Any Desk"]),
        .standing: DisplayRepresentation(title: "a Standing Desk", synonyms: ["a Sit-Stand Desk"]),
        .quiet: DisplayRepresentation(title: "a Quiet Desk", synonyms: ["a Desk in the Quiet Zone"]),
        .window: DisplayRepresentation(title: "a Window Desk", synonyms: ["a Desk by the Window"]),
        .dualScreen: DisplayRepresentation(title: "a Dual-Screen Desk", synonyms: ["a Desk with Two Monitors"]),
        .phoneBooth: DisplayRepresentation(title: "a Phone Booth", synonyms: ["a Call Pod"]),
    ]
}

enum WorkDay: String, AppEnum {
    case today, tomorrow, monday, tuesday, wednesday, thursday, friday, nextMonday

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Day"
    static var caseDisplayRepresentations: [WorkDay: DisplayRepresentation] = [
        .today: "Today",
        .tomorrow: "Tomorrow",
        .monday: "Monday",
        .tuesday: "Tuesday",
        .wednesday: "Wednesday",
        .thursday: "Thursday",
        .friday: "Friday",
        .nextMonday: "Next Monday",
    ]
}

enum MeetingLength: String, AppEnum {
    case halfHour, hour, ninetyMinutes, twoHours, morning, allDay

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "How Long"
    static var caseDisplayRepresentations: [MeetingLength: DisplayRepresentation] = [
        .halfHour: DisplayRepresentation(title: "Half an Hour", synonyms: ["30 Minutes"]),
        .hour: DisplayRepresentation(title: "an Hour", synonyms: ["60 Minutes"]),
        .ninetyMinutes: DisplayRepresentation(title: "90 Minutes", synonyms: ["an Hour and a Half"]),
        .twoHours: DisplayRepresentation(title: "2 Hours"),
        .morning: DisplayRepresentation(title: "the Morning"),
        .allDay: DisplayRepresentation(title: "All Day", synonyms: ["the Whole Day"]),
    ]

    var minutes: Int {
        switch self {
        case .halfHour: 30
        case .hour: 60
        case .ninetyMinutes: 90
        case .twoHours: 120
        case .morning: 240
        case .allDay: 480
        }
    }
}
