//
//  SightingIntents.swift
//  Tern
//

import AppIntents

struct LogSightingIntent: AppIntent {
    static var title: LocalizedStringResource = "Log Sighting"

    @Parameter(title: "Bird", requestValueDialog: "Which bird?")
    var bird: BirdEntity

    @Parameter(title: "Site")
    var site: SiteEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // No site: wherever the phone is.
        let entry = try await Notebook.shared.log(bird.id, at: site?.id)
        return .result(dialog: "\(entry.spoken)")
    }
}

struct IdentifySongIntent: AppIntent {
    static var title: LocalizedStringResource = "Identify Birdsong"
    static var openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        try await Listener.shared.start()
        return .result()
    }
}

struct RecentSightingsIntent: AppIntent {
    static var title: LocalizedStringResource = "Recent Sightings"

    @Parameter(title: "Site")
    var site: SiteEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let recent = try await Reports.shared.recent(at: site?.id, radiusKm: site == nil ? 25 : 2)
        return .result(dialog: "\(recent.spoken)")
    }
}

struct LifeListIntent: AppIntent {
    static var title: LocalizedStringResource = "Life List"

    @Parameter(title: "Bird")
    var bird: BirdEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if let bird {
            let seen = try await Notebook.shared.firstSighting(of: bird.id)
            return .result(dialog: "\(seen?.spoken ?? "Not yet. One to look out for.")")
        }
        let count = try await Notebook.shared.lifeListCount()
        return .result(dialog: "You've seen \(count) species.")
    }
}

struct RareBirdAlertsIntent: AppIntent {
    static var title: LocalizedStringResource = "Rare Bird Alerts"

    @Parameter(title: "Site", requestValueDialog: "Which site?")
    var site: SiteEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Reports.shared.subscribe(to: site.id)
        return .result(dialog: "You'll hear about anything rare at \(site.name).")
    }
}
