//
//  SecurityIntents.swift
//  Keeper
//

import AppIntents

struct ArmSystemIntent: AppIntent {
    static var title: LocalizedStringResource = "Arm the Alarm"
    static var description = IntentDescription("Arms the system in a mode after the exit delay.")

    @Parameter(title: "Mode", requestValueDialog: "Which mode?")
    var mode: ArmMode

    init() {}

    init(mode: ArmMode) {
        self.mode = mode
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let state = try await Hub.shared.arm(mode)
        if let open = state.openSensors.first {
            return .result(dialog: "Armed, but \(open.name) is open.")
        }
        return .result(dialog: "Armed in \(mode.localizedStringResource).")
    }
}

struct DisarmSystemIntent: AppIntent {
    static var title: LocalizedStringResource = "Disarm"
    static var authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Hub.shared.disarm()
        return .result(dialog: "Disarmed.")
    }
}

struct ShowCameraIntent: AppIntent {
    static var title: LocalizedStringResource = "Live View"
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Camera", requestValueDialog: "Which camera?")
    var camera: CameraEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.liveView(camera.id)
        return .result()
    }
}

struct DoorbellIntent: AppIntent {
    static var title: LocalizedStringResource = "Doorbell"
    static var openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.liveView(Hub.shared.doorbellID, talk: true)
        return .result()
    }
}

struct ActivityIntent: AppIntent {
    static var title: LocalizedStringResource = "Activity"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let events = try await Hub.shared.events(since: Hub.shared.lastArmed)
        return .result(dialog: "\(events.spokenSummary)")
    }
}
