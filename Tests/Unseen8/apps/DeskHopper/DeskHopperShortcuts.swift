//
//  DeskHopperShortcuts.swift
//  DeskHopper
//
//  One membership, desks in coworking spaces across Europe: book a desk
//  (any desk, or a standing, quiet, window or dual-screen one) at a space
//  for a day, book a meeting room, check in when you sit down, and see
//  where your team is sitting. Spaces, rooms and colleagues come from their
//  queries' suggestedEntities().
//

import AppIntents

struct DeskHopperShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .teal

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BookDeskIntent(),
            phrases: [
                "Book \(\.$desk) at \(\.$space) with \(.applicationName)",
                "Book a desk at \(\.$space) for \(\.$day) in \(.applicationName)",
                "Book \(\.$desk) in \(.applicationName)",  // Siri asks "Which space?"
                "Book a desk with \(.applicationName)",  // Siri asks "Which space?"
            ],
            shortTitle: "Book a Desk",
            systemImageName: "desktopcomputer"
        )
        AppShortcut(
            intent: BookRoomIntent(),
            phrases: [
                "Book \(\.$room) for \(\.$length) in \(.applicationName)",
                "Book \(\.$room) in \(.applicationName)",  // an hour
                "Find a meeting room in \(.applicationName)",  // Siri asks "Which room?"
            ],
            shortTitle: "Meeting Room",
            systemImageName: "person.3"
        )
        AppShortcut(
            intent: CheckInIntent(),
            phrases: [
                "Check in to my desk with \(.applicationName)",
                "I'm at my desk",
            ],
            shortTitle: "Check In",
            systemImageName: "checkmark.circle"
        )
        AppShortcut(
            intent: FindColleagueIntent(),
            phrases: [
                "Where's \(\.$colleague) sitting today",
                "Find \(\.$colleague) in \(.applicationName)",
                // Everyone on the team who's booked in today.
                "Who's in the office today",
            ],
            shortTitle: "Find a Colleague",
            systemImageName: "person.crop.circle.badge.questionmark"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Cancel my desk booking",
        "Upgrade my \(.applicationName) plan",
    ])
}
