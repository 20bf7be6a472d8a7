//
//  LissenShortcuts.swift
//  Lissen
//
//  Podcasts and audiobooks. Shows come from ShowQuery.suggestedEntities():
//  what the listener follows, most played first (capped at 25 by Siri anyway).
//

import AppIntents

struct LissenShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .purple

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: PlayShowIntent(),
            phrases: [
                "Play \(\.$show) on \(.applicationName)",
                "Play the latest \(\.$show) episode in \(.applicationName)",
                "Put on \(\.$show) with \(.applicationName)",
                // No show: Siri asks "Which show?"
                "Play a podcast on \(.applicationName)",
            ],
            shortTitle: "Play Show",
            systemImageName: "play.circle"
        )
        AppShortcut(
            intent: ResumeListeningIntent(),
            phrases: [
                "Keep listening in \(.applicationName)",
                "Resume my audiobook on \(.applicationName)",
                "Carry on where I stopped in \(.applicationName)",
            ],
            shortTitle: "Resume",
            systemImageName: "playpause"
        )
        AppShortcut(
            intent: NewEpisodesIntent(),
            phrases: [
                // The suggestion people actually use, no app name.
                "Is there a new episode of \(\.$show)",
                "What's new from \(\.$show) in \(.applicationName)",
                "Any new episodes in \(.applicationName)",
            ],
            shortTitle: "New Episodes",
            systemImageName: "sparkles"
        )
        AppShortcut(
            intent: FollowShowIntent(),
            phrases: [
                "Follow \(\.$show) in \(.applicationName)",
                "Subscribe to \(\.$show) with \(.applicationName)",
            ],
            shortTitle: "Follow",
            systemImageName: "plus.circle"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Delete my downloads in \(.applicationName)",
        "Unfollow this show",
    ])
}
