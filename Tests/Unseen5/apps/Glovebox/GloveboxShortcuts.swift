//
//  GloveboxShortcuts.swift
//  Glovebox
//
//  A connected-car companion that works with most makes fitted with the
//  Glovebox dongle: locks, climate, range, finding the car in a car park.
//  Cars come from VehicleQuery.suggestedEntities(): the household's cars.
//

import AppIntents

struct GloveboxShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .grayBlue

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LockCarIntent(),
            phrases: [
                "Lock \(\.$car) with \(.applicationName)",
                "Lock my car",  // the nearest car; no app name
            ],
            shortTitle: "Lock",
            systemImageName: "lock.fill"
        )
        AppShortcut(
            intent: UnlockCarIntent(),
            phrases: [
                "Unlock \(\.$car) on \(.applicationName)",
                "Unlock my car with \(.applicationName)",  // Siri asks "Which car?"
            ],
            shortTitle: "Unlock",
            systemImageName: "lock.open.fill"
        )
        AppShortcut(
            intent: ClimateIntent(),
            phrases: [
                "Set \(\.$car) to \(\.$temperature) with \(.applicationName)",
                "Set the car to \(\.$temperature)",
                "Turn on the climate with \(.applicationName)",  // Siri asks "What temperature?"
            ],
            shortTitle: "Climate",
            systemImageName: "fan"
        )
        // Winter mornings: defrost bound, no app name in the first phrase.
        AppShortcut(
            intent: ClimateIntent(temperature: .defrost),
            phrases: [
                "Defrost the windscreen",
                "De-ice \(\.$car) with \(.applicationName)",
            ],
            shortTitle: "Defrost",
            systemImageName: "windshield.front.and.heat.waves"
        )
        AppShortcut(
            intent: VehicleStatusIntent(),
            phrases: [
                "How far can \(\.$car) go",
                "Check on \(\.$car) with \(.applicationName)",
                "Check my car in \(.applicationName)",
            ],
            shortTitle: "Status",
            systemImageName: "gauge.with.dots.needle.50percent"
        )
        AppShortcut(
            intent: FlashLightsIntent(),
            phrases: [
                "Flash the lights on \(\.$car) with \(.applicationName)",
                "Honk the horn with \(.applicationName)",
            ],
            shortTitle: "Find My Car",
            systemImageName: "car.front.waves.up"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Remove my car from \(.applicationName)",
        "Call roadside assistance",
    ])
}
