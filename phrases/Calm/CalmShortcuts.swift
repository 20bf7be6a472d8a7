//
//  CalmShortcuts.swift
//  Calm
//

import AppIntents

/// Calm's App Shortcuts.
///
/// The generic "Start meditation" shortcut asks for a type and a length when
/// Siri runs it; the preset ones below skip straight to the session.
struct CalmShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        // Generic version (will ask for parameters)
        AppShortcut(
            intent: StartMeditationIntent(),
            phrases: [
                "Start meditation in \(.applicationName)",
                "Meditate with \(.applicationName)",
                "Begin mindfulness with \(.applicationName)",
                "Start \(\.$meditationType) meditation in \(.applicationName)",
            ],
            shortTitle: "Meditate",
            systemImageName: "figure.mind.and.body"
        )

        // Specific versions (skip parameter step)
        AppShortcut(
            intent: StartMeditationIntent(
                meditationType: .mindfulness,
                duration: 10
            ),
            phrases: [
                "Start quick mindfulness in \(.applicationName)",
                "10 minute mindfulness in \(.applicationName)"
            ],
            shortTitle: "Quick Mindfulness",
            systemImageName: "brain.head.profile"
        )

        AppShortcut(
            intent: StartMeditationIntent(
                meditationType: .sleep,
                duration: 20
            ),
            phrases: [
                "Start sleep meditation in \(.applicationName)",
                "Help me fall asleep with \(.applicationName)"
            ],
            shortTitle: "Sleep Meditation",
            systemImageName: "moon.stars.fill"
        )

        AppShortcut(
            intent: ShowStreakIntent(),
            phrases: [
                "Show my \(.applicationName) streak",
                "What's my \(.applicationName) streak"
            ],
            shortTitle: "Streak",
            systemImageName: "flame"
        )
    }

    static let shortcutTileColor: ShortcutTileColor = .purple

    // Prevent false positives (iOS 17+)
    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Stop meditation"
            "Cancel meditation"
            "End session"
        }
    }
}
