//
//  Entities.swift
//  Pakt
//

import AppIntents

/// A parcel the person is tracking, by the name they gave it.
struct ParcelEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Parcel"
    static var defaultQuery = ParcelQuery()

    let id: String
    let nickname: String
    let carrier: Carrier

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(nickname)", image: .init(systemName: "shippingbox"))
    }
}

struct ParcelQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ParcelEntity] {
        await ParcelStore.shared.parcels(ids: identifiers)
    }

    /// Parcels still on their way, the soonest first.
    func suggestedEntities() async throws -> [ParcelEntity] {
        await ParcelStore.shared.inTransit()
    }
}

enum Carrier: String, AppEnum {
    case dhl, ups, royalMail, evri, dpd, postNL

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Carrier"
    static var caseDisplayRepresentations: [Carrier: DisplayRepresentation] = [
        .dhl: DisplayRepresentation(title: "DHL", synonyms: ["DHL Express"]),
        .ups: "UPS",
        .royalMail: DisplayRepresentation(title: "Royal Mail", synonyms: ["The Post"]),
        .evri: DisplayRepresentation(title: "Evri", synonyms: ["Hermes"]),
        .dpd: "DPD",
        .postNL: DisplayRepresentation(title: "PostNL", synonyms: ["Dutch Post"]),
    ]
}

enum DropPoint: String, AppEnum {
    case neighbour, locker, porch, shop

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Drop Point"
    static var caseDisplayRepresentations: [DropPoint: DisplayRepresentation] = [
        .neighbour: DisplayRepresentation(title: "Neighbour", synonyms: ["Neighbor", "Next Door"]),
        .locker: DisplayRepresentation(title: "Parcel Locker", synonyms: ["Locker"]),
        .porch: DisplayRepresentation(title: "Porch", synonyms: ["Safe Place"]),
        .shop: DisplayRepresentation(title: "Corner Shop", synonyms: ["Pickup Point"]),
    ]
}

enum DeliveryDay: String, AppEnum {
    case today, tomorrow, thisWeek

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Day"
    static var caseDisplayRepresentations: [DeliveryDay: DisplayRepresentation] = [
        .today: "Today",
        .tomorrow: "Tomorrow",
        .thisWeek: DisplayRepresentation(title: "This Week", synonyms: ["The Next Few Days"]),
    ]
}
