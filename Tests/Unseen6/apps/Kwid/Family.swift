//
//  Family.swift
//  Kwid
//

import AppIntents

struct ChildEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Child"
    static var defaultQuery = ChildQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct ChildQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ChildEntity] {
        try await Family.shared.children().filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [ChildEntity] {
        try await Family.shared.children()
    }
}

struct ChoreEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Chore"
    static var defaultQuery = ChoreQuery()

    let id: String
    let title: String
    let defaultReward: Int  // pence

    var displayRepresentation: DisplayRepresentation { "\(title)" }
}

struct ChoreQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ChoreEntity] {
        try await Family.shared.chores().filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [ChoreEntity] {
        try await Family.shared.chores()
    }
}

enum PocketMoneyAmount: String, AppEnum {
    case fiftyPence, onePound, twoPounds, fivePounds, tenPounds

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Amount"
    static var caseDisplayRepresentations: [PocketMoneyAmount: DisplayRepresentation] = [
        .fiftyPence: DisplayRepresentation(title: "50p", synonyms: ["Fifty Pence"]),
        .onePound: DisplayRepresentation(title: "£1", synonyms: ["a Pound", "a Quid"]),
        .twoPounds: DisplayRepresentation(title: "£2", synonyms: ["Two Pounds", "a Couple of Quid"]),
        .fivePounds: DisplayRepresentation(title: "£5", synonyms: ["a Fiver"]),
        .tenPounds: DisplayRepresentation(title: "£10", synonyms: ["a Tenner"]),
    ]

    var pence: Int {
        switch self {
        case .fiftyPence: 50
        case .onePound: 100
        case .twoPounds: 200
        case .fivePounds: 500
        case .tenPounds: 1000
        }
    }
}
