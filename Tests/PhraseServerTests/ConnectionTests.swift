import PhraseTestSupport
import Phrasebook
import Testing

@testable import PhraseServer

/// A connection's pipeline without sockets or threads: bytes in, effects
/// and response lines out, results fed back by hand in any order.
@Suite struct ConnectionTests {
    /// A connection whose handler lookup runs `handler` for every wanted `matched` result.
    static func connection(maximumPending: Int = 8, maximumOutput: Int = 1 << 20, lineLength: Int = 64, handler: String? = nil) -> Connection {
        Connection(
            limits: Connection.Limits(maximumLineLength: lineLength, maximumPending: maximumPending, maximumOutput: maximumOutput),
            environment: Connection.Environment(
                catalog: { NotesApp.catalog },
                handler: { result, wanted in wanted && result.status == .matched ? handler : nil }),
            now: 0)
    }

    static func submissions(_ effects: [Connection.Effect]) -> [Connection.Submission] {
        effects.flatMap { effect -> [Connection.Submission] in
            if case .compute(let batch) = effect { batch } else { [] }
        }
    }

    /// The match request `submission` carries, or `nil` for another op
    /// (for `try #require`, so that a test fails rather than ends early).
    static func match(_ submission: Connection.Submission) -> MatchRequest? {
        if case .match(let request) = submission.request { request } else { nil }
    }

    static func dispatches(_ effects: [Connection.Effect]) -> [Connection.Dispatch] {
        effects.compactMap { effect in if case .dispatch(let dispatch) = effect { dispatch } else { nil } }
    }

