//
//  OndaShortcuts.swift
//  Onda
//
//  Live radio from around the world: play a station, what's on, song
//  requests to stations that take them, a sleep timer. Stations come from
//  RadioStationQuery.suggestedEntities(): the user's favourites.
//

import AppIntents

struct OndaShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .grape

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: PlayStationIntent(),
            phrases: [
                "Play \(\.$station) on \(.applicationName)",
                "Tune in to \(\.$station)",
                "Put the radio on with \(.applicationName)",  // Siri asks "Which station?"
            ],
            shortTitle: "Play Station",
            systemImageName: "radio"
        )
        AppShortcut(
            intent: NowPlayingIntent(),
            phrases: [
                "What's playing on \(\.$station)",
                "What song is this in \(.applicationName)",
            ],
            shortTitle: "Now Playing",
            systemImageName: "music.note"
        )
        AppShortcut(
            intent: RequestSongIntent(),
            phrases: [
                // Stations that take requests pass them to the studio.
                "Request \(\.$song) on \(\.$station) with \(.applicationName)",
                "Send a song request with \(.applicationName)",  // Siri asks "Which song?"
            ],
            shortTitle: "Request a Song",
            systemImageName: "envelope"
        )
        AppShortcut(
            intent: SleepTimerIntent(),
            phrases: [
                "Set a sleep timer for \(\.$duration) in \(.applicationName)",
                "Stop the radio in \(\.$duration)",
            ],
            shortTitle: "Sleep Timer",
            systemImageName: "moon.zzz"
        )
        AppShortcut(
            intent: SaveTrackIntent(),
            phrases: [
                "Save this track in \(.applicationName)",
                "Add this song to my \(.applicationName) favourites",
            ],
            shortTitle: "Save Track",
            systemImageName: "heart"
        )
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Cancel my \(.applicationName) Premium"
            "Turn off the radio"
        }
    }
}
