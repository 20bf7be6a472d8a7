//
//  BinDayShortcuts.swift
//  BinDay
//
//  Bin and recycling collections from the council's calendar: which bin
//  goes out when (at home, or at the family's addresses you follow), which
//  bin something goes in, reporting a missed collection, booking a bulky
//  item collection, and a reminder the night before. Addresses come from
//  AddressQuery.suggestedEntities(), items from the council's A to Z.
//

import AppIntents

struct BinDayShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .grassGreen

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: NextCollectionIntent(),
            phrases: [
                "When is \(\.$bin) collected at \(\.$address) in \(.applicationName)",
                "When is \(\.$bin) collected in \(.applicationName)",  // at home
                "When's bin day at \(\.$address) with \(.applicationName)",
                "When's bin day with \(.applicationName)",  // whatever goes out next, at home
                "Which bin goes out this week",
            ],
            shortTitle: "Next Collection",
            systemImageName: "trash"
        )
        AppShortcut(
            intent: WhichBinIntent(),
            phrases: [
                "Which bin does \(\.$item) go in with \(.applicationName)",
                "Can I recycle \(\.$item)",
                "Ask \(.applicationName) what goes where",  // Siri asks "What are you throwing away?"
            ],
            shortTitle: "Which Bin?",
            systemImageName: "questionmark.circle"
        )
        AppShortcut(
            intent: ReportMissedIntent(),
            phrases: [
                "Report that \(\.$bin) wasn't collected at \(\.$address) in \(.applicationName)",
                "Report that \(\.$bin) wasn't collected in \(.applicationName)",
                "\(\.$bin) wasn't emptied this week",
                "Report a missed collection with \(.applicationName)",  // Siri asks which bin
            ],
            shortTitle: "Missed Collection",
            systemImageName: "exclamationmark.bubble"
        )
        AppShortcut(
            intent: BulkyCollectionIntent(),
            phrases: [
                "Book a collection for \(\.$item) with \(.applicationName)",
                "Get rid of \(\.$item) with \(.applicationName)",
                "Book a bulky waste collection in \(.applicationName)",  // Siri asks what
            ],
            shortTitle: "Bulky Items",
            systemImageName: "sofa"
        )
        AppShortcut(
            intent: BinReminderIntent(),
            phrases: [
                "Remind me to put \(\.$bin) out with \(.applicationName)",
                "Remind me about bin day with \(.applicationName)",  // every bin
            ],
            shortTitle: "Reminder",
            systemImageName: "bell"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Find the nearest tip",
        "Pay my council tax",
    ])
}
