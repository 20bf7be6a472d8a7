//
//  FerritShortcuts.swift
//  Ferrit
//
//  Ferry timetables and tickets across the operators of the Hebrides, the
//  Greek and Croatian islands, Lofoten, the Gulf of Finland and the
//  Bosphorus: the next sailing on a route, booking a crossing (on foot or
//  with a vehicle), the boarding pass, whether a ferry is running, alerts
//  when sailings are cancelled, and the passengers on a booking. Ports come
//  from PortQuery.suggestedEntities(): the followed routes, nearest first.
//

import AppIntents

struct FerritShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .teal

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: NextSailingIntent(),
            phrases: [
                "When's the next ferry from \(\.$from) to \(\.$to) in \(.applicationName)",
                "When's the next ferry to \(\.$to) with \(.applicationName)",  // from the nearest port
                "Ferry times to \(\.$to)",
                "Check the ferry times in \(.applicationName)",  // Siri asks where to
            ],
            shortTitle: "Next Sailing",
            systemImageName: "ferry"
        )
        AppShortcut(
            intent: BookCrossingIntent(),
            phrases: [
                "Book a ticket to \(\.$to) for \(\.$vehicle) with \(.applicationName)",
                "Book a crossing from \(\.$from) to \(\.$to) in \(.applicationName)",  // Siri asks about a vehicle
                "Book a ferry with \(.applicationName)",  // Siri asks where to, then the vehicle
            ],
            shortTitle: "Book a Crossing",
            systemImageName: "ticket"
        )
        AppShortcut(
            intent: BookCrossingIntent(vehicle: .foot),
            phrases: [
                "Book a foot passenger ticket to \(\.$to) with \(.applicationName)",
                "I need a foot passenger ticket to \(\.$to)",
            ],
            shortTitle: "On Foot",
            systemImageName: "figure.walk"
        )
        AppShortcut(
            intent: BoardingPassIntent(),
            phrases: [
                "Show my boarding pass in \(.applicationName)",
                "Open my \(.applicationName) ticket",
            ],
            shortTitle: "Boarding Pass",
            systemImageName: "qrcode"
        )
        AppShortcut(
            intent: SailingStatusIntent(),
            phrases: [
                "Is the \(\.$port) ferry running today in \(.applicationName)",
                "Any cancellations on \(.applicationName)",  // the booked sailing and every followed route
                "Is my ferry on time",
            ],
            shortTitle: "Running Today?",
            systemImageName: "exclamationmark.triangle"
        )
        AppShortcut(
            intent: DisruptionAlertIntent(),
            phrases: [
                "Tell me if sailings to \(\.$port) are cancelled with \(.applicationName)",
                "Turn on \(.applicationName) alerts for \(\.$port)",
            ],
            shortTitle: "Alerts",
            systemImageName: "bell"
        )
        AppShortcut(
            intent: AddPassengerIntent(),
            phrases: [
                // Free text: the name as it is on the passport.
                "Add \(\.$name) to my \(.applicationName) booking",
                "Add a passenger in \(.applicationName)",  // Siri asks their name
            ],
            shortTitle: "Add a Passenger",
            systemImageName: "person.badge.plus"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Book a hotel near the harbour",
        "Cancel my \(.applicationName) booking",
    ])
}
