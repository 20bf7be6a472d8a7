//
//  CellarIntents.swift
//  Corkly
//

import AppIntents

struct FindBottleIntent: AppIntent {
    static var title: LocalizedStringResource = "Find a Bottle"

    @Parameter(title: "Wine", requestValueDialog: "Which wine?")
    var wine: WineEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let spot = try await Cellar.shared.location(of: wine.id)
        return .result(dialog: "\(wine.name) is in \(spot.spoken).")
    }
}

struct AddBottlesIntent: AppIntent {
    static var title: LocalizedStringResource = "Add Bottles"

    @Parameter(title: "Wine", requestValueDialog: "Which wine?")
    var wine: WineEntity

    @Parameter(title: "How Many", default: .one)
    var quantity: BottleCount?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let total = try await Cellar.shared.add((quantity ?? .one).bottles, of: wine.id)
        return .result(dialog: "You now have \(total) of \(wine.name).")
    }
}

struct RateWineIntent: AppIntent {
    static var title: LocalizedStringResource = "Rate a Wine"

    @Parameter(title: "Wine", requestValueDialog: "Which wine?")
    var wine: WineEntity

    @Parameter(title: "Rating", requestValueDialog: "How many stars?")
    var rating: WineRating

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Cellar.shared.drink(wine.id, rating: rating)
        return .result(dialog: "Noted, and one bottle taken off.")
    }
}

struct PairingIntent: AppIntent {
    static var title: LocalizedStringResource = "Wine Pairing"

    @Parameter(title: "Dish", requestValueDialog: "What are you eating?")
    var dish: Dish

    @Parameter(title: "Colour")
    var colour: WineColour?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let pick = try await Sommelier.shared.pick(for: dish, colour: colour)
        return .result(dialog: "Try \(pick.name), \(pick.location.spoken).")
    }
}

struct ReadyToDrinkIntent: AppIntent {
    static var title: LocalizedStringResource = "Ready to Drink"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let ready = try await Cellar.shared.inWindow()
        return .result(dialog: "\(ready.spoken)")
    }
}
