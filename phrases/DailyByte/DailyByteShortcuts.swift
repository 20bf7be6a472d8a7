//
//  DailyByteShortcuts.swift
//  Daily Byte
//
//  Copyright © 2025 Daily Byte Coffee Co. All rights reserved.
//

import AppIntents

/// Daily Byte's App Shortcuts: order, order the usual, reorder, check on an order.
struct DailyByteShortcuts: AppShortcutsProvider {

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        // Generic order (will ask for parameters)
        AppShortcut(
            intent: OrderCoffeeIntent(),
            phrases: [
                "Order coffee in \(.applicationName)",
                "Get coffee from \(.applicationName)",
                // One phrase per drink: "Order a Flat White from Daily Byte"
                "Order a \(\.$coffeeType) from \(.applicationName)",
                // One phrase per size; Siri then asks which drink
                "Order a \(\.$size) coffee from \(.applicationName)",
            ],
            shortTitle: "Order",
            systemImageName: "cup.and.saucer.fill"
        )

        // Common specific orders (skip parameter step)
        AppShortcut(
            intent: OrderCoffeeIntent(
                coffeeType: .latte,
                size: .medium
            ),
            phrases: [
                "Order my usual from \(.applicationName)",
                "Get my regular coffee from \(.applicationName)"
            ],
            shortTitle: "Usual Order",
            systemImageName: "star.fill"
        )

        AppShortcut(
            intent: OrderCoffeeIntent(coffeeType: .espresso, size: .small),
            phrases: [
                "Get a quick espresso from \(.applicationName)"
            ],
            shortTitle: "Quick Espresso",
            systemImageName: "bolt.fill"
        )

        // Reorder last
        AppShortcut(
            intent: ReorderLastIntent(),
            phrases: [
                "Reorder coffee from \(.applicationName)",
                "Order again from \(.applicationName)"
            ],
            shortTitle: "Reorder",
            systemImageName: "arrow.clockwise"
        )

        // Where's my coffee?
        AppShortcut(
            intent: CheckOrderStatusIntent(),
            phrases: [
                "Check my \(.applicationName) order",
                "Where's my \(.applicationName) order",
                "Is my \(.applicationName) coffee ready"
            ],
            shortTitle: "Order Status",
            systemImageName: "clock"
        )
    }

    // Branding
    static var shortcutTileColor: ShortcutTileColor = .tangerine

    // Prevent false positives (iOS 17+)
    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases(phrases: [
            "Cancel coffee order",
            "Stop coffee",
            "Cancel my \(.applicationName) order",
        ])
    }
}
