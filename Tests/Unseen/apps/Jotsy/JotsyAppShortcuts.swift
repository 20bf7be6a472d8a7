//
//  JotsyAppShortcuts.swift
//  Jotsy
//
//  Created for the 3.2 release: Siri can now take a note, search notes and
//  open a notebook. Notebooks come from NotebookQuery.suggestedEntities().
//

import AppIntents

struct JotsyAppShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .yellow

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: NewNoteIntent(),
            phrases: [
                "Jot down \(\.$text) in \(.applicationName)",
                "Add a note to \(.applicationName) saying \(\.$text)",
                "Add \(\.$text) to my \(\.$notebook) notebook in \(.applicationName)",
                // No text: Siri asks "What should the note say?"
                "New \(.applicationName) note",
            ],
            shortTitle: "New Note",
            systemImageName: "square.and.pencil"
        )
        AppShortcut(
            intent: SearchNotesIntent(),
            phrases: [
                "Search \(.applicationName) for \(\.$query)",
                "Find my notes about \(\.$query) in \(.applicationName)",
                "Search my \(.applicationName) notes",
            ],
            shortTitle: "Search",
            systemImageName: "magnifyingglass"
        )
        AppShortcut(
            intent: OpenNotebookIntent(),
            phrases: [
                "Open my \(\.$notebook) notebook in \(.applicationName)",
                "Show the \(\.$notebook) notes in \(.applicationName)",
            ],
            shortTitle: "Open Notebook",
            systemImageName: "book"
        )
        AppShortcut(
            intent: ReadLastNoteIntent(),
            phrases: [
                "Read my last \(AppShortcutPhraseToken.applicationName) note",
                "What did I jot down last in \(AppShortcutPhraseToken.applicationName)",
            ],
            shortTitle: "Last Note",
            systemImageName: "speaker.wave.2"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Delete my last \(.applicationName) note",
        "Delete all my notes",
    ])
}
