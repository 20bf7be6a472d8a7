//
//  TicketIntents.swift
//  ReelTime
//

import AppIntents

struct BookTicketsIntent: AppIntent {
    static var title: LocalizedStringResource = "Book Tickets"
    static var description = IntentDescription("Finds the next showing that fits and holds the best free seats for ten minutes.")
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Film", requestValueDialog: "Which film?")
    var film: FilmEntity

    @Parameter(title: "Tickets")
    var tickets: TicketCount?

    @Parameter(title: "Day")
    var day: ShowDay?

    @Parameter(title: "Format")
    var format: ScreenFormat?

    @MainActor
    func perform() async throws -> some IntentResult {
        let hold = try await Box.shared.holdSeats(film: film.id, count: tickets?.count ?? 2, day: day, format: format)
        Router.shared.checkout(hold)
        return .result()
    }
}

struct ShowtimesIntent: AppIntent {
    static var title: LocalizedStringResource = "Showtimes"

    @Parameter(title: "Film")
    var film: FilmEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let times = try await Programme.shared.showings(of: film?.id, on: .now)
        return .result(dialog: "\(times.spokenSummary)")
    }
}

struct MyTicketsIntent: AppIntent {
    static var title: LocalizedStringResource = "My Tickets"
    static var openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.wallet)
        return .result()
    }
}

struct PlayTrailerIntent: AppIntent {
    static var title: LocalizedStringResource = "Play Trailer"
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Film", requestValueDialog: "Which trailer?")
    var film: FilmEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.playTrailer(film.id)
        return .result()
    }
}
