//
//  Football.swift
//  Terrace
//

import AppIntents

struct TeamEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Team"
    static var defaultQuery = TeamQuery()

    let id: String
    let name: String
    let league: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(league)", image: .init(named: "crest-\(id)"))
    }
}

struct TeamQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [TeamEntity] {
        try await Teams.shared.lookup(identifiers)
    }

    func entities(matching string: String) async throws -> [TeamEntity] {
        try await Teams.shared.search(string)
    }

    /// The teams the user follows, their own team first.
    func suggestedEntities() async throws -> [TeamEntity] {
        try await Teams.shared.followed()
    }
}

enum TicketQuantity: String, AppEnum {
    case one, two, three, four

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Tickets"
    static var caseDisplayRepresentations: [TicketQuantity: DisplayRepresentation] = [
        .one: DisplayRepresentation(title: "1 Ticket", synonyms: ["a Single Ticket"]),
        .two: DisplayRepresentation(title: "2 Tickets", synonyms: ["a Pair of Tickets"]),
        .three: "3 Tickets",
        .four: DisplayRepresentation(title: "4 Tickets", synonyms: ["a Family Ticket"]),
    ]
}

enum Stand: String, AppEnum {
    case home, away, main, hospitality

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Stand"
    static var caseDisplayRepresentations: [Stand: DisplayRepresentation] = [
        .home: DisplayRepresentation(title: "the Home End", synonyms: ["the Kop"]),
        .away: DisplayRepresentation(title: "the Away End", synonyms: ["the Away Section"]),
        .main: "the Main Stand",
        .hospitality: DisplayRepresentation(title: "Hospitality", synonyms: ["a Box"]),
    ]
}

enum AlertLevel: String, AppEnum {
    case goals, results, lineups, everything

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Alerts"
    static var caseDisplayRepresentations: [AlertLevel: DisplayRepresentation] = [
        .goals: DisplayRepresentation(title: "Goal Alerts", synonyms: ["Goals"]),
        .results: DisplayRepresentation(title: "Kick-off and Full Time", synonyms: ["Full Time Only"]),
        .lineups: DisplayRepresentation(title: "Team News", synonyms: ["Lineups"]),
        .everything: DisplayRepresentation(title: "Every Alert", synonyms: ["Everything"]),
    ]
}
