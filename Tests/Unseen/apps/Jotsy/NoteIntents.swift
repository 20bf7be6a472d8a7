//
//  NoteIntents.swift
//  Jotsy
//

import AppIntents

struct NewNoteIntent: AppIntent {
    static var title: LocalizedStringResource = "New Note"
    static var description = IntentDescription("Saves a note, in your inbox or a notebook.")

    @Parameter(title: "Text", requestValueDialog: "What should the note say?")
    var text: String

    @Parameter(title: "Notebook")
    var notebook: NotebookEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await NoteStore.shared.add(text, to: notebook?.id ?? NotebookEntity.inboxID)
        return .result(dialog: "Saved.")
    }
}

struct SearchNotesIntent: AppIntent {
    static var title: LocalizedStringResource = "Search Notes"
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Search For", requestValueDialog: "What are you looking for?")
    var query: String

    @MainActor
    func perform() async throws -> some IntentResult {
        Navigator.shared.search(query)
        return .result()
    }
}

struct OpenNotebookIntent: AppIntent {
    static var title: LocalizedStringResource = "Open Notebook"
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Notebook", requestValueDialog: "Which notebook?")
    var notebook: NotebookEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        Navigator.shared.open(notebook: notebook.id)
        return .result()
    }
}

struct ReadLastNoteIntent: AppIntent {
    static var title: LocalizedStringResource = "Read Last Note"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let note = try await NoteStore.shared.latest() else {
            return .result(dialog: "You haven't written anything yet.")
        }
        return .result(dialog: "\(note.text)")
    }
}
