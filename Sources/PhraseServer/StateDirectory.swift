import Foundation
import Phrasebook

/// Where `phrased` keeps what clients changed (`update-entities`), apart
/// from the phrase folder, which is source and may be tracked by git.
///
/// The state folder mirrors the phrase folder: `<App>/entities/<Type>.json`
/// there replaces `phrases/<App>/entities/<Type>.json` at start and on every
/// reload (``CatalogStore``).
enum StateDirectory {
    /// `$XDG_STATE_HOME/phrasebook/<name>`, else
    /// `$HOME/.local/state/phrasebook/<name>`, where `<name>` is the phrase
    /// folder's name and a hash of its absolute path (`phrases-1c2f9a0b`), so
    /// that two phrase folders keep their updates apart; `nil` when neither
    /// variable is set.
    ///
    /// - Parameter phrases: The phrase folder, absolute.
    static func defaultPath(environment: [String: String], phrases: String) -> String? {
        let base: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = state
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = (home.hasSuffix("/") ? home : home + "/") + ".local/state"
        } else {
            return nil
        }
        let name = phrases.split(separator: "/").last.map(String.init) ?? "root"
        return (base.hasSuffix("/") ? base : base + "/") + "phrasebook/\(name)-\(hash(phrases))"
    }

    /// FNV-1a over the path's bytes, as 8 hexadecimal digits: stable from
    /// run to run and machine to machine (unlike `Hasher`).
    static func hash(_ path: String) -> String {
        var value: UInt32 = 0x811C_9DC5
        for byte in path.utf8 {
            value = (value ^ UInt32(byte)) &* 0x0100_0193
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// The entity updates kept in `state`, by app folder then type, each
    /// with the phrase folder's file it replaces.
    ///
    /// - Parameters:
    ///   - state: The state folder, absolute.
    ///   - phrases: The phrase folder, absolute.
    ///   - catalog: The apps loaded from it, for their folders (a phrase
    ///     folder may be one app's own).
    static func updates(in state: String, phrases: String, catalog: Catalog) -> [EntityUpdate] {
        let files = FileManager.default
        let appFolders = ((try? files.contentsOfDirectory(atPath: state)) ?? []).sorted()
        return appFolders.flatMap { folder -> [EntityUpdate] in
            let entities = "\(state)/\(folder)/entities"
            let names = ((try? files.contentsOfDirectory(atPath: entities)) ?? []).filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
            return names.sorted().map { name in
                let file = "\(entities)/\(name)"
                let app = catalog.apps.first { ($0.directory as NSString).lastPathComponent == folder }
                let phraseFile = "\(app?.directory ?? "\(phrases)/\(folder)")/entities/\(name)"
                return EntityUpdate(
                    appFolder: folder, type: String(name.dropLast(".json".count)), file: file,
                    written: (try? files.attributesOfItem(atPath: file))?[.modificationDate] as? Date, phraseFile: phraseFile,
                    phraseFileChanged: (try? files.attributesOfItem(atPath: phraseFile))?[.modificationDate] as? Date)
            }
        }
    }
}
