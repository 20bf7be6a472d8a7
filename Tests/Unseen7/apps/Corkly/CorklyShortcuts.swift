//
//  CorklyShortcuts.swift
//  Corkly
//
//  A wine cellar in your pocket: which rack a bottle is in, adding bottles,
//  rating what you opened, what to drink with dinner, what's ready now.
//  Wines come from WineQuery.suggestedEntities(): the bottles in the user's
//  cellar, by the name on the label and what the household calls them.
//

import AppIntents

struct CorklyShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .grape

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: FindBottleIntent(),
            phrases: [
                "Where's \(\.$wine) in \(.applicationName)",
                "Which rack is \(\.$wine) in",
                "Find a bottle in \(.applicationName)",  // Siri asks "Which wine?"
            ],
            shortTitle: "Find a Bottle",
            systemImageName: "magnifyingglass"
        )
        AppShortcut(
            intent: AddBottlesIntent(),
            phrases: [
                "Add \(\.$quantity) of \(\.$wine) to \(.applicationName)",
                "Add \(\.$wine) to my cellar in \(.applicationName)",  // one bottle
            ],
            shortTitle: "Add Bottles",
            systemImageName: "plus.circle"
        )
        AppShortcut(
            intent: RateWineIntent(),
            phrases: [
                "Rate \(\.$wine) as \(\.$rating) in \(.applicationName)",
                "Rate \(\.$wine) in \(.applicationName)",  // Siri asks "How many stars?"
                "Rate a wine in \(.applicationName)",  // Siri asks "Which wine?"
            ],
            shortTitle: "Rate",
            systemImageName: "star"
        )
        AppShortcut(
            intent: PairingIntent(),
            phrases: [
                "What wine goes with \(\.$dish)",
                "Find a \(\.$colour) for \(\.$dish) in \(.applicationName)",
                "Find a wine pairing in \(.applicationName)",  // Siri asks "What are you eating?"
            ],
            shortTitle: "Pairing",
            systemImageName: "fork.knife"
        )
        AppShortcut(
            intent: ReadyToDrinkIntent(),
            phrases: [
                "What's ready to drink in \(.applicationName)",
                "What should we open tonight",
            ],
            shortTitle: "Ready to Drink",
            systemImageName: "wineglass"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Sell my wine on \(.applicationName)",
        "Order more wine",
    ])
}