    /// Everything queued for sending, as lines; marks it sent.
    static func sent(_ connection: inout Connection, now: UInt64 = 1) -> (lines: [String], effects: [Connection.Effect]) {
        let bytes = connection.withUnsentOutput { Array($0) }
        let effects = connection.didSend(bytes.count, now: now)
        return (String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init), effects)
    }

    static func response(_ text: String, id: JSON? = nil) -> Outcome {
        .response(Response.line(Response.ok([("said", .string(text))]), id: id), status: .ok)
    }

    static func matched(_ request: MatchRequest, intent: String = "OpenIntent", id: JSON? = nil) -> Outcome {
        let result = MatchResult(
            .matched(.init(app: "Notes", intent: intent, shortcut: intent, parameters: [], phrase: "p")), confidence: 1)
        return .match(request, result, handler: nil, bytes: Response.line(result.json, id: id))
    }

    static let question = NotesApp.question(for: "idea", intent: "IdeaIntent", prompt: "What's your idea?")

    @Test func responsesGoOutInOrderWhateverOrderTheyAreComputedIn() throws {
        var connection = Self.connection()
        let submitted = Self.submissions(connection.receive(Array("a\n{\"op\":\"ping\",\"id\":2}\nc\n".utf8), now: 1))
        #expect(submitted.map(\.sequence) == [0, 1, 2])
        #expect(submitted[1].reply == .line(id: .number(2)) && submitted[1].request == .ping)
        _ = connection.complete(2, with: Self.response("c"), now: 2)
        _ = connection.complete(1, with: Self.response("ping", id: .number(2)), now: 2)
        #expect(connection.unsentCount == 0)  // the first is still computing
        let effects = connection.complete(0, with: Self.response("a"), now: 5)
        let answers = effects.compactMap { effect in if case .answered(let answer) = effect { answer } else { nil } }
        #expect(answers.map(\.operation) == ["match", "ping", "match"])
        #expect(answers.map(\.latencyNanoseconds) == [4, 4, 4])
        #expect(Self.sent(&connection).lines == [
            #"{"status":"ok","said":"a"}"#, #"{"id":2,"status":"ok","said":"ping"}"#, #"{"status":"ok","said":"c"}"#,
        ])
        #expect(connection.isQuiet && !connection.isFinished && connection.wantsInput)
    }

    @Test func aBadLineIsAnsweredInItsPlace() {
        var connection = Self.connection(lineLength: 20)
        let effects = connection.receive(Array("a\n{\"op\":1,\"id\":\"x\"}\nthis line is far too long\nb\n".utf8), now: 1)
        #expect(Self.submissions(effects).map(\.sequence) == [0, 3])
        #expect(connection.unsentCount == 0)
        _ = connection.complete(0, with: Self.response("a"), now: 2)
        _ = connection.complete(3, with: Self.response("b"), now: 2)
        let lines = Self.sent(&connection).lines
        #expect(lines.count == 4)
        #expect(lines[1] == #"{"id":"x","status":"error","error":{"code":"invalid-request","message":"\"op\" must be a string"}}"#)
        #expect(lines[2].contains(#""code":"line-too-long""#))
    }

    @Test func aBarrierWaitsForTheEarlierRequestsAndHoldsBackTheLaterOnes() {
        var connection = Self.connection()
        var effects = connection.receive(Array("a\n{\"op\":\"reload\"}\nb\n{\"op\":\"ping\"}\n".utf8), now: 1)
        #expect(Self.submissions(effects).map(\.sequence) == [0])
        effects = connection.complete(0, with: Self.response("a"), now: 2)
        #expect(Self.submissions(effects).map(\.sequence) == [1])
        effects = connection.complete(1, with: Self.response("reload"), now: 3)
        #expect(Self.submissions(effects).map(\.sequence) == [2, 3])
        // A barrier after computing requests waits for them too.
        effects = connection.receive(Array("{\"op\":\"update-entities\",\"app\":\"A\",\"entity\":\"E\",\"entities\":[]}\n".utf8), now: 4)
        #expect(Self.submissions(effects).isEmpty)
        _ = connection.complete(2, with: Self.response("b"), now: 5)
        effects = connection.complete(3, with: Self.response("ping"), now: 5)
        #expect(Self.submissions(effects).map(\.sequence) == [4])
    }

    @Test func aPlainLineAnswersTheQuestionInsteadOfItsOwnMatch() throws {
        var connection = Self.connection(handler: "/handlers/IdeaIntent")
        var effects = connection.receive(Array("save idea to notes\nbuy milk\n".utf8), now: 1)
        let requests = Self.submissions(effects)
        let first = try #require(Self.match(requests[0]))
        let second = try #require(Self.match(requests[1]))
        // The answer's own match (no-match) is computed first: it must wait.
        _ = connection.complete(1, with: .match(second, .noMatch, handler: nil, bytes: nil), now: 2)
        effects = connection.complete(0, with: .match(first, Self.question, handler: nil, bytes: nil), now: 2)
        let dispatch = try #require(Self.dispatches(effects).first)
        #expect(dispatch.sequence == 1)
        #expect(dispatch.result.status == .matched)
        #expect(dispatch.result.parameter("idea")?.value == "buy milk")
        #expect(connection.conversation.question == nil)
        // The question is sent at once; the answer when its handler is done.
        #expect(Self.sent(&connection).lines.map { $0.contains("needs-value") } == [true])
        effects = connection.completeDispatch(1, report: .object([("exitCode", .number(0))]), now: 3)
        #expect(Self.sent(&connection).lines.first?.contains(#""dispatch":{"exitCode":0}"#) == true)
    }

    @Test func aJSONMatchEndsTheQuestion() throws {
        var connection = Self.connection()
        let effects = connection.receive(Array("save idea to notes\n{\"op\":\"match\",\"text\":\"buy milk\"}\n".utf8), now: 1)
        let requests = Self.submissions(effects)
        try #require(requests.count == 2)
        let first = try #require(Self.match(requests[0]))
        let second = try #require(Self.match(requests[1]))
        _ = connection.complete(0, with: .match(first, Self.question, handler: nil, bytes: nil), now: 2)
        #expect(connection.conversation.question != nil)
        _ = connection.complete(1, with: Self.matched(second), now: 2)
        #expect(connection.conversation.question == nil)
        #expect(Self.sent(&connection).lines.map { $0.contains("OpenIntent") } == [false, true])
    }

    /// "Cancel" after a question: a `cancelled` line, no handler, and the
    /// question gone, so the next line is matched on its own.
    @Test func aPlainCancelEndsTheQuestion() throws {
        var connection = Self.connection(handler: "/handlers/IdeaIntent")
        let requests = Self.submissions(connection.receive(Array("save idea to notes\ncancel\nbuy milk\n".utf8), now: 1))
        try #require(requests.count == 3)
        _ = connection.complete(0, with: .match(try #require(Self.match(requests[0])), Self.question, handler: nil, bytes: nil), now: 2)
        let effects = connection.complete(1, with: .match(try #require(Self.match(requests[1])), .noMatch, handler: nil, bytes: nil), now: 2)
        #expect(Self.dispatches(effects).isEmpty)
        #expect(connection.conversation.question == nil)
        _ = connection.complete(2, with: .match(try #require(Self.match(requests[2])), .noMatch, handler: nil, bytes: nil), now: 2)
        let lines = Self.sent(&connection).lines
        #expect(lines.count == 3)
        #expect(lines.dropFirst().first == #"{"status":"cancelled","app":"Notes","intent":"IdeaIntent","shortcut":"IdeaIntent","confidence":1,"parameters":{},"parameter":"idea","alternatives":[]}"#)
        #expect(lines.last?.contains("no-match") == true)
    }

    @Test func handlersRunOneAtATimeInOrder() throws {
        var connection = Self.connection(handler: "/h")
        let requests = Self.submissions(connection.receive(Array("one\ntwo\n".utf8), now: 1))
        var dispatched: [Connection.Dispatch] = []
        for submission in requests.reversed() {
            let request = try #require(Self.match(submission))
            let result = MatchResult(.matched(.init(app: "Notes", intent: "I\(submission.sequence)", shortcut: "s", parameters: [], phrase: "p")))
            dispatched += Self.dispatches(connection.complete(submission.sequence, with: .match(request, result, handler: "/h", bytes: nil), now: 2))
        }
        #expect(dispatched.map(\.sequence) == [0])
        #expect(connection.isDispatching)
        let next = Self.dispatches(connection.completeDispatch(0, report: .object([("n", .number(0))]), now: 3))
        #expect(next.map(\.sequence) == [1])
        _ = connection.completeDispatch(1, report: .object([("n", .number(1))]), now: 4)
        let lines = Self.sent(&connection).lines
        #expect(lines.count == 2)
        #expect(lines.first?.contains(#""intent":"I0""#) == true && lines.first?.hasSuffix(#""dispatch":{"n":0}}"#) == true)
        #expect(lines.last?.contains(#""intent":"I1""#) == true && lines.last?.hasSuffix(#""dispatch":{"n":1}}"#) == true)
        #expect(!connection.isDispatching)
    }

    @Test func pendingRequestsAtTheLimitStopReadingUntilTheyAreAnswered() {
        var connection = Self.connection(maximumPending: 2)
        var effects = connection.receive(Array("a\nb\nc\nd\ne\n".utf8), now: 1)
        #expect(Self.submissions(effects).map(\.sequence) == [0, 1])
        #expect(!connection.wantsInput)
        // An answered request (queued for sending) no longer counts: each
        // lets one more of the lines held in.
        effects = connection.complete(0, with: Self.response("a"), now: 2)
        effects += connection.complete(1, with: Self.response("b"), now: 2)
        #expect(Self.submissions(effects).map(\.sequence) == [2, 3])
        #expect(Self.sent(&connection).lines.count == 2)
        #expect(!connection.wantsInput)
        effects = connection.complete(2, with: Self.response("c"), now: 3)
        effects += connection.complete(3, with: Self.response("d"), now: 3)
        #expect(Self.submissions(effects).map(\.sequence) == [4])
        #expect(connection.wantsInput)
    }

    @Test func unsentOutputOverTheLimitStopsReadingUntilItIsSent() {
        var connection = Self.connection(maximumOutput: 100)
        // Bad lines are answered at once, 73 bytes each.
        _ = connection.receive(Array("{\"op\":1}\n{\"op\":2}\n".utf8), now: 1)
        #expect(connection.unsentCount > 100 && connection.wantsInput)
        _ = connection.receive(Array("{\"op\":3}\n{\"op\":4}\n".utf8), now: 2)
        #expect(!connection.wantsInput)
        #expect(Self.sent(&connection).lines.count == 2)
        // Sent: the lines held are taken and answered.
        #expect(connection.wantsInput)
        #expect(Self.sent(&connection).lines.map { $0.contains("must be a string") } == [true, true])
    }

    @Test func endOfInputAnswersEverythingThenFinishes() throws {
        var connection = Self.connection()
        var effects = connection.receive(Array("a\nlast without newline".utf8), now: 1)
        effects += connection.receiveEnd(now: 2)
        let requests = Self.submissions(effects)
        try #require(requests.count == 2)
        let last = try #require(Self.match(requests[1]))
        #expect(last.text == "last without newline")
        #expect(!connection.wantsInput && !connection.isFinished)
        _ = connection.complete(0, with: Self.response("a"), now: 3)
        _ = connection.complete(1, with: Self.response("b"), now: 3)
        #expect(!connection.isFinished)  // not yet sent
        _ = Self.sent(&connection)
        #expect(connection.isFinished)
    }

    @Test func stoppingFinishesWhatWasTakenAndTakesNoMore() {
        var connection = Self.connection(maximumPending: 1)
        let effects = connection.receive(Array("a\nb\nhalf a li".utf8), now: 1)
        #expect(Self.submissions(effects).map(\.sequence) == [0])
        connection.stop()
        #expect(Self.submissions(connection.complete(0, with: Self.response("a"), now: 2)).isEmpty)
        #expect(Self.sent(&connection).lines.count == 1)
        #expect(connection.isFinished)
    }

    /// Reads one request per byte, each answered at once with the byte:
    /// `!` is one the stream cannot go on after.
    struct ByteReader: RequestReader {
        var bytes: [UInt8] = []
        var hasPartialInput: Bool { false }
        mutating func append(_ more: UnsafeRawBufferPointer) { bytes += more }
        mutating func next(catalog: () -> Catalog) -> Incoming? {
            guard !bytes.isEmpty else { return nil }
            let byte = bytes.removeFirst()
            return Incoming(
                content: .answered([byte, UInt8(ascii: "\n")], status: .ok), operation: "byte", reply: .line(id: nil),
                problem: byte == UInt8(ascii: "!") ? "lost its place" : nil, closesConnection: byte == UInt8(ascii: "!"))
        }
        mutating func finish(catalog: () -> Catalog) -> Incoming? { nil }
    }

    @Test func aRequestTheStreamCannotGoOnAfterIsAnsweredThenTheConnectionCloses() {
        var connection = Connection(
            limits: Connection.Limits(maximumLineLength: 64, maximumPending: 8), reader: ByteReader(),
            environment: Connection.Environment(catalog: { NotesApp.catalog }, handler: { _, _ in nil }), now: 0)
        let effects = connection.receive(Array("ab!cd".utf8), now: 1)
        let answers = effects.compactMap { effect in if case .answered(let answer) = effect { answer } else { nil } }
        #expect(answers.map(\.isBadRequest) == [false, false, true])
        #expect(connection.isClosing && connection.wantsInput)  // reads on, to drop what comes
        #expect(connection.receive(Array("more".utf8), now: 2).isEmpty)
        #expect(!connection.isFinished)  // not yet sent
        #expect(Self.sent(&connection).lines == ["a", "b", "!"])
        #expect(connection.isFinished)
    }

    @Test func idleIsMeasuredFromTheLastWholeLine() {
        var connection = Self.connection()
        _ = connection.receive(Array("{\"op\":\"ping\"}\n".utf8), now: 10)
        _ = connection.complete(0, with: Self.response("ping"), now: 11)
        #expect(!connection.isIdle(now: 100, limit: 50))  // unsent
        _ = Self.sent(&connection, now: 20)
        #expect(!connection.isIdle(now: 60, limit: 50))
        // Dribbling a line that never ends is not activity.
        _ = connection.receive(Array("open my proj".utf8), now: 65)
        #expect(connection.isIdle(now: 71, limit: 50))
    }

    /// What the daemon may close at its connection limit: a connection with
    /// nothing in flight, unsent or running — however recent.
    @Test func onlyAConnectionWithNothingToDoMayBeEvicted() throws {
        var connection = Self.connection(handler: "/h")
        #expect(connection.isEvictable)
        let request = try #require(Self.submissions(connection.receive(Array("a\n".utf8), now: 1)).first)
        #expect(!connection.isEvictable)  // computing
        let match = try #require(Self.match(request))
        let result = MatchResult(.matched(.init(app: "Notes", intent: "OpenIntent", shortcut: "Open", parameters: [], phrase: "p")), confidence: 1)
        let effects = connection.complete(0, with: .match(match, result, handler: "/h", bytes: nil), now: 2)
        let dispatch = try #require(Self.dispatches(effects).first)
        #expect(!connection.isEvictable)  // its handler runs
        _ = connection.completeDispatch(dispatch.sequence, report: .object([("status", .string("matched"))]), now: 3)
        #expect(!connection.isEvictable)  // unsent
        _ = Self.sent(&connection, now: 4)
        #expect(connection.isEvictable)
        _ = connection.receive(Array("half a li".utf8), now: 5)
        #expect(connection.isEvictable)  // a line never finished holds nothing
    }
}
