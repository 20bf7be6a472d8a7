//
//  OrderIntents.swift
//  Doughly
//

import AppIntents

struct PreOrderIntent: AppIntent {
    static var title: LocalizedStringResource = "Put Something Aside"
    static var description = IntentDescription("Sets a bake aside for you to collect and pay for at the counter.")

    @Parameter(title: "Bake", requestValueDialog: "What should we put aside?")
    var bake: Bake

    @Parameter(title: "Pickup")
    var pickup: PickupTime?

    @Parameter(title: "Bakery")
    var bakery: BakeryEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // No time: tomorrow's first bake. No bakery: the customer's usual one.
        let hold = try await Counter.shared.setAside(bake, at: bakery?.id, for: pickup)
        return .result(dialog: "\(hold.spoken)")
    }
}

struct CakeOrderIntent: AppIntent {
    static var title: LocalizedStringResource = "Order a Cake"

    @Parameter(title: "Cake", requestValueDialog: "Which cake would you like?")
    var cake: Cake

    @Parameter(title: "Writing on Top")
    var message: String?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // Cakes need two days' notice; the writing is piped in chocolate.
        let order = try await Cakes.shared.order(cake, writing: message)
        return .result(dialog: "\(order.spoken)")
    }
}

struct OrderReadyIntent: AppIntent {
    static var title: LocalizedStringResource = "Is My Order Ready?"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let status = try await Counter.shared.latestOrderStatus()
        return .result(dialog: "\(status.spoken)")
    }
}

struct FreshTodayIntent: AppIntent {
    static var title: LocalizedStringResource = "Fresh Today"

    @Parameter(title: "Bakery")
    var bakery: BakeryEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let shelf = try await Counter.shared.freshToday(at: bakery?.id)  // nil: the usual bakery
        return .result(dialog: "\(shelf.spoken)")
    }
}

struct LoyaltyCardIntent: AppIntent {
    static var title: LocalizedStringResource = "Loyalty Card"
    static var openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        .result()
    }
}
