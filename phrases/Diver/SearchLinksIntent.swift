//
//  SearchLinksIntent.swift
//  Diver
//

import AppIntents

/// Searches saved links by title, summary, host and tags.
///
/// The widgets' timeline provider runs it with an empty query to get the
/// most recent links.
public struct SearchLinksIntent: AppIntent {
    public static var title: LocalizedStringResource = "Search Links"
    public static var description = IntentDescription("Searches your saved links.")

    public static var openAppWhenRun: Bool = true

    @Parameter(title: "Query", requestValueDialog: "What do you want to search for?")
    public var query: String

    /// How many links to return; the widgets ask for 1 to 5.
    @Parameter(title: "Limit")
    public var limit: Int?

    public init() {}

    @MainActor
    public func perform() async throws -> some IntentResult & ReturnsValue<[LinkEntity]> {
        let links = try await LinkEntityQuery().entities(matching: query)
        AppNavigation.shared.showSearch(query)
        return .result(value: Array(links.prefix(limit ?? 10)))
    }
}
