//
//  GondoShortcuts.swift
//  Gondo
//
//  The ski day in one app, across the resorts on your pass: which lifts
//  are running, how a run is skiing, booking a lesson, topping up and
//  showing your lift pass, and finding your group on the mountain. Lifts
//  and runs come from LiftQuery and RunQuery's suggestedEntities().
//

import AppIntents

struct GondoShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .navy

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LiftStatusIntent(),
            phrases: [
                "Is \(\.$lift) open",
                "Check \(\.$lift) in \(.applicationName)",
                "Which lifts are open in \(.applicationName)",  // every lift
            ],
            shortTitle: "Lifts",
            systemImageName: "cablecar"
        )
        AppShortcut(
            intent: RunConditionsIntent(),
            phrases: [
                "Is \(\.$run) groomed in \(.applicationName)",
                "How's \(\.$run) today",
                "Check a run in \(.applicationName)",  // Siri asks "Which run?"
            ],
            shortTitle: "Runs",
            systemImageName: "figure.skiing.downhill"
        )
        AppShortcut(
            intent: BookLessonIntent(),
            phrases: [
                "Book a \(\.$lesson) lesson for \(\.$day) in \(.applicationName)",
                "Book a \(\.$lesson) lesson with \(.applicationName)",  // the next class with space
                "Book a lesson with \(.applicationName)",  // Siri asks "Skiing or snowboarding?"
            ],
            shortTitle: "Lessons",
            systemImageName: "person.2"
        )
        AppShortcut(
            intent: TopUpPassIntent(),
            phrases: [
                "Add \(\.$days) to my lift pass in \(.applicationName)",
                "Top up my lift pass with \(.applicationName)",  // Siri asks "How many days?"
            ],
            shortTitle: "Top Up",
            systemImageName: "plus.circle"
        )
        AppShortcut(
            intent: ShowPassIntent(),
            phrases: [
                "Show my lift pass",
                "Show my lift pass in \(.applicationName)",
            ],
            shortTitle: "Lift Pass",
            systemImageName: "qrcode"
        )
        AppShortcut(
            intent: FindGroupIntent(),
            phrases: [
                "Find my friends on the mountain with \(.applicationName)",
                "Where's my ski group",
            ],
            shortTitle: "My Group",
            systemImageName: "person.3.sequence"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Rent skis with \(.applicationName)",
        "Call the ski patrol",
    ])
}
