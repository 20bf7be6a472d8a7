//  SetSceneIntent.swift
//  Tyde

import AppIntents

struct SetSceneIntent: AppIntent {
    static let title: LocalizedStringResource = "Set Scene"
    static let description = IntentDescription("Sets lights, blinds and music for a room or the whole home.")

    @Parameter(title: "Scene", requestValueDialog: "Which scene would you like?")
    var scene: Scene

    @Parameter(title: "Room")
    var room: RoomEntity?

    init() {}

    init(scene: Scene) {
        self.scene = scene
    }

    func perform() async throws -> some IntentResult {
        try await HomeHub.shared.apply(scene, in: room?.id)
        return .result()
    }
}

enum Scene: String, AppEnum {
    case relax
    case focus
    case movieNight
    case goodnight
    case hygge

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Scene")

    static let caseDisplayRepresentations: [Scene: DisplayRepresentation] = [
        .relax: DisplayRepresentation(title: "Relax", synonyms: ["Chill"]),
        .focus: DisplayRepresentation(title: "Focus", synonyms: ["Work Mode"]),
        .movieNight: DisplayRepresentation(title: "Movie Night", synonyms: ["Cinema"]),
        .goodnight: DisplayRepresentation(title: "Goodnight", synonyms: ["Lights Out"]),
        .hygge: DisplayRepresentation(title: "Hygge", synonyms: ["Cozy"]),
    ]
}
