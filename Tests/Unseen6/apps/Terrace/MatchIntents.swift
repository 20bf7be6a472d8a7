//
//  MatchIntents.swift
//  Terrace
//

import AppIntents

struct LiveScoreIntent: AppIntent {
    static var title: LocalizedStringResource = "Live Score"

    @Parameter(title: "Team")
    var team: TeamEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let scores = try await Scores.shared.latest(for: team?.id)
        return .result(dialog: "\(scores.spoken)")
    }
}

struct NextMatchIntent: AppIntent {
    static var title: LocalizedStringResource = "Next Match"

    @Parameter(title: "Team", requestValueDialog: "Which team?")
    var team: TeamEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let fixture = try await Fixtures.shared.next(for: team.id)
        return .result(dialog: "\(fixture.spoken)")
    }
}

struct BuyTicketsIntent: AppIntent {
    static var title: LocalizedStringResource = "Match Tickets"
    static var openAppWhenRun = true

    @Parameter(title: "Team", requestValueDialog: "Which team?")
    var team: TeamEntity

    @Parameter(title: "Tickets")
    var quantity: TicketQuantity?

    @Parameter(title: "Stand")
    var stand: Stand?

    func perform() async throws -> some IntentResult {
        try await Tickets.shared.openCheckout(team: team.id, quantity: quantity ?? .two, stand: stand)
        return .result()
    }
}

struct LeagueTableIntent: AppIntent {
    static var title: LocalizedStringResource = "League Table"

    @Parameter(title: "Team")
    var team: TeamEntity?

    func perform() async throws -> some IntentResult & ShowsSnippetView {
        let table = try await Tables.shared.table(containing: team?.id ?? Tables.shared.favouriteTeamID())
        return .result(view: TableView(table: table, highlight: team?.id))
    }
}

struct MatchAlertsIntent: AppIntent {
    static var title: LocalizedStringResource = "Match Alerts"

    @Parameter(title: "Team", requestValueDialog: "Which team?")
    var team: TeamEntity

    @Parameter(title: "Alerts", requestValueDialog: "Which alerts?")
    var level: AlertLevel

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Alerts.shared.set(level, for: team.id)
        return .result(dialog: "Done. \(level.localizedStringResource) for \(team.name).")
    }
}
