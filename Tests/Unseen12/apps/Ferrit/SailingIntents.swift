//
//  SailingIntents.swift
//  Ferrit
//

import AppIntents

struct NextSailingIntent: AppIntent {
    static var title: LocalizedStringResource = "Next Sailing"
    static var description = IntentDescription("The next departures on a route, with how full the car deck is.")

    @Parameter(title: "From")
    var from: PortEntity?

    @Parameter(title: "To", requestValueDialog: "Where are you sailing to?")
    var to: PortEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // No port of departure: the one nearest the user.
        let sailings = try await Timetable.shared.next(from: from?.id, to: to.id)
        return .result(dialog: "\(sailings.spoken)")
    }
}

struct BookCrossingIntent: AppIntent {
    static var title: LocalizedStringResource = "Book a Crossing"
    static var openAppWhenRun = true

    @Parameter(title: "To", requestValueDialog: "Where to?")
    var to: PortEntity

    @Parameter(title: "From")
    var from: PortEntity?

    @Parameter(title: "Travelling With", requestValueDialog: "Are you taking a vehicle?")
    var vehicle: Vehicle

    func perform() async throws -> some IntentResult {
        try await Booking.shared.start(to: to.id, from: from?.id, vehicle: vehicle)
        return .result()
    }
}

struct BoardingPassIntent: AppIntent {
    static var title: LocalizedStringResource = "Boarding Pass"
    static var openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        try await Wallet.shared.showNextBoardingPass()
        return .result()
    }
}

struct SailingStatusIntent: AppIntent {
    static var title: LocalizedStringResource = "Sailing Status"

    @Parameter(title: "Port")
    var port: PortEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // No port: the user's booked sailing, then every followed route.
        let status = try await Disruptions.shared.status(for: port?.id)
        return .result(dialog: "\(status.spoken)")
    }
}

struct DisruptionAlertIntent: AppIntent {
    static var title: LocalizedStringResource = "Disruption Alerts"

    @Parameter(title: "Port", requestValueDialog: "Alerts for which port?")
    var port: PortEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Disruptions.shared.follow(port.id)
        return .result(dialog: "I'll tell you as soon as a sailing is delayed or cancelled.")
    }
}

struct AddPassengerIntent: AppIntent {
    static var title: LocalizedStringResource = "Add a Passenger"

    @Parameter(title: "Name", requestValueDialog: "What's their name, as it is on their passport?")
    var name: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Booking.shared.addPassenger(named: name)
        return .result(dialog: "Added to your booking.")
    }
}
