//
//  AppShortcutsProvider.swift
//  Diver
//
//  Makes Diver's intents discoverable in Siri, Spotlight and the Shortcuts
//  app. Widgets and the share sheet use the same intents (see
//  Docs/ShortcutsAndWidgets.md).
//

import AppIntents

public final class DiverShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        return [
            AppShortcut(
                intent: ShareLinkIntent(),
                phrases: [
                    "Share with \(.applicationName)",
                    "Share link to \(.applicationName)",
                    "Create \(.applicationName) link"
                ]
            ),
            AppShortcut(
                intent: SaveLinkIntent(),
                phrases: [
                    "Save link in \(.applicationName)",
                    "Add a link to \(.applicationName)",
                ],
                shortTitle: "Save Link",
                systemImageName: "plus.circle"
            ),
            AppShortcut(
                intent: SaveFromClipboardIntent(),
                phrases: [
                    "Save clipboard to \(.applicationName)",
                    "Save copied link in \(.applicationName)",
                ],
                shortTitle: "Save from Clipboard",
                systemImageName: "doc.on.clipboard"
            ),
            AppShortcut(
                intent: SearchLinksIntent(),
                phrases: [
                    "Search \(.applicationName) for \(\SearchLinksIntent.$query)",
                    "Search \(.applicationName) links",  // Siri asks for the query
                ],
                shortTitle: "Search Links",
                systemImageName: "magnifyingglass"
            ),
            AppShortcut(intent: OpenRecentIntent(), phrases: ["Open recent link in \(.applicationName)", "Open my latest \(.applicationName) link"], shortTitle: "Open Recent", systemImageName: "clock.arrow.circlepath"),
            AppShortcut(
                intent: FindTaggedLinksIntent(),
                phrases: [
                    "Find \(\FindTaggedLinksIntent.$tag) links in \(AppShortcutPhraseToken.applicationName)",
                    "Show my \(\FindTaggedLinksIntent.$tag) links in \(AppShortcutPhraseToken.applicationName)",
                    /* no tag: Siri asks "Which tag?" */
                    "Show tagged links in \(AppShortcutPhraseToken.applicationName)",
                ],
                shortTitle: "Find by Tag",
                systemImageName: "tag"
            ),
        ]
    }
}
