//
//  FarelyShortcuts.swift
//  Farely
//
//  Siri shortcuts for train and coach tickets across Europe (and, since 4.0,
//  Japan Rail passes). Destinations come from StationQuery.suggestedEntities():
//  where the traveller usually goes.
//

import AppIntents

struct FarelyShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .teal

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BuyTicketIntent(),
            phrases: [
                "Buy a ticket to \(\.$destination) with \(.applicationName)",
                "Get me a train ticket to \(\.$destination) on \(.applicationName)",
                // No destination: Siri asks "Where are you going?"
                "Buy a train ticket with \(.applicationName)",
            ],
            shortTitle: "Buy Ticket",
            systemImageName: "ticket"
        )
        AppShortcut(
            intent: FareCheckIntent(),
            phrases: [
                "How much is a ticket to \(\.$destination) on \(.applicationName)",
                "Check the fare to \(\.$destination) in \(.applicationName)",
            ],
            shortTitle: "Check Fare",
            systemImageName: "eurosign.circle"
        )
        AppShortcut(
            intent: NextDepartureIntent(),
            phrases: [
                "When's the next train to \(\.$destination)",
                "Next departure to \(\.$destination) in \(.applicationName)",
            ],
            shortTitle: "Next Train",
            systemImageName: "tram"
        )
        AppShortcut(
            intent: ShowTicketIntent(),
            phrases: [
                "Show my \(.applicationName) ticket",
                "Open my ticket in \(.applicationName)",
            ],
            shortTitle: "My Ticket",
            systemImageName: "qrcode"
        )
        AppShortcut(
            intent: JourneyStatusIntent(),
            phrases: [
                "Is my train on time in \(.applicationName)",
                "Check my \(.applicationName) journey",
            ],
            shortTitle: "Journey Status",
            systemImageName: "clock"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Cancel my \(.applicationName) ticket",
        "Get a refund on my ticket",
    ])
}
