//
//  DonationIntents.swift
//  Givva
//

import AppIntents

struct BookDonationIntent: AppIntent {
    static var title: LocalizedStringResource = "Book a Donation"
    static var description = IntentDescription("Finds a free chair and books it, after the eligibility questions.")

    @Parameter(title: "Donation", requestValueDialog: "What would you like to give?")
    var kind: DonationKind

    @Parameter(title: "Centre")
    var centre: DonorCentreEntity?

    @Parameter(title: "Day")
    var day: DonationDay?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // No centre: the donor's usual one. No day: the first free chair.
        let slot = try await Sessions.shared.book(kind, at: centre?.id, on: day)
        return .result(dialog: "\(slot.spoken)")
    }
}

struct NextAppointmentIntent: AppIntent {
    static var title: LocalizedStringResource = "Next Appointment"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let next = try await Appointments.shared.next()
        return .result(dialog: "\(next.spoken)")
    }
}

struct EligibilityIntent: AppIntent {
    static var title: LocalizedStringResource = "When Can I Give Again?"

    @Parameter(title: "Donation")
    var kind: DonationKind?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // No kind: the one the donor usually gives.
        let date = try await Eligibility.shared.nextDate(for: kind)
        return .result(dialog: "\(date.spoken)")
    }
}

struct MoveAppointmentIntent: AppIntent {
    static var title: LocalizedStringResource = "Move My Appointment"

    @Parameter(title: "Day", requestValueDialog: "When would suit you better?")
    var day: DonationDay

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let slot = try await Appointments.shared.move(to: day)
        return .result(dialog: "\(slot.spoken)")
    }
}

struct CancelAppointmentIntent: AppIntent {
    static var title: LocalizedStringResource = "Cancel My Appointment"

    @Parameter(title: "Reason")
    var reason: String?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // The reason helps the team offer the chair to someone else.
        try await Appointments.shared.cancelNext(reason: reason)
        return .result(dialog: "Cancelled. Thank you for letting us know.")
    }
}

struct DonorCardIntent: AppIntent {
    static var title: LocalizedStringResource = "Donor Card"
    static var openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        try await Wallet.shared.showDonorCard()
        return .result()
    }
}

struct BloodGroupIntent: AppIntent {
    static var title: LocalizedStringResource = "My Blood Group"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let group = try await Donor.shared.bloodGroup()
        return .result(dialog: "\(group.spoken)")
    }
}

struct HealthUpdateIntent: AppIntent {
    static var title: LocalizedStringResource = "Tell Us About a Change"
    static var description = IntentDescription("A new medicine, a tattoo, a trip abroad: the nurse reads it before your next donation.")

    @Parameter(title: "What's Changed", requestValueDialog: "What's changed since your last donation?")
    var change: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Donor.shared.declare(change)
        return .result(dialog: "Thanks, a nurse will look at it before you donate.")
    }
}
