//
//  GulprShortcuts.swift
//  Gulpr
//
//  Siri and Spotlight entry points. Drinks come from DrinkQuery's suggested
//  entities, so call `GulprShortcuts.updateAppShortcutParameters()` after
//  the person adds or renames a drink (DrinkStore does).
//

import AppIntents

struct GulprShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        // Log a drink; Siri asks which one when the phrase does not say.
        AppShortcut(
            intent: LogDrinkIntent(),
            phrases: [
                "Log \(\.$drink) in \(.applicationName)",
                "Log a \(\.$amount) of \(\.$drink) in \(.applicationName)",
                "Add \(\.$drink) to \(.applicationName)",
                "Log a drink in \(.applicationName)",
                // No app name: we ship on macOS too, where this is allowed.
                "I just drank some \(\.$drink)",
            ],
            shortTitle: "Log Drink",
            systemImageName: "drop.fill"
        )

        // The one people use most: a glass of something.
        AppShortcut(
            intent: LogDrinkIntent(amount: .glass),
            phrases: [
                "Had a glass of \(\.$drink) with \(.applicationName)",
                "Quick glass in \(.applicationName)",
            ],
            shortTitle: "Log a Glass",
            systemImageName: "waterbottle"
        )

        AppShortcut(
            intent: ShowTodayIntent(),
            phrases: [
                "How much have I drunk in \(.applicationName)",
                "Show my \(.applicationName) progress",
                "Check my hydration in \(.applicationName)",
            ],
            shortTitle: "Today",
            systemImageName: "chart.bar.fill"
        )

        AppShortcut(
            intent: SetGoalIntent(),
            phrases: [
                "Set my \(.applicationName) goal to \(\.$goal)",
                "Change my daily goal in \(.applicationName)",
            ],
            shortTitle: "Daily Goal",
            systemImageName: "target"
        )

        AppShortcut(
            intent: UndoLastDrinkIntent(),
            phrases: [
                "Undo the last drink in \(.applicationName)",
                "Remove my last \(.applicationName) entry",
            ],
            shortTitle: "Undo",
            systemImageName: "arrow.uturn.backward"
        )
    }

    static var shortcutTileColor: ShortcutTileColor = .teal

    /// Things people say near our phrases that must never log or delete anything.
    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases(phrases: [
            "Delete all drinks",
            "Reset \(.applicationName)",
            "Stop reminding me to drink",
        ])
    }
}
