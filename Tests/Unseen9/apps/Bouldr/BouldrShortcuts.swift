//
//  BouldrShortcuts.swift
//  Bouldr
//
//  One membership for bouldering gyms across Europe: book a session slot,
//  log what you sent and its grade, see how busy a gym is and what's been
//  reset, and check in at the desk. Gyms come from
//  GymQuery.suggestedEntities(): the member's home gym first.
//

import AppIntents

struct BouldrShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .orange

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BookSessionIntent(),
            phrases: [
                "Book a session at \(\.$gym) for \(\.$slot) with \(.applicationName)",
                "Book a session at \(\.$gym) in \(.applicationName)",  // the next free slot
                "Book a climbing session with \(.applicationName)",  // Siri asks "Which gym?"
            ],
            shortTitle: "Book a Session",
            systemImageName: "calendar.badge.clock"
        )
        AppShortcut(
            intent: LogSendIntent(),
            phrases: [
                "Log a \(\.$grade) at \(\.$gym) in \(.applicationName)",
                "Log a \(\.$grade) in \(.applicationName)",  // at the gym you're checked in to
                "I just sent a \(\.$grade)",
                "Log a boulder in \(.applicationName)",  // Siri asks "What grade?"
            ],
            shortTitle: "Log a Send",
            systemImageName: "figure.climbing"
        )
        AppShortcut(
            intent: HowBusyIntent(),
            phrases: [
                "How busy is \(\.$gym) right now",
                "How busy is my gym in \(.applicationName)",  // the home gym
            ],
            shortTitle: "How Busy",
            systemImageName: "person.3"
        )
        AppShortcut(
            intent: NewProblemsIntent(),
            phrases: [
                "What's new at \(\.$gym) in \(.applicationName)",
                "Any new problems at \(\.$gym)",
            ],
            shortTitle: "New Problems",
            systemImageName: "sparkles"
        )
        AppShortcut(
            intent: MembershipCardIntent(),
            phrases: [
                "Show my membership in \(.applicationName)",
                "Check me in at the climbing wall",
            ],
            shortTitle: "Check In",
            systemImageName: "qrcode"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Rent climbing shoes",
        "Freeze my \(.applicationName) membership",
    ])
}
