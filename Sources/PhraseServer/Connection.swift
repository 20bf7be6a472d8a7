import Phrasebook

/// One client connection's requests, from the bytes read to the response
/// lines written, as a value: no socket, no thread, no clock.
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
/// 1. **read and decoded** (`waiting`);
/// 2. **handed out** to be computed (``Effect/compute(_:)``): several of a
///    connection's requests may be computed at once, but a request that
///    changes the index (``Request/isBarrier``) waits for the earlier ones,
///    and the later ones wait for it;
/// 3. **committed**, strictly in order: a plain line answers an open
///    `needs-value` question here (``Conversation``), and a `matched`
///    result goes to its handler (``Effect/dispatch(_:)``), one at a time
///    per connection, so a client's side effects happen in its order;
/// 4. **written**, strictly in order.
///
/// Back-pressure: with ``Limits/maximumPending`` requests unanswered, or
/// more than ``Limits/maximumOutput`` bytes unsent, no more lines are
/// taken (and ``wantsInput`` is false) until the client catches up.
struct Connection {
    /// How much one connection may hold.
    struct Limits: Sendable, Hashable {
        /// The longest request line, without its newline.
        var maximumLineLength: Int
        /// Requests read and not yet written.
        var maximumPending: Int
        /// Unsent output beyond which no more lines are taken.
        var maximumOutput = 1 << 20
    }

    /// What committing needs from the daemon, and a unit test can fake.
    struct Environment {
        /// The index in use now (to answer a question).
        var catalog: () -> Catalog
        /// The handler to run for a result, if dispatch is wanted and one exists.
        var handler: (_ result: MatchResult, _ wanted: Bool) -> String?
    }

    /// A request handed out to be computed.
    struct Submission: Sendable {
        var sequence: Int
        var request: Request
        /// The request's `id`, for the response line.
        var id: JSON?
    }

    /// A handler to run for a committed result.
    struct Dispatch: Sendable {
        var sequence: Int
        var result: MatchResult
        var handler: String
    }

    /// A response queued for writing, for the statistics.
    struct Answer: Sendable, Hashable {
        var operation: String
        var status: Response.Status
        var isBadRequest: Bool
        /// From reading the line to queueing its response.
        var latencyNanoseconds: UInt64
    }

    /// What the daemon must do after a step.
    enum Effect {
        /// A line was read: for the log.
        case received(sequence: Int, DecodedLine)
        /// Compute these requests (in any order, at once or on workers)
        /// and report each with ``complete(_:with:now:)``.
        case compute([Submission])
        /// A match request's result is final: for the log.
        case committed(sequence: Int, MatchResult)
        /// Run a handler; report with ``completeDispatch(_:response:now:)``.
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
            case dispatching(Response.Status)
            /// The response line, final.
            case answered([UInt8], Response.Status)
            /// Queued for sending; the slot is dropped with others later.
            case written
        }

