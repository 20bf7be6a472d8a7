//
//  NappShortcuts.swift
//  Napp
//
//  The baby log for tired parents and busy childminders: feeds, bottles,
//  nappies, naps, and when each baby last fed. Babies come from
//  BabyQuery.suggestedEntities(): every baby on the family's (or the
//  childminder's) account.
//

import AppIntents

struct NappShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .lightBlue

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LogFeedIntent(),
            phrases: [
                "Log a \(\.$feed) feed for \(\.$baby) in \(.applicationName)",
                "\(\.$baby) had a \(\.$feed) feed",  // one hand free; no app name
                "Log a feed in \(.applicationName)",  // Siri asks "Which side?"
            ],
            shortTitle: "Log Feed",
            systemImageName: "drop"
        )
        // Bottles get their own tile: the amount matters, the side does not.
        AppShortcut(
            intent: LogFeedIntent(feed: .bottle),
            phrases: [
                "Log a \(\.$amount) bottle for \(\.$baby) in \(.applicationName)",
                "Log a bottle for \(\.$baby) with \(.applicationName)",
                "Log a bottle with \(.applicationName)",  // Siri asks "Which baby?"
            ],
            shortTitle: "Bottle",
            systemImageName: "waterbottle"
        )
        AppShortcut(
            intent: LogNappyIntent(),
            phrases: [
                "Log a \(\.$nappy) nappy for \(\.$baby) in \(.applicationName)",
                "\(\.$baby) had a \(\.$nappy) nappy",
                "Log a nappy change in \(.applicationName)",  // Siri asks "Wet or dirty?"
            ],
            shortTitle: "Nappy",
            systemImageName: "checklist"
        )
        AppShortcut(
            intent: StartNapIntent(),
            phrases: [
                "Start a nap for \(\.$baby) in \(.applicationName)",
                "\(\.$baby) is down for a nap",
                "Start a nap with \(.applicationName)",  // Siri asks "Which baby?"
            ],
            shortTitle: "Nap",
            systemImageName: "moon.zzz"
        )
        AppShortcut(
            intent: LastFeedIntent(),
            phrases: [
                "When did \(\.$baby) last feed",
                "Show today's log for \(\.$baby) in \(.applicationName)",
                "When was the last feed in \(.applicationName)",  // whichever baby fed last
            ],
            shortTitle: "Last Feed",
            systemImageName: "clock.arrow.circlepath"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Invite a carer to \(.applicationName)",
        "Buy more nappies",
    ])
}
