import Phrasebook

/// What computing one request came to.
enum Outcome: Sendable {
    /// A match request's result, computed as if no question were open;
    /// `handler` is the handler to run if it stands; `line` its response
    /// line when it stands and runs no handler (serialized by the worker, so
    /// the I/O thread only copies bytes).
    case match(MatchRequest, MatchResult, handler: String?, line: [UInt8]?)
    /// Any other request's response line and status.
    case response(line: [UInt8], status: Response.Status)
}
