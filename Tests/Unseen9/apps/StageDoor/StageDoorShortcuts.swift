//
//  StageDoorShortcuts.swift
//  StageDoor
//
//  Theatre, opera and ballet tickets at the houses you follow: book seats
//  for a show (where you sit, which night), see what's on, get told when a
//  sold-out show has returns, pull up your tickets at the door, and order
//  your interval drink before the curtain goes up. Shows and venues come
//  from ShowQuery and VenueQuery's suggestedEntities().
//

import AppIntents

struct StageDoorShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .red

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BookSeatsIntent(),
            phrases: [
                "Book seats in \(\.$area) for \(\.$show) on \(\.$night) with \(.applicationName)",
                "Get tickets for \(\.$show) on \(\.$night) in \(.applicationName)",
                "Get tickets for \(\.$show)",  // best available, next performance
                "Book theatre tickets with \(.applicationName)",  // Siri asks "Which show?"
            ],
            shortTitle: "Book Seats",
            systemImageName: "theatermasks"
        )
        AppShortcut(
            intent: WhatsOnIntent(),
            phrases: [
                "What's on at \(\.$venue) in \(.applicationName)",
                "What's on at \(\.$venue) this week",
                "What's on tonight with \(.applicationName)",  // every venue you follow
            ],
            shortTitle: "What's On",
            systemImageName: "calendar"
        )
        AppShortcut(
            intent: ReturnsAlertIntent(),
            phrases: [
                "Tell me when \(\.$show) has returns",
                "Watch \(\.$show) for returns in \(.applicationName)",
                "Set up a returns alert in \(.applicationName)",  // Siri asks "Which show?"
            ],
            shortTitle: "Returns",
            systemImageName: "bell"
        )
        AppShortcut(
            intent: ShowTicketsIntent(),
            phrases: [
                "Show my tickets in \(.applicationName)",
                "Pull up my theatre tickets",
            ],
            shortTitle: "My Tickets",
            systemImageName: "ticket"
        )
        AppShortcut(
            intent: IntervalDrinkIntent(),
            phrases: [
                "Order \(\.$drink) for the interval with \(.applicationName)",
                "Pre-order interval drinks in \(.applicationName)",  // Siri asks what you'd like
            ],
            shortTitle: "Interval Drinks",
            systemImageName: "wineglass"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Refund my tickets",
        "Stop \(.applicationName) emails",
    ])
}
