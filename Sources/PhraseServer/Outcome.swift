import Phrasebook

/// What computing one request came to.
enum Outcome: Sendable {
    /// A match request's result, computed as if no question were open;
    /// `handler` is the handler to run if it stands; `bytes` its response
    /// when it stands and runs no handler (written by the worker, so the I/O
    /// thread only copies bytes). `exactly`: what the exact step made of
    /// it, so that a conversation does not look the text up again.
    case match(MatchRequest, MatchResult, handler: String?, bytes: [UInt8]?, exactly: Conversation.ExactStep = .unknown)
    /// Any other request's response and status.
    case response([UInt8], status: Response.Status)
}
