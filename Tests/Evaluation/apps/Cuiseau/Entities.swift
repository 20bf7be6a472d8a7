//
//  Entities.swift
//  Cuiseau
//

import AppIntents

/// A recipe in the person's cookbook (saved from the web or typed in).
struct RecipeEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
    static var defaultQuery = RecipeQuery()

    let id: String
    let title: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", image: .init(systemName: "fork.knife"))
    }
}

struct RecipeQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [RecipeEntity] {
        await Cookbook.shared.recipes(ids: identifiers)
    }

    /// The recipes cooked most in the last three months.
    func suggestedEntities() async throws -> [RecipeEntity] {
        await Cookbook.shared.favourites(limit: 12)
    }
}

enum Meal: String, AppEnum {
    case breakfast, lunch, dinner, snack

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Meal"
    static var caseDisplayRepresentations: [Meal: DisplayRepresentation] = [
        .breakfast: DisplayRepresentation(title: "Breakfast", synonyms: ["Brekkie"]),
        .lunch: DisplayRepresentation(title: "Lunch", synonyms: ["Midday"]),
        .dinner: DisplayRepresentation(title: "Dinner", synonyms: ["Supper"]),
        .snack: DisplayRepresentation(title: "Snack", synonyms: ["Nibbles"]),
    ]
}
