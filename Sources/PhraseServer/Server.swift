import Foundation
import Phrasebook
import PhraseSystem

/// The daemon: listens on a Unix socket (and for Wyoming, with
/// `--wyoming`), admits connections, reads their bytes into each
/// ``Connection`` and carries out what it asks — requests to compute,
/// handlers to run, responses to write — and stops cleanly on a signal.
///
/// One I/O thread (the one that calls ``run()``) owns the sockets and the
/// connections and waits on a ``Poller``; matching runs on a pool of worker
/// threads, one per core, and handlers on a pool of their own. A connection
/// decides the order of things; the server only moves bytes and work.
///
///     let server = try Server(configuration: configuration, logger: logger)
///     try server.run()   // returns after SIGTERM or SIGINT
package final class Server {
    let context: ServerContext
    private var configuration: ServerConfiguration { context.configuration }
    private var logger: Logger { context.logger }
    private var poller: Poller { context.poller }

    var listeners: [Listener]
    let signals: SignalWatcher
    private var sessions: [Int: Session] = [:]
    /// Connections whose client has closed them both ways: nobody reads
    /// their answers any more, so they finish what they read without
    /// holding one of the `--max-connections` slots.
    private var sessionsWithoutClient: Set<Int> = []
    private var nextConnectionID = 1
    private let allowedUserIDs: Set<UInt32>
    private let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 16)

    /// When stopping: the moment to give up on in-flight requests.
    private var stopDeadline: UInt64?
    private var acceptResumesAt: UInt64?
    private var nextIdleCheck: UInt64 = 0
    /// The most connections open at once since free memory was last handed
    /// back to the system.
    private var peakConnectionsSinceTrim = 0

    static let signalToken = -1
    static func listenerToken(_ number: Int) -> Int { -2 - number }

    /// How long a connection closing after an error reads and drops what
    /// its client still sends (``Session/lingersUntil``).
    static let lingerNanoseconds: UInt64 = 2_000_000_000

    init(context: ServerContext, listeners: [Listener], signals: SignalWatcher) {
        self.context = context
        self.listeners = listeners
        self.signals = signals
        allowedUserIDs = context.configuration.allowedUserIDs.union([UInt32(CurrentProcess.userID), 0])
    }

    deinit {
        scratch.deallocate()
    }

    /// Serves until SIGTERM or SIGINT, then finishes the requests in flight,
    /// removes the socket and returns.
    package func run() throws {
        defer { shutDown() }
        while true {
            let events = try poller.wait(timeout: nextTimeout())
            for event in events { handle(event) }
            let completions = context.takeCompletions()
            if !completions.isEmpty { handle(completions) }
            let now = MonotonicClock.nanoseconds
            if let resume = acceptResumesAt, now >= resume { resumeAccepting() }
            if now >= nextIdleCheck { closeIdleConnections(now: now) }
            if let deadline = stopDeadline {
                if sessions.isEmpty { return }
                if now >= deadline {
                    logger.warning("stopping with \(sessions.count) connection(s) still busy")
                    return
                }
            }
        }
    }

    // MARK: Events

    private func handle(_ event: Poller.Event) {
        switch event.token {
        case Self.signalToken:
            handleSignals()
        case ..<Self.signalToken:
            // A listener closed by a signal earlier in the same batch is gone.
            let number = -2 - event.token
            if listeners.indices.contains(number) { acceptConnections(from: listeners[number]) }
        default:
            guard let session = sessions[event.token] else { return }
            if event.isError {
                close(session, reason: "socket error")
            } else if event.isHangUp && !session.interest.contains(.read) && !event.isReadable {
                close(session, reason: "client went away")
            } else if event.isReadable || event.isHangUp, session.interest.contains(.read) {
                read(from: session)
            } else if event.isWritable {
                flush(session)
            }
        }
    }

    private func handleSignals() {
        for signal in (try? signals.pendingSignals()) ?? [] {
            if signal == .hangUp {
                logger.info("SIGHUP: reloading")
                let context = context
                context.workers.submit { context.reload(reason: "SIGHUP") }
            } else {
                beginStopping(because: "\(signal)")
            }
        }
    }

    private func beginStopping(because reason: String) {
        guard stopDeadline == nil else { return }
        logger.info("\(reason): stopping; finishing \(sessions.values.reduce(0) { $0 + $1.connection.pendingCount }) request(s) in flight")
        stopDeadline = MonotonicClock.nanoseconds + configuration.handlerTimeLimit.nanosecondsClamped + 2_000_000_000
        closeListeners()
        for session in Array(sessions.values) {
            session.connection.stop()
            flush(session)
        }
    }

    // MARK: Admitting

    private func acceptConnections(from listener: Listener) {
        while stopDeadline == nil {
            let accepted: Listener.Accepted
            do {
                guard let connection = try listener.accept() else { return }
                accepted = connection
            } catch {
                // Out of descriptors, most likely: stop accepting for a moment
                // rather than spin on a listener that stays readable.
                logger.error("\(error); not accepting for 100 ms")
                pauseAccepting()
                return
            }
            let socket = accepted.socket
            if let peer = accepted.credentials, !allowedUserIDs.contains(UInt32(peer.userID)) {
                logger.warning("refused a connection from \(peer): user not allowed (see --allow-uid)")
                refuse(socket, on: listener, code: .notAllowed, message: "user \(peer.userID) may not use this daemon")
                continue
            }
            if occupiedSlots >= configuration.maximumConnections && !makeRoom() {
                logger.warning("refused a connection: already \(occupiedSlots) open, every one busy (--max-connections)")
                refuse(
                    socket, on: listener, code: .tooManyConnections, message: "the daemon has too many connections; try again later")
                continue
            }
            let id = nextConnectionID
            nextConnectionID += 1
            do {
                try poller.register(socket.fileDescriptor, for: .read, token: id)
            } catch {
                logger.error("cannot watch a new connection: \(error)")
                try? socket.close()
                continue
            }
            sessions[id] = Session(id: id, socket: socket, connection: context.newConnection(speaking: listener.wire, client: accepted.client))
            peakConnectionsSinceTrim = max(peakConnectionsSinceTrim, sessions.count)
            context.statistics.connectionOpened()
            logger.debug("connection \(id) opened on \(listener) (\(accepted.peer))")
        }
    }

    /// The connections that count against `--max-connections`: those whose
    /// client is still there.
    private var occupiedSlots: Int { sessions.count - sessionsWithoutClient.count }

    /// At the connection limit: gives back the slots of connections whose
    /// client has closed (they finish what they read without one), else
    /// closes the connection idle longest to admit the new one, as
    /// idle-eviction servers do; `false` when every connection is busy.
    ///
    /// - Complexity: O(*n*) in the open connections, in one system call;
    ///   only at the limit.
    private func makeRoom() -> Bool {
        let unchecked = sessions.values.filter { !sessionsWithoutClient.contains($0.id) }
        if let hungUp = try? Poller.hungUp(unchecked.map(\.socket.fileDescriptor)) {
            for (session, isHungUp) in zip(unchecked, hungUp) where isHungUp { sessionsWithoutClient.insert(session.id) }
        }
        return occupiedSlots < configuration.maximumConnections || closeLongestIdleConnection()
    }

    /// Closes the connection idle longest (nothing in flight or unsent, as
    /// ``Connection/isEvictable``); `false` when there is none.
    private func closeLongestIdleConnection() -> Bool {
        let idlest = sessions.values.lazy.filter { $0.connection.isEvictable && !self.sessionsWithoutClient.contains($0.id) }.min { a, b in
            a.connection.lastActivity < b.connection.lastActivity
        }
        guard let idlest else { return false }
        let idle = Double((MonotonicClock.nanoseconds &- idlest.connection.lastActivity) / 1_000_000) / 1000
        context.statistics.connectionEvicted()
        close(idlest, reason: "idle for \(idle) s, the longest of \(occupiedSlots), to admit a new connection (--max-connections)")
        return true
    }

    private func refuse(_ socket: any StreamSocket, on listener: Listener, code: ErrorCode, message: String) {
        context.statistics.connectionRefused()
        let refusal = listener.wire.refusal(code, message: message)
        _ = refusal.withUnsafeBytes { try? socket.send($0) }
        try? socket.close()
    }

    private func pauseAccepting() {
        acceptResumesAt = MonotonicClock.nanoseconds + 100_000_000
        for (number, listener) in listeners.enumerated() {
            try? poller.modify(listener.fileDescriptor, for: [], token: Self.listenerToken(number))
        }
    }

    private func resumeAccepting() {
        acceptResumesAt = nil
        guard stopDeadline == nil else { return }
        for (number, listener) in listeners.enumerated() {
            try? poller.modify(listener.fileDescriptor, for: .read, token: Self.listenerToken(number))
        }
    }

    private func closeListeners() {
        for listener in listeners {
            try? poller.deregister(listener.fileDescriptor)
            do {
                if try listener.removeSocketFile() { logger.info("removed \(listener)") }
            } catch {
                logger.warning("cannot remove the socket file: \(error)")
            }
            try? listener.close()
        }
        listeners = []
    }

    // MARK: Reading and carrying out

    private func read(from session: Session) {
        // A few reads at most, so one busy client cannot starve the others.
        for _ in 0..<4 where session.connection.wantsInput {
            let count: Int?
            do {
                count = try session.socket.receive(into: scratch)
            } catch {
                close(session, reason: "read failed: \(error)")
                return
            }
            guard let count else { break }
            let now = MonotonicClock.nanoseconds
            if count == 0 {
                perform(session.connection.receiveEnd(now: now), on: session)
                break
            }
            perform(session.connection.receive(UnsafeRawBufferPointer(rebasing: scratch[..<count]), now: now), on: session)
            // A short read took all there was: asking again would only say
            // so (the poller reports the socket again when more arrives).
            if count < scratch.count { break }
        }
        flush(session)
    }

    /// Applies the workers' reports; then each connection they touched is
    /// written once however many of its requests finished (a pipelined
    /// connection gets its responses in one `send` rather than one each).
    private func handle(_ completions: [ServerContext.Completion]) {
        var touched: [Session] = []
        for completion in completions {
            guard let session = sessions[completion.connection] else { continue }  // closed meanwhile
            let now = MonotonicClock.nanoseconds
            switch completion.kind {
            case .computed(let outcome):
                perform(session.connection.complete(completion.sequence, with: outcome, now: now), on: session)
            case .dispatched(let report):
                perform(session.connection.completeDispatch(completion.sequence, report: report, now: now), on: session)
            }
            if touched.last !== session, !touched.contains(where: { $0 === session }) { touched.append(session) }
        }
        for session in touched { flush(session) }
    }

    /// Carries out what a connection asked for.
    private func perform(_ effects: [Connection.Effect], on session: Session) {
        for effect in effects {
            switch effect {
            case .received(let sequence, let incoming):
                context.log(incoming, sequence: sequence, connection: session.id)
            case .compute(let submissions):
                compute(submissions, on: session)
            case .committed(let sequence, let outcome, let locale):
                if logger.isLogging(.debug) {
                    logger.debug("connection \(session.id) #\(sequence): \(Logger.summary(of: outcome))\(locale.map { " (\($0))" } ?? "")")
                }
            case .dispatch(let dispatch):
                context.run(dispatch, connection: session.id)
            case .answered(let answer):
                context.statistics.recordResponse(
                    operation: answer.operation, status: answer.status, isBadRequest: answer.isBadRequest,
                    latencyNanoseconds: answer.latencyNanoseconds, locale: answer.locale)
            }
        }
    }

    /// Computes the cheap requests here and now, hands the rest to the
    /// workers, then moves the connection on with what was computed here: a
    /// lone exact match is answered without crossing a thread. Matches
    /// pipelined several at a time go to the workers, all cores at once.
    private func compute(_ submissions: [Connection.Submission], on session: Session) {
        var atOnce: [(sequence: Int, outcome: Outcome)] = []
        var rest: [Connection.Submission] = []
        let isLone = submissions.count == 1
        for submission in submissions {
            switch context.atOnce(submission.request, reply: submission.reply, matching: isLone) {
            case .outcome(let outcome):
                atOnce.append((submission.sequence, outcome))
            case .flexible(let start):
                var handedOn = submission
                handedOn.flexibleStart = start
                rest.append(handedOn)
            case .worker:
                rest.append(submission)
            }
        }
        if !rest.isEmpty { context.compute(rest, connection: session.id) }
        for (sequence, outcome) in atOnce {
            perform(session.connection.complete(sequence, with: outcome, now: MonotonicClock.nanoseconds), on: session)
        }
    }

    // MARK: Writing

    /// Sends what the connection has queued, then watches the socket for
    /// what the connection wants next, or closes it when it is finished.
    private func flush(_ session: Session) {
        guard sessions[session.id] != nil else { return }
        while session.connection.unsentCount > 0 {
            let sent: Int?
            do {
                sent = try session.connection.withUnsentOutput { try session.socket.send($0) }
            } catch {
                close(session, reason: "write failed: \(error)")
                return
            }
            guard let sent else { break }
            // Sending may let a paused connection take the lines it holds.
            perform(session.connection.didSend(sent, now: MonotonicClock.nanoseconds), on: session)
        }
        if session.connection.isFinished {
            if session.connection.isClosing {
                guard session.connection.isInputClosed else { return linger(session) }
                close(session, reason: "after a request it could not read past")
            } else {
                close(session, reason: nil)
            }
            return
        }
        var wanted: Poller.Interest = []
        if session.connection.wantsInput { wanted.insert(.read) }
        if session.connection.unsentCount > 0 { wanted.insert(.write) }
        guard wanted != session.interest else { return }
        do {
            try poller.modify(session.socket.fileDescriptor, for: wanted, token: session.id)
            session.interest = wanted
        } catch {
            close(session, reason: "cannot watch: \(error)")
        }
    }

    // MARK: Closing

    /// Everything is sent to a client whose stream could not go on: shuts
    /// the sending side and reads on, dropping what comes, until the client
    /// closes or ``lingerNanoseconds`` pass.
    private func linger(_ session: Session) {
        guard session.lingersUntil == nil else { return }
        let deadline = MonotonicClock.nanoseconds + Self.lingerNanoseconds
        session.lingersUntil = deadline
        nextIdleCheck = min(nextIdleCheck, deadline)
        do {
            try session.socket.shutdownWriting()
            if session.interest != .read {
                try poller.modify(session.socket.fileDescriptor, for: .read, token: session.id)
                session.interest = .read
            }
        } catch {
            close(session, reason: "after a request it could not read past")
        }
    }

    private func close(_ session: Session, reason: String?) {
        guard sessions.removeValue(forKey: session.id) != nil else { return }
        sessionsWithoutClient.remove(session.id)
        try? poller.deregister(session.socket.fileDescriptor)
        try? session.socket.close()
        context.statistics.connectionClosed()
        // After a crowd has left, give its buffers back: the allocator keeps
        // freed pages, and without this the resident size stays at its peak.
        if peakConnectionsSinceTrim >= 64 && sessions.count <= peakConnectionsSinceTrim / 8 {
            peakConnectionsSinceTrim = sessions.count
            CurrentProcess.releaseFreeMemory()
        }
        if let reason {
            logger.info("connection \(session.id) closed: \(reason)")
        } else {
            logger.debug("connection \(session.id) closed")
        }
    }

    private func closeIdleConnections(now: UInt64) {
        var next = UInt64.max
        for session in Array(sessions.values) {
            guard let deadline = session.lingersUntil else { continue }
            if now >= deadline {
                close(session, reason: "after a request it could not read past")
            } else {
                next = min(next, deadline)
            }
        }
        guard let timeout = configuration.idleTimeout else {
            nextIdleCheck = next
            return
        }
        let limit = timeout.nanosecondsClamped
        nextIdleCheck = min(next, now + min(max(limit / 4, 10_000_000), 1_000_000_000))
        for session in Array(sessions.values) where session.connection.isIdle(now: now, limit: limit) {
            close(session, reason: "idle for \(timeout)")
        }
    }

    private func nextTimeout() -> Duration? {
        let now = MonotonicClock.nanoseconds
        var wake = nextIdleCheck
        if let deadline = stopDeadline { wake = min(wake, deadline) }
        if let resume = acceptResumesAt { wake = min(wake, resume) }
        if wake == UInt64.max { return nil }
        return .nanoseconds(Int64(clamping: wake > now ? wake - now : 0))
    }

    private func shutDown() {
        closeListeners()
        for session in Array(sessions.values) { close(session, reason: "daemon stopping") }
        context.workers.stop()
        context.handlers.stop()
        logger.info("stopped")
    }
}
