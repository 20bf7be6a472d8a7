import Testing

@testable import SwiftReader

@Suite struct ExtractorDiagnosticTests {
    /// Line numbers are the source's; each problem line says where its diagnostic points.
    static let source = #"""
        struct Shortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(
                    intent: OpenIntent(),
                    phrases: [
                        "Open \(.applicationName)",
                        "Open \(name) now",
                        phraseFor(.open),
                        AppShortcutPhrase<OpenIntent>.init(stringLiteral: "x"),
                        "Open \(\.$item) in \(.applicationName)",
                    ],
                    shortTitle: title
                )
                AppShortcut(intent: makeIntent(), phrases: ["Make \(.applicationName)"])
                AppShortcut(intent: SaveIntent(note: draft.text), phrases: dynamicPhrases)
                for session in favorites {
                    AppShortcut(intent: StartIntent(session: session), phrases: ["Start \(session.name)"])
                }
                AppShortcut(intent: LastIntent(), phrases: ["Last \(.applicationName)"])
            }
        }
        let broken = "unterminated
        """#

    @Test func everyProblemIsReportedAtItsLineAndColumn() {
        let declarations = Extractor.declarations(in: Self.source, file: "phrases/App/Shortcuts.swift")
        #expect(declarations.diagnostics.map(\.description) == [
            "phrases/App/Shortcuts.swift:7:23: error: cannot read the interpolation `\\(name)` in a phrase; "
                + "only `\\(.applicationName)` and `\\(\\.$parameter)` are read; the phrase is skipped",
            "phrases/App/Shortcuts.swift:8:17: error: cannot read a phrase built at run time; "
                + "only string literals are read",
            "phrases/App/Shortcuts.swift:9:17: error: cannot read `AppShortcutPhrase<…>.init(…)`; write the phrase "
                + "as a string literal such as \"Open \\(\\.$item) in \\(.applicationName)\"",
            "phrases/App/Shortcuts.swift:12:25: warning: cannot read `shortTitle`: it is not a string literal; "
                + "it is left out",
            "phrases/App/Shortcuts.swift:14:29: error: cannot read the intent of this App Shortcut; "
                + "write it as `SomeIntent(…)`; the shortcut is skipped",
            "phrases/App/Shortcuts.swift:15:46: error: cannot read the value bound to `note`; only literals and "
                + "enum cases are read, so it is left unbound",
            "phrases/App/Shortcuts.swift:15:68: error: cannot read phrases built at run time; write `phrases:` "
                + "as an array of string literals",
            "phrases/App/Shortcuts.swift:16:9: error: cannot expand a `for` loop over data the file does not hold; "
                + "its shortcuts are skipped",
            "phrases/App/Shortcuts.swift:22:14: error: unterminated string literal",
        ])
    }

    @Test func theRestStillExtracts() {
        let declarations = Extractor.declarations(in: Self.source, file: "Shortcuts.swift")
        #expect(shortcutSummary(declarations) == [
            "OpenIntent: Open ${applicationName} | Open ${item} in ${applicationName}",
            "SaveIntent: ",
            "LastIntent: Last ${applicationName}",
        ])
        #expect(declarations.providers.first?.shortcuts.first?.shortTitle == nil)
    }

    @Test func anUnterminatedPhraseIsReportedOnceAndLeftOut() {
        let declarations = Extractor.declarations(
            in: "struct P: AppShortcutsProvider {\n static var appShortcuts: [AppShortcut] {\n"
                + "  AppShortcut(intent: A(), phrases: [\"Open \\(.applicationName)\", \"Close \n])\n }\n}",
            file: "P.swift")
        #expect(declarations.diagnostics.map(\.description) == ["P.swift:3:66: error: unterminated string literal"])
        #expect(shortcutSummary(declarations) == ["A: Open ${applicationName}"])
    }

    @Test func columnsCountUnicodeScalarsBeforeTheProblem() {
        let declarations = Extractor.declarations(
            in: "struct P: AppShortcutsProvider {\n static var appShortcuts: [AppShortcut] {\n"
                + "  AppShortcut(intent: A(), phrases: [\"Café 👍🏽 \\(name)\"])\n }\n}",
            file: "P.swift")
        // "Café 👍🏽 " is 8 scalars (👍🏽 is two), after the quote at column 38.
        #expect(declarations.diagnostics.map(\.location) == [SourceLocation(file: "P.swift", line: 3, column: 47)])
    }

    @Test func anUnterminatedCommentIsReported() {
        let declarations = Extractor.declarations(in: "struct A {}\n/* open /* nested */", file: "A.swift")
        #expect(declarations.diagnostics.map(\.description) == ["A.swift:2:1: error: unterminated '/*' comment"])
    }

    @Test func aShortcutWithoutAnIntentIsReported() {
        let declarations = Extractor.declarations(
            in: "struct P: AppShortcutsProvider {\n static let appShortcuts: [AppShortcut] = [AppShortcut(phrases: [\"x\"])]\n}",
            file: "P.swift")
        #expect(declarations.diagnostics.map(\.description) == [
            "P.swift:2:44: error: this App Shortcut has no `intent:`; it is skipped"
        ])
        #expect(declarations.providers.first?.shortcuts == [])
    }
}
