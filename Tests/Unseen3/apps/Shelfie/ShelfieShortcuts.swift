//
//  ShelfieShortcuts.swift
//  Shelfie
//
//  Your library card in your pocket: holds, renewals and due dates for every
//  branch in the borough. Branches come from BranchQuery.suggestedEntities().
//

import AppIntents

struct ShelfieShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .lightBlue

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: PlaceHoldIntent(),
            phrases: [
                "Reserve \(\.$bookTitle) in \(.applicationName)",
                "Put \(\.$bookTitle) on hold at \(\.$branch) with \(.applicationName)",
                // No title: Siri asks "Which book would you like?"
                "Place a hold with \(.applicationName)",
            ],
            shortTitle: "Place Hold",
            systemImageName: "books.vertical"
        )
        AppShortcut(
            intent: RenewLoansIntent(),
            phrases: [
                "Renew my books with \(.applicationName)",
                "Renew everything on my \(.applicationName) shelf",
            ],
            shortTitle: "Renew All",
            systemImageName: "arrow.triangle.2.circlepath"
        )
        AppShortcut(
            intent: DueDatesIntent(),
            phrases: [
                "When are my library books due",
                "What's due back in \(.applicationName)",
            ],
            shortTitle: "Due Dates",
            systemImageName: "calendar.badge.exclamationmark"
        )
        AppShortcut(
            intent: BranchHoursIntent(),
            phrases: [
                "When does \(\.$branch) close",
                "Opening hours for \(\.$branch) in \(.applicationName)",
                "Check library opening hours in \(.applicationName)",
            ],
            shortTitle: "Opening Hours",
            systemImageName: "clock"
        )
        AppShortcut(
            intent: SearchCatalogueIntent(),
            phrases: [
                "Search the \(.applicationName) catalogue for \(\.$query)",
                "Look up \(\.$query) in \(.applicationName)",
            ],
            shortTitle: "Search",
            systemImageName: "magnifyingglass"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Pay my library fines in \(.applicationName)",
        "Cancel my library card",
    ])
}
