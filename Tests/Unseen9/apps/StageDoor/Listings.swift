//
//  Listings.swift
//  StageDoor
//

import AppIntents

struct ShowEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Show"
    static var defaultQuery = ShowQuery()

    let id: String
    let title: String
    let venue: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: "\(venue)")
    }
}

struct ShowQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ShowEntity] {
        try await BoxOffice.shared.shows().filter { identifiers.contains($0.id) }
    }

    /// The shows on the user's watchlist and those now booking at the
    /// houses they follow.
    func suggestedEntities() async throws -> [ShowEntity] {
        try await BoxOffice.shared.shows(watchlistFirst: true)
    }
}

struct VenueEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Venue"
    static var defaultQuery = VenueQuery()

    let id: String
    let name: String
    let city: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(city)")
    }
}

struct VenueQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [VenueEntity] {
        try await BoxOffice.shared.venues().filter { identifiers.contains($0.id) }
    }

    /// The houses the user follows.
    func suggestedEntities() async throws -> [VenueEntity] {
        try await BoxOffice.shared.venues(followed: true)
    }
}

enum SeatArea: String, AppEnum {
    case stalls, dressCircle, upperCircle, box, gods, frontRow

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Where"
    static var caseDisplayRepresentations: [SeatArea: DisplayRepresentation] = [
        .stalls: DisplayRepresentation(title: "the Stalls", synonyms: ["the Orchestra"]),
        .dressCircle: DisplayRepresentation(
            title: "the Dress Circle",
            synonyms: ["the Grand Tier"]
        ),
        .upperCircle: DisplayRepresentation(title: "the Upper Circle", synonyms: ["the Balcony"]),
        .box: DisplayRepresentation(title: "a Box", synonyms: ["a Loge"]),
        .gods: DisplayRepresentation(title: "the Gods", synonyms: ["the Gallery"]),
        .frontRow: DisplayRepresentation(title: "the Front Row", synonyms: ["Row A"]),
    ]
}

enum Night: String, AppEnum {
    case thursday, friday, saturday, sunday, openingNight, closingNight

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Night"
    static var caseDisplayRepresentations: [Night: DisplayRepresentation] = [
        .thursday: "Thursday",
        .friday: "Friday",
        .saturday: "Saturday",
        .sunday: DisplayRepresentation(title: "Sunday", synonyms: ["Sunday Afternoon"]),
        .openingNight: DisplayRepresentation(title: "Opening Night", synonyms: ["the First Night"]),
        .closingNight: DisplayRepresentation(title: "Closing Night", synonyms: ["the Last Night"]),
    ]
}

enum IntervalDrink: String, AppEnum {
    case prosecco, ginAndTonic, redWine, iceCream, sekt, sparklingWater

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
    static var caseDisplayRepresentations: [IntervalDrink: DisplayRepresentation] = [
        .prosecco: DisplayRepresentation(title: "a Prosecco", synonyms: ["a Glass of Prosecco"]),
        .ginAndTonic: DisplayRepresentation(title: "a G&T", synonyms: ["a Gin and Tonic"]),
        .redWine: DisplayRepresentation(title: "a Glass of Red", synonyms: ["a Red Wine"]),
        .iceCream: DisplayRepresentation(title: "an Ice Cream", synonyms: ["a Tub of Ice Cream"]),
        .sekt: DisplayRepresentation(title: "a Sekt", synonyms: ["a Glass of Sekt"]),
        .sparklingWater: DisplayRepresentation(
            title: "a Sparkling Water",
            synonyms: ["a Pellegrino"]
        ),
    ]
}
