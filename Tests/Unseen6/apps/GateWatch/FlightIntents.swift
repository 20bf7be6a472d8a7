//
//  FlightIntents.swift
//  GateWatch
//

import AppIntents

struct FlightStatusIntent: AppIntent {
    static var title: LocalizedStringResource = "Flight Status"
    static var description = IntentDescription("Departure, delay and gate of a flight; without one, your next flight.")

    @Parameter(title: "Flight")
    var flight: TrackedFlightEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let status = try await Tracker.shared.status(of: flight?.id ?? Tracker.shared.nextFlightID())
        return .result(dialog: "\(status.spokenSummary)")
    }
}

struct RouteIntent: AppIntent {
    static var title: LocalizedStringResource = "Flights on a Route"
    static var description = IntentDescription("Today's flights between two airports; from the nearest airport if you don't say.")

    @Parameter(title: "From")
    var origin: AirportEntity?

    @Parameter(title: "To", requestValueDialog: "Flying to where?")
    var destination: AirportEntity

    func perform() async throws -> some IntentResult & ShowsSnippetView {
        let from = try await origin?.id ?? Airports.shared.nearest().id
        let flights = try await Tracker.shared.flights(from: from, to: destination.id, on: .now)
        return .result(view: RouteView(flights: flights))
    }
}

struct ArrivalsIntent: AppIntent {
    static var title: LocalizedStringResource = "Arrivals Board"

    @Parameter(title: "Airport", requestValueDialog: "Which airport?")
    var airport: AirportEntity

    func perform() async throws -> some IntentResult & ShowsSnippetView {
        let board = try await Tracker.shared.arrivals(at: airport.id)
        return .result(view: BoardView(board: board))
    }
}

struct BaggageBeltIntent: AppIntent {
    static var title: LocalizedStringResource = "Baggage Belt"

    @Parameter(title: "Flight")
    var flight: TrackedFlightEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let belt = try await Tracker.shared.baggageBelt(of: flight?.id ?? Tracker.shared.lastLandedID())
        return .result(dialog: "Bags are on belt \(belt).")
    }
}

struct FollowFlightIntent: AppIntent {
    static var title: LocalizedStringResource = "Follow a Flight"
    static var description = IntentDescription("Push alerts for a flight: every change unless you pick one.")

    @Parameter(title: "Flight", requestValueDialog: "Which flight?")
    var flight: TrackedFlightEntity

    @Parameter(title: "Alerts")
    var event: FlightEvent?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Alerts.shared.follow(flight.id, for: event ?? .everything)
        return .result(dialog: "You'll hear about \(flight.number).")
    }
}
