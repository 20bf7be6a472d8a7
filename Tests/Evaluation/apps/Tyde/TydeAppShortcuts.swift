//  TydeAppShortcuts.swift
//  Tyde — home, in one tap.

import AppIntents

@available(iOS 17.0, *)
struct TydeAppShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: TurnOnIntent(),
            phrases: [
                "Turn on the \(\.$device) with \(.applicationName)",
                "Switch on \(\.$device) in \(.applicationName)",
                "Turn something on with \(.applicationName)",
            ],
            shortTitle: "Turn On",
            systemImageName: "power"
        )
        AppShortcut(
            intent: TurnOffIntent(),
            phrases: [
                "Turn off the \(\.$device) with \(.applicationName)",
                "Switch off \(\.$device) in \(.applicationName)",
            ],
            shortTitle: "Turn Off",
            systemImageName: "poweroff"
        )
        AppShortcut(
            intent: SetSceneIntent(),
            phrases: [
                "Set the \(\.$room) to \(\.$scene) with \(.applicationName)",
                "Start the \(\.$scene) scene in \(.applicationName)",
                "Change the scene in \(.applicationName)",
            ],
            shortTitle: "Scene",
            systemImageName: "sparkles"
        )
        // Bedtime: the scene is fixed, the room is optional (whole home).
        AppShortcut(
            intent: SetSceneIntent(scene: .goodnight),
            phrases: [
                "Say goodnight to \(.applicationName)",
                "Put the \(\.$room) to bed with \(.applicationName)",
            ],
            shortTitle: "Goodnight",
            systemImageName: "moon.fill"
        )
        AppShortcut(
            intent: SetSceneIntent(scene: .hygge),
            phrases: ["Make the house cozy"],
            shortTitle: "Hygge",
            systemImageName: "flame"
        )
        AppShortcut(
            intent: WhatsOnIntent(),
            phrases: [
                "What's still on in \(.applicationName)",
                "Which lights are on in \(.applicationName)",
            ],
            shortTitle: "What's On",
            systemImageName: "lightbulb"
        )
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Turn off the alarm"
            "Stop \(.applicationName)"
            "Unlock the front door"
        }
    }
}
