//  ChargerIntents.swift
//  PlugPilot

import AppIntents

struct StartChargingIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Charging"
    static let description = IntentDescription("Starts charging now, in your default mode unless you say another.")

    @Parameter(title: "Mode")
    var mode: ChargeMode?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let session = try await Charger.shared.start(mode: mode ?? ChargerSettings.shared.defaultMode)
        return .result(dialog: "Charging at \(session.kilowatts) kilowatts.")
    }
}

struct ScheduleChargeIntent: AppIntent {
    static let title: LocalizedStringResource = "Schedule a Charge"

    @Parameter(title: "Charge Level", requestValueDialog: "How much charge do you need?")
    var target: ChargeTarget

    @Parameter(title: "Ready By")
    var readyBy: ReadyTime?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let plan = try await Charger.shared.schedule(percent: target.percent, readyBy: readyBy ?? .beforeWork)
        return .result(dialog: "\(plan.summary)")
    }
}

struct PauseChargingIntent: AppIntent {
    static let title: LocalizedStringResource = "Pause Charging"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Charger.shared.pause()
        return .result(dialog: "Paused. Say \"start charging\" to carry on.")
    }
}

struct BatteryLevelIntent: AppIntent {
    static let title: LocalizedStringResource = "Battery Level"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let car = try await Vehicle.shared.status()
        return .result(dialog: "\(car.percent) percent, about \(car.rangeMiles) miles.")
    }
}

struct SetModeIntent: AppIntent {
    static let title: LocalizedStringResource = "Set Charging Mode"

    @Parameter(title: "Mode", requestValueDialog: "Which mode? Solar, Eco, Boost or Smart?")
    var mode: ChargeMode

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await ChargerSettings.shared.setDefaultMode(mode)
        return .result(dialog: "Switched to \(mode.rawValue).")
    }
}
