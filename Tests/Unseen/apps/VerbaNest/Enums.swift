//  Enums.swift
//  VerbaNest

import AppIntents

enum Language: String {
    case spanish, japanese, german, portuguese, korean, mandarin, welsh, maori
}

extension Language: AppEnum {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Language")

    static let caseDisplayRepresentations: [Language: DisplayRepresentation] = [
        .spanish: DisplayRepresentation(title: "Spanish", synonyms: ["Español"]),
        .japanese: DisplayRepresentation(title: "Japanese", synonyms: ["Nihongo"]),
        .german: DisplayRepresentation(title: "German", synonyms: ["Deutsch"]),
        .portuguese: DisplayRepresentation(title: "Brazilian Portuguese", synonyms: ["Portuguese"]),
        .korean: DisplayRepresentation(title: "Korean"),
        .mandarin: DisplayRepresentation(title: "Mandarin", synonyms: ["Chinese"]),
        .welsh: DisplayRepresentation(title: "Welsh", synonyms: ["Cymraeg"]),
        .maori: DisplayRepresentation(title: "Te Reo Māori", synonyms: ["Māori", "Te Reo"]),
    ]
}

enum Skill: String {
    case vocabulary, listening, speaking, grammar, review, mixed
}

extension Skill: AppEnum {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Skill")

    static let caseDisplayRepresentations: [Skill: DisplayRepresentation] = [
        .vocabulary: DisplayRepresentation(title: "Vocabulary", synonyms: ["Vocab", "New Words"]),
        .listening: DisplayRepresentation(title: "Listening"),
        .speaking: DisplayRepresentation(title: "Speaking", synonyms: ["Pronunciation"]),
        .grammar: DisplayRepresentation(title: "Grammar"),
        .review: DisplayRepresentation(title: "Review", synonyms: ["Revision"]),
        .mixed: DisplayRepresentation(title: "Mixed"),
    ]
}

enum DailyGoal: String, AppEnum {
    case casual, regular, serious, intense

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Daily Goal"
    static let caseDisplayRepresentations: [DailyGoal: DisplayRepresentation] = [
        .casual: DisplayRepresentation(title: "5 Minutes", synonyms: ["Casual"]),
        .regular: DisplayRepresentation(title: "10 Minutes", synonyms: ["Regular"]),
        .serious: DisplayRepresentation(title: "15 Minutes", synonyms: ["Serious"]),
        .intense: DisplayRepresentation(title: "20 Minutes", synonyms: ["Intense"]),
    ]

    var minutes: Int {
        switch self {
        case .casual: 5
        case .regular: 10
        case .serious: 15
        case .intense: 20
        }
    }
}
