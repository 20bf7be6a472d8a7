//
//  MuzioShortcuts.swift
//  Muzio
//
//  The audio guide of national galleries and museums in Madrid, Kraków,
//  Budapest, Dublin, Wellington, Lagos and Hanoi: play a numbered stop,
//  hear about a work, find it on the map, start a tour (in which
//  language), switch the guide's language, and save a work to the visit's
//  favourites. Works and stops come from the museum the visitor is in.
//

import AppIntents

struct MuzioShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .purple

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: PlayStopIntent(),
            phrases: [
                "Play stop \(\.$stop) in \(.applicationName)",
                "Play number \(\.$stop) on the audio guide",
                "Play an audio stop with \(.applicationName)",  // Siri asks "What number is on the label?"
            ],
            shortTitle: "Play a Stop",
            systemImageName: "headphones"
        )
        AppShortcut(
            intent: AboutArtworkIntent(),
            phrases: [
                "Tell me about \(\.$artwork) with \(.applicationName)",
                "What's the story behind \(\.$artwork)",
            ],
            shortTitle: "About This Work",
            systemImageName: "text.bubble"
        )
        AppShortcut(
            intent: FindArtworkIntent(),
            phrases: [
                "Show me the way to \(\.$artwork) in \(.applicationName)",
                "Find an artwork with \(.applicationName)",  // Siri asks which
            ],
            shortTitle: "Find a Work",
            systemImageName: "map"
        )
        AppShortcut(
            intent: StartTourIntent(),
            phrases: [
                "Start \(\.$tour) in \(\.$language) with \(.applicationName)",
                "Start \(\.$tour) with \(.applicationName)",  // in the guide's language
                "Take me on a tour with \(.applicationName)",  // Siri asks which tour
            ],
            shortTitle: "Start a Tour",
            systemImageName: "figure.walk"
        )
        AppShortcut(
            intent: StartTourIntent(tour: .highlights),
            phrases: [
                "Show me the best bits with \(.applicationName)",
                "I've only got an hour here",
            ],
            shortTitle: "Highlights",
            systemImageName: "sparkles"
        )
        AppShortcut(
            intent: SetLanguageIntent(),
            phrases: [
                "Switch the guide to \(\.$language) in \(.applicationName)",
                "Change the language in \(.applicationName)",  // Siri asks which
            ],
            shortTitle: "Language",
            systemImageName: "globe"
        )
        AppShortcut(
            intent: SaveFavouriteIntent(),
            phrases: [
                "Save \(\.$artwork) to my favourites in \(.applicationName)"
            ],
            shortTitle: "Favourite",
            systemImageName: "heart"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Buy tickets for the museum",
        "What time does the museum close",
    ])
}
