//
//  Places.swift
//  Nido
//

import AppIntents

struct DestinationEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Destination"
    static var defaultQuery = DestinationQuery()

    let id: String
    let name: String
    let country: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(country)")
    }
}

struct DestinationQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [DestinationEntity] {
        try await Places.shared.lookup(identifiers)
    }

    func entities(matching string: String) async throws -> [DestinationEntity] {
        try await Places.shared.search(string)
    }

    /// Saved places first, then what's trending this season.
    func suggestedEntities() async throws -> [DestinationEntity] {
        try await Places.shared.suggestions()
    }
}

enum StayLength: String, AppEnum {
    case oneNight, weekend, threeNights, week, fortnight

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Length of Stay"
    static var caseDisplayRepresentations: [StayLength: DisplayRepresentation] = [
        .oneNight: DisplayRepresentation(title: "1 Night", synonyms: ["Tonight"]),
        .weekend: DisplayRepresentation(title: "the Weekend", synonyms: ["2 Nights"]),
        .threeNights: DisplayRepresentation(title: "3 Nights", synonyms: ["a Long Weekend"]),
        .week: DisplayRepresentation(title: "a Week", synonyms: ["7 Nights"]),
        .fortnight: DisplayRepresentation(title: "a Fortnight", synonyms: ["2 Weeks"]),
    ]

    var nights: Int {
        switch self {
        case .oneNight: 1
        case .weekend: 2
        case .threeNights: 3
        case .week: 7
        case .fortnight: 14
        }
    }
}

enum CheckoutTime: String, AppEnum {
    case noon, one, two, three, four

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Time"
    static var caseDisplayRepresentations: [CheckoutTime: DisplayRepresentation] = [
        .noon: DisplayRepresentation(title: "Midday", synonyms: ["Noon", "12 o'clock"]),
        .one: DisplayRepresentation(title: "1pm", synonyms: ["1 o'clock"]),
        .two: DisplayRepresentation(title: "2pm", synonyms: ["2 o'clock"]),
        .three: DisplayRepresentation(title: "3pm", synonyms: ["3 o'clock"]),
        .four: DisplayRepresentation(title: "4pm", synonyms: ["Teatime"]),
    ]

    var hour: Int {
        switch self {
        case .noon: 12
        case .one: 13
        case .two: 14
        case .three: 15
        case .four: 16
        }
    }
}
