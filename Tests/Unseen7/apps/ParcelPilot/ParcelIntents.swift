//
//  ParcelIntents.swift
//  ParcelPilot
//

import AppIntents

struct TrackParcelIntent: AppIntent {
    static var title: LocalizedStringResource = "Track Parcel"

    @Parameter(title: "Parcel")
    var parcel: ParcelEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let status = try await Tracker.shared.status(of: parcel?.id)
        return .result(dialog: "\(status.spoken)")
    }
}

struct TodaysDeliveriesIntent: AppIntent {
    static var title: LocalizedStringResource = "Today's Deliveries"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let today = try await Tracker.shared.dueToday()
        return .result(dialog: "\(today.summary)")
    }
}

struct SafePlaceIntent: AppIntent {
    static var title: LocalizedStringResource = "Set Safe Place"
    static var description = IntentDescription("Tells the courier where to leave a parcel if nobody answers.")

    @Parameter(title: "Parcel", requestValueDialog: "Which parcel?")
    var parcel: ParcelEntity

    @Parameter(title: "Safe Place", requestValueDialog: "Where should they leave it?")
    var spot: SafePlace

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Tracker.shared.setSafePlace(spot, for: parcel.id)
        return .result(dialog: "Done. The driver will see it on their app.")
    }
}

struct RedirectParcelIntent: AppIntent {
    static var title: LocalizedStringResource = "Redirect Parcel"

    @Parameter(title: "Parcel", requestValueDialog: "Which parcel?")
    var parcel: ParcelEntity

    @Parameter(title: "Pickup Point", requestValueDialog: "Which pickup point?")
    var point: PickupPointEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let result = try await Tracker.shared.redirect(parcel.id, to: point.id)
        return .result(dialog: "\(result.spoken)")
    }
}

struct AddParcelIntent: AppIntent {
    static var title: LocalizedStringResource = "Add Parcel"
    static var openAppWhenRun = true

    @Parameter(title: "Courier", requestValueDialog: "Which courier?")
    var carrier: CarrierEntity

    @Parameter(title: "Name", requestValueDialog: "What shall I call it?")
    var label: String

    func perform() async throws -> some IntentResult {
        try await Tracker.shared.startAdding(carrier: carrier.id, name: label)
        return .result()
    }
}
