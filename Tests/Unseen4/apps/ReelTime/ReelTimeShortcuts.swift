//
//  ReelTimeShortcuts.swift
//  ReelTime
//
//  Cinema tickets: what's on, showtimes, booking, tickets at the door.
//  Films come from FilmQuery.suggestedEntities(): this week's programme at
//  the user's home cinema, refreshed every Thursday.
//

import AppIntents

struct ReelTimeShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .red

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BookTicketsIntent(),
            phrases: [
                "Book tickets for \(\.$film) with \(.applicationName)",
                "Get \(\.$tickets) to \(\.$film) on \(\.$day) with \(.applicationName)",
                "Book \(\.$film) in \(\.$format) on \(.applicationName)",
                // No film: Siri asks "Which film?"
                "Book cinema tickets with \(.applicationName)",
            ],
            shortTitle: "Book Tickets",
            systemImageName: "ticket"
        )
        AppShortcut(
            intent: ShowtimesIntent(),
            phrases: [
                "When is \(\.$film) showing",
                "Showtimes for \(\.$film) in \(.applicationName)",
                "What's on at \(.applicationName) tonight",
            ],
            shortTitle: "Showtimes",
            systemImageName: "clock"
        )
        AppShortcut(
            intent: MyTicketsIntent(),
            phrases: [
                "Show my \(.applicationName) tickets",
                "Open my tickets in \(.applicationName)",
            ],
            shortTitle: "My Tickets",
            systemImageName: "qrcode"
        )
        AppShortcut(
            intent: PlayTrailerIntent(),
            phrases: [
                "Play the \(\.$film) trailer in \(.applicationName)",
                "Watch the trailer for \(\.$film) on \(.applicationName)",
            ],
            shortTitle: "Trailer",
            systemImageName: "play.rectangle"
        )
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Refund my \(.applicationName) tickets"
            "Cancel my cinema membership"
        }
    }
}
