//
//  BoxOfficeIntents.swift
//  StageDoor
//

import AppIntents

struct BookSeatsIntent: AppIntent {
    static var title: LocalizedStringResource = "Book Seats"
    static var description = IntentDescription("Finds the best seats left and holds them for you.")
    static var openAppWhenRun = true

    @Parameter(title: "Show", requestValueDialog: "Which show?")
    var show: ShowEntity

    @Parameter(title: "Where")
    var area: SeatArea?

    @Parameter(title: "Night")
    var night: Night?

    func perform() async throws -> some IntentResult {
        // Best available at the next performance, unless told otherwise.
        try await BoxOffice.shared.holdSeats(for: show.id, in: area, on: night)
        return .result()
    }
}

struct WhatsOnIntent: AppIntent {
    static var title: LocalizedStringResource = "What's On"

    @Parameter(title: "Venue")
    var venue: VenueEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let listings = try await BoxOffice.shared.listings(at: venue?.id)  // nil: every venue
        return .result(dialog: "\(listings.spoken)")
    }
}

struct ReturnsAlertIntent: AppIntent {
    static var title: LocalizedStringResource = "Returns Alert"

    @Parameter(title: "Show", requestValueDialog: "Which show?")
    var show: ShowEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Alerts.shared.watchReturns(for: show.id)
        return .result(dialog: "I'll tell you the moment a seat comes back.")
    }
}

struct ShowTicketsIntent: AppIntent {
    static var title: LocalizedStringResource = "Show My Tickets"
    static var openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct IntervalDrinkIntent: AppIntent {
    static var title: LocalizedStringResource = "Order an Interval Drink"

    @Parameter(title: "Drink", requestValueDialog: "What would you like at the interval?")
    var drink: IntervalDrink

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let order = try await Bar.shared.preOrder(drink)
        return .result(dialog: "It'll be waiting at \(order.collectionPoint).")
    }
}
