//
//  ThymelyShortcuts.swift
//  Thymely
//
//  Houseplants and the garden: log a watering (or a feed, a misting, a
//  repot), ask who's thirsty, set how often a plant needs water, read a
//  plant's care guide, and identify a plant with the camera. Plants come
//  from PlantQuery.suggestedEntities(): the thirstiest first.
//

import AppIntents

struct ThymelyShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .grassGreen

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LogCareIntent(care: .water),
            phrases: [
                "Mark \(\.$plant) as watered in \(.applicationName)",
                "I've just watered \(\.$plant)",
                "Log a watering with \(.applicationName)",  // Siri asks "Which plant?"
            ],
            shortTitle: "Watered",
            systemImageName: "drop"
        )
        AppShortcut(
            intent: LogCareIntent(),
            phrases: [
                "Log \(\.$care) for \(\.$plant) in \(.applicationName)",
                "Log plant care in \(.applicationName)",  // Siri asks which plant, then what
            ],
            shortTitle: "Log Care",
            systemImageName: "leaf"
        )
        AppShortcut(
            intent: PlantStatusIntent(),
            phrases: [
                "Does \(\.$plant) need watering",
                "When did I last water \(\.$plant) in \(.applicationName)",
                "Which plants need water in \(.applicationName)",  // every thirsty plant
            ],
            shortTitle: "Who's Thirsty?",
            systemImageName: "drop.triangle"
        )
        AppShortcut(
            intent: WateringReminderIntent(),
            phrases: [
                "Remind me to water \(\.$plant) every \(\.$interval) with \(.applicationName)",
                "Remind me to water \(\.$plant) with \(.applicationName)",  // Siri asks how often
            ],
            shortTitle: "Reminder",
            systemImageName: "bell"
        )
        AppShortcut(
            intent: CareGuideIntent(),
            phrases: [
                "How do I look after \(\.$plant) in \(.applicationName)",
                "Show the care guide for \(\.$plant) in \(.applicationName)",
            ],
            shortTitle: "Care Guide",
            systemImageName: "book"
        )
        AppShortcut(
            intent: IdentifyPlantIntent(),
            phrases: [
                "Identify a plant with \(.applicationName)",
                "What plant is this",
            ],
            shortTitle: "Identify",
            systemImageName: "camera.macro"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Turn on the sprinklers",
        "Buy more plant food",
    ])
}
