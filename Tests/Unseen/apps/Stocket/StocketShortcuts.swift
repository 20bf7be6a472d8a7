//
//  StocketShortcuts.swift
//  Stocket
//
//  App Shortcuts for the shared grocery list. Items are the household's
//  usual buys (GroceryItemQuery.suggestedEntities(): the 20-odd things the
//  list has had most often).
//

import AppIntents

struct StocketShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddItemIntent(),
            phrases: [
                "Add \(\.$item) to my \(.applicationName) list",
                "Put \(\.$item) on the \(.applicationName) list",
                "We're out of \(\.$item)",
                "Add something to my \(.applicationName) list",  // Siri asks "What should I add?"
            ],
            shortTitle: "Add Item",
            systemImageName: "cart.badge.plus"
        )
        AppShortcut(
            intent: CheckOffItemIntent(),
            phrases: [
                "Cross \(\.$item) off my \(.applicationName) list",
                "Tick off \(\.$item) in \(.applicationName)",
                "Check something off in \(.applicationName)",
            ],
            shortTitle: "Check Off",
            systemImageName: "checkmark.circle"
        )
        AppShortcut(
            intent: ReadListIntent(),
            phrases: [
                "What's on my \(.applicationName) list",
                "Read me the \(.applicationName) list",
                "What do we need from the shops in \(.applicationName)",
            ],
            shortTitle: "Read List",
            systemImageName: "list.bullet.rectangle"
        )
        AppShortcut(
            intent: ShareListIntent(),
            phrases: [
                "Share my \(.applicationName) list",
                "Send the shopping list to the family with \(.applicationName)",
            ],
            shortTitle: "Share List",
            systemImageName: "person.2"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Clear my \(.applicationName) list",
        "Delete the whole list",
    ])
}
