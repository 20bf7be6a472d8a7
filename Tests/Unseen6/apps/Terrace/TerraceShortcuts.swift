//
//  TerraceShortcuts.swift
//  Terrace
//
//  Football for the travelling fan: live scores, fixtures, the league
//  table, match tickets from the clubs' own ticket offices, alerts. Teams
//  come from TeamQuery.suggestedEntities(): the teams the user follows.
//

import AppIntents

struct TerraceShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .grayGreen

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LiveScoreIntent(),
            phrases: [
                "What's the \(\.$team) score",
                "How did \(\.$team) get on",
                "Show live scores in \(.applicationName)",  // every team followed
            ],
            shortTitle: "Scores",
            systemImageName: "soccerball"
        )
        AppShortcut(
            intent: NextMatchIntent(),
            phrases: [
                "When do \(\.$team) play next",
                "Next match for \(\.$team) in \(.applicationName)",
                "When's the next match in \(.applicationName)",  // Siri asks "Which team?"
            ],
            shortTitle: "Next Match",
            systemImageName: "calendar"
        )
        AppShortcut(
            intent: BuyTicketsIntent(),
            phrases: [
                "Get \(\.$quantity) for \(\.$team) in \(\.$stand) with \(.applicationName)",
                "Buy tickets for \(\.$team) with \(.applicationName)",
                "Buy match tickets with \(.applicationName)",  // Siri asks "Which team?"
            ],
            shortTitle: "Tickets",
            systemImageName: "ticket"
        )
        AppShortcut(
            intent: LeagueTableIntent(),
            phrases: [
                "Where are \(\.$team) in the table",
                "Show the league table in \(.applicationName)",
            ],
            shortTitle: "Table",
            systemImageName: "list.number"
        )
        AppShortcut(
            intent: MatchAlertsIntent(),
            phrases: [
                "Turn on \(\.$level) for \(\.$team) with \(.applicationName)",
                "Set up match alerts in \(.applicationName)",  // Siri asks "Which team?"
            ],
            shortTitle: "Alerts",
            systemImageName: "bell"
        )
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Cancel my \(.applicationName) season pass"
            "Place a bet on the match"
        }
    }
}
