//
//  StayIntents.swift
//  Nido
//

import AppIntents

struct FindStayIntent: AppIntent {
    static var title: LocalizedStringResource = "Find a Stay"
    static var openAppWhenRun = true

    @Parameter(title: "Destination", requestValueDialog: "Where to?")
    var destination: DestinationEntity

    @Parameter(title: "Length of Stay")
    var length: StayLength?

    init() {}

    init(length: StayLength) {
        self.length = length
    }

    func perform() async throws -> some IntentResult {
        try await Search.shared.show(in: destination.id, nights: length?.nights)
        return .result()
    }
}

struct DoorCodeIntent: AppIntent {
    static var title: LocalizedStringResource = "Door Code"
    static var authenticationPolicy: IntentAuthenticationPolicy = .requiresLocalDeviceAuthentication

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let stay = try await Trips.shared.current()
        return .result(dialog: "The code for \(stay.name) is \(stay.doorCode.spokenDigits).")
    }
}

struct WifiIntent: AppIntent {
    static var title: LocalizedStringResource = "Wi-Fi"

    func perform() async throws -> some IntentResult & ShowsSnippetView {
        let stay = try await Trips.shared.current()
        return .result(view: WifiCard(network: stay.wifiName, password: stay.wifiPassword))
    }
}

struct DirectionsIntent: AppIntent {
    static var title: LocalizedStringResource = "Directions"
    static var openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        try await Maps.shared.directions(to: Trips.shared.next().address)
        return .result()
    }
}

struct LateCheckoutIntent: AppIntent {
    static var title: LocalizedStringResource = "Late Checkout"
    static var description = IntentDescription("Asks the host for a later checkout; they reply in the app.")

    @Parameter(title: "Time", requestValueDialog: "What time?")
    var time: CheckoutTime

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Messages.shared.requestLateCheckout(at: time.hour)
        return .result(dialog: "Asked. You'll get a notification when the host answers.")
    }
}
