//
//  CheckOrderStatusIntent.swift
//  Daily Byte
//

import AppIntents

/// Tells the person whether their current order is ready for pickup.
struct CheckOrderStatusIntent: AppIntent {
    static var title: LocalizedStringResource = "Check Order Status"
    static var description = IntentDescription("Tells you when your coffee will be ready")
    static var openAppWhenRun: Bool = false

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let order = try await CoffeeService.shared.activeOrder() else {
            return .result(dialog: "You don't have an order in progress.")
        }

        switch order.status {
        case .ready:
            return .result(dialog: "Your \(order.coffeeName) is ready at \(order.storeName).")
        case .preparing(let minutes):
            return .result(dialog: "Your \(order.coffeeName) will be ready in about \(minutes) minutes.")
        case .received:
            return .result(dialog: "\(order.storeName) has your order.")
        }
    }
}
