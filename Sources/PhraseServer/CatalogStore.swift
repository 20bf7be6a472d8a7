import Foundation
import Phrasebook
import PhraseSystem
import Synchronization

/// The daemon's current index, shared by every thread, and the ways to
/// replace it: ``reload()``, ``updateEntities(app:type:entities:)`` and
/// ``resetEntities(app:type:)``.
///
/// Readers take the current ``Catalog`` (an immutable value) under a lock
/// held only for the copy, so matching never waits for an update: the new
/// index is built off to the side and swapped in at the end. Updates are
/// serialised by a second lock, so two of them never both start from the
/// same old index and lose one another's change.
package final class CatalogStore: Sendable {
    /// The phrase folder, absolute.
    package let directory: String
    /// Where entity updates are written and read back from, over
    /// `directory`'s own files (`--state-dir`), absolute.
    package let state: String
    private let current: Mutex<Catalog>
    private let updateLock = Mutex<Void>(())
    private let generationCounter = Atomic<Int>(1)

    package init(directory: String, state: String, catalog: Catalog) {
        self.directory = directory
        self.state = state
        self.current = Mutex(catalog)
    }

    /// The index in use now.
    package var catalog: Catalog { current.withLock { $0 } }

    /// How many times the index was replaced, plus one.
    package var generation: Int { generationCounter.load(ordering: .relaxed) }

    /// What ``reload()`` did.
    package enum ReloadOutcome: Sendable {
        /// The new index is in use; these warnings were found.
        case reloaded(Catalog.Summary, warnings: [Diagnostic])
        /// The folder could not be read, or a file has errors: the old index
        /// stays in use.
        case refused(message: String, diagnostics: [Diagnostic])
    }

    /// Re-reads the phrase folder, with the entity updates of the state
    /// folder over it, and swaps the new index in, unless reading
    /// fails or any file has an error diagnostic: then the old index keeps
    /// serving and the errors are returned.
    package func reload() -> ReloadOutcome {
        updateLock.withLock { _ in reloadHoldingLock() }
    }

    /// ``reload()``, with the update lock held.
    private func reloadHoldingLock() -> ReloadOutcome {
        let catalog: Catalog
        do {
            catalog = try Catalog(loadingFrom: directory, state: state)
        } catch {
            return .refused(message: "cannot read \(directory): \(error)", diagnostics: [])
        }
        if catalog.hasErrors {
            let errors = catalog.diagnostics.filter { $0.severity == .error }
            return .refused(
                message: "\(errors.count) error\(errors.count == 1 ? "" : "s") in \(directory); still serving the previous phrases",
                diagnostics: errors)
        }
        swap(in: catalog)
        return .reloaded(catalog.summary, warnings: catalog.diagnostics.filter { $0.severity != .error })
    }

    /// The entity updates kept in the state folder, for the index in use.
    var entityUpdates: [EntityUpdate] {
        StateDirectory.updates(in: state, phrases: directory, catalog: catalog)
    }

    /// What ``resetEntities(app:type:)`` did.
    struct ResetOutcome: Sendable {
        /// The updates dropped (their files removed).
        var removed: [EntityUpdate]
        /// The reload that followed, when something was removed.
        var reload: ReloadOutcome?
    }

    /// Drops the entity updates of every app, of app `appName`, or of its
    /// type `typeName` — their state files are removed — and reloads, so
    /// the phrase folder's values serve again. An app that is not loaded
    /// may be named by its state folder.
    func resetEntities(app appName: String?, type typeName: String?) throws(UpdateError) -> ResetOutcome {
        try updateLock.withLock { _ throws(UpdateError) -> ResetOutcome in
            let old = catalog
            let updates = StateDirectory.updates(in: state, phrases: directory, catalog: old)
            var folder: String?
            if let appName {
                if let app = old.app(named: appName) {
                    folder = (app.directory as NSString).lastPathComponent
                } else if updates.contains(where: { $0.appFolder == appName }) {
                    folder = appName
                } else {
                    throw UpdateError(code: .unknownApp, message: old.unknownAppMessage(appName))
                }
            }
            let chosen = updates.filter { (folder == nil || $0.appFolder == folder) && (typeName == nil || $0.type == typeName) }
            for update in chosen {
                do {
                    try FileManager.default.removeItem(atPath: update.file)
                } catch {
                    throw UpdateError(code: .writeFailed, message: "cannot remove \(update.file): \(error.localizedDescription)")
                }
            }
            return ResetOutcome(removed: chosen, reload: chosen.isEmpty ? nil : reloadHoldingLock())
        }
    }

    /// Why ``updateEntities(app:type:entities:)`` changed nothing.
    package struct UpdateError: Error, Sendable, CustomStringConvertible {
        /// `unknown-app`, `unknown-entity`, `invalid-entities` or `write-failed`.
        package var code: ErrorCode
        package var message: String
        package var description: String { message }
    }

    /// What ``updateEntities(app:type:entities:)`` did.
    package struct UpdateOutcome: Sendable {
        package var app: String
        package var type: String
        package var count: Int
        /// The state folder's `<App>/entities/<Type>.json`, written.
        package var file: String
    }

    /// Replaces app `appName`'s suggested entities of `typeName` with
    /// `entities`, writes them atomically to `<App>/entities/<Type>.json` in
    /// the state folder (never to the phrase folder, which is source), and
    /// swaps the new index in. On any error nothing changes.
    package func updateEntities(app appName: String, type typeName: String, entities: JSON) throws(UpdateError) -> UpdateOutcome {
        try updateLock.withLock { _ throws(UpdateError) -> UpdateOutcome in
            let old = catalog
            guard let app = old.app(named: appName) else {
                throw UpdateError(code: .unknownApp, message: old.unknownAppMessage(appName))
            }
            let values: [Value]
            do throws(EntityFile.Problem) {
                values = try EntityFile.values(from: entities)
            } catch {
                throw UpdateError(code: .invalidEntities, message: error.message)
            }
            let updated: Catalog
            do {
                updated = try old.replacingEntities(ofApp: appName, type: typeName, with: values)
            } catch {
                throw UpdateError(code: .unknownEntity, message: "\(error)")
            }
            // replacingEntities accepted the name, so it is a declared type
            // name: an identifier, safe as a file name.
            guard Self.isIdentifier(typeName) else {
                throw UpdateError(code: .unknownEntity, message: "'\(typeName)' is not an entity type name")
            }
            let appFolder = (app.directory as NSString).lastPathComponent
            let folder = ((state as NSString).appendingPathComponent(appFolder) as NSString).appendingPathComponent("entities")
            let file = (folder as NSString).appendingPathComponent("\(typeName).json")
            do {
                // Private: entity titles may name a user's projects and contacts.
                try AtomicFile.write(Array(EntityFile.contents(of: values).utf8), to: file, mode: 0o600, creatingDirectoriesWith: 0o700)
            } catch {
                throw UpdateError(code: .writeFailed, message: "\(error)")
            }
            swap(in: updated)
            return UpdateOutcome(app: app.name, type: typeName, count: values.count, file: file)
        }
    }

    private func swap(in catalog: Catalog) {
        current.withLock { $0 = catalog }
        generationCounter.add(1, ordering: .relaxed)
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }
}
