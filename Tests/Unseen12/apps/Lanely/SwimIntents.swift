//
//  SwimIntents.swift
//  Lanely
//

import AppIntents

struct BookSwimIntent: AppIntent {
    static var title: LocalizedStringResource = "Book a Swim"
    static var description = IntentDescription("Books the next free place in a session, with the membership.")

    @Parameter(title: "Session", requestValueDialog: "Which session?")
    var session: SwimSession

    @Parameter(title: "Pool")
    var pool: PoolEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // No pool: the swimmer's home pool.
        let booking = try await Bookings.shared.book(session, at: pool?.id)
        return .result(dialog: "\(booking.spoken)")
    }
}

struct WaterTemperatureIntent: AppIntent {
    static var title: LocalizedStringResource = "Water Temperature"

    @Parameter(title: "Pool")
    var pool: PoolEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let reading = try await Network.shared.waterTemperature(at: pool?.id)  // nil: the home pool
        return .result(dialog: "\(reading.spoken)")
    }
}

struct HowBusyIntent: AppIntent {
    static var title: LocalizedStringResource = "How Busy?"

    @Parameter(title: "Pool", requestValueDialog: "Which pool?")
    var pool: PoolEntity

    @Parameter(title: "Lane")
    var lane: Lane?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // No lane: the whole pool.
        let busy = try await Network.shared.occupancy(at: pool.id, lane: lane)
        return .result(dialog: "\(busy.spoken)")
    }
}

struct LogSwimIntent: AppIntent {
    static var title: LocalizedStringResource = "Log a Swim"

    @Parameter(title: "Distance", requestValueDialog: "How far did you swim?")
    var distance: SwimDistance

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let total = try await SwimLog.shared.add(distance)
        return .result(dialog: "\(total.spoken)")
    }
}

struct MembershipCardIntent: AppIntent {
    static var title: LocalizedStringResource = "Membership Card"
    static var openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        try await Wallet.shared.showMembershipCard()
        return .result()
    }
}

struct LostPropertyIntent: AppIntent {
    static var title: LocalizedStringResource = "Lost Property"

    @Parameter(title: "What", requestValueDialog: "What did you leave behind?")
    var item: String

    @Parameter(title: "Pool")
    var pool: PoolEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // No pool: the last one the swimmer checked in at.
        try await LostProperty.shared.report(item, at: pool?.id)
        return .result(dialog: "The team will look for it and message you.")
    }
}
