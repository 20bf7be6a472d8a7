//
//  ShortcutPhrases.swift
//  CodingBridge
//
//  Helpers around the App Shortcuts: keeping parameterized phrases fresh and
//  donating interactions so Siri Suggestions learn what the user does.
//  The phrases themselves live in `AppShortcuts.swift`.
//

import AppIntents
import OSLog

extension ProjectStore {
    /// Re-reads `ProjectQuery.suggestedEntities()` into the system's copy of
    /// the parameterized phrases ("Open my-project in CodingBridge").
    ///
    /// Call after a project is opened, added, renamed or removed.
    func refreshShortcutParameters() {
        CodingBridgeShortcuts.updateAppShortcutParameters()
    }
}

extension CommandStore {
    /// Same as `ProjectStore.refreshShortcutParameters()`, for saved commands.
    func refreshShortcutParameters() {
        CodingBridgeShortcuts.updateAppShortcutParameters()
    }
}

extension SessionStore {
    /// Donate session interaction for Siri learning.
    func donateInteraction(project: Project, session: Session) {
        let intent = OpenProjectIntent()
        intent.project = ProjectEntity(path: project.path, name: project.name)

        Task {
            do {
                _ = try await IntentDonationManager.shared.donate(intent: intent)
            } catch {
                Logger.intents.error("Donation failed for \(project.name): \(error.localizedDescription)")
            }
        }
    }
}

/// What the in-app tips ("Try saying …") show for each shortcut.
enum ShortcutTip {
    static let quickChat = "Try saying “Ask CodingBridge about my code”"
    static let captureIdea = "Try saying “Save idea to CodingBridge”"
}
