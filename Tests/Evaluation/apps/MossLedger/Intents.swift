//
//  Intents.swift
//  MossLedger
//

import AppIntents

struct AddExpenseIntent: AppIntent {
    static var title: LocalizedStringResource = "Add Expense"
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Budget", requestValueDialog: "Which budget was it for?")
    var budget: BudgetEntity

    @Parameter(title: "Account")
    var account: AccountEntity?

    @MainActor
    func perform() async throws -> some IntentResult {
        ExpenseComposer.shared.begin(budget: budget.id, account: account?.id)
        return .result()
    }
}

struct CheckBalanceIntent: AppIntent {
    static var title: LocalizedStringResource = "Check Balance"

    @Parameter(title: "Account", requestValueDialog: "Which account?")
    var account: AccountEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let balance = try await Ledger.shared.balance(of: account.id)
        return .result(dialog: "\(account.name) has \(balance.formatted(.currency(code: balance.currency))).")
    }
}

struct BudgetLeftIntent: AppIntent {
    static var title: LocalizedStringResource = "Budget Left"

    @Parameter(title: "Budget", requestValueDialog: "Which budget?")
    var budget: BudgetEntity

    @Parameter(title: "Period")
    var period: ReportPeriod?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let left = try await Ledger.shared.remaining(in: budget.id, period: period ?? .thisMonth)
        return .result(dialog: "You have \(left.formatted()) left for \(budget.name).")
    }
}

struct ShowReportIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Report"
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Period", requestValueDialog: "For which period?")
    var period: ReportPeriod

    init() {}

    init(period: ReportPeriod) {
        self.period = period
    }

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.report(period))
        return .result()
    }
}

struct ScanReceiptIntent: AppIntent {
    static var title: LocalizedStringResource = "Scan Receipt"
    static var openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.receiptScanner)
        return .result()
    }
}
