//
//  OrderPizzaIntent.swift
//  Zyzza
//

import AppIntents

/// Orders one pizza for delivery to the person's saved address. Only the
/// pizza is needed; the rest are the menu's defaults (large, classic crust,
/// the usual cheese, no dip).
struct OrderPizzaIntent: AppIntent {
    static var title: LocalizedStringResource = "Order Pizza"
    static var description = IntentDescription("Orders a pizza for delivery.")
    static var openAppWhenRun: Bool = false

    @Parameter(title: "Pizza", requestValueDialog: "Which pizza would you like?")
    var pizza: PizzaKind

    @Parameter(title: "Size", requestValueDialog: "What size?")
    var size: PizzaSize?

    @Parameter(title: "Crust", requestValueDialog: "Which crust?")
    var crust: Crust?

    @Parameter(title: "Cheese", requestValueDialog: "How much cheese?")
    var cheese: CheeseChoice?

    @Parameter(title: "Dip", requestValueDialog: "Which dip?")
    var dip: Dip?

    static var parameterSummary: some ParameterSummary {
        Summary("Order a \(\.$size) \(\.$pizza) on \(\.$crust) with \(\.$cheese) and \(\.$dip)")
    }

    init() {}

    /// The "Margherita Monday" shortcut.
    init(pizza: PizzaKind) {
        self.pizza = pizza
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let order = try await Kitchen.shared.order(
            pizza, size: size ?? .large, crust: crust ?? .classic, cheese: cheese, dip: dip)
        return .result(dialog: "Your \(order.summary) is on its way: about \(order.minutes) minutes.")
    }
}
