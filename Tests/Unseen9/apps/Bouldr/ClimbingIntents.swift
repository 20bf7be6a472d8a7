//
//  ClimbingIntents.swift
//  Bouldr
//

import AppIntents

struct BookSessionIntent: AppIntent {
    static var title: LocalizedStringResource = "Book a Session"
    static var description = IntentDescription("Books a two-hour slot at a gym on your plan.")

    @Parameter(title: "Gym", requestValueDialog: "Which gym?")
    var gym: GymEntity

    @Parameter(title: "When")
    var slot: SessionSlot?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let booking = try await Sessions.shared.book(at: gym.id, slot: slot)  // nil: next free slot
        return .result(dialog: "\(booking.spoken)")
    }
}

struct LogSendIntent: AppIntent {
    static var title: LocalizedStringResource = "Log a Send"

    @Parameter(title: "Grade", requestValueDialog: "What grade?")
    var grade: Grade

    @Parameter(title: "Gym")
    var gym: GymEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let logbook = try await Logbook.shared.add(grade, at: gym?.id)
        return .result(dialog: "\(logbook.spoken)")
    }
}

struct HowBusyIntent: AppIntent {
    static var title: LocalizedStringResource = "How Busy"

    @Parameter(title: "Gym")
    var gym: GymEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let occupancy = try await Gyms.shared.occupancy(gym?.id)  // nil: the home gym
        return .result(dialog: "\(occupancy.spoken)")
    }
}

struct NewProblemsIntent: AppIntent {
    static var title: LocalizedStringResource = "New Problems"

    @Parameter(title: "Gym", requestValueDialog: "Which gym?")
    var gym: GymEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let reset = try await Gyms.shared.latestReset(at: gym.id)
        return .result(dialog: "\(reset.spoken)")
    }
}

struct MembershipCardIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Membership"
    static var openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        .result()
    }
}
