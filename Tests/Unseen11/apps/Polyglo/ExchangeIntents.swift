//
//  ExchangeIntents.swift
//  Polyglo
//

import AppIntents

struct SendMessageIntent: AppIntent {
    static var title: LocalizedStringResource = "Send a Message"

    @Parameter(title: "To", requestValueDialog: "Who's it for?")
    var partner: PartnerEntity

    @Parameter(title: "Message", requestValueDialog: "What do you want to say?")
    var message: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Chats.shared.send(message, to: partner.id)
        return .result(dialog: "Sent.")
    }
}

struct TranslateIntent: AppIntent {
    static var title: LocalizedStringResource = "Translate"

    @Parameter(title: "Text", requestValueDialog: "What should I translate?")
    var text: String

    @Parameter(title: "Into", requestValueDialog: "Into which language?")
    var language: LearningLanguage

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let translation = try await Phrasebank.shared.translate(text, into: language)
        return .result(dialog: "\(translation.spoken)")
    }
}

struct PractiseIntent: AppIntent {
    static var title: LocalizedStringResource = "Practise"
    static var openAppWhenRun = true

    @Parameter(title: "Language", requestValueDialog: "Which language do you want to practise?")
    var language: LearningLanguage

    func perform() async throws -> some IntentResult {
        try await Practice.shared.start(language)
        return .result()
    }
}

struct WordOfTheDayIntent: AppIntent {
    static var title: LocalizedStringResource = "Word of the Day"

    @Parameter(title: "Language")
    var language: LearningLanguage?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let word = try await Phrasebank.shared.wordOfTheDay(in: language)  // nil: every language learnt
        return .result(dialog: "\(word.spoken)")
    }
}

struct ScheduleCallIntent: AppIntent {
    static var title: LocalizedStringResource = "Book a Call"

    @Parameter(title: "With", requestValueDialog: "Who with?")
    var partner: PartnerEntity

    @Parameter(title: "When")
    var slot: CallSlot?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // No time: the next slot that both diaries have free.
        let call = try await Calls.shared.book(with: partner.id, at: slot)
        return .result(dialog: "\(call.spoken)")
    }
}

struct InboxIntent: AppIntent {
    static var title: LocalizedStringResource = "New Messages"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let unread = try await Chats.shared.unread()
        return .result(dialog: "\(unread.spoken)")
    }
}
