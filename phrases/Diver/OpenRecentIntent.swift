//
//  OpenRecentIntent.swift
//  Diver
//

import AppIntents

/// Opens the most recently saved link in Safari.
public struct OpenRecentIntent: AppIntent {
    public static var title: LocalizedStringResource = "Open Recent Link"
    public static var description = IntentDescription("Opens the link you saved most recently.")

    public static var openAppWhenRun: Bool = false

    public init() {}

    public func perform() async throws -> some IntentResult & OpensIntent {
        let recent = try await LinkEntityQuery().suggestedEntities()
            .filter { $0.status == .ready }
            .sorted { $0.createdAt > $1.createdAt }

        guard let link = recent.first else {
            throw DiverIntentError.noLinksSaved
        }

        return .result(opensIntent: OpenURLIntent(link.url))
    }
}