        let sequence: Int
        let id: JSON?
        let operation: String
        let isBadRequest: Bool
        let isBarrier: Bool
        /// When the line was read, for the latency.
        let receivedAt: UInt64
        var stage: Stage
    }

    let limits: Limits
    private let environment: Environment
    private var framer: LineFramer
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
    /// The daemon is stopping: no more lines are taken.
    private var isStopping = false
    /// No lines are taken until the client reads its responses.
    private(set) var isReadPaused = false
    /// When a complete line was last read or output sent: bytes of a line
    /// never finished do not count, so a client that dribbles one is idle.
    private(set) var lastActivity: UInt64

    init(limits: Limits, environment: Environment, now: UInt64) {
        self.limits = limits
        self.environment = environment
        self.framer = LineFramer(maximumLength: limits.maximumLineLength)
        self.lastActivity = now
    }

    // MARK: State

    /// Whether the daemon should read from the client.
    var wantsInput: Bool { !isInputClosed && !isReadPaused }

    /// Bytes queued and not yet sent.
    var unsentCount: Int { output.count - outputStart }

    /// Whether nothing is in flight or unsent.
    var isQuiet: Bool { pendingCount == 0 && unsentCount == 0 }

    /// Requests read and not yet written.
    var pendingCount: Int { requests.count - head }

    /// Whether the connection has nothing more to do: input closed, every
    /// request answered and sent.
    var isFinished: Bool { isInputClosed && isQuiet && (!framer.hasPartialLine || isStopping) }

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
        framer.append(bytes)
        return progress(now: now)
    }

    /// The client shut down its sending side: a last line without a newline
    /// is still a request; everything read is answered.
    mutating func receiveEnd(now: UInt64) -> [Effect] {
        isInputClosed = true
        var effects: [Effect] = []
        if let last = framer.finish() { accept(last, now: now, into: &effects) }
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
        guard let index = index(of: sequence), case .computing = requests[index].stage else { return [] }
        requests[index].stage = .computed(outcome)
        computingCount -= 1
        if requests[index].isBarrier { isBarrierInFlight = false }
        return progress(now: now)
    }

    /// Request `sequence`'s handler finished: `response` is the final body.
    mutating func completeDispatch(_ sequence: Int, response: JSON, now: UInt64) -> [Effect] {
        guard let index = index(of: sequence), case .dispatching(let status) = requests[index].stage else { return [] }
        requests[index].stage = .answered(Response.line(response, id: requests[index].id), status)
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

    /// Takes the lines the limits allow, hands out what can be computed,
    /// commits what is computed and queues what is final; again while
    /// queueing lets more lines in.
    private mutating func progress(now: UInt64, into effects: inout [Effect]) {
        while true {
            if isReadPaused, pendingCount < limits.maximumPending, unsentCount <= limits.maximumOutput / 2 {
                isReadPaused = false
            }
            takeLines(now: now, into: &effects)
            submit(into: &effects)
            commit(into: &effects)
            queueResponses(now: now, into: &effects)
            guard isReadPaused, pendingCount < limits.maximumPending, unsentCount <= limits.maximumOutput / 2 else { return }
        }
    }

    private mutating func takeLines(now: UInt64, into effects: inout [Effect]) {
        while !isReadPaused && !isStopping {
            if pendingCount >= limits.maximumPending || unsentCount > limits.maximumOutput {
                isReadPaused = true
                return
            }
            guard let line = framer.nextLine() else { return }
            accept(line, now: now, into: &effects)
        }
    }

    private mutating func accept(_ line: LineFramer.Line, now: UInt64, into effects: inout [Effect]) {
        let decoded: DecodedLine
        switch line {
        case .line(let bytes): decoded = RequestDecoder.decode(bytes)
        case .tooLong: decoded = DecodedLine(request: .failure(.lineTooLong(limit: limits.maximumLineLength)))
        }
        lastActivity = now
        let sequence = nextSequence
        nextSequence += 1
        effects.append(.received(sequence: sequence, decoded))
        switch decoded.request {
        case .success(let request):
            requests.append(
                PendingRequest(
                    sequence: sequence, id: decoded.id, operation: request.operation, isBadRequest: false,
                    isBarrier: request.isBarrier, receivedAt: now, stage: .waiting(request)))
        case .failure(let error):
            // Answered at once: nothing to compute.
            let line = Response.line(Response.error(error), id: decoded.id)
            requests.append(
                PendingRequest(
                    sequence: sequence, id: decoded.id, operation: "invalid", isBadRequest: true, isBarrier: false,
                    receivedAt: now, stage: .computed(.response(line: line, status: .error))))
        }
    }

    /// Hands out the waiting requests, in order, as far as barriers allow.
    private mutating func submit(into effects: inout [Effect]) {
        var batch: [Submission] = []
        while let index = index(of: nextToSubmit) {
            guard case .waiting(let request) = requests[index].stage else {
                nextToSubmit += 1  // a bad line: answered already
                continue
            }
            if isBarrierInFlight { break }
            if request.isBarrier && (computingCount > 0 || !batch.isEmpty) { break }
            nextToSubmit += 1
            computingCount += 1
            if request.isBarrier { isBarrierInFlight = true }
            requests[index].stage = .computing
            batch.append(Submission(sequence: requests[index].sequence, request: request, id: requests[index].id))
        }
        if !batch.isEmpty { effects.append(.compute(batch)) }
    }

    /// Commits the computed requests in order: the conversation, handlers,
    /// final responses.
    private mutating func commit(into effects: inout [Effect]) {
        while let index = index(of: nextToCommit), case .computed(let outcome) = requests[index].stage {
            nextToCommit += 1
            switch outcome {
            case .response(let line, let status):
                requests[index].stage = .answered(line, status)
            case .match(let request, let result, let handler, let line):
                let environment = environment
                let turn = conversation.respond(
                    to: request.text, mayAnswer: request.isPlainLine, shouldDispatch: request.shouldDispatch,
                    in: environment.catalog()
                ) { result }
                // An answer replaces the result computed for the line, and
                // its handler and line with it.
                let handler = turn.isAnswer ? environment.handler(turn.result, turn.shouldDispatch) : handler
                let status = Response.Status(turn.result.status)
                effects.append(.committed(sequence: requests[index].sequence, turn.result))
                if let handler {
                    requests[index].stage = .dispatching(status)
                    dispatchQueue.append(Dispatch(sequence: requests[index].sequence, result: turn.result, handler: handler))
                    startNextDispatch(into: &effects)
                } else {
                    let line = turn.isAnswer ? nil : line
                    requests[index].stage = .answered(line ?? Response.line(turn.result.json, id: requests[index].id), status)
                }
            }
        }
    }

    private mutating func startNextDispatch(into effects: inout [Effect]) {
        guard !isDispatching, !dispatchQueue.isEmpty else { return }
        isDispatching = true
        effects.append(.dispatch(dispatchQueue.removeFirst()))
    }

    /// Moves the final responses at the head of the queue to the output.
    private mutating func queueResponses(now: UInt64, into effects: inout [Effect]) {
        while head < requests.count, case .answered(let line, let status) = requests[head].stage {
            if outputStart == output.count {
                output.removeAll(keepingCapacity: true)
                outputStart = 0
            }
            output.append(contentsOf: line)
            let request = requests[head]
            effects.append(
                .answered(
                    Answer(
                        operation: request.operation, status: status, isBadRequest: request.isBadRequest,
                        latencyNanoseconds: now &- request.receivedAt)))
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
