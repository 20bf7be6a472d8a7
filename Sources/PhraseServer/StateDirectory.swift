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
}
