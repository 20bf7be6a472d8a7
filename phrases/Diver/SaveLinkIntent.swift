//
//  SaveLinkIntent.swift
//  Diver
//

import AppIntents
import Foundation

/// Saves a URL to the library, optionally tagged.
public struct SaveLinkIntent: AppIntent {
    public static var title: LocalizedStringResource = "Save Link"
    public static var description = IntentDescription("Saves a link to your Diver library.")

    @Parameter(title: "URL", requestValueDialog: "What's the link?")
    public var url: URL

    @Parameter(title: "Tags")
    public var tags: [TagEntity]?

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<LinkEntity> & ProvidesDialog {
        let link = try await LinkService.shared.save(url, tags: tags?.map(\.id) ?? [], source: .shortcut)
        return .result(value: LinkEntity(link), dialog: "Saved to Diver.")
    }
}
