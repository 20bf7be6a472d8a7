//
//  OrderDrinkIntent.swift
//  Zoppa
//

import AppIntents

/// Orders one drink for pickup at the person's store. Only the drink is
/// needed; everything else falls back to the person's saved defaults.
struct OrderDrinkIntent: AppIntent {
    static var title: LocalizedStringResource = "Order Drink"
    static var description = IntentDescription("Orders a drink for pickup at your Zoppa store.")
    static var openAppWhenRun: Bool = false

    @Parameter(title: "Drink", requestValueDialog: "What would you like to drink?")
    var drink: CoffeeDrink

    @Parameter(title: "Size", requestValueDialog: "What size?")
    var size: CupSize?

    @Parameter(title: "Temperature", requestValueDialog: "Hot or iced?")
    var temperature: Temperature?

    @Parameter(title: "Shots", requestValueDialog: "How many shots?")
    var shots: ShotCount?

    @Parameter(title: "Milk", requestValueDialog: "Which milk?")
    var milk: MilkChoice?

    @Parameter(title: "Sugar", requestValueDialog: "How much sugar?")
    var sugar: SugarAmount?

    static var parameterSummary: some ParameterSummary {
        Summary("Order \(\.$size) \(\.$temperature) \(\.$shots) \(\.$drink) with \(\.$milk) and \(\.$sugar)")
    }

    init() {}

    /// The house special shortcut.
    init(drink: CoffeeDrink) {
        self.drink = drink
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let defaults = await Preferences.shared.defaults(for: drink)
        let order = try await OrderService.shared.place(
            drink,
            size: size ?? defaults.size,
            temperature: temperature ?? defaults.temperature,
            shots: shots ?? defaults.shots,
            milk: milk ?? defaults.milk,
            sugar: sugar ?? defaults.sugar
        )
        return .result(dialog: "Your \(order.summary) will be ready at \(order.storeName) in \(order.minutes) minutes.")
    }
}
