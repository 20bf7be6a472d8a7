//
//  Medicines.swift
//  Refilla
//

import AppIntents

struct MedicineEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Medicine"
    static var defaultQuery = MedicineQuery()

    let id: String
    let name: String
    let strength: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(strength)")
    }
}

struct MedicineQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [MedicineEntity] {
        try await Repeats.shared.items().filter { identifiers.contains($0.id) }
    }

    /// The items on the patient's repeat prescription, by the name on the
    /// box and what they call it.
    func suggestedEntities() async throws -> [MedicineEntity] {
        try await Repeats.shared.items()
    }
}

struct PharmacyEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Pharmacy"
    static var defaultQuery = PharmacyQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct PharmacyQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [PharmacyEntity] {
        try await Pharmacies.shared.saved().filter { identifiers.contains($0.id) }
    }

    /// The nominated pharmacy first, then the others the patient has used.
    func suggestedEntities() async throws -> [PharmacyEntity] {
        try await Pharmacies.shared.saved()
    }
}

enum Supply: String, AppEnum {
    case oneMonth, twoMonths, threeMonths

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Supply"
    static var caseDisplayRepresentations: [Supply: DisplayRepresentation] = [
        .oneMonth: DisplayRepresentation(title: "28 Days", synonyms: ["a Month"]),
        .twoMonths: DisplayRepresentation(title: "56 Days", synonyms: ["2 Months"]),
        .threeMonths: DisplayRepresentation(title: "84 Days", synonyms: ["3 Months"]),
    ]

    var days: Int {
        switch self {
        case .oneMonth: 28
        case .twoMonths: 56
        case .threeMonths: 84
        }
    }
}
