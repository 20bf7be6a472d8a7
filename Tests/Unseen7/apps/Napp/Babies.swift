//
//  Babies.swift
//  Napp
//

import AppIntents

struct BabyEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Baby"
    static var defaultQuery = BabyQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct BabyQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [BabyEntity] {
        try await Account.shared.babies().filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [BabyEntity] {
        try await Account.shared.babies()
    }
}

enum FeedKind: String, AppEnum {
    case left, right, both, bottle, formula, solids

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Feed"
    static var caseDisplayRepresentations: [FeedKind: DisplayRepresentation] = [
        .left: DisplayRepresentation(title: "Left Side", synonyms: ["Left"]),
        .right: DisplayRepresentation(title: "Right Side", synonyms: ["Right"]),
        .both: DisplayRepresentation(title: "Both Sides"),
        .bottle: DisplayRepresentation(title: "Bottle", synonyms: ["Expressed Milk"]),
        .formula: DisplayRepresentation(title: "Formula"),
        .solids: DisplayRepresentation(title: "Solids", synonyms: ["Purée", "Weaning"]),
    ]
}

enum NappyKind: String, AppEnum {
    case wet, dirty, both, dry

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Nappy"
    static var caseDisplayRepresentations: [NappyKind: DisplayRepresentation] = [
        .wet: DisplayRepresentation(title: "Wet", synonyms: ["Wee"]),
        .dirty: DisplayRepresentation(title: "Dirty", synonyms: ["Poo", "Pooey"]),
        .both: DisplayRepresentation(title: "Wet & Dirty", synonyms: ["Double"]),
        .dry: DisplayRepresentation(title: "Dry"),
    ]
}

enum BottleAmount: String, AppEnum {
    case ml60, ml90, ml120, ml150, ml180, ml210

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Amount"
    static var caseDisplayRepresentations: [BottleAmount: DisplayRepresentation] = [
        .ml60: DisplayRepresentation(title: "60ml", synonyms: ["2oz"]),
        .ml90: DisplayRepresentation(title: "90ml", synonyms: ["3oz"]),
        .ml120: DisplayRepresentation(title: "120ml", synonyms: ["4oz"]),
        .ml150: DisplayRepresentation(title: "150ml", synonyms: ["5oz"]),
        .ml180: DisplayRepresentation(title: "180ml", synonyms: ["6oz"]),
        .ml210: DisplayRepresentation(title: "210ml", synonyms: ["7oz"]),
    ]

    var millilitres: Int { Int(rawValue.dropFirst(2))! }
}
