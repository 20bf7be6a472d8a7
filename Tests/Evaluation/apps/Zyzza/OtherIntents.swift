//
//  OtherIntents.swift
//  Zyzza
//
//  Tracking, reordering, deals and where to deliver.
//

import AppIntents

struct TrackOrderIntent: AppIntent {
    static var title: LocalizedStringResource = "Track Order"
    static var openAppWhenRun: Bool = false

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let order = try await Kitchen.shared.activeOrder() else {
            return .result(dialog: "Nothing in the oven for you right now.")
        }
        return .result(dialog: "Your pizza is \(order.stage.spoken).")
    }
}

struct ReorderIntent: AppIntent {
    static var title: LocalizedStringResource = "Reorder"
    static var openAppWhenRun: Bool = false

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let order = try await Kitchen.shared.repeatLast()
        return .result(dialog: "Ordered your \(order.summary) again.")
    }
}

struct ShowDealsIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Deals"
    static var openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.deals)
        return .result()
    }
}

struct SetDeliveryAddressIntent: AppIntent {
    static var title: LocalizedStringResource = "Set Delivery Address"

    @Parameter(title: "Address", requestValueDialog: "Where should we deliver?")
    var address: AddressEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Addresses.shared.select(address.id)
        return .result(dialog: "We'll deliver to \(address.label).")
    }
}

/// A saved delivery address, by the label the person gave it.
struct AddressEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Address"
    static var defaultQuery = AddressQuery()

    let id: String
    let label: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(label)")
    }
}

struct AddressQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AddressEntity] {
        await Addresses.shared.saved(ids: identifiers)
    }

    func suggestedEntities() async throws -> [AddressEntity] {
        await Addresses.shared.saved()
    }
}
