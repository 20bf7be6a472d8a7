/// Building response lines (`Docs/protocol.md`): one JSON object per line,
/// the request's `id` first when it had one.
package enum Response {
    /// A response's `status`: a match result's, or `ok` for the other ops.
    package struct Status: Sendable, Hashable, CustomStringConvertible {
        /// `ok`, a match status's name, or `cancelled`.
        package let rawValue: String

        private init(rawValue: String) { self.rawValue = rawValue }

        /// The status of a response carrying a result with `status`.
        package init(_ status: MatchResult.Status) { self.rawValue = status.rawValue }

        /// A request other than `match` went well.
        package static let ok = Status(rawValue: "ok")
        /// The request failed; the response has `error`.
        package static let error = Status(.error)
        /// A plain line cancelled the connection's question (``Cancellation``).
        package static let cancelled = Status(rawValue: Cancellation.status)

        package var description: String { rawValue }
    }

    /// `{"status":"ok"}` plus `pairs`.
    package static func ok(_ pairs: [(String, JSON)] = []) -> JSON {
        .object([("status", .string(Status.ok.rawValue))] + pairs)
    }

    /// An `error` result: `{"status":"error","error":{"code":…,"message":…}}`,
    /// with `details` added inside `error`.
    package static func error(_ code: ErrorCode, message: String, details: [(String, JSON)] = []) -> JSON {
        .object([
            ("status", .string(Status.error.rawValue)),
            ("error", .object([("code", .string(code.rawValue)), ("message", .string(message))] + details)),
        ])
    }

    /// The `error` response for a line that is no usable request.
    package static func error(_ error: RequestError) -> JSON {
        self.error(error.code, message: error.message)
    }

    /// The line to send: `body` with `id` first when the request had one,
    /// serialized on one line, newline-terminated.
    package static func line(_ body: JSON, id: JSON?) -> [UInt8] {
        var json = body
        if let id, case .object(let pairs) = body {
            json = .object([("id", id)] + pairs)
        }
        var line: [UInt8] = []
        line.reserveCapacity(512)
        json.write(to: &line)
        line.append(UInt8(ascii: "\n"))
        return line
    }

    /// `result` with `dispatch` added.
    package static func matchResult(_ result: MatchResult, dispatch: JSON?) -> JSON {
        guard let dispatch, case .object(let pairs) = result.json else { return result.json }
        return .object(pairs + [("dispatch", dispatch)])
    }

    /// A list of diagnostics, each as ``Diagnostic/json``.
    package static func diagnostics(_ diagnostics: [Diagnostic]) -> JSON {
        .array(diagnostics.map(\.json))
    }
}
