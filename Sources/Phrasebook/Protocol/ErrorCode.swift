/// The machine-readable `error.code` of an `error` response
/// (`Docs/protocol.md#errors`).
package enum ErrorCode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The line is not valid UTF-8.
    case invalidUTF8 = "invalid-utf8"
    /// A line starting with `{` is not valid JSON.
    case invalidJSON = "invalid-json"
    /// Not an object, `op` missing, a field missing, of the wrong type or out of range.
    case invalidRequest = "invalid-request"
    /// `op` names no operation.
    case unknownOp = "unknown-op"
    /// The line is longer than the daemon's limit; it was discarded.
    case lineTooLong = "line-too-long"
    /// A request named an app that does not exist.
    case unknownApp = "unknown-app"
    /// `match`, `suggest`, `shortcuts` or `grammar` asked for a locale the phrases are not in.
    case unknownLocale = "unknown-locale"
    /// `grammar` asked for a format its locale's phrases cannot be written
    /// in: `dict` outside English (our pronunciations are English only).
    case unsupportedFormat = "unsupported-format"
    /// `update-entities` named a type that is not one of the app's entity types.
    case unknownEntity = "unknown-entity"
    /// The `entities` of `update-entities` are malformed.
    case invalidEntities = "invalid-entities"
    /// The entity file could not be written.
    case writeFailed = "write-failed"
    /// `reload` refused the new phrases.
    case reloadFailed = "reload-failed"
    /// A `needs-value` answer arrived after a reload removed the intent.
    case questionExpired = "question-expired"
    /// Sent once before closing: the daemon has too many connections.
    case tooManyConnections = "too-many-connections"
    /// Sent once before closing: the peer's user may not connect.
    case notAllowed = "not-allowed"

    package var description: String { rawValue }
}

extension MatchResult {
    /// An `error` result with a protocol error code.
    package static func error(_ code: ErrorCode, message: String) -> MatchResult {
        .error(code: code.rawValue, message: message)
    }
}
