//
//  StoryIntents.swift
//  Tuckly
//

import AppIntents

struct PlayStoryIntent: AppIntent {
    static var title: LocalizedStringResource = "Play a Story"

    @Parameter(title: "Story", requestValueDialog: "Which story tonight?")
    var story: StoryEntity

    @Parameter(title: "Read By")
    var narrator: NarratorEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // No narrator: whoever read it last.
        try await Player.shared.play(story.id, readBy: narrator?.id)
        return .result(dialog: "")
    }
}

struct SurpriseStoryIntent: AppIntent {
    static var title: LocalizedStringResource = "Surprise Me"

    @Parameter(title: "Length")
    var length: StoryLength?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // No length: whatever fits before the bedtime set in the app.
        let story = try await Library.shared.pick(length: length, unplayedFirst: true)
        try await Player.shared.play(story.id, readBy: nil)
        return .result(dialog: "\(story.introduction)")
    }
}

struct MakeUpStoryIntent: AppIntent {
    static var title: LocalizedStringResource = "Make Up a Story"
    static var description = IntentDescription("A new story, made up on the spot about whatever the child asks for.")

    @Parameter(title: "About", requestValueDialog: "What should the story be about?")
    var topic: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let story = try await Storyteller.shared.makeUp(about: topic)
        return .result(dialog: "\(story.opening)")
    }
}

struct SleepTimerIntent: AppIntent {
    static var title: LocalizedStringResource = "Sleep Timer"

    @Parameter(title: "Stop After", requestValueDialog: "When should the story stop?")
    var timer: SleepTimer

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Player.shared.setSleepTimer(timer)
        return .result(dialog: "Night night.")
    }
}

struct ReadAgainIntent: AppIntent {
    static var title: LocalizedStringResource = "Read It Again"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Player.shared.replayLast()
        return .result(dialog: "")
    }
}

struct FavouriteStoryIntent: AppIntent {
    static var title: LocalizedStringResource = "Add to Favourites"

    @Parameter(title: "Story", requestValueDialog: "Which story?")
    var story: StoryEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Library.shared.favourite(story.id)
        return .result(dialog: "Saved to favourites.")
    }
}
