//
//  PizzaOptions.swift
//  Zyzza
//
//  The menu: pizzas by their menu names (and what people call them), sizes
//  in inches as the box says, crusts, cheese and a dip.
//

import AppIntents

enum PizzaKind: String, AppEnum {
    case margherita, pepperoni, hawaiian, quattroFormaggi, diavola, funghi
    case nduja, veggieGarden, smokehouse, truffleShuffle, zyzzaSupreme, bianca

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Pizza"

    static var caseDisplayRepresentations: [PizzaKind: DisplayRepresentation] = [
        .margherita: "Margherita",
        .pepperoni: "Pepperoni",
        .hawaiian: "Hawaiian",
        .quattroFormaggi: DisplayRepresentation(title: "Quattro Formaggi", synonyms: ["Four Cheese"]),
        .diavola: "Diavola",
        .funghi: DisplayRepresentation(title: "Funghi", synonyms: ["Mushroom"]),
        .nduja: DisplayRepresentation(title: "'Nduja Hot Honey", synonyms: ["Nduja"]),
        .veggieGarden: DisplayRepresentation(title: "Veggie Garden", synonyms: ["Veggie"]),
        .smokehouse: "Smokehouse",
        // The kitchen's own.
        .truffleShuffle: "Truffle Shuffle",
        .zyzzaSupreme: "Zyzza Supreme",
        .bianca: "Bianca",
    ]
}

enum PizzaSize: String, AppEnum {
    case small, medium, large, family

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"

    static var caseDisplayRepresentations: [PizzaSize: DisplayRepresentation] = [
        .small: DisplayRepresentation(title: "Small", synonyms: ["10 inch"]),
        .medium: DisplayRepresentation(title: "Medium", synonyms: ["12 inch"]),
        .large: DisplayRepresentation(title: "Large", synonyms: ["14 inch"]),
        .family: DisplayRepresentation(title: "Family Size", synonyms: ["18 inch"]),
    ]
}

enum Crust: String, AppEnum {
    case thin, classic, deepPan, stuffed, sourdough, glutenFree

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Crust"

    static var caseDisplayRepresentations: [Crust: DisplayRepresentation] = [
        .thin: DisplayRepresentation(title: "Thin Crust", synonyms: ["Thin Base"]),
        .classic: DisplayRepresentation(title: "Classic Crust", synonyms: ["Hand Tossed"]),
        .deepPan: DisplayRepresentation(title: "Deep Pan", synonyms: ["Deep Dish"]),
        .stuffed: "Stuffed Crust",
        .sourdough: "Sourdough Base",
        .glutenFree: DisplayRepresentation(title: "Gluten Free Base", synonyms: ["Gluten Free"]),
    ]
}

enum CheeseChoice: String, AppEnum {
    case extra, light, none, vegan

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Cheese"

    static var caseDisplayRepresentations: [CheeseChoice: DisplayRepresentation] = [
        .extra: DisplayRepresentation(title: "Extra Cheese", synonyms: ["Double Cheese"]),
        .light: "Light Cheese",
        .none: "No Cheese",
        .vegan: DisplayRepresentation(title: "Vegan Cheese", synonyms: ["Vegan Mozzarella"]),
    ]
}

enum Dip: String, AppEnum {
    case garlic, barbecue, sriracha, ranch, hotHoney

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Dip"

    static var caseDisplayRepresentations: [Dip: DisplayRepresentation] = [
        .garlic: DisplayRepresentation(title: "Garlic Dip", synonyms: ["Garlic Mayo"]),
        .barbecue: DisplayRepresentation(title: "Barbecue Dip", synonyms: ["BBQ Dip"]),
        .sriracha: "Sriracha Mayo",
        .ranch: "Ranch Dip",
        .hotHoney: "Chilli Honey Dip",
    ]
}
