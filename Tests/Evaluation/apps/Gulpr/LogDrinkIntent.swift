//
//  LogDrinkIntent.swift
//  Gulpr
//

import AppIntents

/// Adds a drink to today's log.
struct LogDrinkIntent: AppIntent {
    static var title: LocalizedStringResource = "Log Drink"
    static var description = IntentDescription("Adds a drink to today's hydration log.")
    static var openAppWhenRun: Bool = false

    @Parameter(title: "Drink", requestValueDialog: "What did you drink?")
    var drink: DrinkEntity

    @Parameter(title: "Amount", requestValueDialog: "How much was it?")
    var amount: DrinkAmount?

    static var parameterSummary: some ParameterSummary {
        Summary("Log \(\.$amount) of \(\.$drink)")
    }

    init() {}

    /// Used by the "glass of …" shortcut.
    init(amount: DrinkAmount) {
        self.amount = amount
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let portion = amount ?? DrinkStore.shared.usualAmount(for: drink.id)
        let total = try await DrinkStore.shared.log(drink.id, millilitres: portion.millilitres)
        return .result(dialog: "Logged \(drink.name). That's \(total.formatted()) today.")
    }
}
