//
//  JourneyIntents.swift
//  RailMate
//

import AppIntents

struct BookJourneyIntent: AppIntent {
    static var title: LocalizedStringResource = "Book a Train"
    static var description = IntentDescription("Finds the next direct train from where you are and opens checkout with the cheapest fare.")
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Destination", requestValueDialog: "Where to?")
    var destination: StationEntity

    @Parameter(title: "Passengers")
    var passengers: PassengerMix?

    @Parameter(title: "Class")
    var travelClass: TravelClass?

    @MainActor
    func perform() async throws -> some IntentResult {
        let search = JourneySearch(to: destination.id, passengers: passengers ?? .oneAdult, travelClass: travelClass ?? .standard)
        Router.shared.checkout(try await Fares.shared.cheapest(search))
        return .result()
    }
}

struct DeparturesIntent: AppIntent {
    static var title: LocalizedStringResource = "Departures"

    @Parameter(title: "Destination")
    var destination: StationEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let board = try await LiveTimes.shared.departures(from: .nearest, to: destination?.id)
        return .result(dialog: "\(board.spokenSummary)")
    }
}

struct TrainStatusIntent: AppIntent {
    static var title: LocalizedStringResource = "My Train"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let leg = try await Trips.shared.currentLeg() else {
            return .result(dialog: "You have no train today.")
        }
        return .result(dialog: "\(leg.statusSummary)")
    }
}

struct PlatformIntent: AppIntent {
    static var title: LocalizedStringResource = "Platform"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let leg = try await Trips.shared.currentLeg()
        return .result(dialog: "\(leg?.platformSummary ?? "No platform yet.")")
    }
}

struct ShowTicketIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Ticket"
    static var openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.nextTicket, brightness: .max)
        return .result()
    }
}
