//
//  OtherIntents.swift
//  Zoppa
//
//  The small intents: the same again, where the order is, which store.
//

import AppIntents

struct RepeatLastOrderIntent: AppIntent {
    static var title: LocalizedStringResource = "Repeat Last Order"
    static var openAppWhenRun: Bool = false

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let order = try await OrderService.shared.repeatLast() else {
            return .result(dialog: "You haven't ordered anything yet.")
        }
        return .result(dialog: "Ordered your \(order.summary) again.")
    }
}

struct OrderStatusIntent: AppIntent {
    static var title: LocalizedStringResource = "Order Status"
    static var openAppWhenRun: Bool = false

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let order = try await OrderService.shared.active() else {
            return .result(dialog: "No order in progress.")
        }
        return .result(dialog: "Your \(order.summary) is \(order.status.spoken).")
    }
}

struct SetPickupStoreIntent: AppIntent {
    static var title: LocalizedStringResource = "Set Pickup Store"

    @Parameter(title: "Store", requestValueDialog: "Which store will you pick up from?")
    var store: StoreEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Preferences.shared.setStore(store.id)
        return .result(dialog: "You'll pick up from \(store.name).")
    }
}

/// A Zoppa store near the person, by the name on its sign.
struct StoreEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Store"
    static var defaultQuery = StoreQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }
}

struct StoreQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [StoreEntity] {
        await StoreDirectory.shared.stores(ids: identifiers)
    }

    /// The stores nearest the person's last location.
    func suggestedEntities() async throws -> [StoreEntity] {
        await StoreDirectory.shared.nearest(limit: 8)
    }
}
