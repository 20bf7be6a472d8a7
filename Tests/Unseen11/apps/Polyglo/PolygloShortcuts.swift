//
//  PolygloShortcuts.swift
//  Polyglo
//
//  Language exchange with penpals: message a partner, translate a phrase,
//  practise a language, the word of the day (and the Irish "cúpla focal"),
//  book a video call with a partner, and new messages. Partners come from
//  PartnerQuery.suggestedEntities(): the most recent chats first.
//

import AppIntents

struct PolygloShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .navy

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: SendMessageIntent(),
            phrases: [
                // Free text: the message, in whichever language it is said.
                "Message \(\.$partner) on \(.applicationName) saying \(\.$message)",
                "Send a message to \(\.$partner) with \(.applicationName)",  // Siri asks what to say
                "Reply to \(\.$partner) in \(.applicationName)",
            ],
            shortTitle: "Message",
            systemImageName: "bubble.left.and.bubble.right"
        )
        AppShortcut(
            intent: TranslateIntent(),
            phrases: [
                "Translate \(\.$text) into \(\.$language) with \(.applicationName)",
                "How do you say \(\.$text) in \(\.$language) on \(.applicationName)",
            ],
            shortTitle: "Translate",
            systemImageName: "character.bubble"
        )
        AppShortcut(
            intent: PractiseIntent(),
            phrases: [
                "Practise \(\.$language) with \(.applicationName)",
                "Practise my \(\.$language)",
                "Start a practice session in \(.applicationName)",  // Siri asks which language
            ],
            shortTitle: "Practise",
            systemImageName: "graduationcap"
        )
        AppShortcut(
            intent: WordOfTheDayIntent(),
            phrases: [
                "What's the \(\.$language) word of the day in \(.applicationName)",
                "Word of the day from \(.applicationName)",  // every language the user learns
            ],
            shortTitle: "Word of the Day",
            systemImageName: "text.book.closed"
        )
        AppShortcut(
            intent: WordOfTheDayIntent(language: .irish),
            phrases: [
                "Give me my cúpla focal with \(.applicationName)",
                "Teach me a bit of Irish",
            ],
            shortTitle: "Cúpla Focal",
            systemImageName: "leaf"
        )
        AppShortcut(
            intent: ScheduleCallIntent(),
            phrases: [
                "Book a call with \(\.$partner) for \(\.$slot) in \(.applicationName)",
                "Book a call with \(\.$partner) in \(.applicationName)",  // the next free slot
            ],
            shortTitle: "Book a Call",
            systemImageName: "video"
        )
        AppShortcut(
            intent: InboxIntent(),
            phrases: [
                "Any new messages on \(.applicationName)",
                "Have my penpals written back",
            ],
            shortTitle: "New Messages",
            systemImageName: "tray"
        )
    }

    static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
        "Translate this page",
        "Delete my \(.applicationName) account",
    ])
}
