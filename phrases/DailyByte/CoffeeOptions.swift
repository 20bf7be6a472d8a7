//
//  CoffeeOptions.swift
//  Daily Byte
//
//  The menu, as App Enums: what Siri can say and what the Shortcuts app lists.
//

import AppIntents

/// A drink on the Daily Byte menu.
enum CoffeeType: String, AppEnum {
    case latte, cappuccino, americano, espresso
    case flatWhite
    case coldBrew

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Coffee"
    static var caseDisplayRepresentations: [CoffeeType: DisplayRepresentation] = [
        .latte: DisplayRepresentation(title: "Latte", synonyms: ["Caffè Latte", "Café Latte"]),
        .cappuccino: "Cappuccino",
        .americano: DisplayRepresentation(title: "Americano", synonyms: ["Long Black"]),
        .espresso: DisplayRepresentation(title: "Espresso", synonyms: ["Shot", "Espresso Shot"]),
        .flatWhite: "Flat White",
        .coldBrew: DisplayRepresentation(title: "Cold Brew", synonyms: ["Iced Coffee"])
    ]
}

/// Cup size.
enum CoffeeSize: String, AppEnum {
    case small, medium, large

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
    static var caseDisplayRepresentations: [CoffeeSize: DisplayRepresentation] = [
        .small: "Small",
        .medium: DisplayRepresentation(title: "Medium", synonyms: ["Regular"]),
        .large: DisplayRepresentation(title: "Large", synonyms: ["Big"])
    ]
}
