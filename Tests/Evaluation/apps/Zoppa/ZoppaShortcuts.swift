//
//  ZoppaShortcuts.swift
//  Zoppa
//
//  A coffee bar's ordering shortcuts. Siri fills each part of the order it
//  hears; the rest come from the person's saved defaults. App Shortcuts
//  have no optional parts, so every combination of the optional parts of
//  an order (size, hot or iced, shots, then milk and sugar) is its own
//  phrase: 32 ways to say a drink in each of six frames.
//

import AppIntents

struct ZoppaShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderDrinkIntent(),
            phrases: [
                // "Order a …": every optional part written out, as Apple lists them
                "Order a \(\.$drink) from \(.applicationName)",
                "Order a \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Order a \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Order a \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "Order a \(\.$size) \(\.$drink) from \(.applicationName)",
                "Order a \(\.$size) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Order a \(\.$size) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Order a \(\.$size) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "Order a \(\.$temperature) \(\.$drink) from \(.applicationName)",
                "Order a \(\.$temperature) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Order a \(\.$temperature) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Order a \(\.$temperature) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "Order a \(\.$shots) \(\.$drink) from \(.applicationName)",
                "Order a \(\.$shots) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Order a \(\.$shots) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Order a \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "Order a \(\.$size) \(\.$temperature) \(\.$drink) from \(.applicationName)",
                "Order a \(\.$size) \(\.$temperature) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Order a \(\.$size) \(\.$temperature) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Order a \(\.$size) \(\.$temperature) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "Order a \(\.$size) \(\.$shots) \(\.$drink) from \(.applicationName)",
                "Order a \(\.$size) \(\.$shots) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Order a \(\.$size) \(\.$shots) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Order a \(\.$size) \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "Order a \(\.$temperature) \(\.$shots) \(\.$drink) from \(.applicationName)",
                "Order a \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Order a \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Order a \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "Order a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) from \(.applicationName)",
                "Order a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Order a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Order a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                // "Get me a …": every optional part written out, as Apple lists them
                "Get me a \(\.$drink) from \(.applicationName)",
                "Get me a \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Get me a \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Get me a \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "Get me a \(\.$size) \(\.$drink) from \(.applicationName)",
                "Get me a \(\.$size) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Get me a \(\.$size) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Get me a \(\.$size) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "Get me a \(\.$temperature) \(\.$drink) from \(.applicationName)",
                "Get me a \(\.$temperature) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Get me a \(\.$temperature) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Get me a \(\.$temperature) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "Get me a \(\.$shots) \(\.$drink) from \(.applicationName)",
                "Get me a \(\.$shots) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Get me a \(\.$shots) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Get me a \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "Get me a \(\.$size) \(\.$temperature) \(\.$drink) from \(.applicationName)",
                "Get me a \(\.$size) \(\.$temperature) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Get me a \(\.$size) \(\.$temperature) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Get me a \(\.$size) \(\.$temperature) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "Get me a \(\.$size) \(\.$shots) \(\.$drink) from \(.applicationName)",
                "Get me a \(\.$size) \(\.$shots) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Get me a \(\.$size) \(\.$shots) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Get me a \(\.$size) \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "Get me a \(\.$temperature) \(\.$shots) \(\.$drink) from \(.applicationName)",
                "Get me a \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Get me a \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Get me a \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "Get me a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) from \(.applicationName)",
                "Get me a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Get me a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Get me a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                // "Can I get a …": every optional part written out, as Apple lists them
                "Can I get a \(\.$drink) from \(.applicationName)",
                "Can I get a \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Can I get a \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Can I get a \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$drink) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "Can I get a \(\.$temperature) \(\.$drink) from \(.applicationName)",
                "Can I get a \(\.$temperature) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Can I get a \(\.$temperature) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Can I get a \(\.$temperature) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "Can I get a \(\.$shots) \(\.$drink) from \(.applicationName)",
                "Can I get a \(\.$shots) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Can I get a \(\.$shots) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Can I get a \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$temperature) \(\.$drink) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$temperature) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$temperature) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$temperature) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$shots) \(\.$drink) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$shots) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$shots) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "Can I get a \(\.$temperature) \(\.$shots) \(\.$drink) from \(.applicationName)",
                "Can I get a \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Can I get a \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Can I get a \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                // "I'd like a …": every optional part written out, as Apple lists them
                "I'd like a \(\.$drink) from \(.applicationName)",
                "I'd like a \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "I'd like a \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "I'd like a \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "I'd like a \(\.$size) \(\.$drink) from \(.applicationName)",
                "I'd like a \(\.$size) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "I'd like a \(\.$size) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "I'd like a \(\.$size) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "I'd like a \(\.$temperature) \(\.$drink) from \(.applicationName)",
                "I'd like a \(\.$temperature) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "I'd like a \(\.$temperature) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "I'd like a \(\.$temperature) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "I'd like a \(\.$shots) \(\.$drink) from \(.applicationName)",
                "I'd like a \(\.$shots) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "I'd like a \(\.$shots) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "I'd like a \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "I'd like a \(\.$size) \(\.$temperature) \(\.$drink) from \(.applicationName)",
                "I'd like a \(\.$size) \(\.$temperature) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "I'd like a \(\.$size) \(\.$temperature) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "I'd like a \(\.$size) \(\.$temperature) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "I'd like a \(\.$size) \(\.$shots) \(\.$drink) from \(.applicationName)",
                "I'd like a \(\.$size) \(\.$shots) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "I'd like a \(\.$size) \(\.$shots) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "I'd like a \(\.$size) \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "I'd like a \(\.$temperature) \(\.$shots) \(\.$drink) from \(.applicationName)",
                "I'd like a \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "I'd like a \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "I'd like a \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                "I'd like a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) from \(.applicationName)",
                "I'd like a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk) from \(.applicationName)",
                "I'd like a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$sugar) from \(.applicationName)",
                "I'd like a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar) from \(.applicationName)",
                // "Ask \(.applicationName) for a …": every optional part written out, as Apple lists them
                "Ask \(.applicationName) for a \(\.$drink)",
                "Ask \(.applicationName) for a \(\.$drink) with \(\.$milk)",
                "Ask \(.applicationName) for a \(\.$drink) with \(\.$sugar)",
                "Ask \(.applicationName) for a \(\.$drink) with \(\.$milk) and \(\.$sugar)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$drink)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$drink) with \(\.$milk)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$drink) with \(\.$sugar)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$drink) with \(\.$milk) and \(\.$sugar)",
                "Ask \(.applicationName) for a \(\.$temperature) \(\.$drink)",
                "Ask \(.applicationName) for a \(\.$temperature) \(\.$drink) with \(\.$milk)",
                "Ask \(.applicationName) for a \(\.$temperature) \(\.$drink) with \(\.$sugar)",
                "Ask \(.applicationName) for a \(\.$temperature) \(\.$drink) with \(\.$milk) and \(\.$sugar)",
                "Ask \(.applicationName) for a \(\.$shots) \(\.$drink)",
                "Ask \(.applicationName) for a \(\.$shots) \(\.$drink) with \(\.$milk)",
                "Ask \(.applicationName) for a \(\.$shots) \(\.$drink) with \(\.$sugar)",
                "Ask \(.applicationName) for a \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$temperature) \(\.$drink)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$temperature) \(\.$drink) with \(\.$milk)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$temperature) \(\.$drink) with \(\.$sugar)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$temperature) \(\.$drink) with \(\.$milk) and \(\.$sugar)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$shots) \(\.$drink)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$shots) \(\.$drink) with \(\.$milk)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$shots) \(\.$drink) with \(\.$sugar)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar)",
                "Ask \(.applicationName) for a \(\.$temperature) \(\.$shots) \(\.$drink)",
                "Ask \(.applicationName) for a \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk)",
                "Ask \(.applicationName) for a \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$sugar)",
                "Ask \(.applicationName) for a \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$sugar)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar)",
                "Order a drink from \(.applicationName)",  // Siri asks "What would you like to drink?"
            ],
            shortTitle: "Order",
            systemImageName: "cup.and.saucer.fill"
        )

        AppShortcut(
            intent: OrderDrinkIntent(),
            phrases: [
                // We ship on macOS and the web too, where no app name is needed.
                "Make me a \(\.$drink)",
                "Make me a \(\.$drink) with \(\.$milk)",
                "Make me a \(\.$drink) with \(\.$sugar)",
                "Make me a \(\.$drink) with \(\.$milk) and \(\.$sugar)",
                "Make me a \(\.$size) \(\.$drink)",
                "Make me a \(\.$size) \(\.$drink) with \(\.$milk)",
                "Make me a \(\.$size) \(\.$drink) with \(\.$sugar)",
                "Make me a \(\.$size) \(\.$drink) with \(\.$milk) and \(\.$sugar)",
                "Make me a \(\.$temperature) \(\.$drink)",
                "Make me a \(\.$temperature) \(\.$drink) with \(\.$milk)",
                "Make me a \(\.$temperature) \(\.$drink) with \(\.$sugar)",
                "Make me a \(\.$temperature) \(\.$drink) with \(\.$milk) and \(\.$sugar)",
                "Make me a \(\.$shots) \(\.$drink)",
                "Make me a \(\.$shots) \(\.$drink) with \(\.$milk)",
                "Make me a \(\.$shots) \(\.$drink) with \(\.$sugar)",
                "Make me a \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar)",
                "Make me a \(\.$size) \(\.$temperature) \(\.$drink)",
                "Make me a \(\.$size) \(\.$temperature) \(\.$drink) with \(\.$milk)",
                "Make me a \(\.$size) \(\.$temperature) \(\.$drink) with \(\.$sugar)",
                "Make me a \(\.$size) \(\.$temperature) \(\.$drink) with \(\.$milk) and \(\.$sugar)",
                "Make me a \(\.$size) \(\.$shots) \(\.$drink)",
                "Make me a \(\.$size) \(\.$shots) \(\.$drink) with \(\.$milk)",
                "Make me a \(\.$size) \(\.$shots) \(\.$drink) with \(\.$sugar)",
                "Make me a \(\.$size) \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar)",
                "Make me a \(\.$temperature) \(\.$shots) \(\.$drink)",
                "Make me a \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk)",
                "Make me a \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$sugar)",
                "Make me a \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar)",
                "Make me a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink)",
                "Make me a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk)",
                "Make me a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$sugar)",
                "Make me a \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar)",
            ],
            shortTitle: "Make Me",
            systemImageName: "mug"
        )

        // The house special, by its nickname.
        AppShortcut(
            intent: OrderDrinkIntent(drink: .zoppaccino),
            phrases: [
                "Get me the house special from \(.applicationName)",
                "Order a \(\.$size) house special from \(.applicationName)",
                "House special with \(\.$milk) from \(.applicationName)",
            ],
            shortTitle: "House Special",
            systemImageName: "star.fill"
        )

        AppShortcut(
            intent: RepeatLastOrderIntent(),
            phrases: [
                "Reorder my last drink from \(.applicationName)",
                "Same again from \(.applicationName)",
                "Get my usual from \(.applicationName)",
            ],
            shortTitle: "Same Again",
            systemImageName: "arrow.clockwise"
        )

        AppShortcut(
            intent: OrderStatusIntent(),
            phrases: [
                "Is my \(.applicationName) order ready",
                "How long until my coffee is ready in \(.applicationName)",
            ],
            shortTitle: "Order Status",
            systemImageName: "clock"
        )

        AppShortcut(
            intent: SetPickupStoreIntent(),
            phrases: [
                "Pick up from \(\.$store) with \(.applicationName)",
                "Change my \(.applicationName) store",
            ],
            shortTitle: "Pickup Store",
            systemImageName: "mappin.and.ellipse"
        )
    }

    static var shortcutTileColor: ShortcutTileColor = .orange

    /// Near our phrases, and never an order.
    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Cancel my \(.applicationName) order",
        "Delete my order history",
        "Stop \(.applicationName) notifications",
    ])
}
