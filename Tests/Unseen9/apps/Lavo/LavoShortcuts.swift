//
//  LavoShortcuts.swift
//  Lavo
//
//  Laundry and dry cleaning collected from your door in Paris and brought
//  back in 48 hours, or dropped at a Lavo locker: book a collection (what,
//  and when), open a locker, see where your order is, and leave the driver
//  a note. Lockers come from LockerQuery.suggestedEntities(): the ones
//  near the customer's saved addresses.
//

import AppIntents

struct LavoShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .lightBlue

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BookCollectionIntent(),
            phrases: [
                "Book a \(\.$service) collection for \(\.$slot) with \(.applicationName)",
                "Book a \(\.$service) collection with \(.applicationName)",  // the next slot
                "Book a pickup with \(.applicationName)",  // Siri asks "What are we collecting?"
            ],
            shortTitle: "Book a Collection",
            systemImageName: "bag"
        )
        AppShortcut(
            intent: BookCollectionIntent(service: .washAndFold),
            phrases: [
                "Collect my washing with \(.applicationName)",
                "Come and collect my washing",
            ],
            shortTitle: "Collect Washing",
            systemImageName: "washer"
        )
        AppShortcut(
            intent: OpenLockerIntent(),
            phrases: [
                "Open the locker at \(\.$locker) in \(.applicationName)",
                "I'm at the \(\.$locker) locker",
                "Open my \(.applicationName) locker",  // Siri asks "Which locker?"
            ],
            shortTitle: "Open a Locker",
            systemImageName: "lock.open"
        )
        AppShortcut(
            intent: TrackOrderIntent(),
            phrases: [
                "Where's my laundry",
                "When is my \(\.$service) coming back",
                "Track my order in \(.applicationName)",  // the latest order
            ],
            shortTitle: "Track",
            systemImageName: "shippingbox"
        )
        AppShortcut(
            intent: DriverNoteIntent(),
            phrases: [
                // Free text: whatever the driver should know.
                "Tell the \(.applicationName) driver \(\.$note)",
                "Leave a note for the driver in \(.applicationName)",  // Siri asks for the note
            ],
            shortTitle: "Note for the Driver",
            systemImageName: "text.bubble"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Report a missing item",
        "Change my \(.applicationName) payment card",
    ])
}
