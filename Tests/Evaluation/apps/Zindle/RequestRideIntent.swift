//
//  RequestRideIntent.swift
//  Zindle
//

import AppIntents

struct RequestRideIntent: AppIntent {
    static var title: LocalizedStringResource = "Request a Ride"
    static var description = IntentDescription("Books a ride to one of your saved places.")
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Destination", requestValueDialog: "Where to?")
    var destination: PlaceEntity

    @Parameter(title: "Ride Type")
    var rideType: RideType?

    init() {}

    /// "Take me home": PlaceEntity.home is the saved home address.
    init(destination: PlaceEntity) {
        self.destination = destination
    }

    @MainActor
    func perform() async throws -> some IntentResult {
        try await RideBooking.shared.request(to: destination.id, type: rideType ?? .standard)
        return .result()
    }
}

enum RideType: String, AppEnum {
    case standard, xl, electric, moto

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Ride Type"
    static var caseDisplayRepresentations: [RideType: DisplayRepresentation] = [
        .standard: DisplayRepresentation(title: "Standard", synonyms: ["Regular"]),
        .xl: DisplayRepresentation(title: "XL", synonyms: ["Van"]),
        .electric: DisplayRepresentation(title: "Electric", synonyms: ["EV"]),
        .moto: DisplayRepresentation(title: "Moto", synonyms: ["Scooter"]),
    ]
}
