//
//  Medication.swift
//  Pillo
//

import AppIntents

/// A medication on the user's schedule.
struct MedicationEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Medication"
    static var defaultQuery = MedicationQuery()

    let id: String
    let name: String
    let strength: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(strength)", image: .init(systemName: "pills"))
    }
}

struct MedicationQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [MedicationEntity] {
        try await Cabinet.shared.medications().filter { identifiers.contains($0.id) }
    }

    /// Everything on the schedule, next due first.
    func suggestedEntities() async throws -> [MedicationEntity] {
        try await Cabinet.shared.medications(sortedBy: .nextDue)
    }
}

enum SnoozeDelay: String, AppEnum {
    case tenMinutes, halfHour, hour, twoHours, bedtime

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Snooze"
    static var caseDisplayRepresentations: [SnoozeDelay: DisplayRepresentation] = [
        .tenMinutes: DisplayRepresentation(title: "10 Minutes", synonyms: ["a Few Minutes", "a Bit"]),
        .halfHour: DisplayRepresentation(title: "30 Minutes", synonyms: ["Half an Hour"]),
        .hour: DisplayRepresentation(title: "1 Hour", synonyms: ["an Hour", "One Hour"]),
        .twoHours: DisplayRepresentation(title: "2 Hours", synonyms: ["a Couple of Hours"]),
        .bedtime: DisplayRepresentation(title: "Until Bedtime", synonyms: ["Until Tonight"]),
    ]

    var interval: TimeInterval {
        switch self {
        case .tenMinutes: 10 * 60
        case .halfHour: 30 * 60
        case .hour: 60 * 60
        case .twoHours: 2 * 60 * 60
        case .bedtime: Preferences.shared.secondsUntilBedtime
        }
    }

    var spoken: String { "\(Self.caseDisplayRepresentations[self]!.title)" }
}
