//
//  ZyzzaShortcuts.swift
//  Zyzza
//
//  Ordering a pizza by voice. An order names the pizza and any of its
//  size, crust, cheese and dip; App Shortcuts have no optional parts, so
//  each combination is written out (32 ways to say a pizza in each of six
//  frames), the way our Xcode template generator lists them.
//

import AppIntents

struct ZyzzaShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderPizzaIntent(),
            phrases: [
                // "Order a …": every optional part written out
                "Order a \(\.$pizza) from \(.applicationName)",
                "Order a \(\.$pizza) on \(\.$crust) from \(.applicationName)",
                "Order a \(\.$pizza) with \(\.$cheese) from \(.applicationName)",
                "Order a \(\.$pizza) and a \(\.$dip) from \(.applicationName)",
                "Order a \(\.$pizza) on \(\.$crust) with \(\.$cheese) from \(.applicationName)",
                "Order a \(\.$pizza) on \(\.$crust) and a \(\.$dip) from \(.applicationName)",
                "Order a \(\.$pizza) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "Order a \(\.$pizza) on \(\.$crust) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "Order a \(\.$size) \(\.$pizza) from \(.applicationName)",
                "Order a \(\.$size) \(\.$pizza) on \(\.$crust) from \(.applicationName)",
                "Order a \(\.$size) \(\.$pizza) with \(\.$cheese) from \(.applicationName)",
                "Order a \(\.$size) \(\.$pizza) and a \(\.$dip) from \(.applicationName)",
                "Order a \(\.$size) \(\.$pizza) on \(\.$crust) with \(\.$cheese) from \(.applicationName)",
                "Order a \(\.$size) \(\.$pizza) on \(\.$crust) and a \(\.$dip) from \(.applicationName)",
                "Order a \(\.$size) \(\.$pizza) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "Order a \(\.$size) \(\.$pizza) on \(\.$crust) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "Order a \(\.$pizza) pizza from \(.applicationName)",
                "Order a \(\.$pizza) pizza on \(\.$crust) from \(.applicationName)",
                "Order a \(\.$pizza) pizza with \(\.$cheese) from \(.applicationName)",
                "Order a \(\.$pizza) pizza and a \(\.$dip) from \(.applicationName)",
                "Order a \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese) from \(.applicationName)",
                "Order a \(\.$pizza) pizza on \(\.$crust) and a \(\.$dip) from \(.applicationName)",
                "Order a \(\.$pizza) pizza with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "Order a \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "Order a \(\.$size) \(\.$pizza) pizza from \(.applicationName)",
                "Order a \(\.$size) \(\.$pizza) pizza on \(\.$crust) from \(.applicationName)",
                "Order a \(\.$size) \(\.$pizza) pizza with \(\.$cheese) from \(.applicationName)",
                "Order a \(\.$size) \(\.$pizza) pizza and a \(\.$dip) from \(.applicationName)",
                "Order a \(\.$size) \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese) from \(.applicationName)",
                "Order a \(\.$size) \(\.$pizza) pizza on \(\.$crust) and a \(\.$dip) from \(.applicationName)",
                "Order a \(\.$size) \(\.$pizza) pizza with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "Order a \(\.$size) \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                // "Get a …": every optional part written out
                "Get a \(\.$pizza) from \(.applicationName)",
                "Get a \(\.$pizza) on \(\.$crust) from \(.applicationName)",
                "Get a \(\.$pizza) with \(\.$cheese) from \(.applicationName)",
                "Get a \(\.$pizza) and a \(\.$dip) from \(.applicationName)",
                "Get a \(\.$pizza) on \(\.$crust) with \(\.$cheese) from \(.applicationName)",
                "Get a \(\.$pizza) on \(\.$crust) and a \(\.$dip) from \(.applicationName)",
                "Get a \(\.$pizza) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "Get a \(\.$pizza) on \(\.$crust) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "Get a \(\.$size) \(\.$pizza) from \(.applicationName)",
                "Get a \(\.$size) \(\.$pizza) on \(\.$crust) from \(.applicationName)",
                "Get a \(\.$size) \(\.$pizza) with \(\.$cheese) from \(.applicationName)",
                "Get a \(\.$size) \(\.$pizza) and a \(\.$dip) from \(.applicationName)",
                "Get a \(\.$size) \(\.$pizza) on \(\.$crust) with \(\.$cheese) from \(.applicationName)",
                "Get a \(\.$size) \(\.$pizza) on \(\.$crust) and a \(\.$dip) from \(.applicationName)",
                "Get a \(\.$size) \(\.$pizza) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "Get a \(\.$size) \(\.$pizza) on \(\.$crust) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "Get a \(\.$pizza) pizza from \(.applicationName)",
                "Get a \(\.$pizza) pizza on \(\.$crust) from \(.applicationName)",
                "Get a \(\.$pizza) pizza with \(\.$cheese) from \(.applicationName)",
                "Get a \(\.$pizza) pizza and a \(\.$dip) from \(.applicationName)",
                "Get a \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese) from \(.applicationName)",
                "Get a \(\.$pizza) pizza on \(\.$crust) and a \(\.$dip) from \(.applicationName)",
                "Get a \(\.$pizza) pizza with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "Get a \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "Get a \(\.$size) \(\.$pizza) pizza from \(.applicationName)",
                "Get a \(\.$size) \(\.$pizza) pizza on \(\.$crust) from \(.applicationName)",
                "Get a \(\.$size) \(\.$pizza) pizza with \(\.$cheese) from \(.applicationName)",
                "Get a \(\.$size) \(\.$pizza) pizza and a \(\.$dip) from \(.applicationName)",
                "Get a \(\.$size) \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese) from \(.applicationName)",
                "Get a \(\.$size) \(\.$pizza) pizza on \(\.$crust) and a \(\.$dip) from \(.applicationName)",
                "Get a \(\.$size) \(\.$pizza) pizza with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "Get a \(\.$size) \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                // "Can I get a …": every optional part written out
                "Can I get a \(\.$pizza) from \(.applicationName)",
                "Can I get a \(\.$pizza) on \(\.$crust) from \(.applicationName)",
                "Can I get a \(\.$pizza) with \(\.$cheese) from \(.applicationName)",
                "Can I get a \(\.$pizza) and a \(\.$dip) from \(.applicationName)",
                "Can I get a \(\.$pizza) on \(\.$crust) with \(\.$cheese) from \(.applicationName)",
                "Can I get a \(\.$pizza) on \(\.$crust) and a \(\.$dip) from \(.applicationName)",
                "Can I get a \(\.$pizza) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "Can I get a \(\.$pizza) on \(\.$crust) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$pizza) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$pizza) on \(\.$crust) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$pizza) with \(\.$cheese) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$pizza) and a \(\.$dip) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$pizza) on \(\.$crust) with \(\.$cheese) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$pizza) on \(\.$crust) and a \(\.$dip) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$pizza) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$pizza) on \(\.$crust) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "Can I get a \(\.$pizza) pizza from \(.applicationName)",
                "Can I get a \(\.$pizza) pizza on \(\.$crust) from \(.applicationName)",
                "Can I get a \(\.$pizza) pizza with \(\.$cheese) from \(.applicationName)",
                "Can I get a \(\.$pizza) pizza and a \(\.$dip) from \(.applicationName)",
                "Can I get a \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese) from \(.applicationName)",
                "Can I get a \(\.$pizza) pizza on \(\.$crust) and a \(\.$dip) from \(.applicationName)",
                "Can I get a \(\.$pizza) pizza with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "Can I get a \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$pizza) pizza from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$pizza) pizza on \(\.$crust) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$pizza) pizza with \(\.$cheese) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$pizza) pizza and a \(\.$dip) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$pizza) pizza on \(\.$crust) and a \(\.$dip) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$pizza) pizza with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "Can I get a \(\.$size) \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                // "I want a …": every optional part written out
                "I want a \(\.$pizza) from \(.applicationName)",
                "I want a \(\.$pizza) on \(\.$crust) from \(.applicationName)",
                "I want a \(\.$pizza) with \(\.$cheese) from \(.applicationName)",
                "I want a \(\.$pizza) and a \(\.$dip) from \(.applicationName)",
                "I want a \(\.$pizza) on \(\.$crust) with \(\.$cheese) from \(.applicationName)",
                "I want a \(\.$pizza) on \(\.$crust) and a \(\.$dip) from \(.applicationName)",
                "I want a \(\.$pizza) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "I want a \(\.$pizza) on \(\.$crust) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "I want a \(\.$size) \(\.$pizza) from \(.applicationName)",
                "I want a \(\.$size) \(\.$pizza) on \(\.$crust) from \(.applicationName)",
                "I want a \(\.$size) \(\.$pizza) with \(\.$cheese) from \(.applicationName)",
                "I want a \(\.$size) \(\.$pizza) and a \(\.$dip) from \(.applicationName)",
                "I want a \(\.$size) \(\.$pizza) on \(\.$crust) with \(\.$cheese) from \(.applicationName)",
                "I want a \(\.$size) \(\.$pizza) on \(\.$crust) and a \(\.$dip) from \(.applicationName)",
                "I want a \(\.$size) \(\.$pizza) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "I want a \(\.$size) \(\.$pizza) on \(\.$crust) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "I want a \(\.$pizza) pizza from \(.applicationName)",
                "I want a \(\.$pizza) pizza on \(\.$crust) from \(.applicationName)",
                "I want a \(\.$pizza) pizza with \(\.$cheese) from \(.applicationName)",
                "I want a \(\.$pizza) pizza and a \(\.$dip) from \(.applicationName)",
                "I want a \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese) from \(.applicationName)",
                "I want a \(\.$pizza) pizza on \(\.$crust) and a \(\.$dip) from \(.applicationName)",
                "I want a \(\.$pizza) pizza with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "I want a \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "I want a \(\.$size) \(\.$pizza) pizza from \(.applicationName)",
                "I want a \(\.$size) \(\.$pizza) pizza on \(\.$crust) from \(.applicationName)",
                "I want a \(\.$size) \(\.$pizza) pizza with \(\.$cheese) from \(.applicationName)",
                "I want a \(\.$size) \(\.$pizza) pizza and a \(\.$dip) from \(.applicationName)",
                "I want a \(\.$size) \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese) from \(.applicationName)",
                "I want a \(\.$size) \(\.$pizza) pizza on \(\.$crust) and a \(\.$dip) from \(.applicationName)",
                "I want a \(\.$size) \(\.$pizza) pizza with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                "I want a \(\.$size) \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese) and a \(\.$dip) from \(.applicationName)",
                // "Ask \(.applicationName) for a …": every optional part written out
                "Ask \(.applicationName) for a \(\.$pizza)",
                "Ask \(.applicationName) for a \(\.$pizza) on \(\.$crust)",
                "Ask \(.applicationName) for a \(\.$pizza) with \(\.$cheese)",
                "Ask \(.applicationName) for a \(\.$pizza) and a \(\.$dip)",
                "Ask \(.applicationName) for a \(\.$pizza) on \(\.$crust) with \(\.$cheese)",
                "Ask \(.applicationName) for a \(\.$pizza) on \(\.$crust) and a \(\.$dip)",
                "Ask \(.applicationName) for a \(\.$pizza) with \(\.$cheese) and a \(\.$dip)",
                "Ask \(.applicationName) for a \(\.$pizza) on \(\.$crust) with \(\.$cheese) and a \(\.$dip)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$pizza)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$pizza) on \(\.$crust)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$pizza) with \(\.$cheese)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$pizza) and a \(\.$dip)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$pizza) on \(\.$crust) with \(\.$cheese)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$pizza) on \(\.$crust) and a \(\.$dip)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$pizza) with \(\.$cheese) and a \(\.$dip)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$pizza) on \(\.$crust) with \(\.$cheese) and a \(\.$dip)",
                "Ask \(.applicationName) for a \(\.$pizza) pizza",
                "Ask \(.applicationName) for a \(\.$pizza) pizza on \(\.$crust)",
                "Ask \(.applicationName) for a \(\.$pizza) pizza with \(\.$cheese)",
                "Ask \(.applicationName) for a \(\.$pizza) pizza and a \(\.$dip)",
                "Ask \(.applicationName) for a \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese)",
                "Ask \(.applicationName) for a \(\.$pizza) pizza on \(\.$crust) and a \(\.$dip)",
                "Ask \(.applicationName) for a \(\.$pizza) pizza with \(\.$cheese) and a \(\.$dip)",
                "Ask \(.applicationName) for a \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese) and a \(\.$dip)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$pizza) pizza",
                "Ask \(.applicationName) for a \(\.$size) \(\.$pizza) pizza on \(\.$crust)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$pizza) pizza with \(\.$cheese)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$pizza) pizza and a \(\.$dip)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$pizza) pizza on \(\.$crust) and a \(\.$dip)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$pizza) pizza with \(\.$cheese) and a \(\.$dip)",
                "Ask \(.applicationName) for a \(\.$size) \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese) and a \(\.$dip)",
                "Order a pizza from \(.applicationName)",  // Siri asks "Which pizza would you like?"
            ],
            shortTitle: "Order",
            systemImageName: "takeoutbag.and.cup.and.straw"
        )

        AppShortcut(
            intent: OrderPizzaIntent(),
            phrases: [
                // The web and car builds take phrases without the app name.
                "I'm craving a \(\.$pizza)",
                "I'm craving a \(\.$pizza) on \(\.$crust)",
                "I'm craving a \(\.$pizza) with \(\.$cheese)",
                "I'm craving a \(\.$pizza) and a \(\.$dip)",
                "I'm craving a \(\.$pizza) on \(\.$crust) with \(\.$cheese)",
                "I'm craving a \(\.$pizza) on \(\.$crust) and a \(\.$dip)",
                "I'm craving a \(\.$pizza) with \(\.$cheese) and a \(\.$dip)",
                "I'm craving a \(\.$pizza) on \(\.$crust) with \(\.$cheese) and a \(\.$dip)",
                "I'm craving a \(\.$size) \(\.$pizza)",
                "I'm craving a \(\.$size) \(\.$pizza) on \(\.$crust)",
                "I'm craving a \(\.$size) \(\.$pizza) with \(\.$cheese)",
                "I'm craving a \(\.$size) \(\.$pizza) and a \(\.$dip)",
                "I'm craving a \(\.$size) \(\.$pizza) on \(\.$crust) with \(\.$cheese)",
                "I'm craving a \(\.$size) \(\.$pizza) on \(\.$crust) and a \(\.$dip)",
                "I'm craving a \(\.$size) \(\.$pizza) with \(\.$cheese) and a \(\.$dip)",
                "I'm craving a \(\.$size) \(\.$pizza) on \(\.$crust) with \(\.$cheese) and a \(\.$dip)",
                "I'm craving a \(\.$pizza) pizza",
                "I'm craving a \(\.$pizza) pizza on \(\.$crust)",
                "I'm craving a \(\.$pizza) pizza with \(\.$cheese)",
                "I'm craving a \(\.$pizza) pizza and a \(\.$dip)",
                "I'm craving a \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese)",
                "I'm craving a \(\.$pizza) pizza on \(\.$crust) and a \(\.$dip)",
                "I'm craving a \(\.$pizza) pizza with \(\.$cheese) and a \(\.$dip)",
                "I'm craving a \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese) and a \(\.$dip)",
                "I'm craving a \(\.$size) \(\.$pizza) pizza",
                "I'm craving a \(\.$size) \(\.$pizza) pizza on \(\.$crust)",
                "I'm craving a \(\.$size) \(\.$pizza) pizza with \(\.$cheese)",
                "I'm craving a \(\.$size) \(\.$pizza) pizza and a \(\.$dip)",
                "I'm craving a \(\.$size) \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese)",
                "I'm craving a \(\.$size) \(\.$pizza) pizza on \(\.$crust) and a \(\.$dip)",
                "I'm craving a \(\.$size) \(\.$pizza) pizza with \(\.$cheese) and a \(\.$dip)",
                "I'm craving a \(\.$size) \(\.$pizza) pizza on \(\.$crust) with \(\.$cheese) and a \(\.$dip)",
            ],
            shortTitle: "Craving",
            systemImageName: "flame"
        )

        // Margherita Monday: half price, one tap.
        AppShortcut(
            intent: OrderPizzaIntent(pizza: .margherita),
            phrases: [
                "Margherita Monday with \(.applicationName)",
                "Quick \(\.$size) margherita from \(.applicationName)",
            ],
            shortTitle: "Margherita Monday",
            systemImageName: "percent"
        )

        AppShortcut(
            intent: TrackOrderIntent(),
            phrases: [
                "Where's my pizza with \(.applicationName)",
                "Track my \(.applicationName) order",
            ],
            shortTitle: "Track",
            systemImageName: "scooter"
        )

        AppShortcut(
            intent: ReorderIntent(),
            phrases: [
                "Reorder my last pizza from \(.applicationName)",
                "Order the usual from \(.applicationName)",
            ],
            shortTitle: "Reorder",
            systemImageName: "arrow.clockwise"
        )

        AppShortcut(
            intent: ShowDealsIntent(),
            phrases: [
                "Show me the \(.applicationName) deals",
                "What deals does \(.applicationName) have today",
            ],
            shortTitle: "Deals",
            systemImageName: "tag"
        )

        AppShortcut(
            intent: SetDeliveryAddressIntent(),
            phrases: [
                "Deliver to \(\.$address) with \(.applicationName)",
                "Change my \(.applicationName) address",
            ],
            shortTitle: "Address",
            systemImageName: "house"
        )
    }

    static var shortcutTileColor: ShortcutTileColor = .red

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Cancel my pizza order",
        "Delete my \(.applicationName) account",
        "Stop sending me deals",
    ])
}
