import Foundation
import Phrasebook

/// One entity update kept in the state folder: `<state>/<App>/entities/<Type>.json`,
/// which replaces the phrase folder's `<App>/entities/<Type>.json` while it
/// is there (``StateDirectory``).
struct EntityUpdate: Sendable, Hashable {
    /// The app's folder name (the state folder mirrors the phrase folder).
    var appFolder: String
    /// The entity type, from the file's name.
    var type: String
    /// The state file, absolute.
    var file: String
    /// When the state file was written.
    var written: Date?
    /// The phrase folder's file it replaces, absolute, whether or not it exists.
    var phraseFile: String
    /// When the phrase folder's file last changed; `nil` when there is none.
    var phraseFileChanged: Date?

    /// Whether the phrase folder's file changed after the update was
    /// written: someone edited the values the update still hides.
    var isShadowingNewer: Bool {
        guard let written, let phraseFileChanged else { return false }
        return phraseFileChanged > written
    }

    /// The app `catalog` serves from the folder, if any.
    func app(in catalog: Catalog) -> App? {
        catalog.apps.first { ($0.directory as NSString).lastPathComponent == appFolder }
    }

    /// The update as the op `entity-updates` lists it: the app's name (its
    /// folder's when it is not loaded), the type, how many values `catalog`
    /// serves of it, the file and when it was written, the phrase folder's
    /// file it replaces (`null` when there is none) and whether that file
    /// changed after it.
    func json(in catalog: Catalog) -> JSON {
        let app = app(in: catalog)
        let count = app?.valueTypes[type]?.values.count
        return .object([
            ("app", .string(app?.name ?? appFolder)), ("entity", .string(type)),
            ("count", count.map { .number(Double($0)) } ?? .null), ("file", .string(file)),
            ("written", written.map { .string(Self.timestamp($0)) } ?? .null),
            ("replaces", phraseFileChanged == nil ? .null : .string(phraseFile)),
            ("phraseFileIsNewer", .bool(isShadowingNewer)),
        ])
    }

    /// `2025-03-01T09:12:44Z`.
    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    /// The log's warning when the phrase folder's file changed after the
    /// update that hides it.
    var shadowingWarning: String {
        "\(file) (entity update of \(written.map(Self.timestamp) ?? "?")) replaces \(phraseFile), which changed after it (\(phraseFileChanged.map(Self.timestamp) ?? "?")): the phrase folder's \(type) values are not served. `phrase state reset --app \(appFolder) --entity \(type)` drops the update"
    }
}
