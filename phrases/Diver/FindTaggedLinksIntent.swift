//
//  FindTaggedLinksIntent.swift
//  Diver
//

import AppIntents

/// Shows the links that carry one tag ("Find vacation links").
public struct FindTaggedLinksIntent: AppIntent {
    public static var title: LocalizedStringResource = "Find Links by Tag"
    public static var description = IntentDescription("Shows the links you tagged with one tag.")

    public static var openAppWhenRun: Bool = true

    @Parameter(title: "Tag", requestValueDialog: "Which tag?")
    public var tag: TagEntity

    public init() {}

    @MainActor
    public func perform() async throws -> some IntentResult {
        AppNavigation.shared.showLinks(taggedWith: tag.id)
        return .result()
    }
}
