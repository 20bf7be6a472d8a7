//
//  CuiseauShortcuts.swift
//  Cuiseau
//
//  App Shortcuts for a meal planner. Recipes are the person's favourites
//  (RecipeQuery.suggestedEntities()). People say the name "kweezo": the
//  Info.plist gives Siri that spelling as an alternative name.
//

import AppIntents

struct CuiseauShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: PlanMealIntent(),
            phrases: [
                "Plan \(\.$recipe) for \(\.$meal) in \(.applicationName)",
                "Add \(\.$recipe) to my \(.applicationName) plan",
                "Ask \(.applicationName) to plan \(\.$recipe)",
                "Plan a meal with \(.applicationName)",  // Siri asks "What would you like to cook?"
            ],
            shortTitle: "Plan Meal",
            systemImageName: "calendar.badge.plus"
        )
        // Tonight's dinner.
        AppShortcut(
            intent: PlanMealIntent(meal: .dinner),
            phrases: [
                "Cook \(\.$recipe) tonight with \(.applicationName)",
                "Plan dinner on \(.applicationName)",
            ],
            shortTitle: "Tonight",
            systemImageName: "moon.stars"
        )
        AppShortcut(
            intent: ShowRecipeIntent(),
            phrases: [
                "Open the \(\.$recipe) recipe in \(.applicationName)",
                "How do I make \(\.$recipe)",
            ],
            shortTitle: "Recipe",
            systemImageName: "book"
        )
        AppShortcut(
            intent: ShoppingListIntent(),
            phrases: [
                "What do I need to buy with \(.applicationName)",
                "Read my \(.applicationName) shopping list",
            ],
            shortTitle: "Shopping List",
            systemImageName: "cart"
        )
        AppShortcut(
            intent: WhatsPlannedIntent(),
            phrases: [
                "What's for \(\.$meal) in \(.applicationName)",
                "What's on the menu in \(.applicationName)",
            ],
            shortTitle: "What's Planned",
            systemImageName: "fork.knife"
        )
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Delete all my recipes"
            "Clear the \(.applicationName) meal plan"
            "Order a takeaway"
        }
    }
}
