//
//  PlankifyShortcuts.swift
//  Plankify
//
//  Siri entry points for an interval timer. Routines are the person's
//  saved ones (RoutineQuery.suggestedEntities()).
//

import AppIntents

struct PlankifyShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartRoutineIntent(),
            phrases: [
                "Start \(\.$routine) in \(.applicationName)",
                "Do \(\.$routine) as \(\.$style) with \(.applicationName)",
                "Start a routine in \(.applicationName)",  // Siri asks "Which routine?"
                "Time for \(\.$routine)",
            ],
            shortTitle: "Start Routine",
            systemImageName: "figure.core.training"
        )
        AppShortcut(
            intent: StartTimerIntent(),
            phrases: [
                "Start a \(\.$style) timer on \(.applicationName)",
                "Ask \(.applicationName) to run \(\.$style) intervals",
            ],
            shortTitle: "Interval Timer",
            systemImageName: "timer"
        )
        // The default timer: Tabata, 8 rounds of 20 s work and 10 s rest.
        AppShortcut(
            intent: StartTimerIntent(style: .tabata),
            phrases: [
                "Start my \(.applicationName) timer",
                "Quick intervals with \(.applicationName)",
            ],
            shortTitle: "Tabata",
            systemImageName: "stopwatch"
        )
        AppShortcut(
            intent: PauseWorkoutIntent(),
            phrases: [
                "Pause my workout in \(.applicationName)",
                "Give me a breather with \(.applicationName)",
            ],
            shortTitle: "Pause",
            systemImageName: "pause.circle"
        )
        AppShortcut(
            intent: WeeklyStatsIntent(),
            phrases: [
                "How many workouts this week in \(.applicationName)",
                "Show my \(.applicationName) stats",
            ],
            shortTitle: "This Week",
            systemImageName: "chart.bar"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Delete my \(.applicationName) history",
        "Cancel the workout",
        "Turn off workout reminders",
    ])
}
