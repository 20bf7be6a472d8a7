//
//  ShareLinkIntent.swift
//  Diver
//

import AppIntents
import Foundation

/// Wraps a URL in a Diver link and hands it back for sharing.
///
/// Appears in the share sheet after first use; the "Quick Share to Messages"
/// template chains it into the Share action.
public struct ShareLinkIntent: AppIntent {
    public static var title: LocalizedStringResource = "Share Link"
    public static var description = IntentDescription("Creates a Diver link you can share.")

    public static var openAppWhenRun: Bool = false

    @Parameter(title: "URL", requestValueDialog: "Which link do you want to share?")
    public var url: URL

    @Parameter(title: "Note")
    public var note: String?

    public init() {}

    @MainActor
    public func perform() async throws -> some IntentResult & ReturnsValue<URL> & ProvidesDialog {
        let link = try await LinkService.shared.save(url, note: note, source: .shortcut)
        let wrapped = try await LinkService.shared.wrappedURL(for: link)

        return .result(value: wrapped, dialog: "Your Diver link is ready.")
    }
}
