//  LessonIntents.swift
//  VerbaNest

import AppIntents

struct StartLessonIntent: AppIntent {
    static let title: LocalizedStringResource = "Start a Lesson"
    static let description = IntentDescription("Starts a short lesson in one of your courses.")
    static let openAppWhenRun = true

    @Parameter(title: "Language", requestValueDialog: "Which language?")
    var language: Language

    @Parameter(title: "Skill")
    var skill: Skill?

    init() {}

    init(skill: Skill) {
        self.skill = skill
    }

    @MainActor
    func perform() async throws -> some IntentResult {
        try await Courses.shared.startLesson(in: language, focus: skill ?? .mixed)
        return .result()
    }
}

struct WordOfTheDayIntent: AppIntent {
    static let title: LocalizedStringResource = "Word of the Day"

    @Parameter(title: "Language")
    var language: Language?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let word = try await Courses.shared.wordOfTheDay(in: language)
        return .result(dialog: "\(word.text): \(word.meaning).")
    }
}

struct SetDailyGoalIntent: AppIntent {
    static let title: LocalizedStringResource = "Set Daily Goal"

    @Parameter(title: "Goal", requestValueDialog: "How many minutes a day?")
    var goal: DailyGoal

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Progress.shared.setGoal(minutes: goal.minutes)
        return .result(dialog: "Your goal is \(goal.minutes) minutes a day.")
    }
}

struct StreakIntent: AppIntent {
    static let title: LocalizedStringResource = "Streak"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let streak = await Progress.shared.streak()
        return .result(dialog: streak.practisedToday
            ? "\(streak.days) days and counting."
            : "\(streak.days) days. Keep it going today!")
    }
}
