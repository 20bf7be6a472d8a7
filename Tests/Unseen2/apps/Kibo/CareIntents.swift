//
//  CareIntents.swift
//  Kibo
//

import AppIntents

struct LogCareIntent: AppIntent {
    static var title: LocalizedStringResource = "Log Care"
    static var description = IntentDescription("Records a meal, walk or treatment, so the family knows it's done.")

    @Parameter(title: "Pet", requestValueDialog: "Which pet?")
    var pet: PetEntity

    @Parameter(title: "Activity", requestValueDialog: "What did they have?")
    var activity: CareActivity

    init() {}

    init(activity: CareActivity) {
        self.activity = activity
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await CareLog.shared.record(activity, for: pet.id, by: .currentMember)
        return .result(dialog: "Logged for \(pet.name).")
    }
}

struct LastCareIntent: AppIntent {
    static var title: LocalizedStringResource = "When Was It Last Done"

    @Parameter(title: "Pet", requestValueDialog: "Which pet?")
    var pet: PetEntity

    @Parameter(title: "Activity")
    var activity: CareActivity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let entry = try await CareLog.shared.last(activity ?? .meal, for: pet.id) else {
            return .result(dialog: "Nobody has logged that for \(pet.name) yet.")
        }
        return .result(dialog: "\(entry.member) did, \(entry.date.formatted(.relative(presentation: .named))).")
    }
}

struct AddPetNoteIntent: AppIntent {
    static var title: LocalizedStringResource = "Add a Note"

    @Parameter(title: "Note", requestValueDialog: "What should I write down?")
    var text: String

    @Parameter(title: "Pet")
    var pet: PetEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Notes.shared.add(text, about: pet?.id)
        return .result(dialog: "Noted.")
    }
}

struct CallVetIntent: AppIntent {
    static var title: LocalizedStringResource = "Call the Vet"
    static var openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult {
        try await Vet.shared.call()
        return .result()
    }
}
