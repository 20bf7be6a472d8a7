import Phrasebook

/// What computing one request came to.
enum Outcome: Sendable {
    /// A match request's result, computed as if no question were open;
    /// `handler` is the handler to run if it stands; `bytes` its response
    /// when it stands and runs no handler (written by the worker, so the I/O
    /// thread only copies bytes).
    case match(MatchRequest, MatchResult, handler: String?, bytes: [UInt8]?)
    /// Any other request's response and status.
    case response([UInt8], status: Response.Status)
}
