//
//  BabyIntents.swift
//  Napp
//

import AppIntents

struct LogFeedIntent: AppIntent {
    static var title: LocalizedStringResource = "Log Feed"

    @Parameter(title: "Feed", requestValueDialog: "Which side?")
    var feed: FeedKind

    @Parameter(title: "Baby", requestValueDialog: "Which baby?")
    var baby: BabyEntity

    @Parameter(title: "Amount")
    var amount: BottleAmount?

    init() {}

    init(feed: FeedKind) {
        self.feed = feed
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Log.shared.feed(feed, amount: amount?.millilitres, for: baby.id)
        return .result(dialog: "Logged. Next feed due around \(Log.shared.nextFeed(for: baby.id).spoken).")
    }
}

struct LogNappyIntent: AppIntent {
    static var title: LocalizedStringResource = "Log Nappy"

    @Parameter(title: "Nappy", requestValueDialog: "Wet or dirty?")
    var nappy: NappyKind

    @Parameter(title: "Baby", requestValueDialog: "Which baby?")
    var baby: BabyEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Log.shared.nappy(nappy, for: baby.id)
        return .result(dialog: "Logged for \(baby.name).")
    }
}

struct StartNapIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Nap"

    @Parameter(title: "Baby", requestValueDialog: "Which baby?")
    var baby: BabyEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Log.shared.startNap(for: baby.id)
        return .result(dialog: "Nap timer started for \(baby.name). Sleep well.")
    }
}

struct LastFeedIntent: AppIntent {
    static var title: LocalizedStringResource = "Last Feed"

    @Parameter(title: "Baby")
    var baby: BabyEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let last = try await Log.shared.lastFeed(for: baby?.id)
        return .result(dialog: "\(last.spoken)")
    }
}
