//  SoundIntents.swift
//  HushHour

import AppIntents

struct PlaySoundIntent: AppIntent {
    static let title: LocalizedStringResource = "Play a Sound"
    static let description = IntentDescription("Plays a sleep sound, with your usual timer unless you say another.")

    @Parameter(title: "Sound", requestValueDialog: "Which sound?")
    var sound: SleepSound

    @Parameter(title: "Timer")
    var timer: SleepTimer?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await SoundEngine.shared.play(sound, stopAfter: (timer ?? Preferences.shared.defaultTimer).seconds)
        return .result(dialog: "Sleep well.")
    }
}

struct SetTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Set Sleep Timer"

    @Parameter(title: "Timer", requestValueDialog: "How long should it play?")
    var timer: SleepTimer

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await SoundEngine.shared.fadeOut(after: timer.seconds)
        return .result(dialog: "Okay.")
    }
}

struct StopSoundIntent: AppIntent {
    static let title: LocalizedStringResource = "Stop"

    func perform() async throws -> some IntentResult {
        await SoundEngine.shared.stop()
        return .result()
    }
}

struct SleepReportIntent: AppIntent {
    static let title: LocalizedStringResource = "Sleep Report"
    static let openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.lastNight)
        return .result()
    }
}
