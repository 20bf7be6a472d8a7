//
//  AppShortcuts.swift
//  CodingBridge
//
//  Issue #55: App Shortcuts. Surfaces key CodingBridge actions in Spotlight,
//  Siri Suggestions and the Shortcuts app without any user configuration.
//

import AppIntents

/// Provides predefined shortcuts for CodingBridge.
///
/// These shortcuts appear automatically in:
/// - Spotlight search
/// - Siri Suggestions
/// - Shortcuts app (App Shortcuts section)
struct CodingBridgeShortcuts: AppShortcutsProvider {
    /// The app's predefined shortcuts.
    static var appShortcuts: [AppShortcut] {
        // Quick chat in current project
        AppShortcut(
            intent: QuickChatIntent(),
            phrases: [
                "Ask \(.applicationName) about my code",
                "Chat with \(.applicationName)",
                "Start coding with \(.applicationName)",
            ],
            shortTitle: "Quick Chat",
            systemImageName: "message.fill"
        )

        // Open specific project
        AppShortcut(
            intent: OpenProjectIntent(),
            phrases: [
                "Open \(\.$project) in \(.applicationName)",
                "Work on \(\.$project)",
                "Show \(\.$project) project",
            ],
            shortTitle: "Open Project",
            systemImageName: "folder.fill"
        )

        // Resume last session
        AppShortcut(
            intent: ResumeSessionIntent(),
            phrases: [
                "Resume last \(.applicationName) chat",
                "Continue my \(.applicationName) session",
                "Pick up where I left off in \(.applicationName)",
            ],
            shortTitle: "Resume Session",
            systemImageName: "arrow.uturn.backward"
        )

        // Run saved command
        AppShortcut(
            intent: RunCommandIntent(),
            phrases: [
                "Run \(\.$command) in \(.applicationName)",
                "Execute \(\.$command) command",
            ],
            shortTitle: "Run Command",
            systemImageName: "terminal.fill"
        )

        // Project status check (cli-bridge)
        AppShortcut(
            intent: GitStatusIntent(),
            phrases: [
                "Check git status in \(.applicationName)",
                "Show git changes",
                "What's changed in my code",
            ],
            shortTitle: "Git Status",
            systemImageName: "arrow.triangle.branch"
        )

        // Search sessions
        AppShortcut(
            intent: SearchSessionsIntent(),
            phrases: [
                "Search \(.applicationName) for \(\.$query)",
                "Find \(\.$query) in my chats",
            ],
            shortTitle: "Search",
            systemImageName: "magnifyingglass"
        )

        // Capture idea
        AppShortcut(
            intent: CaptureIdeaIntent(),
            phrases: [
                "Save idea to \(.applicationName)",
                "Capture coding idea",
                "Note this for \(.applicationName)",
            ],
            shortTitle: "Capture Idea",
            systemImageName: "lightbulb.fill"
        )
    }
}
