//
//  SnipsyShortcuts.swift
//  Snipsy
//
//  Booking for independent hair salons and barbers: book a service with a
//  stylist, the usual again, your next appointment, checking in at the
//  desk, telling the salon you're running late. Stylists come from
//  StylistQuery.suggestedEntities(): the team at the user's salon.
//

import AppIntents

struct SnipsyShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .pink

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BookAppointmentIntent(),
            phrases: [
                "Book a \(\.$service) with \(\.$stylist) for \(\.$day) in \(.applicationName)",
                "Book a \(\.$service) with \(\.$stylist) in \(.applicationName)",
                "Book a \(\.$service) at \(.applicationName)",  // anyone, first free slot
                "Book a hair appointment with \(.applicationName)",  // Siri asks "What are you having done?"
            ],
            shortTitle: "Book",
            systemImageName: "scissors"
        )
        AppShortcut(
            intent: RebookIntent(),
            phrases: [
                "Book the usual with \(.applicationName)",
                "Book the usual with \(\.$stylist) in \(.applicationName)",
            ],
            shortTitle: "The Usual",
            systemImageName: "arrow.clockwise"
        )
        AppShortcut(
            intent: NextAppointmentIntent(),
            phrases: [
                "When's my next haircut",
                "Show my appointments in \(.applicationName)",
            ],
            shortTitle: "Appointments",
            systemImageName: "calendar"
        )
        AppShortcut(
            intent: CheckInIntent(),
            phrases: [
                "Check me in at \(.applicationName)",
                "I'm here for my appointment",
            ],
            shortTitle: "Check In",
            systemImageName: "person.crop.circle.badge.checkmark"
        )
        AppShortcut(
            intent: RunningLateIntent(),
            phrases: [
                "Tell \(.applicationName) I'm running \(\.$delay) late",
                "Tell the salon I'm \(\.$delay) late",
                "Tell \(.applicationName) I'm running late",  // Siri asks "How late?"
            ],
            shortTitle: "Running Late",
            systemImageName: "figure.walk.motion"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Cancel my hair appointment",
        "Buy a \(.applicationName) gift voucher",
    ])
}
