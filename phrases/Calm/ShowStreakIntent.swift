//
//  ShowStreakIntent.swift
//  Calm
//

import AppIntents

/// Says how many days in a row the person has meditated.
struct ShowStreakIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Streak"
    static var description = IntentDescription("Tells you your current meditation streak.")

    static var openAppWhenRun: Bool = false

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let streak = await ProgressStore.shared.currentStreak()

        switch streak {
        case 0:
            return .result(dialog: "No streak yet. A few minutes today starts one.")
        case 1:
            return .result(dialog: "You meditated today. That's day one.")
        default:
            return .result(dialog: "You're on a \(streak) day streak. Keep it going!")
        }
    }
}
