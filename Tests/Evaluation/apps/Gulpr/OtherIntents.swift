//
//  OtherIntents.swift
//  Gulpr
//
//  The small intents: today's total, the daily goal, undo.
//

import AppIntents

struct ShowTodayIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Today"
    static var description = IntentDescription("Shows how much you have drunk today.")
    static var openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult {
        Navigation.shared.select(.today)
        return .result()
    }
}

struct SetGoalIntent: AppIntent {
    static var title: LocalizedStringResource = "Set Daily Goal"

    @Parameter(title: "Goal", requestValueDialog: "Which daily goal do you want?")
    var goal: DailyGoal

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Settings.shared.setGoal(goal)
        return .result(dialog: "Your daily goal is now \(goal.rawValue).")
    }
}

struct UndoLastDrinkIntent: AppIntent {
    static var title: LocalizedStringResource = "Undo Last Drink"
    static var openAppWhenRun: Bool = false

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let removed = try await DrinkStore.shared.removeLast() else {
            return .result(dialog: "Nothing to undo today.")
        }
        return .result(dialog: "Removed \(removed.name).")
    }
}
