import Phrasebook

/// One client connection's requests, from the bytes read to the responses
/// written, as a value: no socket, no thread, no clock.
///
/// What the bytes mean is the ``RequestReader``'s: the socket's lines or
/// Wyoming's events; how a response is written, each request's ``Reply``.
/// Everything between is the same for both.
///
/// The daemon's I/O thread owns one per open connection and feeds it what
/// happens — bytes read (``receive(_:now:)``), the end of input, a result
/// computed (``complete(_:with:now:)``), a handler finished, bytes sent —
/// and each step answers with the ``Effect``s the daemon must carry out:
/// requests to compute, handlers to run, figures to record. What to write
/// is ``withUnsentOutput(_:)``; whether to read more is ``wantsInput``;
/// whether the connection is done is ``isFinished``.
///
/// A request goes through these stages (``PendingRequest/Stage``), each in
/// order of arrival:
/// 1. **read and decoded** (`waiting`), or answered at once when there is
///    nothing to compute (a bad request);
/// 2. **handed out** to be computed (``Effect/compute(_:)``): several of a
///    connection's requests may be computed at once, but a request that
///    changes the index (``Request/isBarrier``) waits for the earlier ones,
///    and the later ones wait for it;
/// 3. **committed**, strictly in order: a plain line answers an open
///    `needs-value` question here, or cancels it, or is a command of its
///    own (``Conversation``: the connection's own question, or one shared
///    under the client's conversation id), and a `matched`
///    result goes to its handler (``Effect/dispatch(_:)``), one at a time
///    per connection, so a client's side effects happen in its order;
/// 4. **written**, strictly in order.
///
/// Back-pressure: with ``Limits/maximumPending`` requests unanswered, or
/// more than ``Limits/maximumOutput`` bytes unsent, no more requests are
/// taken (and ``wantsInput`` is false) until the client catches up.
struct Connection {
    /// How much one connection may hold.
    struct Limits: Sendable, Hashable {
        /// The longest request line, without its newline (for Wyoming: the
        /// longest header line, event data and payload).
        var maximumLineLength: Int
        /// Requests read and not yet written.
        var maximumPending: Int
        /// Unsent output beyond which no more requests are taken.
        var maximumOutput = 1 << 20
    }

    /// What committing needs from the daemon, and a unit test can fake.
    struct Environment {
        /// The index in use now (to answer a question).
        var catalog: () -> Catalog
        /// The handler to run for a result, if dispatch is wanted and one exists.
        var handler: (_ result: MatchResult, _ wanted: Bool) -> String?
        /// Conversations shared under a client's id, for requests that name
        /// one (``Incoming/conversationID``).
        var conversations: ConversationStore?
        /// A match request's options with the daemon's defaults (to tell an
        /// exact phrase from the answer to a question).
        var options: (MatchRequest) -> MatchOptions = { $0.options(defaults: MatchOptions()) }
    }

    /// A request handed out to be computed.
    struct Submission: Sendable {
        var sequence: Int
        var request: Request
        /// How its response is written.
        var reply: Reply
        /// Where a match's flexible matching starts, when the exact step
        /// ran already (on the I/O thread) and missed: the worker goes on
        /// from there instead of reading the text again.
        var flexibleStart: FlexibleStart? = nil
    }

    /// A handler to run for a committed result.
    struct Dispatch: Sendable {
        var sequence: Int
        var result: MatchResult
        var handler: String
        /// The language the utterance was read in, when known.
        var locale: String? = nil
    }

    /// A response queued for writing, for the statistics.
    struct Answer: Sendable, Hashable {
        var operation: String
        var status: Response.Status
        var isBadRequest: Bool
        /// From reading the request to queueing its response.
        var latencyNanoseconds: UInt64
        /// The language a match was read in, when the request named one or
        /// it was matched in every language and one answered.
        var locale: String? = nil
    }

    /// What the daemon must do after a step.
    enum Effect {
        /// A request was read: for the log.
        case received(sequence: Int, Incoming.Summary)
        /// Compute these requests (in any order, at once or on workers)
        /// and report each with ``complete(_:with:now:)``.
        case compute([Submission])
        /// A match request's answer is final, read in `locale` (when known):
        /// for the log.
        case committed(sequence: Int, Conversation.Turn.Outcome, locale: String?)
        /// Run a handler; report with ``completeDispatch(_:report:now:)``.
        case dispatch(Dispatch)
        /// A response was queued for writing.
        case answered(Answer)
    }

