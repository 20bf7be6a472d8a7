//
//  LavoShortcuts.swift
//  Lavo
//
//  Laundry and dry cleaning, collected from the door and brought back.
//  The service is required (Siri asks for it); the day and the time slot are
//  optional: without them Lavo offers the next free slot.
//

import AppIntents

struct LavoShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: SchedulePickupIntent(),
            phrases: [
                "Book a \(\.$service) pickup with \(.applicationName)",
                "Book a \(\.$service) pickup for \(\.$day) with \(.applicationName)",
                "Collect my \(\.$service) on \(\.$day) in the \(\.$slot) with \(.applicationName)",
                "Schedule a pickup with \(.applicationName)",  // Siri asks "What needs cleaning?"
            ],
            shortTitle: "Book Pickup",
            systemImageName: "bag"
        )
        AppShortcut(
            intent: RescheduleIntent(),
            phrases: [
                "Move my \(.applicationName) pickup to \(\.$day)",
                "Reschedule my \(.applicationName) pickup to \(\.$day) in the \(\.$slot)",
                "Reschedule my \(.applicationName) pickup",
            ],
            shortTitle: "Reschedule",
            systemImageName: "calendar"
        )
        AppShortcut(
            intent: OrderStatusIntent(),
            phrases: [
                "Is my laundry ready",
                "Where's my \(.applicationName) order",
                "Track my dry cleaning in \(.applicationName)",
            ],
            shortTitle: "Order Status",
            systemImageName: "shippingbox"
        )
        AppShortcut(
            intent: RepeatOrderIntent(),
            phrases: [
                "Same again with \(.applicationName)",
                "Repeat my last \(.applicationName) order",
            ],
            shortTitle: "Same Again",
            systemImageName: "arrow.clockwise"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Cancel my \(.applicationName) subscription",
        "Report a lost item",
    ])
}
