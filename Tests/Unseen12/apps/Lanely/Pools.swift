//
//  Pools.swift
//  Lanely
//

import AppIntents

/// A public pool, lido or open-water bathing place the membership covers.
struct PoolEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Pool"
    static var defaultQuery = PoolQuery()

    let id: String
    let name: String
    let city: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(city)")
    }
}

struct PoolQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [PoolEntity] {
        try await Network.shared.pools().filter { identifiers.contains($0.id) }
    }

    /// The swimmer's home pool first, then the ones they have swum at.
    func suggestedEntities() async throws -> [PoolEntity] {
        try await Network.shared.pools(visitedOnly: true, homeFirst: true)
    }
}

enum SwimSession: String, AppEnum {
    case laneSwim, earlyBird, lunchtime, adultsOnly, family, aquafit

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Session"
    static var caseDisplayRepresentations: [SwimSession: DisplayRepresentation] = [
        .laneSwim: DisplayRepresentation(title: "a Lane Swim", synonyms: ["Lanes"]),
        .earlyBird: DisplayRepresentation(title: "the Early Bird", synonyms: ["an Early Swim"]),
        .lunchtime: DisplayRepresentation(title: "a Lunchtime Swim", synonyms: ["Lunchtime"]),
        .adultsOnly: "Adults Only",
        .family: DisplayRepresentation(title: "a Family Swim", synonyms: ["Family Fun"]),
        .aquafit: DisplayRepresentation(title: "Aquafit", synonyms: ["Aqua Aerobics"]),
    ]
}

enum Lane: String, AppEnum {
    case slow, medium, fast

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Lane"
    static var caseDisplayRepresentations: [Lane: DisplayRepresentation] = [
        .slow: DisplayRepresentation(title: "the Slow Lane", synonyms: ["the Steady Lane"]),
        .medium: "the Medium Lane",
        .fast: DisplayRepresentation(title: "the Fast Lane", synonyms: ["the Quick Lane"]),
    ]
}

/// A swim logged by distance: lengths of a 25 metre pool, or open water.
enum SwimDistance: String, AppEnum {
    case twenty, forty, sixtyFour, hundred, kilometre, mile

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Distance"
    static var caseDisplayRepresentations: [SwimDistance: DisplayRepresentation] = [
        .twenty: "20 Lengths",
        .forty: DisplayRepresentation(title: "40 Lengths", synonyms: ["a Kilometre"]),
        .sixtyFour: DisplayRepresentation(title: "64 Lengths", synonyms: ["a Mile"]),
        .hundred: "100 Lengths",
        .kilometre: DisplayRepresentation(title: "1 K Open Water", synonyms: ["a Lake Swim"]),
        .mile: "a Sea Mile",
    ]
}
