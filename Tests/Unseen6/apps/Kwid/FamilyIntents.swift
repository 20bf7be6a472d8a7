//
//  FamilyIntents.swift
//  Kwid
//

import AppIntents

struct ChoreDoneIntent: AppIntent {
    static var title: LocalizedStringResource = "Chore Done"
    static var description = IntentDescription("Ticks off a chore and pays its reward into the child's pot.")

    @Parameter(title: "Child", requestValueDialog: "Who did it?")
    var child: ChildEntity

    @Parameter(title: "Chore", requestValueDialog: "Which chore?")
    var chore: ChoreEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let paid = try await Family.shared.complete(chore.id, by: child.id)
        return .result(dialog: "Nice one, \(child.name). \(paid) is in your pot.")
    }
}

struct PayPocketMoneyIntent: AppIntent {
    static var title: LocalizedStringResource = "Pay Pocket Money"
    static var authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

    @Parameter(title: "Child", requestValueDialog: "Who to?")
    var child: ChildEntity

    @Parameter(title: "Amount", requestValueDialog: "How much?")
    var amount: PocketMoneyAmount

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Family.shared.pay(amount.pence, to: child.id)
        return .result(dialog: "Sent \(amount.localizedStringResource) to \(child.name).")
    }
}

struct BalanceIntent: AppIntent {
    static var title: LocalizedStringResource = "Balances"

    @Parameter(title: "Child")
    var child: ChildEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let summary = try await Family.shared.balances(of: child?.id)
        return .result(dialog: "\(summary.spoken)")
    }
}

struct AssignChoreIntent: AppIntent {
    static var title: LocalizedStringResource = "New Chore"

    @Parameter(title: "Child", requestValueDialog: "Who's it for?")
    var child: ChildEntity

    @Parameter(title: "Chore", requestValueDialog: "Which chore?")
    var chore: ChoreEntity

    @Parameter(title: "Reward")
    var reward: PocketMoneyAmount?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Family.shared.assign(chore.id, to: child.id, reward: reward?.pence ?? chore.defaultReward)
        return .result(dialog: "Sent to \(child.name)'s phone.")
    }
}

struct WishListIntent: AppIntent {
    static var title: LocalizedStringResource = "Add to Wish List"

    @Parameter(title: "Wish", requestValueDialog: "What's the wish?")
    var item: String

    @Parameter(title: "Child", requestValueDialog: "Whose wish list?")
    var child: ChildEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Family.shared.wish(item, for: child.id)
        return .result(dialog: "Added to \(child.name)'s wish list.")
    }
}
