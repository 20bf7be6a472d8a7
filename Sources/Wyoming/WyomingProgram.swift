/// A program `info` advertises (`--wyoming-programs`): what a Wyoming
/// client may ask Phrasebook for.
///
/// Home Assistant offers a Wyoming service as a conversation agent when it
/// describes an installed `handle` or `intent` program. With an `intent`
/// program it prefers that one and flags the agent as controlling the home
/// (its entities and areas are exposed to it, and the agent is listed with
/// the home-control agents), though Phrasebook controls nothing in Home
/// Assistant and Home Assistant only ever sends it `transcript`. So only
/// `handle` is advertised unless `intent` is asked for (Rhasspy 3 runs an
/// intent recognition program). Both events are answered either way.
package enum WyomingProgram: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Intent handling: `transcript` → `handled` / `not-handled`, the
    /// handler run.
    case handle
    /// Intent recognition: `recognize` → `intent` / `not-recognized`,
    /// nothing run.
    case intent

    /// What `info` advertises unless told otherwise.
    package static let defaults: [WyomingProgram] = [.handle]

    /// Reads `handle,intent` (each once, in any order).
    ///
    /// - Returns: The programs in their canonical order, or `nil` for a word
    ///   that names none, or an empty list.
    package static func list(parsing text: String) -> [WyomingProgram]? {
        var chosen = Set<WyomingProgram>()
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let program = WyomingProgram(rawValue: String(word.filter { !$0.isWhitespace })) else { return nil }
            chosen.insert(program)
        }
        return chosen.isEmpty ? nil : allCases.filter(chosen.contains)
    }

    package var description: String { rawValue }
}
