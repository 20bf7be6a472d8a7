//
//  Donors.swift
//  Givva
//

import AppIntents

/// A donor centre, or a mobile session's regular venue, near the donor.
struct DonorCentreEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Donor Centre"
    static var defaultQuery = DonorCentreQuery()

    let id: String
    let name: String
    let town: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(town)")
    }
}

struct DonorCentreQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [DonorCentreEntity] {
        try await Sessions.shared.centres().filter { identifiers.contains($0.id) }
    }

    /// The centres and mobile sessions within reach, the donor's usual one first.
    func suggestedEntities() async throws -> [DonorCentreEntity] {
        try await Sessions.shared.centres(near: .donor, usualFirst: true)
    }
}

/// What is given: each has its own chair time and its own gap before the next.
enum DonationKind: String, AppEnum {
    case wholeBlood, plasma, platelets, redCells

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Donation"
    static var caseDisplayRepresentations: [DonationKind: DisplayRepresentation] = [
        .wholeBlood: DisplayRepresentation(title: "Whole Blood", synonyms: ["Blood"]),
        .plasma: "Plasma",
        .platelets: DisplayRepresentation(title: "Platelet", synonyms: ["Platelets"]),
        .redCells: DisplayRepresentation(title: "Double Red Cell", synonyms: ["Red Cell"]),
    ]
}

enum DonationDay: String, AppEnum {
    case today, tomorrow, saturday, nextWeek, afterWork

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Day"
    static var caseDisplayRepresentations: [DonationDay: DisplayRepresentation] = [
        .today: "Today",
        .tomorrow: DisplayRepresentation(title: "Tomorrow", synonyms: ["Tomorrow Morning"]),
        .saturday: DisplayRepresentation(title: "Saturday", synonyms: ["the Weekend"]),
        .nextWeek: "Next Week",
        .afterWork: DisplayRepresentation(title: "an Evening", synonyms: ["After Work"]),
    ]
}
