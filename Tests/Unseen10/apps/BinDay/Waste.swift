//
//  Waste.swift
//  BinDay
//

import AppIntents

/// A street the user follows the collections of: their own, and family's.
struct AddressEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Address"
    static var defaultQuery = AddressQuery()

    let id: String
    let street: String
    let council: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(street)", subtitle: "\(council)")
    }
}

struct AddressQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AddressEntity] {
        try await Addresses.shared.saved().filter { identifiers.contains($0.id) }
    }

    /// The user's saved addresses, home first.
    func suggestedEntities() async throws -> [AddressEntity] {
        try await Addresses.shared.saved(homeFirst: true)
    }
}

/// Something the user wants to throw away, from the council's A to Z.
struct WasteItemEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Item"
    static var defaultQuery = WasteItemQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }
}

struct WasteItemQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [WasteItemEntity] {
        try await WasteGuide.shared.items().filter { identifiers.contains($0.id) }
    }

    /// The items people in the user's council ask about most.
    func suggestedEntities() async throws -> [WasteItemEntity] {
        try await WasteGuide.shared.mostAsked()
    }
}

enum Bin: String, AppEnum {
    case general, recycling, garden, food, glass

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Bin"
    static var caseDisplayRepresentations: [Bin: DisplayRepresentation] = [
        .general: DisplayRepresentation(
            title: "the Black Bin",
            synonyms: ["the Rubbish", "General Waste"]
        ),
        .recycling: DisplayRepresentation(title: "the Recycling", synonyms: ["the Green Bags"]),
        .garden: DisplayRepresentation(title: "the Garden Waste", synonyms: ["the Brown Bin"]),
        .food: DisplayRepresentation(title: "the Food Caddy", synonyms: ["Food Waste"]),
        .glass: DisplayRepresentation(title: "the Glass Box", synonyms: ["the Glass"]),
    ]
}

enum BulkyItem: String, AppEnum {
    case sofa, mattress, fridge, washingMachine, wardrobe

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Bulky Item"
    static var caseDisplayRepresentations: [BulkyItem: DisplayRepresentation] = [
        .sofa: DisplayRepresentation(title: "a Sofa", synonyms: ["a Settee", "a Couch"]),
        .mattress: DisplayRepresentation(title: "a Mattress"),
        .fridge: DisplayRepresentation(title: "a Fridge", synonyms: ["a Fridge Freezer"]),
        .washingMachine: DisplayRepresentation(title: "a Washing Machine"),
        .wardrobe: DisplayRepresentation(title: "a Wardrobe"),
    ]
}
