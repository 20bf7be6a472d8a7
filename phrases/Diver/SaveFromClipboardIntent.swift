//
//  SaveFromClipboardIntent.swift
//  Diver
//

import AppIntents
import UIKit

/// Reads the clipboard, checks it holds a URL, and saves it.
/// Backs the interactive widget's "Save from Clipboard" button.
public struct SaveFromClipboardIntent: AppIntent {
    public static var title: LocalizedStringResource = "Save from Clipboard"
    public static var description = IntentDescription("Saves the link on your clipboard to Diver.")

    public static var openAppWhenRun: Bool = false

    public init() {}

    @MainActor
    public func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let url = UIPasteboard.general.url
            ?? UIPasteboard.general.string.flatMap(URL.init(string:)),
              url.scheme == "http" || url.scheme == "https" else {
            throw DiverIntentError.clipboardHasNoLink
        }

        _ = try await LinkService.shared.save(url, source: .clipboard)
        return .result(dialog: "Saved \(url.host() ?? "the link") to Diver.")
    }
}
