//
//  AppointmentIntents.swift
//  Molara
//

import AppIntents

struct BookAppointmentIntent: AppIntent {
    static var title: LocalizedStringResource = "Book an Appointment"
    static var description = IntentDescription("Books the first free slot that fits.")

    @Parameter(title: "Treatment", requestValueDialog: "What do you need to come in for?")
    var treatment: Treatment

    @Parameter(title: "With")
    var clinician: ClinicianEntity?

    @Parameter(title: "Day")
    var day: AppointmentDay?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // Nobody named: the patient's own dentist, or a hygienist for a clean.
        // No day: the first free slot.
        let slot = try await Diary.shared.book(treatment, with: clinician?.id, on: day)
        return .result(dialog: "\(slot.spoken)")
    }
}

struct NextAppointmentIntent: AppIntent {
    static var title: LocalizedStringResource = "Next Appointment"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let next = try await Diary.shared.nextAppointment()
        return .result(dialog: "\(next.spoken)")
    }
}

struct RunningLateIntent: AppIntent {
    static var title: LocalizedStringResource = "Running Late"

    @Parameter(title: "How Late", requestValueDialog: "How late will you be?")
    var delay: Delay

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Reception.shared.runningLate(by: delay)
        return .result(dialog: "Thanks, reception knows.")
    }
}

struct CheckInIntent: AppIntent {
    static var title: LocalizedStringResource = "Check In"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Reception.shared.checkIn()
        return .result(dialog: "You're checked in. Take a seat.")
    }
}
