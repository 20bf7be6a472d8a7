//
//  Stations.swift
//  Velomo
//

import AppIntents

struct StationEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Station"
    static var defaultQuery = StationQuery()

    let id: String
    let name: String
    let city: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(city)")
    }
}

struct StationQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [StationEntity] {
        try await Network.shared.stations().filter { identifiers.contains($0.id) }
    }

    /// The rider's favourite stations, then the ones they ride from most.
    func suggestedEntities() async throws -> [StationEntity] {
        try await Network.shared.stations(favouritesFirst: true)
    }
}

enum BikeType: String, AppEnum {
    case classic, electric, cargo, childSeat

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Bike"
    static var caseDisplayRepresentations: [BikeType: DisplayRepresentation] = [
        .classic: DisplayRepresentation(title: "a Classic Bike", synonyms: ["a Pedal Bike"]),
        .electric: DisplayRepresentation(title: "an E-Bike", synonyms: ["an Electric Bike"]),
        .cargo: DisplayRepresentation(title: "a Cargo Bike", synonyms: ["a Box Bike"]),
        .childSeat: DisplayRepresentation(
            title: "a Bike with a Child Seat",
            synonyms: ["a Child Seat Bike"]
        ),
    ]
}

enum Pass: String, AppEnum {
    case day, threeDay, monthly, annual

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Pass"
    static var caseDisplayRepresentations: [Pass: DisplayRepresentation] = [
        .day: DisplayRepresentation(title: "a Day Pass", synonyms: ["a 24-Hour Pass"]),
        .threeDay: DisplayRepresentation(title: "a 3-Day Pass", synonyms: ["a Weekend Pass"]),
        .monthly: DisplayRepresentation(title: "a Monthly Pass", synonyms: ["a 30-Day Pass"]),
        .annual: DisplayRepresentation(title: "an Annual Pass", synonyms: ["a Yearly Pass"]),
    ]
}

enum RidePeriod: String, AppEnum {
    case today, yesterday, thisWeek, lastWeek, thisMonth

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "When"
    static var caseDisplayRepresentations: [RidePeriod: DisplayRepresentation] = [
        .today: "Today",
        .yesterday: "Yesterday",
        .thisWeek: "This Week",
        .lastWeek: "Last Week",
        .thisMonth: DisplayRepresentation(title: "This Month", synonyms: ["in the Last 30 Days"]),
    ]
}
