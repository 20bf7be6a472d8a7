//
//  TucklyShortcuts.swift
//  Tuckly
//
//  Bedtime stories for children, read aloud: folk tales from around the
//  world, read by the app's storytellers or by a grandparent's recording;
//  a surprise story (how long), a story made up on the spot about anything,
//  a sleep timer, the last story again, and favourites. Stories and
//  narrators come from the family's library.
//

import AppIntents

struct TucklyShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .lightBlue

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: PlayStoryIntent(),
            phrases: [
                "Read \(\.$story) with \(.applicationName)",
                "Play \(\.$story) read by \(\.$narrator) in \(.applicationName)",
                "Read us \(\.$story)",
                "Play a bedtime story on \(.applicationName)",  // Siri asks which story tonight
            ],
            shortTitle: "Play a Story",
            systemImageName: "book"
        )
        AppShortcut(
            intent: SurpriseStoryIntent(),
            phrases: [
                "Tell me a \(\.$length) story with \(.applicationName)",
                "Surprise me with a story from \(.applicationName)",  // any length
            ],
            shortTitle: "Surprise Me",
            systemImageName: "sparkles"
        )
        AppShortcut(
            intent: MakeUpStoryIntent(),
            phrases: [
                // Free text: whatever the child wants the story to be about.
                "Make up a story about \(\.$topic) with \(.applicationName)",
                "Ask \(.applicationName) for a story about \(\.$topic)",
                "Make up a new story in \(.applicationName)",  // Siri asks what about
            ],
            shortTitle: "Make Up a Story",
            systemImageName: "wand.and.stars"
        )
        AppShortcut(
            intent: SleepTimerIntent(),
            phrases: [
                "Stop reading after \(\.$timer) in \(.applicationName)",
                "Set a sleep timer in \(.applicationName)",  // Siri asks when to stop
            ],
            shortTitle: "Sleep Timer",
            systemImageName: "moon.zzz"
        )
        AppShortcut(
            intent: SleepTimerIntent(timer: .oneStory),
            phrases: [
                "Just one story tonight with \(.applicationName)",
                "Only one story and then it's bedtime",
            ],
            shortTitle: "One Story",
            systemImageName: "moon"
        )
        AppShortcut(
            intent: ReadAgainIntent(),
            phrases: [
                "Read it again in \(.applicationName)",
                "Read that one again",
            ],
            shortTitle: "Again!",
            systemImageName: "arrow.counterclockwise"
        )
        AppShortcut(
            intent: FavouriteStoryIntent(),
            phrases: [
                "Add \(\.$story) to our favourites in \(.applicationName)"
            ],
            shortTitle: "Favourite",
            systemImageName: "star"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Play white noise",
        "Cancel my \(.applicationName) subscription",
    ])
}
