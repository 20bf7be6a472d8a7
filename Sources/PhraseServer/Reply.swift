import Phrasebook
import Wyoming

/// How the response to one request is written, fixed when the request is
/// read: the request's protocol, and what of the request the response
/// repeats.
enum Reply: Sendable, Hashable {
    /// A JSON line, with the request's `id` first when it had one
    /// (`Docs/protocol.md`).
    case line(id: JSON?)
    /// A Wyoming event answering a `transcript` or `recognize`
    /// (`Docs/wyoming.md`).
    case wyoming(WyomingReply)

    /// The response's bytes.
    ///
    /// - Parameter catalog: The index the body came from, for words that
    ///   need it (Wyoming's choices of an `ambiguous` result).
    func bytes(for body: ResponseBody, catalog: @autoclosure () -> Catalog? = nil) -> [UInt8] {
        switch self {
        case .line(let id):
            switch body {
            case .result(let result, let dispatch): Response.line(Response.matchResult(result, dispatch: dispatch), id: id)
            case .cancelled(let cancellation): Response.line(cancellation.json, id: id)
            case .other(let json): Response.line(json, id: id)
            }
        case .wyoming(let reply):
            switch body {
            case .result(let result, let dispatch): reply.event(for: result, dispatch: dispatch, catalog: catalog()).encoded()
            case .cancelled(let cancellation): reply.event(for: cancellation).encoded()
            case .other(let json):
                // Wyoming asks only for matches; anything else would be a bug
                // here, reported to the client rather than hidden.
                WyomingError("internal", json["error"]?["message"]?.stringValue ?? "unexpected response").event.encoded()
            }
        }
    }
}

/// What a response says, before a protocol writes it.
enum ResponseBody {
    /// A match request's result, with what its handler did (the `dispatch`
    /// object, ``Dispatcher/Report/json``) when one ran.
    case result(MatchResult, dispatch: JSON?)
    /// A match request that cancelled its conversation's question.
    case cancelled(Cancellation)
    /// Any other request's response body.
    case other(JSON)
}
