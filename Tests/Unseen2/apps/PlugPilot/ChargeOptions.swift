//  ChargeOptions.swift
//  PlugPilot

import AppIntents

enum ChargeTarget: String {
    case half, eighty, full, commute
}

extension ChargeTarget: AppEnum {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Charge Level")

    static let caseDisplayRepresentations: [ChargeTarget: DisplayRepresentation] = [
        .half: DisplayRepresentation(title: "Half", synonyms: ["50 Percent"]),
        .eighty: DisplayRepresentation(title: "80 Percent", synonyms: ["Eighty", "Most of the Way"]),
        .full: DisplayRepresentation(title: "Full", synonyms: ["100 Percent", "Fully Charged"]),
        .commute: DisplayRepresentation(title: "Enough for My Commute", synonyms: ["Commute Range"]),
    ]

    var percent: Int {
        switch self {
        case .half: 50
        case .eighty: 80
        case .full: 100
        case .commute: ChargerSettings.shared.commutePercent
        }
    }
}

enum ReadyTime: String {
    case sixAM, sevenThirty, eightAM, midnight, beforeWork
}

extension ReadyTime: AppEnum {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Ready By")

    static let caseDisplayRepresentations: [ReadyTime: DisplayRepresentation] = [
        .sixAM: DisplayRepresentation(title: "6 AM", synonyms: ["Six in the Morning"]),
        .sevenThirty: DisplayRepresentation(title: "7:30 AM", synonyms: ["Half Seven"]),
        .eightAM: DisplayRepresentation(title: "8 AM", synonyms: ["Eight O'Clock"]),
        .midnight: DisplayRepresentation(title: "Midnight"),
        .beforeWork: DisplayRepresentation(title: "Before Work", synonyms: ["Tomorrow Morning"]),
    ]
}

enum ChargeMode: String, AppEnum {
    case solar, eco, boost, smart

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Charging Mode"
    static let caseDisplayRepresentations: [ChargeMode: DisplayRepresentation] = [
        .solar: DisplayRepresentation(title: "Solar", synonyms: ["Solar Only", "Sunshine"]),
        .eco: DisplayRepresentation(title: "Eco", synonyms: ["Off-Peak", "Cheap Rate"]),
        .boost: DisplayRepresentation(title: "Boost", synonyms: ["Max Power", "Fast"]),
        .smart: DisplayRepresentation(title: "Smart Schedule", synonyms: ["Smart"]),
    ]
}
