//
//  NyraShortcuts.swift
//  Nyra
//
//  App Shortcuts for a podcast player. Shows are the listener's
//  subscriptions (ShowQuery.suggestedEntities()).
//

import AppIntents

struct NyraShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: PlayShowIntent(),
            phrases: [
                "Play \(\.$show) in \(.applicationName)",
                "Put on the latest \(\.$show) with \(.applicationName)",
                "Play a podcast in \(.applicationName)",  // Siri asks "Which show?"
                "Catch up on \(\.$show)",
            ],
            shortTitle: "Play",
            systemImageName: "play.circle"
        )
        AppShortcut(
            intent: SleepTimerIntent(),
            phrases: [
                "Set a sleep timer for \(\.$duration) in \(.applicationName)",
                "Stop playing after \(\.$duration) with \(.applicationName)",
            ],
            shortTitle: "Sleep Timer",
            systemImageName: "moon.zzz"
        )
        AppShortcut(
            intent: SkipIntent(),
            phrases: [
                "Skip ahead in \(.applicationName)",
                "Jump forward with \(.applicationName)",
            ],
            shortTitle: "Skip",
            systemImageName: "goforward.30"
        )
        AppShortcut(
            intent: QueueIntent(),
            phrases: [
                "What's up next in \(.applicationName)",
                "Read me my \(.applicationName) queue",
            ],
            shortTitle: "Queue",
            systemImageName: "list.bullet"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Delete my \(.applicationName) downloads",
        "Unsubscribe from every show",
    ])
}
