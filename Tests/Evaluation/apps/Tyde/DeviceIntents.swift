//  DeviceIntents.swift
//  Tyde

import AppIntents

struct TurnOnIntent: AppIntent {
    static let title: LocalizedStringResource = "Turn On"
    static let openAppWhenRun = false

    @Parameter(title: "Device", requestValueDialog: "Which device should I turn on?")
    var device: DeviceEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await HomeHub.shared.set(device.id, on: true)
        return .result(dialog: "\(device.name) is on.")
    }
}

struct TurnOffIntent: AppIntent {
    static let title: LocalizedStringResource = "Turn Off"
    static let openAppWhenRun = false

    @Parameter(title: "Device", requestValueDialog: "Which device should I turn off?")
    var device: DeviceEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await HomeHub.shared.set(device.id, on: false)
        return .result(dialog: "\(device.name) is off.")
    }
}

struct WhatsOnIntent: AppIntent {
    static let title: LocalizedStringResource = "What's On"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let on = try await HomeHub.shared.devicesThatAreOn()
        return .result(dialog: on.isEmpty ? "Everything is off." : "On: \(on.map(\.name).formatted()).")
    }
}
