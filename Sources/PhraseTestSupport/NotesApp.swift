import Phrasebook

/// A small app built in code for the tests of questions and answers: Notes,
/// whose `CaptureIntent` asks for text, then a folder (two folders are both
/// called "Home"), and whose `IdeaIntent` asks for an idea.
package enum NotesApp {
    package static let catalog: Catalog = {
        var app = App(name: "Notes", directory: "/nonexistent/Notes")
        app.intents["CaptureIntent"] = Intent(
            name: "CaptureIntent",
            parameters: [
                Parameter(name: "text", typeName: "String", kind: .text, isOptional: false, requestValueDialog: "What should I note?"),
                Parameter(name: "folder", typeName: "FolderEntity", kind: .entity, isOptional: false),
            ])
        app.intents["IdeaIntent"] = Intent(
            name: "IdeaIntent",
            parameters: [Parameter(name: "idea", typeName: "String", kind: .text, isOptional: false, requestValueDialog: "What's your idea?")])
        app.valueTypes["FolderEntity"] = ValueType(
            name: "FolderEntity", kind: .entity,
            values: [
                Value(id: "f-work", title: "Work", synonyms: ["the office"]),
                Value(id: "f-home", title: "Home"),
                Value(id: "f-home2", title: "Home"),
            ])
        return Catalog(apps: [app])
    }()

    /// A `needs-value` result of Notes asking `intent` for `parameter`.
    package static func question(for parameter: String, intent: String, prompt: String = "What should I note?") -> MatchResult {
        let invocation = MatchResult.Invocation(app: "Notes", intent: intent, shortcut: intent, parameters: [], phrase: "Note in ${applicationName}")
        return MatchResult(.needsValue(invocation, MatchResult.Question(parameter: parameter, prompt: prompt)), confidence: 1)
    }
}
