//
//  GuideIntents.swift
//  Muzio
//

import AppIntents

struct PlayStopIntent: AppIntent {
    static var title: LocalizedStringResource = "Play a Stop"

    @Parameter(title: "Stop", requestValueDialog: "What number is on the label?")
    var stop: AudioStopEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Player.shared.play(stop.id)
        return .result(dialog: "")
    }
}

struct AboutArtworkIntent: AppIntent {
    static var title: LocalizedStringResource = "About This Work"

    @Parameter(title: "Artwork", requestValueDialog: "Which work?")
    var artwork: ArtworkEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let story = try await Player.shared.playCommentary(on: artwork.id)
        return .result(dialog: "\(story.introduction)")
    }
}

struct FindArtworkIntent: AppIntent {
    static var title: LocalizedStringResource = "Find a Work"
    static var openAppWhenRun = true

    @Parameter(title: "Artwork", requestValueDialog: "Which work are you looking for?")
    var artwork: ArtworkEntity

    func perform() async throws -> some IntentResult {
        try await MapView.shared.route(to: artwork.id)
        return .result()
    }
}

struct StartTourIntent: AppIntent {
    static var title: LocalizedStringResource = "Start a Tour"
    static var description = IntentDescription("Starts a guided route through the museum you're in.")

    @Parameter(title: "Tour", requestValueDialog: "Which tour would you like?")
    var tour: Tour

    @Parameter(title: "Language")
    var language: GuideLanguage?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // No language: the one the guide is set to.
        let route = try await Tours.shared.start(tour, in: language)
        return .result(dialog: "\(route.spoken)")
    }
}

struct SetLanguageIntent: AppIntent {
    static var title: LocalizedStringResource = "Guide Language"

    @Parameter(title: "Language", requestValueDialog: "Which language?")
    var language: GuideLanguage

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Settings.shared.setLanguage(language)
        return .result(dialog: "\(language.greeting)")
    }
}

struct SaveFavouriteIntent: AppIntent {
    static var title: LocalizedStringResource = "Save to Favourites"

    @Parameter(title: "Artwork", requestValueDialog: "Which work?")
    var artwork: ArtworkEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Favourites.shared.add(artwork.id)
        return .result(dialog: "Saved. You'll find it in your visit's postcard.")
    }
}
