//
//  BerthIntents.swift
//  Moor
//

import AppIntents

struct BookBerthIntent: AppIntent {
    static var title: LocalizedStringResource = "Book a Berth"
    static var description = IntentDescription("Books a visitor berth for your boat.")

    @Parameter(title: "Marina", requestValueDialog: "Which marina?")
    var marina: MarinaEntity

    @Parameter(title: "Nights")
    var nights: Nights?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // One night from today, for the boat on the skipper's profile.
        let berth = try await Berths.shared.book(at: marina.id, for: nights ?? .tonight)
        return .result(dialog: "\(berth.spoken)")
    }
}

struct ExtendStayIntent: AppIntent {
    static var title: LocalizedStringResource = "Extend My Stay"

    @Parameter(title: "How Long", requestValueDialog: "How many more nights?")
    var extra: ExtraNights

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let berth = try await Berths.shared.extendCurrent(by: extra)
        return .result(dialog: "\(berth.spoken)")
    }
}

struct TidesIntent: AppIntent {
    static var title: LocalizedStringResource = "Tide Times"

    @Parameter(title: "Marina")
    var marina: MarinaEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let tides = try await Tides.shared.today(at: marina?.id)  // nil: where the boat is
        return .result(dialog: "\(tides.spoken)")
    }
}

struct ShorePowerIntent: AppIntent {
    static var title: LocalizedStringResource = "Top Up Shore Power"

    @Parameter(title: "Power", requestValueDialog: "How much?")
    var power: PowerTopUp

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let meter = try await Pontoon.shared.topUp(power)
        return .result(dialog: "\(meter.spoken)")
    }
}

struct CallHarbourMasterIntent: AppIntent {
    static var title: LocalizedStringResource = "Call the Harbour Master"
    static var openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        try await Berths.shared.callHarbourMaster()
        return .result()
    }
}
