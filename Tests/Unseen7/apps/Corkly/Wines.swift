//
//  Wines.swift
//  Corkly
//

import AppIntents

struct WineEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Wine"
    static var defaultQuery = WineQuery()

    let id: String
    let name: String
    let vintage: Int?

    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct WineQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [WineEntity] {
        try await Cellar.shared.wines().filter { identifiers.contains($0.id) }
    }

    func entities(matching string: String) async throws -> [WineEntity] {
        try await Cellar.shared.search(string)
    }

    /// What's in the cellar now, most bottles first.
    func suggestedEntities() async throws -> [WineEntity] {
        try await Cellar.shared.wines()
    }
}

enum BottleCount: String, AppEnum {
    case one, two, three, six, twelve

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "How Many"
    static var caseDisplayRepresentations: [BottleCount: DisplayRepresentation] = [
        .one: DisplayRepresentation(title: "a Bottle", synonyms: ["1 Bottle"]),
        .two: DisplayRepresentation(title: "2 Bottles", synonyms: ["a Couple of Bottles"]),
        .three: DisplayRepresentation(title: "3 Bottles"),
        .six: DisplayRepresentation(title: "6 Bottles", synonyms: ["Half a Case"]),
        .twelve: DisplayRepresentation(title: "a Case", synonyms: ["12 Bottles"]),
    ]

    var bottles: Int {
        switch self {
        case .one: 1
        case .two: 2
        case .three: 3
        case .six: 6
        case .twelve: 12
        }
    }
}

enum WineRating: String, AppEnum {
    case five, four, three, two, one

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Rating"
    static var caseDisplayRepresentations: [WineRating: DisplayRepresentation] = [
        .five: DisplayRepresentation(title: "5 Stars", synonyms: ["Outstanding"]),
        .four: DisplayRepresentation(title: "4 Stars", synonyms: ["Very Good"]),
        .three: DisplayRepresentation(title: "3 Stars", synonyms: ["Decent"]),
        .two: DisplayRepresentation(title: "2 Stars", synonyms: ["Disappointing"]),
        .one: DisplayRepresentation(title: "1 Star", synonyms: ["Corked"]),
    ]
}

enum Dish: String, AppEnum {
    case lamb, steak, salmon, cheese, curry, oysters, chocolate, paella, risotto, sushi, barbecue

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Dish"
    static var caseDisplayRepresentations: [Dish: DisplayRepresentation] = [
        .lamb: DisplayRepresentation(title: "Roast Lamb", synonyms: ["Lamb"]),
        .steak: DisplayRepresentation(title: "Steak"),
        .salmon: DisplayRepresentation(title: "Salmon"),
        .cheese: DisplayRepresentation(title: "a Cheese Board", synonyms: ["Cheese"]),
        .curry: DisplayRepresentation(title: "a Curry", synonyms: ["Curry"]),
        .oysters: DisplayRepresentation(title: "Oysters"),
        .chocolate: DisplayRepresentation(title: "Chocolate", synonyms: ["Pudding"]),
        .paella: DisplayRepresentation(title: "Paella"),
        .risotto: DisplayRepresentation(title: "Mushroom Risotto", synonyms: ["Risotto"]),
        .sushi: DisplayRepresentation(title: "Sushi"),
        .barbecue: DisplayRepresentation(title: "a Barbecue", synonyms: ["BBQ"]),
    ]
}

enum WineColour: String, AppEnum {
    case red, white, rose, sparkling, orange, sweet

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Colour"
    static var caseDisplayRepresentations: [WineColour: DisplayRepresentation] = [
        .red: DisplayRepresentation(title: "Red"),
        .white: DisplayRepresentation(title: "White"),
        .rose: DisplayRepresentation(title: "Rosé"),
        .sparkling: DisplayRepresentation(title: "Sparkling", synonyms: ["Fizz", "Bubbly"]),
        .orange: DisplayRepresentation(title: "Orange Wine"),
        .sweet: DisplayRepresentation(title: "Sweet Wine", synonyms: ["Dessert Wine"]),
    ]
}
