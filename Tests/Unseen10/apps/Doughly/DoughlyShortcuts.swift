//
//  DoughlyShortcuts.swift
//  Doughly
//
//  A family of bakeries around Auckland: put a loaf or a pastry aside to
//  collect (which bakery, what time), order a celebration cake with
//  writing on top, see if an order is ready and what's fresh today, and
//  show the stamp card at the counter. Bakeries come from
//  BakeryQuery.suggestedEntities(): the customer's usual bakery first.
//

import AppIntents

struct DoughlyShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .tangerine

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: PreOrderIntent(),
            phrases: [
                "Save me \(\.$bake) at \(\.$bakery) for \(\.$pickup) with \(.applicationName)",
                "Save me \(\.$bake) for \(\.$pickup) with \(.applicationName)",  // the usual bakery
                "Pre-order \(\.$bake) from \(.applicationName)",  // tomorrow's first bake
                "Put \(\.$bake) aside for me",
                "Pre-order from \(.applicationName)",  // Siri asks "What should we put aside?"
            ],
            shortTitle: "Put Aside",
            systemImageName: "basket"
        )
        AppShortcut(
            intent: CakeOrderIntent(),
            phrases: [
                // Free text: the writing on top, as the customer says it.
                "Order \(\.$cake) saying \(\.$message) from \(.applicationName)",
                "Order \(\.$cake) from \(.applicationName)",  // no writing
                "Order a celebration cake with \(.applicationName)",  // Siri asks which cake
            ],
            shortTitle: "Order a Cake",
            systemImageName: "birthday.cake"
        )
        AppShortcut(
            intent: OrderReadyIntent(),
            phrases: [
                "Is my \(.applicationName) order ready",
                "Is my bread ready yet",
            ],
            shortTitle: "Order Ready?",
            systemImageName: "checkmark.circle"
        )
        AppShortcut(
            intent: FreshTodayIntent(),
            phrases: [
                "What's fresh at \(\.$bakery) in \(.applicationName)",
                "What's fresh at \(\.$bakery) today",
                "What's fresh today in \(.applicationName)",  // the usual bakery
            ],
            shortTitle: "Fresh Today",
            systemImageName: "sun.horizon"
        )
        AppShortcut(
            intent: LoyaltyCardIntent(),
            phrases: [
                "Show my \(.applicationName) stamp card",
                "How many stamps have I got",
            ],
            shortTitle: "Stamp Card",
            systemImageName: "qrcode"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Order a wedding cake",
        "Apply for a job at \(.applicationName)",
    ])
}
