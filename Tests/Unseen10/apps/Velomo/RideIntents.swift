//
//  RideIntents.swift
//  Velomo
//

import AppIntents

struct ReserveBikeIntent: AppIntent {
    static var title: LocalizedStringResource = "Reserve a Bike"
    static var description = IntentDescription("Holds a bike at a station for 15 minutes.")

    @Parameter(title: "Station", requestValueDialog: "Which station?")
    var station: StationEntity

    @Parameter(title: "Bike")
    var bike: BikeType?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // Any bike that is free: the one with the most charge first.
        let hold = try await Reservations.shared.hold(at: station.id, type: bike)
        return .result(dialog: "\(hold.spoken)")
    }
}

struct UnlockBikeIntent: AppIntent {
    static var title: LocalizedStringResource = "Unlock a Bike"
    static var openAppWhenRun = true

    @Parameter(title: "Bike")
    var bike: BikeType?

    func perform() async throws -> some IntentResult {
        // Opens the scanner; a held bike unlocks without scanning.
        try await Rides.shared.prepareUnlock(preferring: bike)
        return .result()
    }
}

struct EndRideIntent: AppIntent {
    static var title: LocalizedStringResource = "End My Ride"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let ride = try await Rides.shared.end()
        return .result(dialog: "\(ride.spoken)")
    }
}

struct FindDockIntent: AppIntent {
    static var title: LocalizedStringResource = "Find a Free Dock"

    @Parameter(title: "Station")
    var station: StationEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let docks = try await Network.shared.freeDocks(near: station?.id)  // nil: near you
        return .result(dialog: "\(docks.spoken)")
    }
}

struct BuyPassIntent: AppIntent {
    static var title: LocalizedStringResource = "Buy a Pass"

    @Parameter(title: "Pass", requestValueDialog: "Which pass?")
    var pass: Pass

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let receipt = try await Passes.shared.buy(pass)
        return .result(dialog: "\(receipt.spoken)")
    }
}

struct RideStatsIntent: AppIntent {
    static var title: LocalizedStringResource = "My Rides"

    @Parameter(title: "When")
    var period: RidePeriod?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let stats = try await Rides.shared.stats(for: period)  // nil: every ride so far
        return .result(dialog: "\(stats.spoken)")
    }
}
