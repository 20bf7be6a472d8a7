//
//  TernShortcuts.swift
//  Tern
//
//  A birder's notebook: log what you saw and where, identify a song,
//  what's been seen at a site, your life list, and rare bird alerts for
//  the sites you visit. Birds come from BirdQuery.suggestedEntities()
//  (what's about in the user's region this month); sites from SiteQuery.
//

import AppIntents

struct TernShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .lime

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LogSightingIntent(),
            phrases: [
                "Log \(\.$bird) at \(\.$site) in \(.applicationName)",
                "Log \(\.$bird) in \(.applicationName)",  // here, wherever that is
                "Add \(\.$bird) to today's list",  // binoculars in the other hand
                "Log a sighting in \(.applicationName)",  // Siri asks "Which bird?"
            ],
            shortTitle: "Log Sighting",
            systemImageName: "binoculars"
        )
        AppShortcut(
            intent: IdentifySongIntent(),
            phrases: [
                "Listen for birds with \(.applicationName)",
                "What bird is that singing",
            ],
            shortTitle: "Identify Song",
            systemImageName: "waveform"
        )
        AppShortcut(
            intent: RecentSightingsIntent(),
            phrases: [
                "What's been seen at \(\.$site) in \(.applicationName)",
                "Any rare birds near me",  // 25 km around the phone
            ],
            shortTitle: "Recent Sightings",
            systemImageName: "map"
        )
        AppShortcut(
            intent: LifeListIntent(),
            phrases: [
                "Show my life list in \(.applicationName)",
                "Is \(\.$bird) on my life list",
            ],
            shortTitle: "Life List",
            systemImageName: "list.star"
        )
        AppShortcut(
            intent: RareBirdAlertsIntent(),
            phrases: [
                "Turn on alerts for \(\.$site) in \(.applicationName)",
                "Set up rare bird alerts in \(.applicationName)",  // Siri asks "Which site?"
            ],
            shortTitle: "Alerts",
            systemImageName: "bell.badge"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Delete my \(.applicationName) account",
        "Order more bird food",
    ])
}
