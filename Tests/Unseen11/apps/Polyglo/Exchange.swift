//
//  Exchange.swift
//  Polyglo
//

import AppIntents

/// A language partner: someone learning the user's language who speaks
/// the one the user is learning.
struct PartnerEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Partner"
    static var defaultQuery = PartnerQuery()

    let id: String
    let name: String
    let speaks: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(speaks)")
    }
}

struct PartnerQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [PartnerEntity] {
        try await Partners.shared.all().filter { identifiers.contains($0.id) }
    }

    /// The partners the user wrote to most recently first.
    func suggestedEntities() async throws -> [PartnerEntity] {
        try await Partners.shared.all(recentFirst: true)
    }
}

enum LearningLanguage: String, AppEnum {
    case irish, welsh, polish, yoruba, maori, vietnamese, hungarian, spanish

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Language"
    static var caseDisplayRepresentations: [LearningLanguage: DisplayRepresentation] = [
        .irish: DisplayRepresentation(title: "Irish", synonyms: ["Gaeilge"]),
        .welsh: DisplayRepresentation(title: "Welsh", synonyms: ["Cymraeg"]),
        .polish: "Polish",
        .yoruba: "Yoruba",
        .maori: DisplayRepresentation(title: "Māori", synonyms: ["Te Reo"]),
        .vietnamese: "Vietnamese",
        .hungarian: "Hungarian",
        .spanish: "Spanish",
    ]
}

enum CallSlot: String, AppEnum {
    case tonight, tomorrowMorning, tomorrowEvening, saturday, sunday

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "When"
    static var caseDisplayRepresentations: [CallSlot: DisplayRepresentation] = [
        .tonight: "Tonight",
        .tomorrowMorning: "Tomorrow Morning",
        .tomorrowEvening: DisplayRepresentation(title: "Tomorrow Evening", synonyms: ["Tomorrow Night"]),
        .saturday: DisplayRepresentation(title: "Saturday", synonyms: ["the Weekend"]),
        .sunday: "Sunday",
    ]
}
