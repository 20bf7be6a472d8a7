//
//  KiboShortcuts.swift
//  Kibo
//
//  "Did anyone feed the cat?" — the whole family logs care in one place.
//  Pets come from PetQuery.suggestedEntities().
//

import AppIntents

struct KiboShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .orange

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LogCareIntent(),
            phrases: [
                "Log \(\.$activity) for \(\.$pet) in \(.applicationName)",
                "\(\.$pet) has had \(\.$activity) in \(.applicationName)",
                "Log care in \(.applicationName)",
            ],
            shortTitle: "Log Care",
            systemImageName: "checkmark.seal"
        )
        // The one everybody says: no app name, the activity is fixed.
        AppShortcut(
            intent: LogCareIntent(activity: .meal),
            phrases: [
                "I just fed \(\.$pet)",
                "Log a meal for \(\.$pet) in \(.applicationName)",
            ],
            shortTitle: "Fed",
            systemImageName: "fork.knife"
        )
        AppShortcut(
            intent: LastCareIntent(),
            phrases: [
                "Has \(\.$pet) been fed today",
                "When did \(\.$pet) last have \(\.$activity) in \(.applicationName)",
            ],
            shortTitle: "Last Time",
            systemImageName: "clock.arrow.circlepath"
        )
        AppShortcut(
            intent: AddPetNoteIntent(),
            phrases: [
                "Add a note about \(\.$pet) saying \(\.$text) in \(.applicationName)",
                "Make a \(.applicationName) note that \(\.$text)",
                "Add a \(.applicationName) note",
            ],
            shortTitle: "Note",
            systemImageName: "note.text"
        )
        AppShortcut(
            intent: CallVetIntent(),
            phrases: [
                "Call the vet with \(.applicationName)",
            ],
            shortTitle: "Call Vet",
            systemImageName: "phone"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Delete \(.applicationName) history",
        "Order more pet food",
    ])
}
