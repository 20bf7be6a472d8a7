import Testing

@testable import Phrasebook

/// The protocol's values: response lines, statuses, error codes, the
/// shapes of diagnostics and summaries, the default socket path.
@Suite struct ResponseTests {
    @Test func linesCarryTheIDFirst() {
        let body = Response.ok([("count", .number(2))])
        #expect(Response.line(body, id: nil) == Array(#"{"status":"ok","count":2}"#.utf8) + [10])
        #expect(Response.line(body, id: .string("a")) == Array(#"{"id":"a","status":"ok","count":2}"#.utf8) + [10])
        let error = Response.error(.unknownApp, message: "no app named 'x'")
        #expect(error.serialized == #"{"status":"error","error":{"code":"unknown-app","message":"no app named 'x'"}}"#)
        #expect(Response.error(RequestError.lineTooLong(limit: 9))["error"]?["code"] == .string("line-too-long"))
    }

    @Test func everyMatchStatusIsAResponseStatus() {
        for status in MatchResult.Status.allCases {
            #expect(Response.Status(status).rawValue == status.rawValue)
        }
        #expect(Set(ErrorCode.allCases.map(\.rawValue)).count == ErrorCode.allCases.count)
        #expect(MatchResult.error(.questionExpired, message: "m").json["error"]?["code"] == .string("question-expired"))
    }

    @Test func diagnosticsAndSummariesHaveOneShape() {
        let diagnostic = Diagnostic.warning("odd", at: SourceLocation(file: "a.swift", line: 3, column: 7))
        #expect(Response.diagnostics([diagnostic]).serialized
            == #"[{"file":"a.swift","line":3,"column":7,"severity":"warning","message":"odd"}]"#)
        let summary = Catalog(apps: []).summary
        #expect(summary.fields.map(\.0) == ["apps", "shortcuts", "templates", "negativePhrases", "expandedPhrases", "values"])
    }

    @Test func defaultSocketPath() {
        #expect(SocketPath.defaultPath(environment: ["XDG_RUNTIME_DIR": "/run/user/7"], userID: 7) == "/run/user/7/phrased.sock")
        #expect(SocketPath.defaultPath(environment: ["XDG_RUNTIME_DIR": "/run/user/7/"], userID: 7) == "/run/user/7/phrased.sock")
        #expect(SocketPath.defaultPath(environment: ["XDG_RUNTIME_DIR": ""], userID: 7) == "/tmp/phrased-7.sock")
        #expect(SocketPath.defaultPath(environment: [:], userID: 501) == "/tmp/phrased-501.sock")
    }
}
