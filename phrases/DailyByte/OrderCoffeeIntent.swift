//
//  OrderCoffeeIntent.swift
//  Daily Byte
//

import AppIntents

/// Orders a coffee for pickup at the person's usual store.
struct OrderCoffeeIntent: AppIntent {
    static var title: LocalizedStringResource = "Order Coffee"
    static var description = IntentDescription("Orders coffee for pickup")

    @Parameter(title: "Coffee Type", requestValueDialog: "What would you like to drink?")
    var coffeeType: CoffeeType

    @Parameter(title: "Size", requestValueDialog: "What size?")
    var size: CoffeeSize

    @Parameter(title: "Customizations")
    var customizations: String?

    static var parameterSummary: some ParameterSummary {
        Summary("Order \(\.$size) \(\.$coffeeType)") {
            \.$customizations
        }
    }

    init() {}

    /// Used by the App Shortcuts that preset a drink ("Order my usual").
    init(coffeeType: CoffeeType, size: CoffeeSize) {
        self.coffeeType = coffeeType
        self.size = size
    }

    func perform() async throws -> some IntentResult & ReturnsValue<OrderEntity> & ProvidesDialog {
        let order = try await CoffeeService.shared.order(
            type: coffeeType,
            size: size,
            customizations: customizations
        )

        return .result(
            value: OrderEntity(order),
            dialog: "Your \(size) \(coffeeType) is ordered for pickup"
        )
    }
}
