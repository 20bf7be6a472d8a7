//
//  MolaraShortcuts.swift
//  Molara
//
//  The patient app of a group of dental practices: book a check-up, a
//  clean or a filling (with whom, which day), a same-day emergency slot,
//  when the next appointment is, telling reception you're running late,
//  and checking in when you arrive. Clinicians come from
//  ClinicianQuery.suggestedEntities(): the patient's own dentist first.
//

import AppIntents

struct MolaraShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .teal

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BookAppointmentIntent(),
            phrases: [
                "Book \(\.$treatment) with \(\.$clinician) for \(\.$day) in \(.applicationName)",
                "Book \(\.$treatment) with \(\.$clinician) in \(.applicationName)",  // first free day
                "Book \(\.$treatment) for \(\.$day) in \(.applicationName)",  // own dentist
                "Book \(\.$treatment) with \(.applicationName)",
                "Book a dental appointment with \(.applicationName)",  // Siri asks what for
            ],
            shortTitle: "Book",
            systemImageName: "calendar.badge.plus"
        )
        AppShortcut(
            intent: BookAppointmentIntent(treatment: .emergency),
            phrases: [
                "Get me an emergency dentist with \(.applicationName)",
                "I've got a really bad toothache",
            ],
            shortTitle: "Emergency",
            systemImageName: "cross.case"
        )
        AppShortcut(
            intent: NextAppointmentIntent(),
            phrases: [
                "When's my next dental appointment",
                "Show my next appointment in \(.applicationName)",
            ],
            shortTitle: "Next Appointment",
            systemImageName: "calendar"
        )
        AppShortcut(
            intent: RunningLateIntent(),
            phrases: [
                "Tell \(.applicationName) I'm running \(\.$delay) late",
                "Tell the dentist I'm running late",  // Siri asks "How late will you be?"
            ],
            shortTitle: "Running Late",
            systemImageName: "clock.badge.exclamationmark"
        )
        AppShortcut(
            intent: CheckInIntent(),
            phrases: [
                "Check me in with \(.applicationName)",
                "I'm here for my dental appointment",
            ],
            shortTitle: "Check In",
            systemImageName: "person.crop.circle.badge.checkmark"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Find a dentist near me",
        "Pay my \(.applicationName) invoice",
    ])
}
