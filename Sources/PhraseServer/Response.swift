import Phrasebook

/// Building response lines.
enum Response {
    /// `{"status":"ok"}` plus `pairs`.
    static func ok(_ pairs: [(String, JSON)] = []) -> JSON {
        .object([("status", .string("ok"))] + pairs)
    }

    /// An `error` result: `{"status":"error","error":{"code":…,"message":…}}`,
    /// with `details` added inside `error`.
    static func error(code: String, message: String, details: [(String, JSON)] = []) -> JSON {
        .object([
            ("status", .string("error")),
            ("error", .object([("code", .string(code)), ("message", .string(message))] + details)),
        ])
    }

    /// The line to send: `body` with `id` first when the request had one,
    /// serialized on one line, newline-terminated.
    static func line(_ body: JSON, id: JSON?) -> [UInt8] {
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
    static func matchResult(_ result: MatchResult, dispatch: JSON?) -> JSON {
        guard let dispatch, case .object(let pairs) = result.json else { return result.json }
        return .object(pairs + [("dispatch", dispatch)])
    }

    /// A list of diagnostics as their compiler-style lines.
    static func diagnostics(_ diagnostics: [Diagnostic]) -> JSON {
        .array(diagnostics.map { .string($0.description) })
    }
}
