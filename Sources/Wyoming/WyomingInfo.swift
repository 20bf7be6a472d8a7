import Phrasebook

/// The `info` event that answers `describe`: Phrasebook as an intent
/// handling program (`handle`, which `transcript` uses) and, when asked
/// for, an intent recognition program (`intent`, which `recognize` uses;
/// ``WyomingProgram`` says why not by default), each with one model per
/// app, in the languages of the app's phrases.
///
/// Home Assistant offers a Wyoming service as a conversation agent when it
/// describes an installed `handle` or `intent` program, for the languages
/// of its installed models.
package enum WyomingInfo {
    /// The programs' name, as Home Assistant shows it.
    package static let programName = "Phrasebook"

    /// The `info` event for `catalog`, advertising `programs` (a program
    /// not listed is an empty list).
    package static func event(for catalog: Catalog, programs: [WyomingProgram] = WyomingProgram.defaults) -> WyomingEvent {
        let models = JSON.array(catalog.apps.map(model))
        let attribution = JSON.object([("name", .string(programName)), ("url", .string(""))])
        func program(_ description: String, _ extra: [(String, JSON)]) -> JSON {
            .object(
                [
                    ("name", .string(programName)), ("attribution", attribution), ("installed", .bool(true)),
                    ("description", .string(description)), ("version", .null), ("models", models),
                ] + extra)
        }
        let handle = program(
            "Matches a transcript to an app's App Shortcuts phrases and runs the app's handler",
            [("supports_handled_streaming", .bool(false)), ("supports_home_control", .bool(false))])
        let intent = program("Matches a transcript to an app's App Shortcuts phrases", [])
        return WyomingEvent(
            "info",
            [
                ("asr", .array([])), ("tts", .array([])),
                ("handle", .array(programs.contains(.handle) ? [handle] : [])),
                ("intent", .array(programs.contains(.intent) ? [intent] : [])),
                ("wake", .array([])), ("mic", .array([])), ("snd", .array([])),
            ])
    }

    /// One app as a model.
    private static func model(_ app: App) -> JSON {
        let phrases = app.shortcuts.reduce(0) { $0 + $1.templates.count }
        return .object([
            ("name", .string(app.name)),
            ("attribution", .object([("name", .string(app.name)), ("url", .string(""))])),
            ("installed", .bool(true)),
            ("description", .string("\(app.name): \(app.shortcuts.count) shortcuts, \(phrases) phrase templates")),
            ("version", .null),
            // The language matching reads its phrases in: its String
            // Catalog's source language, else `en`.
            ("languages", .array(app.languages.map(JSON.string))),
        ])
    }
}
