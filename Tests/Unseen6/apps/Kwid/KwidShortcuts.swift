//
//  KwidShortcuts.swift
//  Kwid
//
//  Chores and pocket money for families: tick off chores, pay pocket money
//  into each child's Kwid pot, hand out jobs with a reward, the wish list.
//  Children and chores come from ChildQuery / ChoreQuery suggestedEntities():
//  the family's children and the chores the parents set up.
//

import AppIntents

struct KwidShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .lime

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: ChoreDoneIntent(),
            phrases: [
                "Tick off \(\.$chore) for \(\.$child) in \(.applicationName)",
                "\(\.$child) did \(\.$chore)",  // the parent at the sink; no app name
                "Tick off a chore in \(.applicationName)",  // Siri asks "Who did it?"
            ],
            shortTitle: "Chore Done",
            systemImageName: "checkmark.circle"
        )
        AppShortcut(
            intent: PayPocketMoneyIntent(),
            phrases: [
                "Send \(\.$amount) to \(\.$child) with \(.applicationName)",
                "Pay pocket money with \(.applicationName)",  // Siri asks "Who to?"
            ],
            shortTitle: "Pay",
            systemImageName: "sterlingsign.circle"
        )
        AppShortcut(
            intent: BalanceIntent(),
            phrases: [
                "How much has \(\.$child) saved",
                "Check the pot for \(\.$child) in \(.applicationName)",
                "Check the piggy banks in \(.applicationName)",  // everyone's
            ],
            shortTitle: "Balances",
            systemImageName: "banknote"
        )
        AppShortcut(
            intent: AssignChoreIntent(),
            phrases: [
                "Ask \(\.$child) to do \(\.$chore) for \(\.$reward) with \(.applicationName)",
                "Ask \(\.$child) to do \(\.$chore) in \(.applicationName)",
                "Hand out a chore with \(.applicationName)",  // Siri asks "Who's it for?"
            ],
            shortTitle: "New Chore",
            systemImageName: "list.bullet.clipboard"
        )
        AppShortcut(
            intent: WishListIntent(),
            phrases: [
                // Free text: whatever the child has asked for this week.
                "Add \(\.$item) to the wish list for \(\.$child) in \(.applicationName)",
                "Add to a wish list in \(.applicationName)",  // Siri asks "What's the wish?"
            ],
            shortTitle: "Wish List",
            systemImageName: "gift"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Remove a child from \(.applicationName)",
        "Ask for more pocket money",
    ])
}
