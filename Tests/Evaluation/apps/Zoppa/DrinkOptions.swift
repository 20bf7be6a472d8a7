//
//  DrinkOptions.swift
//  Zoppa
//
//  What a drink order is made of. The menu board's names, and what people
//  call them at the counter: sizes by the cup ("12 ounce"), shots by count.
//

import AppIntents

enum CoffeeDrink: String, AppEnum {
    case latte, flatWhite, cortado, americano, mocha, cappuccino
    case houseCoffee, coldBrew, chaiLatte, matchaLatte
    case zoppaccino, honeycombCloud, mapleFog

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"

    static var caseDisplayRepresentations: [CoffeeDrink: DisplayRepresentation] = [
        .latte: "Latte",
        .flatWhite: "Flat White",
        .cortado: "Cortado",
        .americano: DisplayRepresentation(title: "Americano", synonyms: ["Long Black"]),
        .mocha: "Mocha",
        .cappuccino: "Cappuccino",
        .houseCoffee: DisplayRepresentation(title: "House Coffee", synonyms: ["Filter Coffee"]),
        .coldBrew: "Cold Brew",
        .chaiLatte: "Chai Latte",
        .matchaLatte: DisplayRepresentation(title: "Matcha Latte", synonyms: ["Matcha"]),
        // The house drinks: names the menu board made up.
        .zoppaccino: "Zoppaccino",
        .honeycombCloud: "Honeycomb Cloud",
        .mapleFog: "Maple Fog",
    ]
}

enum CupSize: String, AppEnum {
    case small, medium, large, extraLarge

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"

    static var caseDisplayRepresentations: [CupSize: DisplayRepresentation] = [
        .small: DisplayRepresentation(title: "Small", synonyms: ["8 ounce"]),
        .medium: DisplayRepresentation(title: "Medium", synonyms: ["12 ounce", "Regular"]),
        .large: DisplayRepresentation(title: "Large", synonyms: ["16 ounce"]),
        .extraLarge: DisplayRepresentation(title: "Extra Large", synonyms: ["20 ounce"]),
    ]

    var millilitres: Int {
        switch self {
        case .small: 236
        case .medium: 354
        case .large: 473
        case .extraLarge: 591
        }
    }
}

enum ShotCount: String, AppEnum {
    case single, double, triple

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Shots"

    static var caseDisplayRepresentations: [ShotCount: DisplayRepresentation] = [
        .single: DisplayRepresentation(title: "Single Shot", synonyms: ["1 shot"]),
        .double: DisplayRepresentation(title: "Double Shot", synonyms: ["2 shots"]),
        .triple: DisplayRepresentation(title: "Triple Shot", synonyms: ["3 shots"]),
    ]
}

enum MilkChoice: String, AppEnum {
    case whole, skim, oat, almond, soy, macadamia

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Milk"

    static var caseDisplayRepresentations: [MilkChoice: DisplayRepresentation] = [
        .whole: "Whole Milk",
        .skim: DisplayRepresentation(title: "Skim Milk", synonyms: ["Skinny Milk"]),
        .oat: DisplayRepresentation(title: "Oat Milk", synonyms: ["Oatly"]),
        .almond: "Almond Milk",
        .soy: "Soy Milk",
        .macadamia: "Macadamia Milk",
    ]
}

enum SugarAmount: String, AppEnum {
    case none, one, two, three

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Sugar"

    static var caseDisplayRepresentations: [SugarAmount: DisplayRepresentation] = [
        .none: "No Sugar",
        .one: "1 Sugar",
        .two: "2 Sugars",
        .three: "3 Sugars",
    ]
}

enum Temperature: String, AppEnum {
    case hot, iced, extraHot

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Temperature"

    static var caseDisplayRepresentations: [Temperature: DisplayRepresentation] = [
        .hot: "Hot",
        .iced: "Iced",
        .extraHot: "Extra Hot",
    ]
}
