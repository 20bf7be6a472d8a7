//
//  MeditationType+AppEnum.swift
//  Calm
//

import AppIntents

extension MeditationType: AppEnum {
    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: "Meditation Type")
    }

    static let caseDisplayRepresentations: [MeditationType: DisplayRepresentation] = [
        .mindfulness: DisplayRepresentation(title: "Mindfulness", synonyms: ["Mindful"]),
        .sleep: DisplayRepresentation(
            title: "Sleep",
            subtitle: "Wind down for the night",
            image: .init(systemName: "moon.stars.fill"),
            synonyms: ["Bedtime", "Wind Down"]
        ),
        .breathing: DisplayRepresentation(title: "Breathing", synonyms: ["Breathwork", "Deep Breathing"]),
        .focus: DisplayRepresentation(stringLiteral: "Focus"),
        .bodyScan: "Body Scan",
    ]
}
