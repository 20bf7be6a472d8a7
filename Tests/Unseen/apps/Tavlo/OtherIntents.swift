//
//  OtherIntents.swift
//  Tavlo
//

import AppIntents

struct RebookLastIntent: AppIntent {
    static var title: LocalizedStringResource = "Book Again"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let last = try await Bookings.shared.history().first else {
            return .result(dialog: "You haven't booked anything with Tavlo yet.")
        }
        let booking = try await Bookings.shared.rebook(last)
        return .result(dialog: "Requested \(booking.summary).")
    }
}

struct UpcomingBookingsIntent: AppIntent {
    static var title: LocalizedStringResource = "Upcoming Bookings"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let upcoming = try await Bookings.shared.upcoming()
        guard let next = upcoming.first else {
            return .result(dialog: "No bookings coming up.")
        }
        return .result(dialog: "\(next.restaurantName), \(next.when.formatted()), for \(next.guests).")
    }
}

struct RunningLateIntent: AppIntent {
    static var title: LocalizedStringResource = "Running Late"

    @Parameter(title: "Delay")
    var delay: LateBy?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Bookings.shared.notifyLate(by: delay?.minutes ?? 15)
        return .result(dialog: "I've told the restaurant.")
    }
}

enum LateBy: String, AppEnum {
    case five, ten, fifteen, thirty

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Delay"
    static var caseDisplayRepresentations: [LateBy: DisplayRepresentation] = [
        .five: DisplayRepresentation(title: "5 Minutes", synonyms: ["Five Minutes"]),
        .ten: DisplayRepresentation(title: "10 Minutes", synonyms: ["Ten Minutes"]),
        .fifteen: DisplayRepresentation(title: "15 Minutes", synonyms: ["a Quarter of an Hour"]),
        .thirty: DisplayRepresentation(title: "Half an Hour", synonyms: ["30 Minutes"]),
    ]

    var minutes: Int {
        switch self {
        case .five: 5
        case .ten: 10
        case .fifteen: 15
        case .thirty: 30
        }
    }
}
