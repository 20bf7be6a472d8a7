//
//  TicketIntents.swift
//  Farely
//

import AppIntents

struct BuyTicketIntent: AppIntent {
    static var title: LocalizedStringResource = "Buy a Ticket"
    static var description = IntentDescription("Buys the cheapest ticket on the next good train, from where you are.")
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Destination", requestValueDialog: "Where are you going?")
    var destination: StationEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        try await Checkout.shared.start(to: destination.id, from: .currentLocation)
        return .result()
    }
}

struct FareCheckIntent: AppIntent {
    static var title: LocalizedStringResource = "Check a Fare"

    @Parameter(title: "Destination", requestValueDialog: "Where to?")
    var destination: StationEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let fare = try await Fares.shared.cheapest(to: destination.id, from: .currentLocation)
        return .result(dialog: "The cheapest ticket to \(destination.name) today is \(fare.formatted()).")
    }
}

struct NextDepartureIntent: AppIntent {
    static var title: LocalizedStringResource = "Next Departure"

    @Parameter(title: "Destination", requestValueDialog: "Where to?")
    var destination: StationEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let next = try await Departures.shared.next(to: destination.id) else {
            return .result(dialog: "There are no more trains to \(destination.name) today.")
        }
        return .result(dialog: "The next train to \(destination.name) leaves at \(next.time.formatted(date: .omitted, time: .shortened)) from platform \(next.platform).")
    }
}

struct ShowTicketIntent: AppIntent {
    static var title: LocalizedStringResource = "Show My Ticket"
    static var openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult {
        Navigator.shared.showNextTicket()
        return .result()
    }
}

struct JourneyStatusIntent: AppIntent {
    static var title: LocalizedStringResource = "Journey Status"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let journey = try await Trips.shared.current() else {
            return .result(dialog: "You have no journey today.")
        }
        return .result(dialog: "\(journey.statusSummary)")
    }
}
