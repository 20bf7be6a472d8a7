//
//  FernQuillShortcuts.swift
//  FernQuill
//
//  Plant care by voice. "Tell FernQuill I watered the Monstera" is the
//  phrase the onboarding teaches.
//

import AppIntents

public struct FernQuillShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LogCareIntent(),
            phrases: [
                "Tell \(.applicationName) I \(\.$action) the \(\.$plant)",
                "Mark the \(\.$plant) as \(\.$action) in \(.applicationName)",
                "Log plant care in \(.applicationName)",
            ],
            shortTitle: "Log Care",
            systemImageName: "leaf"
        )
        AppShortcut(
            intent: LogCareIntent(action: .watered),
            phrases: [
                "Just watered the \(\.$plant) in \(.applicationName)",
                "I watered everything in \(.applicationName)",
            ],
            shortTitle: "Watered",
            systemImageName: "drop"
        )
        AppShortcut(
            intent: ThirstyPlantsIntent(),
            phrases: [
                "What needs water in \(.applicationName)",
                "Which plants are thirsty",
            ],
            shortTitle: "Thirsty Plants",
            systemImageName: "sun.max"
        )
        AppShortcut(
            intent: ShowPlantIntent(),
            phrases: [
                "Show the \(\.$plant) in \(.applicationName)",
                "How is my \(\.$plant) doing in \(.applicationName)",
                "Open a plant in \(.applicationName)",
            ],
            shortTitle: "Show Plant",
            systemImageName: "camera.macro"
        )
        AppShortcut(
            intent: IdentifyPlantIntent(),
            phrases: [
                "Identify a plant with \(.applicationName)",
                "What plant is this \(.applicationName)",
            ],
            shortTitle: "Identify",
            systemImageName: "viewfinder"
        )
    }
}
