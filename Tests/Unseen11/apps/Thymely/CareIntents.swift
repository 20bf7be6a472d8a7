//
//  CareIntents.swift
//  Thymely
//

import AppIntents

struct LogCareIntent: AppIntent {
    static var title: LocalizedStringResource = "Log Plant Care"
    static var description = IntentDescription("Notes what you did for a plant, and moves its next reminder on.")

    @Parameter(title: "Plant", requestValueDialog: "Which plant?")
    var plant: PlantEntity

    @Parameter(title: "Care", requestValueDialog: "What did you do?")
    var care: CareKind

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let next = try await CareLog.shared.log(care, for: plant.id)
        return .result(dialog: "\(next.spoken)")
    }
}

struct PlantStatusIntent: AppIntent {
    static var title: LocalizedStringResource = "Who's Thirsty?"

    @Parameter(title: "Plant")
    var plant: PlantEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // No plant: every plant that needs water today.
        let status = try await CareLog.shared.thirst(of: plant?.id)
        return .result(dialog: "\(status.spoken)")
    }
}

struct WateringReminderIntent: AppIntent {
    static var title: LocalizedStringResource = "Watering Reminder"

    @Parameter(title: "Plant", requestValueDialog: "Which plant?")
    var plant: PlantEntity

    @Parameter(title: "How Often", requestValueDialog: "How often does it need water?")
    var interval: WateringInterval

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Reminders.shared.water(plant.id, every: interval)
        return .result(dialog: "I'll remind you.")
    }
}

struct CareGuideIntent: AppIntent {
    static var title: LocalizedStringResource = "Care Guide"

    @Parameter(title: "Plant", requestValueDialog: "Which plant?")
    var plant: PlantEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let guide = try await Guides.shared.care(for: plant.id)
        return .result(dialog: "\(guide.summary)")
    }
}

struct IdentifyPlantIntent: AppIntent {
    static var title: LocalizedStringResource = "Identify a Plant"
    static var openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        // Opens the camera on the leaf finder.
        .result()
    }
}
