//
//  Collection.swift
//  Muzio
//

import AppIntents

/// A work in the museum the visitor is in, from its collection highlights.
struct ArtworkEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Artwork"
    static var defaultQuery = ArtworkQuery()

    let id: String
    let title: String
    let room: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: "\(room)")
    }
}

struct ArtworkQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ArtworkEntity] {
        try await Museum.current.artworks().filter { identifiers.contains($0.id) }
    }

    /// The highlights of the museum the visitor is in.
    func suggestedEntities() async throws -> [ArtworkEntity] {
        try await Museum.current.highlights()
    }
}

/// A numbered stop of the audio guide: the number printed on the wall label.
struct AudioStopEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Stop"
    static var defaultQuery = AudioStopQuery()

    let id: String
    let number: Int

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(number)")
    }
}

struct AudioStopQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AudioStopEntity] {
        try await Museum.current.stops().filter { identifiers.contains($0.id) }
    }

    /// The stops in the rooms around the visitor.
    func suggestedEntities() async throws -> [AudioStopEntity] {
        try await Museum.current.stops(nearby: true)
    }
}

enum Tour: String, AppEnum {
    case highlights, family, sculpture, architecture, stepFree

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Tour"
    static var caseDisplayRepresentations: [Tour: DisplayRepresentation] = [
        .highlights: DisplayRepresentation(title: "the Highlights Tour", synonyms: ["the Highlights"]),
        .family: DisplayRepresentation(title: "the Family Trail", synonyms: ["the Kids' Trail"]),
        .sculpture: "the Sculpture Garden",
        .architecture: DisplayRepresentation(title: "the Building Tour", synonyms: ["the Architecture Tour"]),
        .stepFree: DisplayRepresentation(title: "the Step-Free Route", synonyms: ["the Accessible Route"]),
    ]
}

enum GuideLanguage: String, AppEnum {
    case english, irish, welsh, polish, hungarian, spanish, maori, vietnamese, yoruba

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Language"
    static var caseDisplayRepresentations: [GuideLanguage: DisplayRepresentation] = [
        .english: "English",
        .irish: DisplayRepresentation(title: "Irish", synonyms: ["Gaeilge"]),
        .welsh: DisplayRepresentation(title: "Welsh", synonyms: ["Cymraeg"]),
        .polish: DisplayRepresentation(title: "Polish", synonyms: ["Polski"]),
        .hungarian: DisplayRepresentation(title: "Hungarian", synonyms: ["Magyar"]),
        .spanish: DisplayRepresentation(title: "Spanish", synonyms: ["Español"]),
        .maori: DisplayRepresentation(title: "Māori", synonyms: ["Te Reo"]),
        .vietnamese: DisplayRepresentation(title: "Vietnamese", synonyms: ["Tiếng Việt"]),
        .yoruba: "Yorùbá",
    ]
}
