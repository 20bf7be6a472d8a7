//
//  StartMeditationIntent.swift
//  Calm
//

import AppIntents

/// Starts a guided meditation session.
struct StartMeditationIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Meditation"
    static var description = IntentDescription("Starts a guided meditation.")

    static var openAppWhenRun: Bool = true

    @Parameter(title: "Type")
    var meditationType: MeditationType?

    @Parameter(title: "Duration", description: "Length in minutes", inclusiveRange: (1, 120))
    var duration: Int?

    static var parameterSummary: some ParameterSummary {
        Summary("Start \(\.$duration) minute \(\.$meditationType) meditation")
    }

    init() {}

    init(meditationType: MeditationType, duration: Int) {
        self.meditationType = meditationType
        self.duration = duration
    }

    @MainActor
    func perform() async throws -> some IntentResult {
        let type = meditationType ?? SessionPlayer.shared.lastType ?? .mindfulness
        let minutes = duration ?? type.defaultDuration

        try await SessionPlayer.shared.start(type, minutes: minutes)
        return .result()
    }
}
