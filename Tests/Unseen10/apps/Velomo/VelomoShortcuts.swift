//
//  VelomoShortcuts.swift
//  Velomo
//
//  City bikes and e-bikes in Warsaw, Kraków, Dublin, Seville and Cardiff:
//  hold a bike at a station, unlock it, find a free dock at the other end
//  and end the ride, buy a pass, and see how far you've ridden. Stations
//  come from StationQuery.suggestedEntities(): the rider's favourites first.
//

import AppIntents

struct VelomoShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .lime

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: ReserveBikeIntent(),
            phrases: [
                "Reserve \(\.$bike) at \(\.$station) with \(.applicationName)",
                "Reserve a bike at \(\.$station) in \(.applicationName)",  // any free bike
                "Hold a bike for me with \(.applicationName)",  // Siri asks "Which station?"
            ],
            shortTitle: "Reserve a Bike",
            systemImageName: "bicycle"
        )
        AppShortcut(
            intent: ReserveBikeIntent(bike: .electric),
            phrases: [
                "Hold an e-bike for me with \(.applicationName)",
                "Find me an e-bike",
            ],
            shortTitle: "Reserve an E-Bike",
            systemImageName: "bolt"
        )
        AppShortcut(
            intent: UnlockBikeIntent(),
            phrases: [
                "Unlock \(\.$bike) with \(.applicationName)",
                "Unlock a bike with \(.applicationName)",  // whichever bike is scanned
                "Scan a bike in \(.applicationName)",
            ],
            shortTitle: "Unlock",
            systemImageName: "lock.open"
        )
        AppShortcut(
            intent: EndRideIntent(),
            phrases: [
                "End my ride in \(.applicationName)",
                "I've docked my bike",
            ],
            shortTitle: "End Ride",
            systemImageName: "flag.checkered"
        )
        AppShortcut(
            intent: FindDockIntent(),
            phrases: [
                "Find a free dock near \(\.$station) in \(.applicationName)",
                "Where can I dock near \(\.$station)",
                "Find a free dock with \(.applicationName)",  // near you
            ],
            shortTitle: "Free Docks",
            systemImageName: "parkingsign"
        )
        AppShortcut(
            intent: BuyPassIntent(),
            phrases: [
                "Buy \(\.$pass) in \(.applicationName)",
                "Buy a pass with \(.applicationName)",  // Siri asks "Which pass?"
            ],
            shortTitle: "Buy a Pass",
            systemImageName: "creditcard"
        )
        AppShortcut(
            intent: RideStatsIntent(),
            phrases: [
                "How far did I ride \(\.$period) in \(.applicationName)",
                "Show my rides in \(.applicationName)",  // every ride so far
            ],
            shortTitle: "My Rides",
            systemImageName: "chart.bar"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Rent a scooter",
        "Delete my \(.applicationName) account",
    ])
}
