//
//  PlaybackIntents.swift
//  Lissen
//

import AppIntents

struct PlayShowIntent: AppIntent {
    static var title: LocalizedStringResource = "Play a Show"
    static var description = IntentDescription("Plays the newest unplayed episode, or the audiobook from where you stopped.")
    static var openAppWhenRun: Bool = false

    @Parameter(title: "Show", requestValueDialog: "Which show?")
    var show: ShowEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let episode = try await Player.shared.playLatest(of: show.id)
        return .result(dialog: "Playing \(episode.title).")
    }
}

struct ResumeListeningIntent: AppIntent {
    static var title: LocalizedStringResource = "Resume Listening"

    func perform() async throws -> some IntentResult {
        try await Player.shared.resume()
        return .result()
    }
}

struct NewEpisodesIntent: AppIntent {
    static var title: LocalizedStringResource = "New Episodes"

    @Parameter(title: "Show")
    var show: ShowEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let fresh = try await Library.shared.unplayed(in: show?.id)
        if fresh.isEmpty {
            return .result(dialog: "Nothing new.")
        }
        return .result(dialog: "\(fresh.count) new: \(fresh.first!.title).")
    }
}

struct FollowShowIntent: AppIntent {
    static var title: LocalizedStringResource = "Follow a Show"

    @Parameter(title: "Show", requestValueDialog: "Which show should I follow?")
    var show: ShowEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Library.shared.follow(show.id)
        return .result(dialog: "Following \(show.name).")
    }
}
