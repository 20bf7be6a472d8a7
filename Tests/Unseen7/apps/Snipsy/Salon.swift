//
//  Salon.swift
//  Snipsy
//

import AppIntents

struct StylistEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Stylist"
    static var defaultQuery = StylistQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct StylistQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [StylistEntity] {
        try await Salon.current.team().filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [StylistEntity] {
        try await Salon.current.team()
    }
}

enum SalonService: String, AppEnum {
    case cutAndBlowDry, fringeTrim, balayage, fullColour, rootTouchUp, keratin
    case beardTrim, skinFade, kidsCut, bridalTrial

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Service"
    static var caseDisplayRepresentations: [SalonService: DisplayRepresentation] = [
        .cutAndBlowDry: DisplayRepresentation(title: "Cut & Blow-Dry", synonyms: ["Haircut", "Trim"]),
        .fringeTrim: DisplayRepresentation(title: "Fringe Trim", synonyms: ["Bang Trim"]),
        .balayage: DisplayRepresentation(title: "Balayage"),
        .fullColour: DisplayRepresentation(title: "Full Head Colour", synonyms: ["Colour"]),
        .rootTouchUp: DisplayRepresentation(title: "Root Touch-Up", synonyms: ["Root Colour"]),
        .keratin: DisplayRepresentation(title: "Keratin Treatment", synonyms: ["Brazilian Blow-Dry"]),
        .beardTrim: DisplayRepresentation(title: "Beard Trim"),
        .skinFade: DisplayRepresentation(title: "Skin Fade", synonyms: ["Fade"]),
        .kidsCut: DisplayRepresentation(title: "Kids' Cut", synonyms: ["Children's Haircut"]),
        .bridalTrial: DisplayRepresentation(title: "Bridal Trial", synonyms: ["Wedding Hair Trial"]),
    ]
}

enum BookingDay: String, AppEnum {
    case today, tomorrow, thursday, friday, saturday, nextWeek

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Day"
    static var caseDisplayRepresentations: [BookingDay: DisplayRepresentation] = [
        .today: DisplayRepresentation(title: "Today", synonyms: ["This Afternoon"]),
        .tomorrow: DisplayRepresentation(title: "Tomorrow", synonyms: ["Tomorrow Morning"]),
        .thursday: DisplayRepresentation(title: "Thursday", synonyms: ["Late Night Thursday"]),
        .friday: DisplayRepresentation(title: "Friday"),
        .saturday: DisplayRepresentation(title: "Saturday", synonyms: ["Saturday Morning"]),
        .nextWeek: DisplayRepresentation(title: "Next Week"),
    ]
}

enum LateBy: String, AppEnum {
    case five, ten, fifteen, twenty, thirty

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "How Late"
    static var caseDisplayRepresentations: [LateBy: DisplayRepresentation] = [
        .five: DisplayRepresentation(title: "5 Minutes", synonyms: ["a Few Minutes"]),
        .ten: DisplayRepresentation(title: "10 Minutes"),
        .fifteen: DisplayRepresentation(title: "15 Minutes", synonyms: ["a Quarter of an Hour"]),
        .twenty: DisplayRepresentation(title: "20 Minutes"),
        .thirty: DisplayRepresentation(title: "Half an Hour", synonyms: ["30 Minutes"]),
    ]

    var minutes: Int {
        switch self {
        case .five: 5
        case .ten: 10
        case .fifteen: 15
        case .twenty: 20
        case .thirty: 30
        }
    }
}
