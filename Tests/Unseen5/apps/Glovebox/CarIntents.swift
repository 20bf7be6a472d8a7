//
//  CarIntents.swift
//  Glovebox
//

import AppIntents

struct LockCarIntent: AppIntent {
    static var title: LocalizedStringResource = "Lock"
    static var description = IntentDescription("Locks a car; without one, the car nearest to you.")

    @Parameter(title: "Car")
    var car: VehicleEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let vehicle = try await Garage.shared.resolve(car?.id)
        try await vehicle.lock()
        return .result(dialog: "\(vehicle.nickname) is locked.")
    }
}

struct UnlockCarIntent: AppIntent {
    static var title: LocalizedStringResource = "Unlock"
    static var authenticationPolicy: IntentAuthenticationPolicy = .requiresLocalDeviceAuthentication

    @Parameter(title: "Car", requestValueDialog: "Which car?")
    var car: VehicleEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Garage.shared.vehicle(car.id).unlock()
        return .result(dialog: "Unlocked. It locks again in two minutes if no door opens.")
    }
}

struct ClimateIntent: AppIntent {
    static var title: LocalizedStringResource = "Climate"
    static var description = IntentDescription("Starts the climate control for fifteen minutes.")

    @Parameter(title: "Temperature", requestValueDialog: "What temperature?")
    var temperature: ClimateSetting

    @Parameter(title: "Car")
    var car: VehicleEntity?

    init() {}

    init(temperature: ClimateSetting) {
        self.temperature = temperature
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let vehicle = try await Garage.shared.resolve(car?.id)
        try await vehicle.climate(temperature)
        return .result(dialog: "\(vehicle.nickname) will be ready in fifteen minutes.")
    }
}

struct VehicleStatusIntent: AppIntent {
    static var title: LocalizedStringResource = "Status"

    @Parameter(title: "Car")
    var car: VehicleEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let status = try await Garage.shared.resolve(car?.id).status()
        return .result(dialog: "\(status.spokenSummary)")
    }
}

struct FlashLightsIntent: AppIntent {
    static var title: LocalizedStringResource = "Find My Car"

    @Parameter(title: "Car")
    var car: VehicleEntity?

    func perform() async throws -> some IntentResult {
        try await Garage.shared.resolve(car?.id).flashAndHonk()
        return .result()
    }
}
