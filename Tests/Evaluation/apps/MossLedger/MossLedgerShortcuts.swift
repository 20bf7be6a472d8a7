//
//  MossLedgerShortcuts.swift
//  MossLedger
//
//  Created for the 3.2 release (Siri + Action button).
//

import AppIntents

/// MossLedger's App Shortcuts.
///
/// Budgets and accounts are the person's own, so most phrases are
/// parameterized; `BudgetStore` refreshes them with
/// `updateAppShortcutParameters()` whenever one is added or renamed.
struct MossLedgerShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddExpenseIntent(),
            phrases: [
                "Add an expense to \(\.$budget) in \(.applicationName)",
                "Log \(\.$budget) spending in \(.applicationName)",
                "Add \(\.$budget) expense from \(\.$account) in \(.applicationName)",
                "New expense in \(.applicationName)",   // asks "Which budget was it for?"
            ],
            shortTitle: "Add Expense",
            systemImageName: "plus.circle"
        )
        AppShortcut(
            intent: CheckBalanceIntent(),
            phrases: [
                "What's my \(\.$account) balance in \(.applicationName)",
                "Check \(\.$account) in \(.applicationName)",
                "Check my balance in \(.applicationName)",
            ],
            shortTitle: "Balance",
            systemImageName: "banknote"
        )
        AppShortcut(
            intent: BudgetLeftIntent(),
            phrases: [
                "How much is left for \(\.$budget) in \(.applicationName)",
                "What's left in \(\.$budget) \(\.$period) in \(.applicationName)",
            ],
            shortTitle: "Budget Left",
            systemImageName: "chart.pie"
        )
        AppShortcut(
            intent: ShowReportIntent(),
            phrases: [
                "Show the report for \(\.$period) in \(.applicationName)",
                "Show my spending \(\.$period)",
            ],
            shortTitle: "Report",
            systemImageName: "doc.text.magnifyingglass"
        )
        AppShortcut(
            intent: ShowReportIntent(period: .thisMonth),
            phrases: [
                "How am I doing this month in \(.applicationName)",
                "Monthly summary from \(.applicationName)",
            ],
            shortTitle: "This Month",
            systemImageName: "calendar"
        )
        AppShortcut(
            intent: ScanReceiptIntent(),
            phrases: [
                "Scan a receipt with \(.applicationName)",
                "Snap a receipt in \(.applicationName)",
            ],
            shortTitle: "Scan Receipt",
            systemImageName: "doc.viewfinder"
        )
    }
}
