//
//  RadioIntents.swift
//  Onda
//

import AppIntents

struct PlayStationIntent: AppIntent {
    static var title: LocalizedStringResource = "Play Station"
    static var description = IntentDescription("Plays a station's live stream.")

    @Parameter(title: "Station", requestValueDialog: "Which station?")
    var station: RadioStationEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Player.shared.play(station.id)
        return .result(dialog: "Here's \(station.name).")
    }
}

struct NowPlayingIntent: AppIntent {
    static var title: LocalizedStringResource = "Now Playing"

    @Parameter(title: "Station")
    var station: RadioStationEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let track = try await Metadata.shared.nowPlaying(on: station?.id ?? Player.shared.currentStationID)
        return .result(dialog: "\(track.spokenSummary)")
    }
}

struct RequestSongIntent: AppIntent {
    static var title: LocalizedStringResource = "Request a Song"
    static var description = IntentDescription("Sends a song request to the station's studio, with your first name.")

    @Parameter(title: "Song", requestValueDialog: "Which song?")
    var song: String

    @Parameter(title: "Station")
    var station: RadioStationEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let target = station?.id ?? Player.shared.currentStationID
        try await Requests.shared.send(song, to: target)
        return .result(dialog: "Sent. No promises, but they'll see it.")
    }
}

struct SleepTimerIntent: AppIntent {
    static var title: LocalizedStringResource = "Sleep Timer"

    @Parameter(title: "Duration", requestValueDialog: "For how long?")
    var duration: SleepDuration

    func perform() async throws -> some IntentResult & ProvidesDialog {
        Player.shared.stop(after: duration.interval)
        return .result(dialog: "Onda will stop in \(duration.localizedStringResource).")
    }
}

struct SaveTrackIntent: AppIntent {
    static var title: LocalizedStringResource = "Save Track"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let track = try await Metadata.shared.nowPlaying(on: Player.shared.currentStationID)
        try await Favourites.shared.save(track)
        return .result(dialog: "Saved \(track.title).")
    }
}
