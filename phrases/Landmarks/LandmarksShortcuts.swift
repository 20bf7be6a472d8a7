/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The App Shortcuts that Landmarks offers in Siri, Spotlight, the Shortcuts app,
the Action button and Apple Pencil.
*/

import AppIntents

/// The single App Shortcuts provider for Landmarks.
///
/// Parameterized phrases (`\(\.$target)`, `\(\.$collection)`) expand to one
/// phrase per suggested entity, so call `updateAppShortcutParameters()` when
/// favorites or collections change (see `ModelData.swift`).
struct LandmarksShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: NavigateIntent(),
            phrases: [
                "Navigate in \(.applicationName)",
                "Navigate to \(\.$section) in \(.applicationName)"
            ],
            shortTitle: "Navigate",
            systemImageName: "arrowshape.forward"
        )

        AppShortcut(
            intent: FindClosestLandmarkIntent(),
            phrases: [
                "Find closest landmark in \(.applicationName)"
            ],
            shortTitle: "Closest Landmark",
            systemImageName: "location"
        )

        AppShortcut(
            intent: OpenLandmarkIntent(),
            phrases: [
                "Open \(\.$target) in \(.applicationName)",
                "Open landmark in \(.applicationName)"
            ],
            shortTitle: "Open Landmark",
            systemImageName: "mappin"
        )

        AppShortcut(
            intent: OpenCollectionIntent(),
            phrases: [
                "Show \(\.$collection) collection in \(.applicationName)",
                "Open \(\.$collection) in \(.applicationName)",
                "Open a collection in \(.applicationName)"
            ],
            shortTitle: "Open Collection",
            systemImageName: "rectangle.stack"
        )
    }
}
