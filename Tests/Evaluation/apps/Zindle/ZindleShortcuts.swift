//
//  ZindleShortcuts.swift
//  Zindle
//
//  App Shortcuts for rides. Places and contacts are the rider's saved ones
//  (PlaceQuery / ContactQuery suggestedEntities()).
//

import AppIntents

struct ZindleShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: RequestRideIntent(),
            phrases: [
                "Get a ride to \(\.$destination) with \(.applicationName)",
                "Book a \(\.$rideType) to \(\.$destination) in \(.applicationName)",
                "Order a \(\.$rideType) ride in \(.applicationName)",  // Siri asks "Where to?"
                "Call a \(.applicationName)",
                "Take me to \(\.$destination)",
            ],
            shortTitle: "Ride",
            systemImageName: "car.fill"
        )
        AppShortcut(
            intent: RequestRideIntent(destination: .home),
            phrases: [
                "Take me home with \(.applicationName)",
                "Get me home in a \(\.$rideType) with \(.applicationName)",
            ],
            shortTitle: "Ride Home",
            systemImageName: "house.fill"
        )
        AppShortcut(
            intent: ShareETAIntent(),
            phrases: [
                "Share my ETA with \(\.$contact) in \(.applicationName)",
                "Tell \(\.$contact) when I arrive with \(.applicationName)",
                "Share my trip in \(.applicationName)",
            ],
            shortTitle: "Share ETA",
            systemImageName: "location.fill"
        )
        AppShortcut(
            intent: RideStatusIntent(),
            phrases: [
                "Where is my \(.applicationName)",
                "How far away is my \(.applicationName) driver",
            ],
            shortTitle: "Ride Status",
            systemImageName: "clock.fill"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Cancel my \(.applicationName) ride",
        "Cancel the ride",
        "Call the driver",
    ])
}
