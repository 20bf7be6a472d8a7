//
//  SalonIntents.swift
//  Snipsy
//

import AppIntents

struct BookAppointmentIntent: AppIntent {
    static var title: LocalizedStringResource = "Book Appointment"
    static var openAppWhenRun = true

    @Parameter(title: "Service", requestValueDialog: "What are you having done?")
    var service: SalonService

    @Parameter(title: "Stylist")
    var stylist: StylistEntity?

    @Parameter(title: "Day")
    var day: BookingDay?

    func perform() async throws -> some IntentResult {
        try await Booking.shared.showSlots(service, with: stylist?.id, on: day)
        return .result()
    }
}

struct RebookIntent: AppIntent {
    static var title: LocalizedStringResource = "Book the Usual"
    static var openAppWhenRun = true

    @Parameter(title: "Stylist")
    var stylist: StylistEntity?

    func perform() async throws -> some IntentResult {
        try await Booking.shared.rebookLast(with: stylist?.id)
        return .result()
    }
}

struct NextAppointmentIntent: AppIntent {
    static var title: LocalizedStringResource = "Next Appointment"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let next = try await Booking.shared.upcoming().first
        return .result(dialog: "\(next?.spoken ?? "You've nothing booked.")")
    }
}

struct CheckInIntent: AppIntent {
    static var title: LocalizedStringResource = "Check In"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Booking.shared.checkIn()
        return .result(dialog: "You're checked in. Grab a seat.")
    }
}

struct RunningLateIntent: AppIntent {
    static var title: LocalizedStringResource = "Running Late"

    @Parameter(title: "How Late", requestValueDialog: "How late will you be?")
    var delay: LateBy

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Booking.shared.runningLate(delay.minutes)
        return .result(dialog: "Told them. See you soon.")
    }
}
