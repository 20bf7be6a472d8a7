//
//  PilloShortcuts.swift
//  Pillo
//
//  Medication reminders: log a dose, snooze a reminder, order a refill.
//  Medications come from MedicationQuery.suggestedEntities(): the ones on
//  the user's schedule, next due first.
//

import AppIntents

struct PilloShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .teal

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LogDoseIntent(),
            phrases: [
                // What people say when the reminder goes off; no app name.
                "I took my \(\.$medication)",
                "Log my \(\.$medication) in \(.applicationName)",
                "Mark \(\.$medication) as taken with \(.applicationName)",
                "Log a dose in \(.applicationName)",  // Siri asks "Which medication did you take?"
            ],
            shortTitle: "Log Dose",
            systemImageName: "checkmark.circle"
        )
        AppShortcut(
            intent: SnoozeReminderIntent(),
            phrases: [
                "Snooze \(.applicationName) for \(\.$delay)",
                "Snooze my \(\.$medication) reminder for \(\.$delay) with \(.applicationName)",
            ],
            shortTitle: "Snooze",
            systemImageName: "zzz"
        )
        AppShortcut(
            intent: OrderRefillIntent(),
            phrases: [
                "Order more \(\.$medication) with \(.applicationName)",
                "Request a refill in \(.applicationName)",  // Siri asks "Which one is running out?"
            ],
            shortTitle: "Refill",
            systemImageName: "cross.case"
        )
        AppShortcut(
            intent: PillsLeftIntent(),
            phrases: [
                "How many \(\.$medication) have I got left in \(.applicationName)",
                "Am I running low on \(\.$medication)",
            ],
            shortTitle: "Supply",
            systemImageName: "pills"
        )
        AppShortcut(
            intent: NextDoseIntent(),
            phrases: [
                "When is my next dose",
                "What do I take next in \(.applicationName)",
            ],
            shortTitle: "Next Dose",
            systemImageName: "clock"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Delete my medication history in \(.applicationName)",
        "Call my pharmacy",
    ])
}
