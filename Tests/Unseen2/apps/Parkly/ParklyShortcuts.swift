//
//  ParklyShortcuts.swift
//  Parkly
//
//  Pay for street parking by voice. The zone is required (Siri asks for it);
//  the length of stay and the vehicle are optional: without them Parkly uses
//  the driver's defaults (1 hour, their main car).
//

import AppIntents

struct ParklyShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartParkingIntent(),
            phrases: [
                "Park at \(\.$zone) with \(.applicationName)",
                "Park at \(\.$zone) for \(\.$duration) with \(.applicationName)",
                "Park the \(\.$vehicle) at \(\.$zone) for \(\.$duration) with \(.applicationName)",
                "Pay for parking at \(\.$zone) in \(.applicationName)",
                "Start a parking session in \(.applicationName)",  // Siri asks "Where are you parked?"
            ],
            shortTitle: "Start Parking",
            systemImageName: "parkingsign.circle"
        )
        AppShortcut(
            intent: ExtendParkingIntent(),
            phrases: [
                "Extend my parking by \(\.$extra) in \(.applicationName)",
                "Add \(\.$extra) to my \(.applicationName) session",
                "Extend my parking in \(.applicationName)",
            ],
            shortTitle: "Extend",
            systemImageName: "plus.circle"
        )
        AppShortcut(
            intent: StopParkingIntent(),
            phrases: [
                "Stop my parking session in \(.applicationName)",
                "End parking in \(.applicationName)",
            ],
            shortTitle: "Stop Parking",
            systemImageName: "stop.circle"
        )
        AppShortcut(
            intent: TimeLeftIntent(),
            phrases: [
                "How long is left on my \(.applicationName) session",
                "How long is left on my parking",
            ],
            shortTitle: "Time Left",
            systemImageName: "timer"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Appeal a parking ticket in \(.applicationName)",
        "Pay a parking fine",
    ])
}
