//
//  PawseShortcuts.swift
//  Pawse
//
//  The household's pet diary: walks, meals, vet visits and the Pawse Tag
//  collar. Pets come from PetQuery.suggestedEntities(): every pet in the
//  household, shared between its members.
//

import AppIntents

struct PawseShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .orange

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LogWalkIntent(),
            phrases: [
                // Said at the front door with the lead still in hand; no app name.
                "I walked \(\.$pet) for \(\.$length)",
                "Log a walk for \(\.$pet) in \(.applicationName)",
                "Log a walk in \(.applicationName)",  // Siri asks "Who did you walk?"
            ],
            shortTitle: "Log Walk",
            systemImageName: "figure.walk"
        )
        AppShortcut(
            intent: LogMealIntent(),
            phrases: [
                "I just fed \(\.$pet)",
                "Mark \(\.$pet) as fed in \(.applicationName)",
            ],
            shortTitle: "Fed",
            systemImageName: "fork.knife"
        )
        AppShortcut(
            intent: BookVetIntent(),
            phrases: [
                "Book a vet appointment for \(\.$pet) with \(.applicationName)",
                "Book \(\.$pet) in for \(\.$visit) on \(.applicationName)",
                "Book the vet with \(.applicationName)",  // Siri asks "Which pet is it for?"
            ],
            shortTitle: "Book Vet",
            systemImageName: "cross.case"
        )
        AppShortcut(
            intent: LocatePetIntent(),
            phrases: [
                "Where is \(\.$pet)",
                "Find \(\.$pet) on \(.applicationName)",
            ],
            shortTitle: "Find Pet",
            systemImageName: "location.circle"
        )
        AppShortcut(
            intent: TodayIntent(),
            phrases: [
                "What do the pets need today",
                "Open my \(.applicationName) diary",
            ],
            shortTitle: "Today",
            systemImageName: "pawprint"
        )
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Delete my pet profile in \(.applicationName)"
            "Call the vet"
        }
    }
}
