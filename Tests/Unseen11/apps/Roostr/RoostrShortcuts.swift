//
//  RoostrShortcuts.swift
//  Roostr
//
//  The chores rota for a family or a shared house: who does which chore
//  this week, ticking one off (a star each time), whose turn it is, the
//  shared shopping list, notes on the household's board, and the stars
//  leaderboard. People come from HouseholdMemberQuery.suggestedEntities().
//

import AppIntents

struct RoostrShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .orange

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AssignChoreIntent(),
            phrases: [
                "Give \(\.$chore) to \(\.$member) in \(.applicationName)",
                "Put \(\.$member) on \(\.$chore) this week with \(.applicationName)",
                "Assign \(\.$chore) in \(.applicationName)",  // Siri asks "Who's doing it?"
                "Assign a chore with \(.applicationName)",  // Siri asks which chore, then who
            ],
            shortTitle: "Assign a Chore",
            systemImageName: "person.badge.plus"
        )
        AppShortcut(
            intent: ChoreDoneIntent(),
            phrases: [
                "Tick off \(\.$chore) in \(.applicationName)",
                "\(\.$member) has done \(\.$chore) in \(.applicationName)",
                "I've done \(\.$chore)",
                "Mark a chore as done in \(.applicationName)",  // Siri asks which
            ],
            shortTitle: "Done!",
            systemImageName: "checkmark.seal"
        )
        AppShortcut(
            intent: WhoseTurnIntent(),
            phrases: [
                "Whose turn is it to do \(\.$chore) in \(.applicationName)",
                "Show this week's rota in \(.applicationName)",  // every chore
            ],
            shortTitle: "Whose Turn?",
            systemImageName: "arrow.triangle.2.circlepath"
        )
        AppShortcut(
            intent: WhoseTurnIntent(chore: .dishes),
            phrases: [
                "Who's washing up tonight in \(.applicationName)",
                "Whose turn is it to wash up",
            ],
            shortTitle: "Washing Up",
            systemImageName: "sink"
        )
        AppShortcut(
            intent: AddToShoppingListIntent(),
            phrases: [
                // Free text: whatever the household has run out of.
                "Add \(\.$item) to the \(.applicationName) shopping list",
                "Put \(\.$item) on the shopping list with \(.applicationName)",
                "Add something to the shopping list in \(.applicationName)",  // Siri asks "What do you need?"
            ],
            shortTitle: "Shopping List",
            systemImageName: "cart"
        )
        AppShortcut(
            intent: LeaveNoteIntent(),
            phrases: [
                // Free text: the note, as it is said.
                "Tell everyone on \(.applicationName) that \(\.$message)",
                "Leave \(\.$member) a note on \(.applicationName) saying \(\.$message)",
                "Leave a note for the house in \(.applicationName)",  // Siri asks what it says
            ],
            shortTitle: "Leave a Note",
            systemImageName: "note.text"
        )
        AppShortcut(
            intent: StarsIntent(),
            phrases: [
                "How many stars has \(\.$member) got in \(.applicationName)",
                "Show the \(.applicationName) leaderboard",  // everyone
            ],
            shortTitle: "Stars",
            systemImageName: "star"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Order groceries online",
        "Leave the \(.applicationName) household",
    ])
}
