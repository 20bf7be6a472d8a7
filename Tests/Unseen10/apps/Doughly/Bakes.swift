//
//  Bakes.swift
//  Doughly
//

import AppIntents

struct BakeryEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Bakery"
    static var defaultQuery = BakeryQuery()

    let id: String
    let suburb: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(suburb)")
    }
}

struct BakeryQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [BakeryEntity] {
        try await Bakeries.shared.all().filter { identifiers.contains($0.id) }
    }

    /// The customer's usual bakery first, then the nearest.
    func suggestedEntities() async throws -> [BakeryEntity] {
        try await Bakeries.shared.all(usualFirst: true)
    }
}

/// What each bakery bakes every morning, from the regulars' favourites.
enum Bake: String, AppEnum {
    case sourdough, focaccia, painAuChocolat, pastelDeNata, kanelbulle, paczki, melonpan
    case banhMi, baraBrith, barmbrack, rewena, agege, chimneyCake

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Bake"
    static var caseDisplayRepresentations: [Bake: DisplayRepresentation] = [
        .sourdough: DisplayRepresentation(title: "a Sourdough Loaf", synonyms: ["a Sourdough"]),
        .focaccia: DisplayRepresentation(title: "a Focaccia"),
        .painAuChocolat: DisplayRepresentation(
            title: "a Pain au Chocolat",
            synonyms: ["a Chocolate Croissant"]
        ),
        .pastelDeNata: DisplayRepresentation(title: "Pastéis de Nata", synonyms: ["Custard Tarts"]),
        .kanelbulle: DisplayRepresentation(title: "a Kanelbulle", synonyms: ["a Cinnamon Bun"]),
        .paczki: DisplayRepresentation(title: "Pączki", synonyms: ["Polish Doughnuts"]),
        .melonpan: DisplayRepresentation(title: "a Melonpan"),
        .banhMi: DisplayRepresentation(title: "a Bánh Mì"),
        .baraBrith: DisplayRepresentation(title: "a Bara Brith"),
        .barmbrack: DisplayRepresentation(title: "a Barmbrack"),
        .rewena: DisplayRepresentation(title: "a Rēwena Loaf", synonyms: ["a Rēwena"]),
        .agege: DisplayRepresentation(title: "Agege Bread"),
        .chimneyCake: DisplayRepresentation(title: "a Kürtőskalács", synonyms: ["a Chimney Cake"]),
    ]
}

enum PickupTime: String, AppEnum {
    case firstThing, eight, lunchtime, afternoon, saturday

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Pickup"
    static var caseDisplayRepresentations: [PickupTime: DisplayRepresentation] = [
        .firstThing: DisplayRepresentation(
            title: "Tomorrow Morning",
            synonyms: ["First Thing Tomorrow"]
        ),
        .eight: DisplayRepresentation(title: "8 AM", synonyms: ["8 O'Clock"]),
        .lunchtime: DisplayRepresentation(title: "Lunchtime", synonyms: ["Midday"]),
        .afternoon: DisplayRepresentation(title: "This Afternoon"),
        .saturday: DisplayRepresentation(title: "Saturday Morning", synonyms: ["Saturday"]),
    ]
}

enum Cake: String, AppEnum {
    case birthday, victoriaSponge, carrot, chocolateFudge, tresLeches, pavlova

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Cake"
    static var caseDisplayRepresentations: [Cake: DisplayRepresentation] = [
        .birthday: DisplayRepresentation(title: "a Birthday Cake"),
        .victoriaSponge: DisplayRepresentation(title: "a Victoria Sponge", synonyms: ["a Sponge Cake"]),
        .carrot: DisplayRepresentation(title: "a Carrot Cake"),
        .chocolateFudge: DisplayRepresentation(title: "a Chocolate Fudge Cake"),
        .tresLeches: DisplayRepresentation(title: "a Tres Leches Cake", synonyms: ["a Tres Leches"]),
        .pavlova: DisplayRepresentation(title: "a Pavlova", synonyms: ["a Pav"]),
    ]
}
