//
//  Laundry.swift
//  Lavo
//

import AppIntents

struct LockerEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Locker"
    static var defaultQuery = LockerQuery()

    let id: String
    let name: String
    let arrondissement: Int

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "Paris \(arrondissement)e")
    }
}

struct LockerQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [LockerEntity] {
        try await Lockers.shared.all().filter { identifiers.contains($0.id) }
    }

    /// The lockers near the customer's saved addresses, nearest first.
    func suggestedEntities() async throws -> [LockerEntity] {
        try await Lockers.shared.near(Customer.current.addresses)
    }
}

enum Service: String, AppEnum {
    case washAndFold, dryCleaning, shirts, bedding, tailoring, trainers

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Service"
    static var caseDisplayRepresentations: [Service: DisplayRepresentation] = [
        .washAndFold: DisplayRepresentation(title: "Wash & Fold", synonyms: ["Laundry"]),
        .dryCleaning: DisplayRepresentation(title: "Dry Cleaning"),
        .shirts: DisplayRepresentation(title: "Shirt", synonyms: ["Shirts on Hangers"]),
        .bedding: DisplayRepresentation(title: "Bedding", synonyms: ["Duvet"]),
        .tailoring: DisplayRepresentation(title: "Tailoring", synonyms: ["Alterations"]),
        .trainers: DisplayRepresentation(title: "Trainer", synonyms: ["Sneaker"]),
    ]
}

enum CollectionSlot: String, AppEnum {
    case tonight, tomorrowMorning, tomorrowEvening, saturday, monday

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "When"
    static var caseDisplayRepresentations: [CollectionSlot: DisplayRepresentation] = [
        .tonight: DisplayRepresentation(title: "Tonight", synonyms: ["This Evening"]),
        .tomorrowMorning: DisplayRepresentation(
            title: "Tomorrow Morning",
            synonyms: ["Early Tomorrow"]
        ),
        .tomorrowEvening: DisplayRepresentation(
            title: "Tomorrow Evening",
            synonyms: ["Tomorrow After Work"]
        ),
        .saturday: DisplayRepresentation(title: "Saturday"),
        .monday: DisplayRepresentation(title: "Monday"),
    ]
}
