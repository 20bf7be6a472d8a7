//
//  FilmOptions.swift
//  ReelTime
//

import AppIntents

struct FilmEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Film"
    static var defaultQuery = FilmQuery()

    let id: String
    let title: String
    let certificate: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: "\(certificate)")
    }
}

struct FilmQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [FilmEntity] {
        try await Programme.shared.films(ids: identifiers)
    }

    func entities(matching string: String) async throws -> [FilmEntity] {
        try await Programme.shared.search(string)
    }

    /// This week's programme at the home cinema.
    func suggestedEntities() async throws -> [FilmEntity] {
        try await Programme.shared.thisWeek()
    }
}

enum TicketCount: String, AppEnum {
    case one, two, three, four, five

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Tickets"
    static var caseDisplayRepresentations: [TicketCount: DisplayRepresentation] = [
        .one: DisplayRepresentation(title: "1 Ticket", synonyms: ["a Ticket", "One Ticket"]),
        .two: DisplayRepresentation(title: "2 Tickets", synonyms: ["Two Tickets", "Tickets for Two"]),
        .three: DisplayRepresentation(title: "3 Tickets", synonyms: ["Three Tickets"]),
        .four: DisplayRepresentation(title: "4 Tickets", synonyms: ["Four Tickets", "Family Tickets"]),
        .five: "5 Tickets",
    ]

    var count: Int {
        switch self {
        case .one: 1
        case .two: 2
        case .three: 3
        case .four: 4
        case .five: 5
        }
    }
}

enum ShowDay: String, AppEnum {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Day"
    static var caseDisplayRepresentations: [ShowDay: DisplayRepresentation] = [
        .monday: "Monday",
        .tuesday: DisplayRepresentation(title: "Tuesday", synonyms: ["Cheap Tuesday"]),
        .wednesday: "Wednesday",
        .thursday: "Thursday",
        .friday: DisplayRepresentation(title: "Friday", synonyms: ["Friday Night"]),
        .saturday: DisplayRepresentation(title: "Saturday", synonyms: ["Saturday Night", "Saturday Afternoon"]),
        .sunday: DisplayRepresentation(title: "Sunday", synonyms: ["Sunday Afternoon"]),
    ]
}

enum ScreenFormat: String, AppEnum {
    case standard, imax, threeD, dolby, fourDX

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Format"
    static var caseDisplayRepresentations: [ScreenFormat: DisplayRepresentation] = [
        .standard: DisplayRepresentation(title: "2D", synonyms: ["Standard"]),
        .imax: DisplayRepresentation(title: "IMAX", synonyms: ["the Big Screen"]),
        .threeD: DisplayRepresentation(title: "3D", synonyms: ["Three D"]),
        .dolby: DisplayRepresentation(title: "Dolby Cinema", synonyms: ["Dolby Atmos"]),
        .fourDX: DisplayRepresentation(title: "4DX", synonyms: ["Four DX"]),
    ]
}
