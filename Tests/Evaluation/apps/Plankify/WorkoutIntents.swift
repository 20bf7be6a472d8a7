//
//  WorkoutIntents.swift
//  Plankify
//

import AppIntents

struct StartRoutineIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Routine"
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Routine", requestValueDialog: "Which routine?")
    var routine: RoutineEntity

    @Parameter(title: "Interval Style")
    var style: IntervalStyle?

    @MainActor
    func perform() async throws -> some IntentResult {
        try await Session.shared.start(routine.id, style: style)
        return .result()
    }
}

struct StartTimerIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Interval Timer"
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Interval Style", requestValueDialog: "What kind of intervals?")
    var style: IntervalStyle

    init() {}

    /// "Start my Plankify timer": the person's default, Tabata.
    init(style: IntervalStyle) {
        self.style = style
    }

    @MainActor
    func perform() async throws -> some IntentResult {
        try await Session.shared.startTimer(style)
        return .result()
    }
}

struct PauseWorkoutIntent: AppIntent {
    static var title: LocalizedStringResource = "Pause Workout"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let left = try await Session.shared.pause()
        return .result(dialog: "Paused with \(left.formatted()) to go.")
    }
}

struct WeeklyStatsIntent: AppIntent {
    static var title: LocalizedStringResource = "Weekly Stats"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let week = await History.shared.thisWeek()
        return .result(dialog: "\(week.workouts) workouts, \(week.minutes) minutes this week.")
    }
}
