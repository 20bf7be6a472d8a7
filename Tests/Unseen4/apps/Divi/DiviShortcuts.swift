//
//  DiviShortcuts.swift
//  Divi
//
//  Split bills with friends and groups, see who owes whom, settle up.
//  People and groups come from FriendQuery.suggestedEntities(): the ones
//  the user has split with lately.
//

import AppIntents

struct DiviShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .lime

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddExpenseIntent(),
            phrases: [
                "Split \(\.$expense) with \(\.$friend) on \(.applicationName)",
                "Add \(\.$expense) to \(.applicationName)",
                // No description: Siri asks "What was it for?"
                "Log an expense with \(.applicationName)",
            ],
            shortTitle: "Add Expense",
            systemImageName: "plus.forwardslash.minus"
        )
        AppShortcut(
            intent: SettleUpIntent(),
            phrases: [
                "Settle up with \(\.$friend) in \(.applicationName)",
                "Pay back \(\.$friend) with \(.applicationName)",
                "Settle up on \(.applicationName)",  // Siri asks "Who with?"
            ],
            shortTitle: "Settle Up",
            systemImageName: "checkmark.seal"
        )
        AppShortcut(
            intent: BalanceIntent(),
            phrases: [
                // The question people ask out loud; no app name.
                "How much do I owe \(\.$friend)",
                "What's my balance with \(\.$friend) on \(.applicationName)",
                "Who owes me money in \(.applicationName)",
            ],
            shortTitle: "Balances",
            systemImageName: "sterlingsign.circle"
        )
        AppShortcut(
            intent: NudgeIntent(),
            phrases: [
                "Remind \(\.$friend) to pay me on \(.applicationName)",
                "Nudge \(\.$friend) with \(.applicationName)",
            ],
            shortTitle: "Nudge",
            systemImageName: "hand.wave"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Delete my \(.applicationName) account",
        "Leave this group",
    ])
}
