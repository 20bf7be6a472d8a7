//
//  GivvaShortcuts.swift
//  Givva
//
//  Giving blood, plasma and platelets with the blood services of Wales,
//  Ireland and Aotearoa New Zealand: booking a donation (what, where,
//  which day), the next appointment, when the donor can give again, moving
//  or cancelling an appointment, the donor card and blood group, and telling
//  the nurses about a change in health. Centres come from
//  DonorCentreQuery.suggestedEntities(): the usual one first.
//

import AppIntents

struct GivvaShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .red

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BookDonationIntent(),
            phrases: [
                "Book a \(\.$kind) donation at \(\.$centre) with \(.applicationName)",
                "Book a \(\.$kind) donation for \(\.$day) in \(.applicationName)",  // at the usual centre
                "Book a donation at \(\.$centre) in \(.applicationName)",  // Siri asks what to give
            ],
            shortTitle: "Book a Donation",
            systemImageName: "drop"
        )
        AppShortcut(
            intent: BookDonationIntent(kind: .wholeBlood),
            phrases: [
                "Book me in to give blood with \(.applicationName)",
                "I want to give blood at \(\.$centre)",
            ],
            shortTitle: "Give Blood",
            systemImageName: "drop.fill"
        )
        AppShortcut(
            intent: NextAppointmentIntent(),
            phrases: [
                "When's my next donation in \(.applicationName)",
                "When am I next giving blood",
            ],
            shortTitle: "Next Appointment",
            systemImageName: "calendar"
        )
        AppShortcut(
            intent: EligibilityIntent(),
            phrases: [
                "When can I give \(\.$kind) again in \(.applicationName)",
                "Can I donate yet with \(.applicationName)",  // the donor's usual kind
            ],
            shortTitle: "Give Again?",
            systemImageName: "clock.arrow.circlepath"
        )
        AppShortcut(
            intent: MoveAppointmentIntent(),
            phrases: [
                "Move my donation to \(\.$day) in \(.applicationName)",
                "Reschedule my \(.applicationName) appointment",  // Siri asks when
            ],
            shortTitle: "Move",
            systemImageName: "arrow.right.circle"
        )
        AppShortcut(
            intent: CancelAppointmentIntent(),
            phrases: [
                // Free text, optional: why, in the donor's words.
                "Cancel my \(.applicationName) appointment because \(\.$reason)",
                "I can't make my donation with \(.applicationName)",  // no reason given
            ],
            shortTitle: "Cancel",
            systemImageName: "xmark.circle"
        )
        AppShortcut(
            intent: DonorCardIntent(),
            phrases: [
                "Show my donor card in \(.applicationName)"
            ],
            shortTitle: "Donor Card",
            systemImageName: "person.text.rectangle"
        )
        AppShortcut(
            intent: BloodGroupIntent(),
            phrases: [
                "What's my blood group in \(.applicationName)",
                "What blood type am I",
            ],
            shortTitle: "Blood Group",
            systemImageName: "cross.case"
        )
        AppShortcut(
            intent: HealthUpdateIntent(),
            phrases: [
                // Free text: the change, as the donor says it.
                "Tell \(.applicationName) that \(\.$change)",
                "Update my health questions in \(.applicationName)",  // Siri asks what's changed
            ],
            shortTitle: "Health Update",
            systemImageName: "heart.text.square"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Book a blood test",
        "Delete my \(.applicationName) account",
    ])
}
