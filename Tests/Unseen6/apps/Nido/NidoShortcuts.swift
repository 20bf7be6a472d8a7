//
//  NidoShortcuts.swift
//  Nido
//
//  Holiday homes and cabins: find a stay, and once you're there the door
//  code, the wifi, directions and a late checkout. Destinations come from
//  DestinationQuery.suggestedEntities(): saved and trending places.
//

import AppIntents

struct NidoShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .tangerine

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: FindStayIntent(),
            phrases: [
                "Find a place in \(\.$destination) for \(\.$length) with \(.applicationName)",
                "Find a stay in \(\.$destination) with \(.applicationName)",
                "Find somewhere to stay with \(.applicationName)",  // Siri asks "Where to?"
            ],
            shortTitle: "Find a Stay",
            systemImageName: "house"
        )
        // Friday afternoons: the weekend bound.
        AppShortcut(
            intent: FindStayIntent(length: .weekend),
            phrases: [
                "Find a weekend in \(\.$destination) with \(.applicationName)",
                "Plan a weekend away with \(.applicationName)",  // Siri asks "Where to?"
            ],
            shortTitle: "Weekend Away",
            systemImageName: "sun.horizon"
        )
        AppShortcut(
            intent: DoorCodeIntent(),
            phrases: [
                "What's the door code",
                "Get my door code from \(.applicationName)",
            ],
            shortTitle: "Door Code",
            systemImageName: "key"
        )
        AppShortcut(
            intent: WifiIntent(),
            phrases: [
                "What's the wifi password here",
                "Show the wifi in \(.applicationName)",
            ],
            shortTitle: "Wi-Fi",
            systemImageName: "wifi"
        )
        AppShortcut(
            intent: DirectionsIntent(),
            phrases: [
                "Take me to my \(.applicationName)",
                "Directions to my stay",
            ],
            shortTitle: "Directions",
            systemImageName: "map"
        )
        AppShortcut(
            intent: LateCheckoutIntent(),
            phrases: [
                "Ask for a late checkout at \(\.$time) with \(.applicationName)",
                "Can we check out at \(\.$time)",
                "Ask for a late checkout in \(.applicationName)",  // Siri asks "What time?"
            ],
            shortTitle: "Late Checkout",
            systemImageName: "clock"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Cancel my \(.applicationName) booking",
        "Complain about the cleaning",
    ])
}
