//
//  PlannerIntents.swift
//  Cuiseau
//
//  The week's meal plan, the recipes in it, and the shopping list it makes.
//

import AppIntents

struct PlanMealIntent: AppIntent {
    static var title: LocalizedStringResource = "Plan a Meal"
    static var description = IntentDescription("Puts a recipe on this week's plan.")

    @Parameter(title: "Recipe", requestValueDialog: "What would you like to cook?")
    var recipe: RecipeEntity

    @Parameter(title: "Meal")
    var meal: Meal?

    init() {}

    /// "Cook … tonight": dinner today.
    init(meal: Meal) {
        self.meal = meal
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let slot = try await MealPlan.shared.add(recipe.id, meal: meal ?? .dinner)
        return .result(dialog: "\(recipe.title) is on the plan for \(slot.formatted()).")
    }
}

struct ShowRecipeIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Recipe"
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Recipe", requestValueDialog: "Which recipe?")
    var recipe: RecipeEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.open(.recipe(recipe.id), mode: .cooking)
        return .result()
    }
}

struct ShoppingListIntent: AppIntent {
    static var title: LocalizedStringResource = "Shopping List"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let items = try await MealPlan.shared.shoppingList()
        return .result(dialog: "You need \(items.formatted(.list(type: .and))).")
    }
}

struct WhatsPlannedIntent: AppIntent {
    static var title: LocalizedStringResource = "What's Planned"

    /// Without one: the next meal on the plan.
    @Parameter(title: "Meal")
    var meal: Meal?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let planned = try await MealPlan.shared.next(meal)
        return .result(dialog: "\(planned.recipeTitle) for \(planned.meal.rawValue).")
    }
}
