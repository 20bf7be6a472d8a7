/// Why a line is not a usable request: a machine-readable code and a message
/// for people. The connection stays usable.
package struct RequestError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `invalid-utf8`, `invalid-json`, `invalid-request`, `unknown-op` or
    /// `line-too-long`.
    package var code: ErrorCode
    package var message: String

    package init(_ code: ErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }

    package var description: String { "\(code): \(message)" }

    /// The error for a line longer than `limit` bytes.
    package static func lineTooLong(limit: Int) -> RequestError {
        RequestError(.lineTooLong, "request line longer than \(limit) bytes; it was discarded")
    }

    /// An `invalid-request` error.
    package static func invalid(_ message: String) -> RequestError {
        RequestError(.invalidRequest, message)
    }
}
