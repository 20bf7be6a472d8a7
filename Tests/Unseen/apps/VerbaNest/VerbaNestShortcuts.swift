//  VerbaNestShortcuts.swift
//  VerbaNest — a few minutes of a language, every day.

import AppIntents

@available(iOS 17.0, *)
struct VerbaNestShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartLessonIntent(),
            phrases: [
                "Start a \(\.$language) lesson in \(.applicationName)",
                "Practise \(\.$language) with \(.applicationName)",
                "Start a \(\.$skill) lesson in \(\.$language) with \(.applicationName)",
                "Start a lesson in \(.applicationName)",
            ],
            shortTitle: "Lesson",
            systemImageName: "text.bubble"
        )
        // Flashcard review: the skill is fixed, the language is asked for.
        AppShortcut(
            intent: StartLessonIntent(skill: .review),
            phrases: [
                "Review my \(\.$language) flashcards in \(.applicationName)",
                "Do my flashcards in \(.applicationName)",
            ],
            shortTitle: "Flashcards",
            systemImageName: "rectangle.stack"
        )
        AppShortcut(
            intent: WordOfTheDayIntent(),
            phrases: [
                "What's the word of the day in \(.applicationName)",
                "Teach me a \(\.$language) word with \(.applicationName)",
            ],
            shortTitle: "Word of the Day",
            systemImageName: "character.book.closed"
        )
        AppShortcut(
            intent: SetDailyGoalIntent(),
            phrases: [
                "Set my daily goal to \(\.$goal) in \(.applicationName)",
                "Change my \(.applicationName) goal to \(\.$goal)",
                "Change my daily goal in \(.applicationName)",
            ],
            shortTitle: "Daily Goal",
            systemImageName: "target"
        )
        AppShortcut(
            intent: StreakIntent(),
            phrases: [
                "How long is my \(.applicationName) streak",
                "Did I practise today in \(.applicationName)",
            ],
            shortTitle: "Streak",
            systemImageName: "flame"
        )
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Turn off \(.applicationName) reminders"
            "Reset my streak"
        }
    }
}
