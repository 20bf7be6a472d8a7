//
//  WrenlyShortcuts.swift
//  Wrenly
//
//  App Shortcuts for a birding log. Birds are the species on the
//  birder's regional checklist (BirdQuery.suggestedEntities()).
//

import AppIntents

struct WrenlyShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LogSightingIntent(),
            phrases: [
                "Log a \(\.$bird) sighting in \(.applicationName)",
                "Add \(\.$bird) to my \(.applicationName) list",
                "I just spotted a \(\.$bird)",
                "Log a sighting in \(.applicationName)",  // Siri asks "Which bird?"
            ],
            shortTitle: "Log Sighting",
            systemImageName: "binoculars"
        )
        AppShortcut(
            intent: StartWalkIntent(),
            phrases: [
                "Start a \(\.$habitat) walk in \(.applicationName)",
                "Go birding in the \(\.$habitat) with \(.applicationName)",
            ],
            shortTitle: "Start Walk",
            systemImageName: "figure.walk"
        )
        AppShortcut(
            intent: LifeListIntent(),
            phrases: [
                "Show my \(.applicationName) life list",
                "How many species have I seen in \(.applicationName)",
            ],
            shortTitle: "Life List",
            systemImageName: "list.star"
        )
        AppShortcut(
            intent: IdentifySongIntent(),
            phrases: [
                "What bird is singing in \(.applicationName)",
                "Listen for birds with \(.applicationName)",
            ],
            shortTitle: "Identify Song",
            systemImageName: "waveform"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Delete my \(.applicationName) sightings",
        "Share my location with everyone",
    ])
}
