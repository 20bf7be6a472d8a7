//
//  PaktShortcuts.swift
//  Pakt
//
//  App Shortcuts for a parcel tracker. Parcels are the ones on their way
//  (ParcelQuery.suggestedEntities()); Tracking calls
//  `updateAppShortcutParameters()` when one is added or delivered.
//

import AppIntents

struct PaktShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: TrackParcelIntent(),
            phrases: [
                "Track my \(\.$parcel) in \(.applicationName)",
                "Is my \(\.$parcel) out for delivery with \(.applicationName)",
                "Track a parcel on \(.applicationName)",  // Siri asks "Which parcel?"
                "When will my \(\.$parcel) arrive",
            ],
            shortTitle: "Track",
            systemImageName: "shippingbox"
        )
        AppShortcut(
            intent: ShowDeliveriesIntent(),
            phrases: [
                "What's arriving \(\.$day) on \(.applicationName)",
                "Show deliveries for \(\.$day) in \(.applicationName)",
            ],
            shortTitle: "Deliveries",
            systemImageName: "calendar"
        )
        // The one people ask every morning.
        AppShortcut(
            intent: ShowDeliveriesIntent(day: .today),
            phrases: [
                "Any parcels coming today with \(.applicationName)",
                "Open today's deliveries in \(.applicationName)",
            ],
            shortTitle: "Today",
            systemImageName: "sun.max"
        )
        AppShortcut(
            intent: RedirectParcelIntent(),
            phrases: [
                "Send my \(\.$parcel) to the \(\.$dropPoint) with \(.applicationName)",
                "Leave my parcel with the \(\.$dropPoint) in \(.applicationName)",  // asks "Which parcel?"
            ],
            shortTitle: "Redirect",
            systemImageName: "arrow.triangle.branch"
        )
        AppShortcut(
            intent: AddParcelIntent(),
            phrases: [
                "Add a \(\.$carrier) parcel to \(.applicationName)",
                "Paste a tracking number into \(.applicationName)",
            ],
            shortTitle: "Add Parcel",
            systemImageName: "plus.viewfinder"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Delete all my parcels",
        "Mute \(.applicationName) notifications",
        "Stop tracking everything",
    ])
}
