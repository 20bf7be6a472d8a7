//
//  PlaybackIntents.swift
//  Nyra
//

import AppIntents

struct PlayShowIntent: AppIntent {
    static var title: LocalizedStringResource = "Play a Show"
    static var openAppWhenRun: Bool = false

    @Parameter(title: "Show", requestValueDialog: "Which show?")
    var show: ShowEntity

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let episode = try await Player.shared.playLatest(of: show.id)
        return .result(dialog: "Playing \(episode.title).")
    }
}

struct SleepTimerIntent: AppIntent {
    static var title: LocalizedStringResource = "Sleep Timer"

    @Parameter(title: "Duration", requestValueDialog: "For how long?")
    var duration: SleepDuration

    func perform() async throws -> some IntentResult {
        await Player.shared.stop(after: duration.minutes)
        return .result()
    }
}

enum SleepDuration: String, AppEnum {
    case quarter, half, hour, episode

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Duration"
    static var caseDisplayRepresentations: [SleepDuration: DisplayRepresentation] = [
        .quarter: DisplayRepresentation(title: "Fifteen Minutes", synonyms: ["a Quarter Hour"]),
        .half: DisplayRepresentation(title: "Half an Hour", synonyms: ["Thirty Minutes"]),
        .hour: DisplayRepresentation(title: "One Hour", synonyms: ["an Hour"]),
        .episode: DisplayRepresentation(title: "This Episode", synonyms: ["the End of the Episode"]),
    ]

    var minutes: Int? {
        switch self {
        case .quarter: 15
        case .half: 30
        case .hour: 60
        case .episode: nil
        }
    }
}

struct SkipIntent: AppIntent {
    static var title: LocalizedStringResource = "Skip Ahead"

    func perform() async throws -> some IntentResult {
        await Player.shared.skip(seconds: 30)
        return .result()
    }
}

struct QueueIntent: AppIntent {
    static var title: LocalizedStringResource = "Up Next"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let next = await Player.shared.queue().prefix(3).map(\.title)
        return .result(dialog: "Up next: \(next.joined(separator: ", ")).")
    }
}
