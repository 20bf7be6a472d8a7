//
//  BookTableIntent.swift
//  Tavlo
//

import AppIntents

struct BookTableIntent: AppIntent {
    static var title: LocalizedStringResource = "Book a Table"
    static var description = IntentDescription("Requests a table at one of your saved restaurants.")

    @Parameter(title: "Restaurant", requestValueDialog: "Where would you like to eat?")
    var restaurant: RestaurantEntity

    @Parameter(title: "Party Size")
    var partySize: PartySize?

    @Parameter(title: "Time")
    var time: DiningTime?

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let booking = try await Bookings.shared.request(
            at: restaurant.id,
            guests: partySize?.guests ?? Defaults.partySize,
            when: time ?? .tonight)
        return .result(dialog: "Requested \(booking.summary). I'll let you know when they confirm.")
    }
}

enum PartySize: String, AppEnum {
    case two, three, four, six, eight

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Party Size"
    static var caseDisplayRepresentations: [PartySize: DisplayRepresentation] = [
        .two: DisplayRepresentation(title: "Two", synonyms: ["2", "Two People"]),
        .three: DisplayRepresentation(title: "Three", synonyms: ["3"]),
        .four: DisplayRepresentation(title: "Four", synonyms: ["4", "Four People"]),
        .six: DisplayRepresentation(title: "Six", synonyms: ["6"]),
        .eight: DisplayRepresentation(title: "Eight", synonyms: ["8", "a Big Group"]),
    ]

    var guests: Int {
        switch self {
        case .two: 2
        case .three: 3
        case .four: 4
        case .six: 6
        case .eight: 8
        }
    }
}

enum DiningTime: String, AppEnum {
    case tonight, tomorrowNight, lunchToday, fridayNight, sundayBrunch

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Time"
    static var caseDisplayRepresentations: [DiningTime: DisplayRepresentation] = [
        .tonight: DisplayRepresentation(title: "Tonight", synonyms: ["This Evening"]),
        .tomorrowNight: DisplayRepresentation(title: "Tomorrow Night", synonyms: ["Tomorrow Evening"]),
        .lunchToday: DisplayRepresentation(title: "Lunch Today", synonyms: ["Lunch"]),
        .fridayNight: DisplayRepresentation(title: "Friday Night"),
        .sundayBrunch: DisplayRepresentation(title: "Sunday Brunch", synonyms: ["Brunch"]),
    ]
}
