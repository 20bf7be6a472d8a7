//
//  ChoreIntents.swift
//  Roostr
//

import AppIntents

struct AssignChoreIntent: AppIntent {
    static var title: LocalizedStringResource = "Assign a Chore"
    static var description = IntentDescription("Puts someone on a chore for this week's rota.")

    @Parameter(title: "Chore", requestValueDialog: "Which chore?")
    var chore: Chore

    @Parameter(title: "Person", requestValueDialog: "Who's doing it?")
    var member: HouseholdMemberEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let slot = try await Rota.shared.assign(chore, to: member.id)
        return .result(dialog: "\(slot.spoken)")
    }
}

struct ChoreDoneIntent: AppIntent {
    static var title: LocalizedStringResource = "Chore Done"

    @Parameter(title: "Chore", requestValueDialog: "Which chore is done?")
    var chore: Chore

    @Parameter(title: "Done By")
    var member: HouseholdMemberEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // Nobody named: whoever is signed in on this phone. A star each time.
        let stars = try await Rota.shared.markDone(chore, by: member?.id)
        return .result(dialog: "\(stars.spoken)")
    }
}

struct WhoseTurnIntent: AppIntent {
    static var title: LocalizedStringResource = "Whose Turn?"

    @Parameter(title: "Chore")
    var chore: Chore?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let turn = try await Rota.shared.whoseTurn(for: chore)  // nil: the whole week's rota
        return .result(dialog: "\(turn.spoken)")
    }
}

struct AddToShoppingListIntent: AppIntent {
    static var title: LocalizedStringResource = "Add to the Shopping List"

    @Parameter(title: "Item", requestValueDialog: "What do you need?")
    var item: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await ShoppingList.shared.add(item)
        return .result(dialog: "Added \(item).")
    }
}

struct LeaveNoteIntent: AppIntent {
    static var title: LocalizedStringResource = "Leave a Note"

    @Parameter(title: "Note", requestValueDialog: "What should the note say?")
    var message: String

    @Parameter(title: "For")
    var member: HouseholdMemberEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await NoteBoard.shared.post(message, for: member?.id)  // nil: the whole household
        return .result(dialog: "It's on the board.")
    }
}

struct StarsIntent: AppIntent {
    static var title: LocalizedStringResource = "Stars"

    @Parameter(title: "Person")
    var member: HouseholdMemberEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let stars = try await Rota.shared.stars(for: member?.id)  // nil: the leaderboard
        return .result(dialog: "\(stars.spoken)")
    }
}
