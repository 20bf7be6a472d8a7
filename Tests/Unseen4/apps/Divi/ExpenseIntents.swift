//
//  ExpenseIntents.swift
//  Divi
//

import AppIntents

struct AddExpenseIntent: AppIntent {
    static var title: LocalizedStringResource = "Add an Expense"
    static var description = IntentDescription("Adds an expense you paid, split equally with a friend or group (your last group unless you say one). Divi asks for the amount.")

    @Parameter(title: "What For", requestValueDialog: "What was it for?")
    var expense: String

    @Parameter(title: "Split With")
    var friend: FriendEntity?

    @Parameter(title: "Amount", requestValueDialog: "How much was it?")
    var amount: Decimal?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let total = try await $amount.requestValue("How much was it?")
        let entry = try await Ledger.shared.add(expense, amount: total, with: friend?.id)
        return .result(dialog: "Added. \(entry.summary)")
    }
}

struct SettleUpIntent: AppIntent {
    static var title: LocalizedStringResource = "Settle Up"
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Friend", requestValueDialog: "Who with?")
    var friend: FriendEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.settleUp(with: friend.id)
        return .result()
    }
}

struct BalanceIntent: AppIntent {
    static var title: LocalizedStringResource = "Balances"

    @Parameter(title: "Friend")
    var friend: FriendEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let balance = try await Ledger.shared.balance(with: friend?.id)
        return .result(dialog: "\(balance.spokenSummary)")
    }
}

struct NudgeIntent: AppIntent {
    static var title: LocalizedStringResource = "Send a Reminder"

    @Parameter(title: "Friend", requestValueDialog: "Who should I remind?")
    var friend: FriendEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Ledger.shared.nudge(friend.id)
        return .result(dialog: "Sent \(friend.name) a reminder.")
    }
}