    /// A request between reading and writing.
    struct PendingRequest {
        enum Stage {
            /// Read, not yet handed out.
            case waiting(Request)
            /// Handed out to be computed.
            case computing
            /// Computed, waiting for the earlier requests to be committed.
            case computed(Outcome)
            /// Committed; its handler is queued or running.
            case dispatching(MatchResult)
            /// The response's bytes, final.
            case answered([UInt8], Response.Status)
            /// Queued for sending; the slot is dropped with others later.
            case written
            /// A streamed transcript's request that more text replaced: no
            /// response, no figures. (`droppedWhileComputing` until its
            /// worker reports.)
            case dropped
            case droppedWhileComputing
        }

        let sequence: Int
        let reply: Reply
        var operation: String
        let isBadRequest: Bool
        let isBarrier: Bool
        /// Whether a match may answer the open question.
        let mayAnswer: Bool
        /// The shared conversation it belongs to; `nil`: the connection's.
        let conversationID: String?
        /// When the request was read, for the latency (for a streamed
        /// transcript: when it was complete).
        var receivedAt: UInt64
        var stage: Stage
        /// A streamed transcript's text so far (``Incoming/Streaming``): it
        /// waits, computed, to be made final or dropped; `request` is what
        /// was asked, to tell whether the final request is the same.
        var isProvisional = false
        var request: Request?
        /// The language its match was read in, once committed.
        var locale: String?
    }

    let limits: Limits
    private let environment: Environment
    private var reader: any RequestReader
    /// The requests read and not yet written are `requests[head...]`,
    /// oldest first; their sequence numbers are consecutive. Written ones
    /// before `head` are dropped in bulk, so a pipelined connection does not
    /// shift the queue for every response.
    private var requests: [PendingRequest] = []
    private var head = 0
    private var nextSequence = 0
    private var nextToSubmit = 0
    private var nextToCommit = 0
    /// Requests handed out and not yet reported.
    private var computingCount = 0
    /// Whether a barrier request is being computed.
    private var isBarrierInFlight = false
    /// The provisional request of the streamed transcript open, if any.
    private var provisionalSequence: Int?
    private(set) var conversation = Conversation()
    /// Committed results waiting for their handler, in order.
    private var dispatchQueue: [Dispatch] = []
    /// Whether one of the connection's handlers is running.
    private(set) var isDispatching = false
    /// Responses waiting to be sent, from `outputStart`.
    private var output: [UInt8] = []
    private var outputStart = 0
    /// The client shut down its sending side, or the daemon is stopping.
    private(set) var isInputClosed = false
    /// A request the stream cannot go on after was read: no more are taken,
    /// what arrives is dropped, and once the rest is answered the
    /// connection closes.
    private(set) var isClosing = false
    /// The daemon is stopping: no more requests are taken.
    private var isStopping = false
    /// No requests are taken until the client reads its responses.
    private(set) var isReadPaused = false
    /// When a complete request was last read or output sent: bytes of one
    /// never finished do not count, so a client that dribbles one is idle.
    private(set) var lastActivity: UInt64

    /// - Parameter reader: How the client's bytes become requests; the
    ///   socket protocol's lines by default.
    init(limits: Limits, reader: (any RequestReader)? = nil, environment: Environment, now: UInt64) {
        self.limits = limits
        self.environment = environment
        self.reader = reader ?? LineReader(maximumLineLength: limits.maximumLineLength)
        self.lastActivity = now
    }

    // MARK: State

    /// Whether the daemon should read from the client (while closing, to
    /// drop what it still sends).
    var wantsInput: Bool { !isInputClosed && (isClosing || !isReadPaused) }

    /// Bytes queued and not yet sent.
    var unsentCount: Int { output.count - outputStart }

    /// Whether nothing is in flight or unsent (a streamed transcript's
    /// text so far, computed and waiting for more, is neither).
    var isQuiet: Bool { (pendingCount == 0 || isOnlyProvisionalLeft) && unsentCount == 0 }

    /// Whether the one request left is a streamed transcript's, computed.
    private var isOnlyProvisionalLeft: Bool {
        guard pendingCount == 1, requests[head].isProvisional, case .computed = requests[head].stage else { return false }
        return true
    }

