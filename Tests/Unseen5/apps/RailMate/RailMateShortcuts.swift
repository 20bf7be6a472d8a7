//
//  RailMateShortcuts.swift
//  RailMate
//
//  Train tickets across Europe: book, live departures, delays, platforms,
//  e-tickets. Stations come from StationQuery.suggestedEntities(): the
//  user's saved and recent stations.
//

import AppIntents

struct RailMateShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .blue

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BookJourneyIntent(),
            phrases: [
                "Book a train to \(\.$destination) with \(.applicationName)",
                "Book \(\.$passengers) to \(\.$destination) in \(\.$travelClass) on \(.applicationName)",
                "Get \(\.$travelClass) tickets to \(\.$destination) on \(.applicationName)",
                // No destination: Siri asks "Where to?"
                "Book a train with \(.applicationName)",
            ],
            shortTitle: "Book a Train",
            systemImageName: "tram"
        )
        AppShortcut(
            intent: DeparturesIntent(),
            phrases: [
                // The commuter's question; no app name.
                "When's the next train to \(\.$destination)",
                "Show departures to \(\.$destination) in \(.applicationName)",
                "Show departures in \(.applicationName)",
            ],
            shortTitle: "Departures",
            systemImageName: "clock.arrow.circlepath"
        )
        AppShortcut(
            intent: TrainStatusIntent(),
            phrases: [
                "Is my train on time",
                "Check my train in \(.applicationName)",
            ],
            shortTitle: "My Train",
            systemImageName: "exclamationmark.triangle"
        )
        AppShortcut(
            intent: PlatformIntent(),
            phrases: [
                "What platform is my train",
                "Find my platform with \(.applicationName)",
            ],
            shortTitle: "Platform",
            systemImageName: "signpost.right"
        )
        AppShortcut(
            intent: ShowTicketIntent(),
            phrases: [
                "Show my ticket in \(.applicationName)",
                "Pull up my \(.applicationName) ticket",
            ],
            shortTitle: "Ticket",
            systemImageName: "qrcode"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Cancel my \(.applicationName) booking",
        "Report a problem on the train",
    ])
}
