//
//  CareIntents.swift
//  FernQuill
//

import AppIntents

public enum CareAction: String, AppEnum {
    case watered, misted, fertilized, repotted

    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Care"
    public static var caseDisplayRepresentations: [CareAction: DisplayRepresentation] = [
        .watered: "Watered",
        .misted: DisplayRepresentation(title: "Misted", synonyms: ["Sprayed"]),
        .fertilized: DisplayRepresentation(title: "Fertilized", synonyms: ["Fed"]),
        .repotted: "Repotted",
    ]
}

/// Records that a plant was cared for; the schedule moves on from today.
public struct LogCareIntent: AppIntent {
    public static var title: LocalizedStringResource = "Log Plant Care"

    @Parameter(title: "Plant", requestValueDialog: "Which plant?")
    public var plant: PlantEntity

    @Parameter(title: "Care", requestValueDialog: "What did you do?")
    public var action: CareAction

    public init() {}

    public init(action: CareAction) {
        self.action = action
    }

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        let next = try await CareLog.shared.record(action, for: plant.id)
        return .result(dialog: "Noted. Next \(action.rawValue) \(next.formatted(.relative(presentation: .named))).")
    }
}

public struct ThirstyPlantsIntent: AppIntent {
    public static var title: LocalizedStringResource = "Thirsty Plants"

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        let due = await CareLog.shared.dueToday()
        return .result(dialog: due.isEmpty ? "Everyone is fine today." : "\(due.map(\.name).formatted()) need water.")
    }
}

public struct ShowPlantIntent: AppIntent {
    public static var title: LocalizedStringResource = "Show Plant"
    public static var openAppWhenRun: Bool = true

    @Parameter(title: "Plant", requestValueDialog: "Which plant should I show?")
    public var plant: PlantEntity

    public init() {}

    @MainActor
    public func perform() async throws -> some IntentResult {
        Garden.shared.select(plant.id)
        return .result()
    }
}

public struct IdentifyPlantIntent: AppIntent {
    public static var title: LocalizedStringResource = "Identify Plant"
    public static var openAppWhenRun: Bool = true

    public init() {}

    @MainActor
    public func perform() async throws -> some IntentResult {
        Garden.shared.openCamera()
        return .result()
    }
}
