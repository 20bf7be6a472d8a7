//
//  ParcelIntents.swift
//  Pakt
//

import AppIntents

struct TrackParcelIntent: AppIntent {
    static var title: LocalizedStringResource = "Track Parcel"
    static var description = IntentDescription("Says where a parcel is and when it should arrive.")

    @Parameter(title: "Parcel", requestValueDialog: "Which parcel?")
    var parcel: ParcelEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let status = try await Tracking.shared.status(of: parcel.id)
        return .result(dialog: "\(parcel.nickname): \(status.summary).")
    }
}

struct ShowDeliveriesIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Deliveries"
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Day", requestValueDialog: "For which day?")
    var day: DeliveryDay

    init() {}

    /// The "today" shortcut.
    init(day: DeliveryDay) {
        self.day = day
    }

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.deliveries(day))
        return .result()
    }
}

struct RedirectParcelIntent: AppIntent {
    static var title: LocalizedStringResource = "Redirect Parcel"

    @Parameter(title: "Parcel", requestValueDialog: "Which parcel?")
    var parcel: ParcelEntity

    @Parameter(title: "Drop Point", requestValueDialog: "Where should it go instead?")
    var dropPoint: DropPoint

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Tracking.shared.redirect(parcel.id, to: dropPoint)
        return .result(dialog: "Asked \(parcel.carrier.rawValue) to leave it with the \(dropPoint.rawValue).")
    }
}

struct AddParcelIntent: AppIntent {
    static var title: LocalizedStringResource = "Add Parcel"
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Carrier")
    var carrier: Carrier?

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.addParcel(carrier: carrier, fromClipboard: true))
        return .result()
    }
}
