//
//  ShareAndStatusIntents.swift
//  Zindle
//

import AppIntents

struct ShareETAIntent: AppIntent {
    static var title: LocalizedStringResource = "Share ETA"

    @Parameter(title: "Contact", requestValueDialog: "Who should I share it with?")
    var contact: ContactEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await TripSharing.shared.share(with: contact.id)
        return .result(dialog: "\(contact.name) can follow your trip.")
    }
}

struct RideStatusIntent: AppIntent {
    static var title: LocalizedStringResource = "Ride Status"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let ride = try await RideBooking.shared.activeRide() else {
            return .result(dialog: "You don't have a ride right now.")
        }
        return .result(dialog: "Your driver is \(ride.minutesAway) minutes away.")
    }
}