    /// Requests read and not yet written.
    var pendingCount: Int { requests.count - head }

    /// Whether the connection has nothing more to do: input closed (or a
    /// request the stream cannot go on after was read), every request
    /// answered and sent.
    var isFinished: Bool {
        isQuiet && (isClosing || isInputClosed && (!reader.hasPartialInput || isStopping))
    }

    /// Whether the connection has been silent, with nothing in flight, for
    /// more than `limit` nanoseconds.
    func isIdle(now: UInt64, limit: UInt64) -> Bool {
        isEvictable && now &- lastActivity > limit
    }

    /// Whether closing the connection now would cost its client nothing
    /// but the connection: no request in flight, no response unsent, no
    /// handler running (a line dribbled but never finished does not count).
    var isEvictable: Bool { isQuiet && !isDispatching }

    /// Calls `body` with the bytes to send next.
    func withUnsentOutput<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try output.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[outputStart...])) }
    }

    // MARK: Steps

    /// Takes bytes read from the client.
    mutating func receive(_ bytes: some Collection<UInt8>, now: UInt64) -> [Effect] {
        guard !isClosing else { return [] }
        if bytes.withContiguousStorageIfAvailable({ reader.append(UnsafeRawBufferPointer($0)) }) == nil {
            Array(bytes).withUnsafeBytes { reader.append($0) }
        }
        return progress(now: now)
    }

    /// The client shut down its sending side: a last line without a newline
    /// is still a request; everything read is answered.
    mutating func receiveEnd(now: UInt64) -> [Effect] {
        isInputClosed = true
        var effects: [Effect] = []
        if !isClosing, let last = reader.finish(catalog: environment.catalog) { accept(last, now: now, into: &effects) }
        // A streamed transcript never stopped is never answered.
        dropProvisional()
        progress(now: now, into: &effects)
        return effects
    }

    /// The daemon is stopping: the requests already taken are finished, no
    /// more are read.
    mutating func stop() {
        isStopping = true
        isInputClosed = true
    }

    /// The outcome of request `sequence`, computed.
    mutating func complete(_ sequence: Int, with outcome: Outcome, now: UInt64) -> [Effect] {
        guard let index = index(of: sequence) else { return [] }
        if case .droppedWhileComputing = requests[index].stage {
            requests[index].stage = .dropped
            computingCount -= 1
            return progress(now: now)
        }
        guard case .computing = requests[index].stage else { return [] }
        requests[index].stage = .computed(outcome)
        computingCount -= 1
        if requests[index].isBarrier { isBarrierInFlight = false }
        return progress(now: now)
    }

    /// Request `sequence`'s handler finished: `report` is what it did (the
    /// `dispatch` object).
    mutating func completeDispatch(_ sequence: Int, report: JSON, now: UInt64) -> [Effect] {
        guard let index = index(of: sequence), case .dispatching(let result) = requests[index].stage else { return [] }
        requests[index].stage = .answered(
            requests[index].reply.bytes(for: .result(result, dispatch: report)), Response.Status(result.status))
        isDispatching = false
        var effects: [Effect] = []
        startNextDispatch(into: &effects)
        progress(now: now, into: &effects)
        return effects
    }

    /// `count` bytes of the unsent output were sent.
    mutating func didSend(_ count: Int, now: UInt64) -> [Effect] {
        outputStart += count
        if outputStart == output.count {
            output.removeAll(keepingCapacity: output.capacity <= limits.maximumOutput)
            outputStart = 0
        } else if outputStart > limits.maximumOutput {
            output.removeSubrange(..<outputStart)
            outputStart = 0
        }
        lastActivity = now
        return isReadPaused ? progress(now: now) : []
    }

    // MARK: Moving requests on

    private mutating func progress(now: UInt64) -> [Effect] {
        var effects: [Effect] = []
        progress(now: now, into: &effects)
        return effects
    }

    /// Takes the requests the limits allow, hands out what can be computed,
    /// commits what is computed and queues what is final; again while
    /// queueing lets more requests in.
    private mutating func progress(now: UInt64, into effects: inout [Effect]) {
        while true {
            if isReadPaused, pendingCount < limits.maximumPending, unsentCount <= limits.maximumOutput / 2 {
                isReadPaused = false
            }
            takeRequests(now: now, into: &effects)
            submit(into: &effects)
            commit(now: now, into: &effects)
            queueResponses(now: now, into: &effects)
            guard isReadPaused, pendingCount < limits.maximumPending, unsentCount <= limits.maximumOutput / 2 else { return }
        }
    }

    private mutating func takeRequests(now: UInt64, into effects: inout [Effect]) {
        while !isReadPaused && !isStopping && !isClosing {
            if pendingCount >= limits.maximumPending || unsentCount > limits.maximumOutput {
                isReadPaused = true
                return
            }
            guard let incoming = reader.next(catalog: environment.catalog) else { return }
            accept(incoming, now: now, into: &effects)
        }
    }

    private mutating func accept(_ incoming: consuming Incoming, now: UInt64, into effects: inout [Effect]) {
        lastActivity = now
        // A streamed transcript: its text so far replaces the last; when
        // complete, the request computed for the same text is the answer.
        var request: Request?
        if case .request(let asked) = incoming.content { request = asked }
        switch incoming.streaming {
        case .final?:
            if let sequence = provisionalSequence, let index = index(of: sequence), requests[index].request == request {
                requests[index].isProvisional = false
                requests[index].receivedAt = now
                requests[index].operation = incoming.operation
                provisionalSequence = nil
                effects.append(.received(sequence: sequence, incoming.summary))
                return
            }
            dropProvisional()
        case .provisional?:
            dropProvisional()
        case nil:
            break
        }
        let sequence = nextSequence
        nextSequence += 1
        effects.append(.received(sequence: sequence, incoming.summary))
        let stage: PendingRequest.Stage
        var isBarrier = false
        switch incoming.content {
        case .request(let request):
            stage = .waiting(request)
            isBarrier = request.isBarrier
        case .answered(let bytes, let status):
            stage = .computed(.response(bytes, status: status))
        }
        requests.append(
            PendingRequest(
                sequence: sequence, reply: incoming.reply, operation: incoming.operation,
                isBadRequest: incoming.isBadRequest, isBarrier: isBarrier, mayAnswer: incoming.mayAnswer,
                conversationID: incoming.conversationID, receivedAt: now, stage: stage))
        if case .provisional? = incoming.streaming {
            requests[requests.count - 1].isProvisional = true
            requests[requests.count - 1].request = request
            provisionalSequence = sequence
        }
        if incoming.closesConnection { isClosing = true }
    }

    /// Drops the streamed transcript's provisional request, if one is open.
    private mutating func dropProvisional() {
        guard let sequence = provisionalSequence else { return }
        provisionalSequence = nil
        guard let index = index(of: sequence) else { return }
        requests[index].isProvisional = false
        if case .computing = requests[index].stage {
            requests[index].stage = .droppedWhileComputing
        } else {
            requests[index].stage = .dropped
        }
    }

    /// Hands out the waiting requests, in order, as far as barriers allow.
    private mutating func submit(into effects: inout [Effect]) {
        var batch: [Submission] = []
        while let index = index(of: nextToSubmit) {
            guard case .waiting(let request) = requests[index].stage else {
                nextToSubmit += 1  // answered already
                continue
            }
            if isBarrierInFlight { break }
            if request.isBarrier && (computingCount > 0 || !batch.isEmpty) { break }
            nextToSubmit += 1
            computingCount += 1
            if request.isBarrier { isBarrierInFlight = true }
            requests[index].stage = .computing
            batch.append(Submission(sequence: requests[index].sequence, request: request, reply: requests[index].reply))
        }
        if !batch.isEmpty { effects.append(.compute(batch)) }
    }

    /// Commits the computed requests in order: the conversation, handlers,
    /// final responses.
    private mutating func commit(now: UInt64, into effects: inout [Effect]) {
        while let index = index(of: nextToCommit) {
            switch requests[index].stage {
            case .dropped, .droppedWhileComputing:
                nextToCommit += 1
                continue
            default:
                break
            }
            // A streamed transcript's text so far waits to be made final.
            guard !requests[index].isProvisional, case .computed(let outcome) = requests[index].stage else { return }
            nextToCommit += 1
            switch outcome {
            case .response(let bytes, let status):
                requests[index].stage = .answered(bytes, status)
            case .match(let request, let result, _, let bytes, _) where request.isPartial:
                // A partial transcript neither asks nor answers a question,
                // and runs nothing.
                effects.append(.committed(sequence: requests[index].sequence, .result(result), locale: request.locale))
                requests[index].stage = .answered(
                    bytes ?? requests[index].reply.bytes(for: .result(result, dispatch: nil)), Response.Status(result.status))
            case .match(let request, let result, let handler, let bytes, let exactly):
                let environment = environment
                let mayAnswer = requests[index].mayAnswer
                var locale = request.locale
                func respond(in conversation: inout Conversation) -> Conversation.Turn {
                    let asked = conversation.question?.result.question?.language
                    let turn = conversation.respond(
                        to: Self.answerText(of: request), mayAnswer: mayAnswer, shouldDispatch: request.shouldDispatch,
                        options: environment.options(request), in: environment.catalog(), exactly: exactly
                    ) { result }
                    // An answer is read in the question's language.
                    if turn.isAnswer, let asked { locale = asked }
                    return turn
                }
                let turn: Conversation.Turn
                if let id = requests[index].conversationID, let store = environment.conversations {
                    var shared = store.conversation(for: id, now: now)
                    turn = respond(in: &shared)
                    store.keep(shared, for: id, now: now)
                } else {
                    turn = respond(in: &conversation)
                }
                requests[index].locale = locale
                effects.append(.committed(sequence: requests[index].sequence, turn.outcome, locale: locale))
                switch turn.outcome {
                case .cancelled(let cancellation):
                    // The question is dropped; nothing runs.
                    requests[index].stage = .answered(requests[index].reply.bytes(for: .cancelled(cancellation)), .cancelled)
                case .result(let final):
                    // An answer replaces the result computed for the request,
                    // and its handler and response with it. It runs its
                    // handler as the question's request said, and never for
                    // a request that runs none.
                    // A request's own result runs its handler as the
                    // conversation says: an action read back for want of
                    // confidence runs nothing until it is confirmed.
                    let handler =
                        turn.isAnswer
                        ? environment.handler(final, turn.shouldDispatch && request.shouldDispatch) : turn.shouldDispatch ? handler : nil
                    if let handler {
                        requests[index].stage = .dispatching(final)
                        dispatchQueue.append(Dispatch(sequence: requests[index].sequence, result: final, handler: handler, locale: locale))
                        startNextDispatch(into: &effects)
                    } else {
                        let bytes = turn.isAnswer || final.confirmation != nil ? nil : bytes
                        requests[index].stage = .answered(
                            bytes ?? requests[index].reply.bytes(for: .result(final, dispatch: nil)), Response.Status(final.status))
                    }
                }
            }
        }
    }

    /// What a request says when it answers a question: its transcript, or
    /// its best hypothesis.
    private static func answerText(of request: MatchRequest) -> String? {
        switch request.utterance {
        case .text(let text): text
        case .hypotheses(let hypotheses): hypotheses.first?.text
        }
    }

    private mutating func startNextDispatch(into effects: inout [Effect]) {
        guard !isDispatching, !dispatchQueue.isEmpty else { return }
        isDispatching = true
        effects.append(.dispatch(dispatchQueue.removeFirst()))
    }

    /// Moves the final responses at the head of the queue to the output.
    private mutating func queueResponses(now: UInt64, into effects: inout [Effect]) {
        while head < requests.count {
            if case .dropped = requests[head].stage {
                requests[head].stage = .written
                head += 1
                continue
            }
            guard case .answered(let bytes, let status) = requests[head].stage else { break }
            if outputStart == output.count {
                output.removeAll(keepingCapacity: true)
                outputStart = 0
            }
            output.append(contentsOf: bytes)
            let request = requests[head]
            effects.append(
                .answered(
                    Answer(
                        operation: request.operation, status: status, isBadRequest: request.isBadRequest,
                        latencyNanoseconds: now &- request.receivedAt, locale: request.locale)))
            requests[head].stage = .written
            head += 1
        }
        if head == requests.count {
            requests.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64 && head * 2 >= requests.count {
            requests.removeFirst(head)
            head = 0
        }
    }

    /// The position of request `sequence` in `requests`, if not yet written.
    private func index(of sequence: Int) -> Int? {
        guard head < requests.count else { return nil }
        let index = head + (sequence - requests[head].sequence)
        return (head..<requests.count).contains(index) ? index : nil
    }
}
