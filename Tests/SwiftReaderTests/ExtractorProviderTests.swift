import Testing

@testable import SwiftReader

/// A phrase in String Catalog notation: `Open ${project} in ${applicationName}`.
func template(_ phrase: PhraseDeclaration) -> String {
    phrase.segments.map { segment in
        switch segment {
        case .text(let text): text
        case .applicationName: "${applicationName}"
        case .parameter(let name): "${\(name)}"
        }
    }.joined()
}

func extract(_ source: String) -> SwiftFileDeclarations {
    Extractor.declarations(in: source, file: "Shortcuts.swift")
}

/// The only provider's shortcuts, each as `Intent: phrase | phrase`.
func shortcutSummary(_ declarations: SwiftFileDeclarations) -> [String] {
    declarations.providers.flatMap(\.shortcuts).map { shortcut in
        "\(shortcut.intentName): " + shortcut.phrases.map(template).joined(separator: " | ")
    }
}

@Suite struct ExtractorProviderTests {
    @Test func codingBridgeSeed() throws {
        let declarations = extract(Fixtures.codingBridge)
        #expect(declarations.diagnostics == [])
        let provider = try #require(declarations.providers.first)
        #expect(declarations.providers.count == 1)
        #expect(provider.name == "CodingBridgeShortcuts")
        #expect(provider.location == SourceLocation(file: "Shortcuts.swift", line: 9, column: 8))
        #expect(provider.shortcuts.map(\.intentName) == [
            "QuickChatIntent", "OpenProjectIntent", "ResumeSessionIntent", "RunCommandIntent", "GitStatusIntent",
            "SearchSessionsIntent", "CaptureIdeaIntent",
        ])
        let open = provider.shortcuts[1]
        #expect(open.phrases.map(template) == [
            "Open ${project} in ${applicationName}", "Work on ${project}", "Show ${project} project",
        ])
        #expect(open.phrases[0].location == SourceLocation(file: "Shortcuts.swift", line: 28, column: 17))
        #expect(open.location == SourceLocation(file: "Shortcuts.swift", line: 25, column: 9))
        #expect(open.shortTitle == DisplayText(text: "Open Project"))
        #expect(open.systemImageName == DisplayText(text: "folder.fill"))
        #expect(provider.shortcuts[4].phrases.map(template)[2] == "What's changed in my code")
        #expect(provider.shortcuts[5].phrases.map(template)[0] == "Search ${applicationName} for ${query}")
        #expect(declarations.intents.count == 7)
        #expect(declarations.entities.map(\.name) == ["ProjectEntity", "CommandEntity"])
        #expect(declarations.entities.map(\.typeDisplayName) == ["Project", "Command"])
    }

    @Test func landmarksSeed() {
        let declarations = extract(Fixtures.landmarks)
        #expect(declarations.diagnostics == [])
        #expect(shortcutSummary(declarations) == [
            "NavigateIntent: Navigate in ${applicationName} | Navigate to ${section} in ${applicationName}",
            "FindClosestLandmarkIntent: Find closest landmark in ${applicationName}",
            "OpenLandmarkIntent: Open ${target} in ${applicationName} | Open landmark in ${applicationName}",
        ])
        #expect(declarations.providers.first?.shortcuts.map { $0.shortTitle?.text } == [
            "Navigate", "Closest Landmark", "Open Landmark",
        ])
    }

    @Test func coffeeSeed() throws {
        let declarations = extract(Fixtures.coffee)
        #expect(declarations.diagnostics == [])
        let provider = try #require(declarations.providers.first)
        #expect(provider.tileColor == "tangerine")
        #expect(provider.negativePhrases.map(template) == ["Cancel coffee order", "Stop coffee"])
        #expect(provider.shortcuts.count == 3)
        #expect(provider.shortcuts[1].boundParameters.map(\.name) == ["coffeeType", "size"])
        #expect(provider.shortcuts[1].boundParameters.map(\.value) == [.enumCase("latte"), .enumCase("medium")])
        #expect(declarations.enums.map(\.name) == ["CoffeeType", "CoffeeSize"])
    }

    @Test func meditationSeedReportsTheForLoop() throws {
        let declarations = extract(Fixtures.meditation)
        #expect(declarations.diagnostics.map(\.description) == [
            "Shortcuts.swift:54:9: error: cannot expand a `for` loop over data the file does not hold; "
                + "its shortcuts are skipped"
        ])
        #expect(declarations.providers.map(\.name) == ["MeditationAppShortcuts", "MeditationAppShortcuts"])
        #expect(declarations.providers[0].shortcuts.isEmpty)
        #expect(declarations.providers[1].negativePhrases.map(template) == [
            "Stop meditation", "Cancel meditation", "End session",
        ])
    }

    @Test func boundParametersOfEveryLiteralKind() throws {
        let declarations = extract(
            """
            struct Shortcuts: AppShortcutsProvider {
                @AppShortcutsBuilder
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(
                        intent: StartMeditationIntent(
                            meditationType: .sleep,
                            style: MeditationType.deep,
                            duration: 20,
                            volume: -0.5,
                            label: "night \\"owl\\"",
                            guided: true,
                            extra: nil
                        ),
                        phrases: ["Start sleep meditation in \\(.applicationName)"],
                        shortTitle: "Sleep Meditation",
                        systemImageName: "moon.stars.fill"
                    )
                }
            }
            """)
        #expect(declarations.diagnostics == [])
        let shortcut = try #require(declarations.providers.first?.shortcuts.first)
        #expect(shortcut.boundParameters.map(\.name) == ["meditationType", "style", "duration", "volume", "label", "guided"])
        #expect(shortcut.boundParameters.map(\.value) == [
            .enumCase("sleep"), .enumCase("deep"), .literal("20"), .literal("-0.5"), .string("night \"owl\""),
            .literal("true"),
        ])
        #expect(shortcut.boundParameters[0].location == SourceLocation(file: "Shortcuts.swift", line: 6, column: 33))
    }

    @Test func classProviderReturningAnArray() {
        let declarations = extract(
            """
            @available(iOS 17.0, *)
            public final class AppShortcuts: NSObject, AppShortcutsProvider {
                public static var appShortcuts: [AppShortcut] {
                    return [
                        AppShortcut(intent: OpenIntent(), phrases: ["Open \\(.applicationName)",], shortTitle: "Open", systemImageName: "door"),
                        AppShortcut(intent: CloseIntent(), phrases: [
                            // The primary phrase:
                            "Close \\(.applicationName)", /* an aside */
                            "Shut \\(.applicationName)",
                        ], shortTitle: "Close"),
                    ]
                }
                public static var shortcutTileColor: ShortcutTileColor { .navy }
            }
            """)
        #expect(declarations.diagnostics == [])
        #expect(declarations.providers.map(\.name) == ["AppShortcuts"])
        #expect(declarations.providers.first?.tileColor == "navy")
        #expect(shortcutSummary(declarations) == [
            "OpenIntent: Open ${applicationName}",
            "CloseIntent: Close ${applicationName} | Shut ${applicationName}",
        ])
        #expect(declarations.providers.first?.shortcuts[1].systemImageName == nil)
    }

    @Test func storedArrayInsideIfConfigAndEveryBranchOfIf() {
        let declarations = extract(
            """
            #if os(iOS)
            struct Stored: AppShortcutsProvider {
                static let appShortcuts: [AppShortcut] = [
                    .init(intent: AIntent(), phrases: ["A \\(.applicationName)"], shortTitle: "A", systemImageName: "a"),
                    AppShortcut.init(intent: BIntent(), phrases: ["B \\(.applicationName)"]),
                ]
            }
            #else
            struct Built: AppShortcutsProvider {
                @AppShortcutsBuilder static var appShortcuts: [AppShortcut] {
                    if #available(iOS 18, *) {
                        AppShortcut(intent: CIntent(), phrases: ["C \\(.applicationName)"])
                    } else if UserDefaults.standard.bool(forKey: "premium") {
                        AppShortcut(intent: DIntent(), phrases: ["D \\(.applicationName)"])
                    } else {
                        AppShortcut(intent: EIntent(), phrases: ["E \\(.applicationName)"])
                    }
                    #if DEBUG
                    AppShortcut(intent: FIntent(), phrases: ["F \\(.applicationName)"])
                    #endif
                }
            }
            #endif
            """)
        #expect(declarations.diagnostics == [])
        #expect(declarations.providers.map(\.name) == ["Stored", "Built"])
        #expect(shortcutSummary(declarations) == [
            "AIntent: A ${applicationName}", "BIntent: B ${applicationName}", "CIntent: C ${applicationName}",
            "DIntent: D ${applicationName}", "EIntent: E ${applicationName}", "FIntent: F ${applicationName}",
        ])
    }

    @Test func bothSpellingsOfEachTokenAndEveryLiteralForm() {
        let declarations = extract(
            ##"""
            extension Provider: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(
                        intent: OpenProjectIntent(),
                        phrases: [
                            "Open \(\OpenProjectIntent.$project) in \(AppShortcutPhraseToken.applicationName)",
                            "Say \"hi\"\tto \( .applicationName )",
                            #"Open "raw" \#(\.$project) in \#(.applicationName)"#,
                            """
                                Multi \(\.$project) \
                                in \(.applicationName)
                                """,
                            "Café ☕️ \u{1F600} \(.applicationName)",
                        ],
                        shortTitle: LocalizedStringResource("shortcut.open.title"),
                        systemImageName: "folder",
                        parameterPresentation: ParameterPresentation(for: \.$project, summary: Summary("Open \(\.$project)"), optionsCollections: { OptionsCollection(ProjectQuery(), title: "Projects", systemImageName: "folder") })
                    )
                }
            }
            """##)
        #expect(declarations.diagnostics == [])
        #expect(shortcutSummary(declarations) == [
            "OpenProjectIntent: Open ${project} in ${applicationName} | Say \"hi\"\tto ${applicationName} | "
                + "Open \"raw\" ${project} in ${applicationName} | Multi ${project} in ${applicationName} | "
                + "Café ☕️ 😀 ${applicationName}"
        ])
        let shortcut = declarations.providers.first?.shortcuts.first
        #expect(shortcut?.shortTitle == DisplayText(text: "shortcut.open.title", isLocalizationKey: true))
        #expect(shortcut?.phrases.map(\.location.line) == [6, 7, 8, 9, 13])
        #expect(shortcut?.phrases[2].location.column == 17)
    }

    @Test(arguments: [
        "NegativeAppShortcutPhrases(phrases: [\"Stop it\", \"Cancel it\",])",
        "[NegativeAppShortcutPhrase(\"Stop it\"), NegativeAppShortcutPhrase(\"Cancel it\")]",
        "NegativeAppShortcutPhrases {\n \"Stop it\"\n // not this one\n \"Cancel it\"\n }",
    ])
    func negativePhraseForms(expression: String) {
        let computed = extract(
            """
            struct P: AppShortcutsProvider {
                static var negativePhrases: [NegativeAppShortcutPhrase] {
                    \(expression)
                }
            }
            """)
        let stored = extract(
            "struct P: AppShortcutsProvider {\n static let negativePhrases: [NegativeAppShortcutPhrase] = \(expression)\n}")
        for declarations in [computed, stored] {
            #expect(declarations.diagnostics == [])
            #expect(declarations.providers.first?.negativePhrases.map(template) == ["Stop it", "Cancel it"])
        }
    }

    @Test func everythingElseIsSkippedSilently() {
        let declarations = extract(
            #"""
            import SwiftUI

            struct ContentView<Model: ObservableObject>: View where Model: Sendable {
                @State private var phrase = "Open \(name)"
                var body: some View {
                    VStack { Text("\(count) items"); ShortcutsLink() }
                        .onAppear { for item in items { print(item) } }
                }
                func make() -> [String: [Int]] { ["a": [1, 2]] }
            }
            func helper<T>(_ value: T) -> T where T: Equatable { value }
            let table: [String: Int] = ["x": 1]
            protocol Describable { var text: String { get } }
            enum Namespace {}
            """#)
        #expect(declarations == SwiftFileDeclarations())
    }
}
