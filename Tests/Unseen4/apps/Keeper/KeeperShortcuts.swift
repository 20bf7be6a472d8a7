//
//  KeeperShortcuts.swift
//  Keeper
//
//  Home alarm and cameras. The arming modes are fixed (AppEnum); cameras
//  are whatever the user has installed (CameraQuery.suggestedEntities()).
//

import AppIntents

struct KeeperShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .navy

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: ArmSystemIntent(),
            phrases: [
                "Set \(.applicationName) to \(\.$mode)",
                "Arm \(.applicationName) in \(\.$mode)",
                "Arm the alarm with \(.applicationName)",  // Siri asks "Which mode?"
            ],
            shortTitle: "Arm",
            systemImageName: "lock.shield"
        )
        // The bedtime suggestion: no app name, night mode bound.
        AppShortcut(
            intent: ArmSystemIntent(mode: .night),
            phrases: [
                "Lock up for the night",
            ],
            shortTitle: "Goodnight",
            systemImageName: "moon"
        )
        AppShortcut(
            intent: DisarmSystemIntent(),
            phrases: [
                "Disarm \(.applicationName)",
                "Turn off the \(.applicationName) alarm",
            ],
            shortTitle: "Disarm",
            systemImageName: "lock.open"
        )
        AppShortcut(
            intent: ShowCameraIntent(),
            phrases: [
                "Show the \(\.$camera) camera in \(.applicationName)",
                "Check the \(\.$camera) on \(.applicationName)",
                "Show my cameras in \(.applicationName)",  // Siri asks "Which camera?"
            ],
            shortTitle: "Live View",
            systemImageName: "video"
        )
        AppShortcut(
            intent: DoorbellIntent(),
            phrases: [
                "Who's at the door",
                "Answer the door with \(.applicationName)",
            ],
            shortTitle: "Doorbell",
            systemImageName: "bell"
        )
        AppShortcut(
            intent: ActivityIntent(),
            phrases: [
                "What happened while I was out",
                "Show \(.applicationName) activity",
            ],
            shortTitle: "Activity",
            systemImageName: "list.bullet.rectangle"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Cancel my \(.applicationName) monitoring plan",
        "Call the police",
    ])
}
