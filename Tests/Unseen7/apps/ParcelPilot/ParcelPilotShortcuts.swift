//
//  ParcelPilotShortcuts.swift
//  ParcelPilot
//
//  Every parcel you're waiting for, whichever courier has it: where it is,
//  what's coming today, where the driver should leave it, sending it on to a
//  pickup point, and adding a parcel by hand. Parcels come from
//  ParcelQuery.suggestedEntities() (the parcels being tracked, named after
//  the shop); carriers and pickup points from their own queries.
//

import AppIntents

struct ParcelPilotShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .orange

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: TrackParcelIntent(),
            phrases: [
                "Track \(\.$parcel) with \(.applicationName)",
                "Where's \(\.$parcel)",
                // The next parcel due; no app name.
                "Where's my parcel",
            ],
            shortTitle: "Track",
            systemImageName: "shippingbox"
        )
        AppShortcut(
            intent: TodaysDeliveriesIntent(),
            phrases: [
                "Show today's deliveries in \(.applicationName)",
                "What's being delivered today",
            ],
            shortTitle: "Today",
            systemImageName: "calendar.badge.clock"
        )
        AppShortcut(
            intent: SafePlaceIntent(),
            phrases: [
                "Leave \(\.$parcel) at \(\.$spot) with \(.applicationName)",
                "Change the safe place in \(.applicationName)",  // Siri asks "Which parcel?"
            ],
            shortTitle: "Safe Place",
            systemImageName: "door.left.hand.closed"
        )
        AppShortcut(
            intent: RedirectParcelIntent(),
            phrases: [
                "Send \(\.$parcel) to \(\.$point) with \(.applicationName)",
                "Redirect \(\.$parcel) with \(.applicationName)",  // Siri asks "Which pickup point?"
            ],
            shortTitle: "Redirect",
            systemImageName: "arrow.triangle.turn.up.right.diamond"
        )
        AppShortcut(
            intent: AddParcelIntent(),
            phrases: [
                // Free text: the user's own name for the parcel.
                "Add a \(\.$carrier) parcel called \(\.$label) to \(.applicationName)",
                "Add a parcel to \(.applicationName)",  // Siri asks "Which courier?"
            ],
            shortTitle: "Add Parcel",
            systemImageName: "plus.rectangle.on.rectangle"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Cancel my \(.applicationName) Plus subscription",
        "Complain about the courier",
    ])
}
