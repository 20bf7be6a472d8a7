//
//  MountainIntents.swift
//  Gondo
//

import AppIntents

struct LiftStatusIntent: AppIntent {
    static var title: LocalizedStringResource = "Lift Status"

    @Parameter(title: "Lift")
    var lift: LiftEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let status = try await Mountain.shared.liftStatus(lift?.id)  // nil: every lift
        return .result(dialog: "\(status.spoken)")
    }
}

struct RunConditionsIntent: AppIntent {
    static var title: LocalizedStringResource = "Run Conditions"

    @Parameter(title: "Run", requestValueDialog: "Which run?")
    var run: RunEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let report = try await Mountain.shared.piste(run.id)
        return .result(dialog: "\(report.spoken)")
    }
}

struct BookLessonIntent: AppIntent {
    static var title: LocalizedStringResource = "Book a Lesson"
    static var openAppWhenRun = true

    @Parameter(title: "Lesson", requestValueDialog: "Skiing or snowboarding?")
    var lesson: LessonKind

    @Parameter(title: "When")
    var day: LessonDay?

    func perform() async throws -> some IntentResult {
        try await SkiSchool.shared.showClasses(lesson, on: day)
        return .result()
    }
}

struct TopUpPassIntent: AppIntent {
    static var title: LocalizedStringResource = "Top Up Lift Pass"

    @Parameter(title: "Days", requestValueDialog: "How many days?")
    var days: PassDays

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let receipt = try await Pass.shared.topUp(days)
        return .result(dialog: "\(receipt.spoken)")
    }
}

struct ShowPassIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Lift Pass"
    static var openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct FindGroupIntent: AppIntent {
    static var title: LocalizedStringResource = "Find My Group"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let group = try await Group.shared.positions()
        return .result(dialog: "\(group.spoken)")
    }
}
