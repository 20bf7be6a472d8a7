//
//  Practice.swift
//  Molara
//

import AppIntents

/// A dentist or hygienist at the patient's practice.
struct ClinicianEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Clinician"
    static var defaultQuery = ClinicianQuery()

    let id: String
    let name: String
    let role: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(role)")
    }
}

struct ClinicianQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ClinicianEntity] {
        try await Practice.shared.clinicians().filter { identifiers.contains($0.id) }
    }

    /// The patient's own dentist first, then everyone at their practice.
    func suggestedEntities() async throws -> [ClinicianEntity] {
        try await Practice.shared.clinicians(ownDentistFirst: true)
    }
}

enum Treatment: String, AppEnum {
    case checkUp, hygiene, filling, whitening, emergency, braces

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Treatment"
    static var caseDisplayRepresentations: [Treatment: DisplayRepresentation] = [
        .checkUp: DisplayRepresentation(title: "a Check-Up", synonyms: ["an Exam"]),
        .hygiene: DisplayRepresentation(
            title: "a Hygienist Appointment",
            synonyms: ["a Scale and Polish", "a Clean"]
        ),
        .filling: DisplayRepresentation(title: "a Filling"),
        .whitening: DisplayRepresentation(title: "Teeth Whitening", synonyms: ["a Whitening"]),
        .emergency: DisplayRepresentation(title: "an Emergency Appointment"),
        .braces: DisplayRepresentation(title: "a Braces Check", synonyms: ["an Orthodontist Appointment"]),
    ]
}

enum AppointmentDay: String, AppEnum {
    case today, tomorrow, monday, tuesday, wednesday, thursday, friday, saturday, nextWeek

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Day"
    static var caseDisplayRepresentations: [AppointmentDay: DisplayRepresentation] = [
        .today: DisplayRepresentation(title: "Today", synonyms: ["This Afternoon"]),
        .tomorrow: "Tomorrow",
        .monday: "Monday",
        .tuesday: "Tuesday",
        .wednesday: "Wednesday",
        .thursday: "Thursday",
        .friday: "Friday",
        .saturday: DisplayRepresentation(title: "Saturday", synonyms: ["Saturday Morning"]),
        .nextWeek: "Next Week",
    ]
}

enum Delay: String, AppEnum {
    case five, ten, fifteen, thirty

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "How Late"
    static var caseDisplayRepresentations: [Delay: DisplayRepresentation] = [
        .five: "5 Minutes",
        .ten: "10 Minutes",
        .fifteen: DisplayRepresentation(title: "15 Minutes", synonyms: ["a Quarter of an Hour"]),
        .thirty: DisplayRepresentation(title: "Half an Hour", synonyms: ["30 Minutes"]),
    ]
}
