//
//  LanelyShortcuts.swift
//  Lanely
//
//  One membership for public pools, lidos and bathing places in London,
//  Paris, Berlin, Budapest, Helsinki, Copenhagen, Barcelona, Sydney and
//  Snowdonia: booking a session (which, where), the water temperature,
//  how busy a pool or a lane is, logging a swim, the membership card at the
//  desk, and lost property. Pools come from PoolQuery.suggestedEntities().
//

import AppIntents

struct LanelyShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .blue

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BookSwimIntent(),
            phrases: [
                "Book \(\.$session) at \(\.$pool) with \(.applicationName)",
                "Book \(\.$session) in \(.applicationName)",  // at the home pool
                "Book a swim with \(.applicationName)",  // Siri asks which session
            ],
            shortTitle: "Book a Swim",
            systemImageName: "figure.pool.swim"
        )
        AppShortcut(
            intent: BookSwimIntent(session: .earlyBird),
            phrases: [
                "Get me in the pool first thing with \(.applicationName)",
                "Book the early bird at \(\.$pool)",
            ],
            shortTitle: "Early Bird",
            systemImageName: "sunrise"
        )
        AppShortcut(
            intent: WaterTemperatureIntent(),
            phrases: [
                "How cold is \(\.$pool) today in \(.applicationName)",
                "What's the water temperature at \(\.$pool)",
                "How warm is the water with \(.applicationName)",  // at the home pool
            ],
            shortTitle: "Water Temperature",
            systemImageName: "thermometer.medium"
        )
        AppShortcut(
            intent: HowBusyIntent(),
            phrases: [
                "How busy is \(\.$lane) at \(\.$pool) in \(.applicationName)",
                "How busy is \(\.$pool) on \(.applicationName)",  // the whole pool
            ],
            shortTitle: "How Busy?",
            systemImageName: "person.3"
        )
        AppShortcut(
            intent: LogSwimIntent(),
            phrases: [
                "Log \(\.$distance) in \(.applicationName)",
                "I just swam \(\.$distance)",
                "Log a swim with \(.applicationName)",  // Siri asks how far
            ],
            shortTitle: "Log a Swim",
            systemImageName: "list.bullet.clipboard"
        )
        AppShortcut(
            intent: MembershipCardIntent(),
            phrases: [
                "Show my \(.applicationName) membership card"
            ],
            shortTitle: "Membership Card",
            systemImageName: "wallet.pass"
        )
        AppShortcut(
            intent: LostPropertyIntent(),
            phrases: [
                // Free text: what was left behind.
                "Tell \(.applicationName) I left \(\.$item) at \(\.$pool)",
                "Report \(\.$item) as lost with \(.applicationName)",  // at the last pool checked in at
            ],
            shortTitle: "Lost Property",
            systemImageName: "questionmark.folder"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Book a swimming lesson",
        "Cancel my \(.applicationName) membership",
    ])
}
