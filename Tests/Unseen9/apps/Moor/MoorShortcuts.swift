//
//  MoorShortcuts.swift
//  Moor
//
//  Visitor berths at the marinas along your passage: book a berth for a
//  night or a week, stay on when the weather turns, tide times for the
//  harbour, shore power on the pontoon, and the harbour master on the
//  phone. Marinas come from MarinaQuery.suggestedEntities(): the ones on
//  the skipper's passage plan and favourites.
//

import AppIntents

struct MoorShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .blue

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BookBerthIntent(),
            phrases: [
                "Book a berth at \(\.$marina) for \(\.$nights) with \(.applicationName)",
                "Book a berth at \(\.$marina) in \(.applicationName)",  // one night
                "Book a berth with \(.applicationName)",  // Siri asks "Which marina?"
            ],
            shortTitle: "Book a Berth",
            systemImageName: "sailboat"
        )
        AppShortcut(
            intent: BookBerthIntent(nights: .tonight),
            phrases: ["Find me a berth for tonight"],  // Siri asks "Which marina?"
            shortTitle: "Berth Tonight",
            systemImageName: "moon.stars"
        )
        AppShortcut(
            intent: ExtendStayIntent(),
            phrases: [
                "Stay \(\.$extra) in \(.applicationName)",
                "Extend my stay with \(.applicationName)",  // Siri asks "How many more nights?"
            ],
            shortTitle: "Stay On",
            systemImageName: "calendar.badge.plus"
        )
        AppShortcut(
            intent: TidesIntent(),
            phrases: [
                "When's high water at \(\.$marina)",
                "Show tide times for \(\.$marina) in \(.applicationName)",
                "Show the tides with \(.applicationName)",  // where the boat is
            ],
            shortTitle: "Tides",
            systemImageName: "water.waves"
        )
        AppShortcut(
            intent: ShorePowerIntent(),
            phrases: [
                "Add \(\.$power) of shore power in \(.applicationName)",
                "Top up shore power with \(.applicationName)",  // Siri asks "How much?"
            ],
            shortTitle: "Shore Power",
            systemImageName: "powerplug"
        )
        AppShortcut(
            intent: CallHarbourMasterIntent(),
            phrases: [
                "Call the harbour master with \(.applicationName)",
                "Ring the marina office",
            ],
            shortTitle: "Harbour Master",
            systemImageName: "phone"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Call the coastguard",
        "Renew my boat insurance",
    ])
}
