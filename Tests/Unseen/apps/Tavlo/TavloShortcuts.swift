//
//  TavloShortcuts.swift
//  Tavlo
//
//  Table bookings by voice. Restaurants are the diner's saved places
//  (RestaurantQuery.suggestedEntities()); party size and time are optional:
//  without them the booking uses the diner's defaults (2 people, tonight).
//

import AppIntents

struct TavloShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BookTableIntent(),
            phrases: [
                "Book a table at \(\.$restaurant) with \(.applicationName)",
                "Book a table for \(\.$partySize) at \(\.$restaurant) with \(.applicationName)",
                "Book a table for \(\.$partySize) at \(\.$restaurant) for \(\.$time) with \(.applicationName)",
                "Book \(\.$restaurant) for \(\.$time) in \(.applicationName)",
                "Book a table with \(.applicationName)",  // Siri asks "Where would you like to eat?"
            ],
            shortTitle: "Book a Table",
            systemImageName: "fork.knife"
        )
        AppShortcut(
            intent: RebookLastIntent(),
            phrases: [
                "Book our usual table with \(.applicationName)",
                "Book the same again in \(.applicationName)",
            ],
            shortTitle: "Book Again",
            systemImageName: "arrow.counterclockwise"
        )
        AppShortcut(
            intent: UpcomingBookingsIntent(),
            phrases: [
                "Show my \(.applicationName) bookings",
                "When is my next \(.applicationName) booking",
                "Where am I eating tonight",
            ],
            shortTitle: "Bookings",
            systemImageName: "calendar"
        )
        AppShortcut(
            intent: RunningLateIntent(),
            phrases: [
                "Tell \(.applicationName) we're running late",
                "Tell \(.applicationName) we'll be \(\.$delay) late",
            ],
            shortTitle: "Running Late",
            systemImageName: "clock.badge.exclamationmark"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Cancel my \(.applicationName) booking",
        "Cancel the reservation",
    ])
}
