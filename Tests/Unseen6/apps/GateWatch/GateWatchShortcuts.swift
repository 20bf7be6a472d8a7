//
//  GateWatchShortcuts.swift
//  GateWatch
//
//  A live flight tracker: your flights' status, gates and baggage belts,
//  what's flying on a route, an airport's arrivals board, push alerts.
//  Flights come from TrackedFlightQuery.suggestedEntities() (the flights the
//  user follows); airports from AirportQuery (saved and recent airports).
//

import AppIntents

struct GateWatchShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .navy

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: FlightStatusIntent(),
            phrases: [
                "Check \(\.$flight) in \(.applicationName)",
                "Is \(\.$flight) on time",
                // The next flight the user follows; no app name.
                "Is my flight delayed",
            ],
            shortTitle: "Flight Status",
            systemImageName: "airplane"
        )
        AppShortcut(
            intent: RouteIntent(),
            phrases: [
                "Show flights from \(\.$origin) to \(\.$destination) in \(.applicationName)",
                "Flights to \(\.$destination) today",
                "Track a route with \(.applicationName)",  // Siri asks "Flying to where?"
            ],
            shortTitle: "Route",
            systemImageName: "point.topleft.down.to.point.bottomright.curvepath"
        )
        AppShortcut(
            intent: ArrivalsIntent(),
            phrases: [
                "Show arrivals at \(\.$airport) with \(.applicationName)",
                "What's landing at \(\.$airport)",
                "Show arrivals in \(.applicationName)",  // Siri asks "Which airport?"
            ],
            shortTitle: "Arrivals",
            systemImageName: "airplane.arrival"
        )
        AppShortcut(
            intent: BaggageBeltIntent(),
            phrases: [
                "Find the baggage belt for \(\.$flight) with \(.applicationName)",
                "Which belt is my luggage on",
                "Show the baggage belt in \(.applicationName)",
            ],
            shortTitle: "Baggage Belt",
            systemImageName: "suitcase.rolling"
        )
        AppShortcut(
            intent: FollowFlightIntent(),
            phrases: [
                "Alert me about \(\.$event) for \(\.$flight) with \(.applicationName)",
                "Follow \(\.$flight) with \(.applicationName)",
                "Follow a flight with \(.applicationName)",  // Siri asks "Which flight?"
            ],
            shortTitle: "Follow",
            systemImageName: "bell.badge"
        )
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Cancel my \(.applicationName) subscription"
            "Book a flight"
        }
    }
}
