//
//  PetIntents.swift
//  Pawse
//

import AppIntents

struct LogWalkIntent: AppIntent {
    static var title: LocalizedStringResource = "Log a Walk"
    static var description = IntentDescription("Adds a walk to the pet's diary, ending now. Without a length, Pawse uses the collar's last outing.")

    @Parameter(title: "Pet", requestValueDialog: "Who did you walk?")
    var pet: PetEntity

    @Parameter(title: "Length")
    var length: WalkLength?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let walk = try await Diary.shared.logWalk(pet.id, minutes: length?.minutes)
        return .result(dialog: "Logged \(walk.minutes) minutes for \(pet.name).")
    }
}

struct LogMealIntent: AppIntent {
    static var title: LocalizedStringResource = "Log a Meal"
    static var description = IntentDescription("Marks the pet as fed so nobody else in the house feeds them twice.")

    @Parameter(title: "Pet", requestValueDialog: "Who did you feed?")
    var pet: PetEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Diary.shared.logMeal(pet.id, at: .now)
        return .result(dialog: "Got it, \(pet.name) has been fed.")
    }
}

struct BookVetIntent: AppIntent {
    static var title: LocalizedStringResource = "Book the Vet"
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Pet", requestValueDialog: "Which pet is it for?")
    var pet: PetEntity

    @Parameter(title: "Visit")
    var visit: VisitType?

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.bookVet(for: pet.id, reason: visit ?? .checkup)
        return .result()
    }
}

struct LocatePetIntent: AppIntent {
    static var title: LocalizedStringResource = "Find Pet"
    static var description = IntentDescription("Asks the pet's Pawse Tag where it is.")

    @Parameter(title: "Pet", requestValueDialog: "Which pet?")
    var pet: PetEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let fix = try await Tags.shared.locate(pet.id)
        return .result(dialog: "\(pet.name) is \(fix.spokenPlace), \(fix.age.formatted()) ago.")
    }
}

struct TodayIntent: AppIntent {
    static var title: LocalizedStringResource = "Today"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let todo = try await Diary.shared.outstanding(on: .now)
        return .result(dialog: "\(todo.spokenSummary)")
    }
}
