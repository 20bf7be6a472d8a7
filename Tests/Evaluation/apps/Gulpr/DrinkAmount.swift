//
//  DrinkAmount.swift
//  Gulpr
//

import AppIntents

/// How much was drunk, in the containers people actually think in.
enum DrinkAmount: String, AppEnum {
    case sip
    case glass
    case mug
    case bottle
    case pint
    case halfLitre

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Amount"

    static var caseDisplayRepresentations: [DrinkAmount: DisplayRepresentation] = [
        .sip: "Sip",
        .glass: DisplayRepresentation(title: "Glass", synonyms: ["Cup"]),
        .mug: "Mug",
        .bottle: "Bottle",
        .pint: "Pint",
        .halfLitre: DisplayRepresentation(title: "Half Litre", synonyms: ["Half Liter"]),
    ]

    var millilitres: Int {
        switch self {
        case .sip: 30
        case .glass: 250
        case .mug: 350
        case .bottle: 750
        case .pint: 568
        case .halfLitre: 500
        }
    }
}

/// The daily target, in three presets (the app's settings allow any number).
enum DailyGoal: String, AppEnum {
    case light, standard, athlete

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Daily Goal"

    static var caseDisplayRepresentations: [DailyGoal: DisplayRepresentation] = [
        .light: DisplayRepresentation(title: "Light", synonyms: ["Easy"]),
        .standard: DisplayRepresentation(title: "Standard", synonyms: ["Normal"]),
        .athlete: DisplayRepresentation(title: "Athlete", synonyms: ["Heatwave"]),
    ]
}
