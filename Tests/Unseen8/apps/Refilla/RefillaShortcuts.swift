//
//  RefillaShortcuts.swift
//  Refilla
//
//  Repeat prescriptions without the phone queue: order a repeat (to your
//  nominated pharmacy or another), see whether it's ready to collect, log a
//  dose, find a pharmacy open now, and message a pharmacist. Medicines come
//  from MedicineQuery.suggestedEntities(): the items on the patient's
//  repeat slip.
//

import AppIntents

struct RefillaShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .grayGreen

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderRepeatIntent(),
            phrases: [
                "Order \(\.$supply) of \(\.$medicine) from \(\.$pharmacy) with \(.applicationName)",
                "Order \(\.$medicine) with \(.applicationName)",  // usual supply, nominated pharmacy
                "I'm running low on \(\.$medicine)",
                "Order a repeat prescription with \(.applicationName)",  // Siri asks "Which medicine?"
            ],
            shortTitle: "Order a Repeat",
            systemImageName: "pills"
        )
        AppShortcut(
            intent: PrescriptionStatusIntent(),
            phrases: [
                "Is \(\.$medicine) ready to collect in \(.applicationName)",
                "Is my prescription ready",  // the latest order
            ],
            shortTitle: "Status",
            systemImageName: "clock"
        )
        AppShortcut(
            intent: LogDoseIntent(),
            phrases: [
                "Log a dose of \(\.$medicine) in \(.applicationName)",
                "I've taken \(\.$medicine)",
            ],
            shortTitle: "Log a Dose",
            systemImageName: "checkmark.seal"
        )
        AppShortcut(
            intent: FindPharmacyIntent(),
            phrases: [
                "Find a pharmacy that's open now in \(.applicationName)",
                "Which chemist is open late",
            ],
            shortTitle: "Open Now",
            systemImageName: "cross.case"
        )
        AppShortcut(
            intent: AskPharmacistIntent(),
            phrases: [
                // Free text: whatever the patient wants to ask.
                "Ask \(\.$pharmacy) about \(\.$question) with \(.applicationName)",
                "Message the pharmacist with \(.applicationName)",  // Siri asks "Which pharmacy?"
            ],
            shortTitle: "Ask a Pharmacist",
            systemImageName: "bubble.left.and.text.bubble.right"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Book a GP appointment",
        "Change my \(.applicationName) password",
    ])
}
