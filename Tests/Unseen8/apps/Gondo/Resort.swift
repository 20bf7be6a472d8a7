//
//  Resort.swift
//  Gondo
//

import AppIntents

struct LiftEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Lift"
    static var defaultQuery = LiftQuery()

    let id: String
    let name: String
    let resort: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(resort)")
    }
}

struct LiftQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [LiftEntity] {
        try await Mountain.shared.lifts().filter { identifiers.contains($0.id) }
    }

    /// The lifts of the resorts on the user's pass, the ones they ride most first.
    func suggestedEntities() async throws -> [LiftEntity] {
        try await Mountain.shared.lifts(onPass: true)
    }
}

struct RunEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Run"
    static var defaultQuery = RunQuery()

    let id: String
    let name: String
    let grade: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(grade)")
    }
}

struct RunQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [RunEntity] {
        try await Mountain.shared.runs().filter { identifiers.contains($0.id) }
    }

    /// The user's favourite runs.
    func suggestedEntities() async throws -> [RunEntity] {
        try await Mountain.shared.runs(favourites: true)
    }
}

enum LessonKind: String, AppEnum {
    case ski, snowboard, offPiste, telemark, crossCountry, kids

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Lesson"
    static var caseDisplayRepresentations: [LessonKind: DisplayRepresentation] = [
        .ski: DisplayRepresentation(title: "Ski", synonyms: ["Skiing"]),
        .snowboard: DisplayRepresentation(title: "Snowboard", synonyms: ["Boarding"]),
        .offPiste: DisplayRepresentation(title: "Off-Piste", synonyms: ["Freeride"]),
        .telemark: DisplayRepresentation(title: "Telemark"),
        .crossCountry: DisplayRepresentation(title: "Cross-Country", synonyms: ["Nordic"]),
        .kids: DisplayRepresentation(title: "Kids'", synonyms: ["Children's"]),
    ]
}

enum LessonDay: String, AppEnum {
    case tomorrowMorning, tomorrowAfternoon, thisAfternoon, monday, tuesday, wholeWeek

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "When"
    static var caseDisplayRepresentations: [LessonDay: DisplayRepresentation] = [
        .tomorrowMorning: DisplayRepresentation(title: "Tomorrow Morning", synonyms: ["Tomorrow"]),
        .tomorrowAfternoon: DisplayRepresentation(title: "Tomorrow Afternoon"),
        .thisAfternoon: DisplayRepresentation(title: "This Afternoon", synonyms: ["Today"]),
        .monday: DisplayRepresentation(title: "Monday"),
        .tuesday: DisplayRepresentation(title: "Tuesday"),
        .wholeWeek: DisplayRepresentation(title: "the Whole Week", synonyms: ["Every Morning"]),
    ]
}

enum PassDays: String, AppEnum {
    case halfDay, oneDay, twoDays, threeDays, sixDays

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Days"
    static var caseDisplayRepresentations: [PassDays: DisplayRepresentation] = [
        .halfDay: DisplayRepresentation(title: "Half a Day", synonyms: ["an Afternoon"]),
        .oneDay: DisplayRepresentation(title: "a Day", synonyms: ["1 Day"]),
        .twoDays: DisplayRepresentation(title: "2 Days"),
        .threeDays: DisplayRepresentation(title: "3 Days"),
        .sixDays: DisplayRepresentation(title: "6 Days", synonyms: ["a Week"]),
    ]
}
