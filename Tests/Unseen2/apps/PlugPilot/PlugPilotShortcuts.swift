//  PlugPilotShortcuts.swift
//  PlugPilot — the home charger that knows your tariff.
//
//  Levels, times and modes are fixed lists (AppEnums), so Siri learns them
//  all at install time.

import AppIntents

@available(iOS 17.0, *)
struct PlugPilotShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartChargingIntent(),
            phrases: [
                "Start charging with \(.applicationName)",
                "Start a \(\.$mode) charge with \(.applicationName)",
                "Plug in the car with \(.applicationName)",
            ],
            shortTitle: "Charge Now",
            systemImageName: "bolt.car"
        )
        // Overnight charging: the level is asked for if it isn't said.
        AppShortcut(
            intent: ScheduleChargeIntent(),
            phrases: [
                "Charge the car to \(\.$target) with \(.applicationName)",
                "Charge to \(\.$target) by \(\.$readyBy) with \(.applicationName)",
                "Have the car ready by \(\.$readyBy) with \(.applicationName)",
                "Schedule a charge in \(.applicationName)",
            ],
            shortTitle: "Schedule",
            systemImageName: "calendar.badge.clock"
        )
        AppShortcut(
            intent: PauseChargingIntent(),
            phrases: [
                "Pause charging in \(.applicationName)",
                "Stop charging the car with \(.applicationName)",
            ],
            shortTitle: "Pause",
            systemImageName: "pause.circle"
        )
        AppShortcut(
            intent: BatteryLevelIntent(),
            phrases: [
                "How much charge does the car have in \(.applicationName)",
                "What's my battery level in \(.applicationName)",
            ],
            shortTitle: "Battery",
            systemImageName: "battery.75percent"
        )
        AppShortcut(
            intent: SetModeIntent(),
            phrases: [
                "Switch \(.applicationName) to \(\.$mode) mode",
                "Set my charger to \(\.$mode) in \(.applicationName)",
                "Change the charging mode in \(.applicationName)",
            ],
            shortTitle: "Mode",
            systemImageName: "dial.medium"
        )
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Unlock the cable with \(.applicationName)"
            "Delete my charging history"
        }
    }
}
