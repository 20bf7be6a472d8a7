import Foundation
import Phrasebook
import PhraseSystem

/// The daemon: listens on a Unix socket, reads request lines, answers each
/// in order, dispatches matches to handlers, and stops cleanly on a signal.
///
/// One I/O thread (the one that calls ``run()``) owns the sockets and the
/// connections and waits on a ``Poller``; matching runs on a pool of worker
/// threads, one per core, and handlers on a pool of their own. See
/// ``Connection`` for the life of a request.
///
///     let server = try Server(configuration: configuration, logger: logger)
///     try server.run()   // returns after SIGTERM or SIGINT
package final class Server {
    private let context: ServerContext
    private var configuration: ServerConfiguration { context.configuration }
    private var logger: Logger { context.logger }
    private var poller: Poller { context.poller }

    private var listeners: [UnixSocket]
    private let signals: SignalWatcher
    private var connections: [Int: Connection] = [:]
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

    private static let signalToken = -1
    private static func listenerToken(_ number: Int) -> Int { -2 - number }
    /// Output queued for one connection beyond which it is not read.
    private static let maximumPendingOutput = 1 << 20

    /// Compiles the phrase folder and starts listening.
    ///
    /// - Parameters:
    ///   - configuration: What the command line said.
    ///   - listeners: Sockets handed over by a service manager; when empty,
    ///     the daemon creates its socket at the configured path.
    /// - Throws: ``ServerError`` when the folder cannot be read or the socket
    ///   cannot be created.
    package init(configuration: ServerConfiguration, logger: Logger, listeners inherited: [UnixSocket] = []) throws {
        SignalWatcher.ignoreBrokenPipe()
        // One descriptor per connection, four per running handler (three
        // pipes and a pidfd), and a few of our own. Handlers get their own
        // limit (ResourceLimits.standard), not this one.
        let descriptors = configuration.maximumConnections + 4 * configuration.maximumConcurrentHandlers + 64
        do {
            if let limit = try CurrentProcess.raiseOpenFileLimit(to: descriptors), limit < descriptors {
                logger.warning(
                    "only \(limit) open files allowed (ulimit -Hn); --max-connections \(configuration.maximumConnections) needs about \(descriptors): connections past the limit wait")
            }
        } catch {
            logger.warning("cannot raise the open file limit: \(error)")
        }
        let environment = ProcessInfo.processInfo.environment
        let directory = Self.absolutePath(configuration.phrasesDirectory)
        let started = MonotonicClock.nanoseconds
        let catalog: Catalog
        do {
            catalog = try Catalog(loadingFrom: directory)
        } catch {
            throw ServerError("cannot read the phrases: \(error)")
        }
        for diagnostic in catalog.diagnostics {
            logger.log(diagnostic.severity == .error ? .error : .warning, "\(diagnostic)")
        }
        let summary = catalog.summary
        logger.info(
            "compiled \(directory): \(summary.apps) apps, \(summary.shortcuts) shortcuts, \(summary.expandedPhrases) phrases in \(Double((MonotonicClock.nanoseconds - started) / 100_000) / 10) ms"
                + (catalog.hasErrors ? " (with errors; the rest is served)" : ""))

        var listeners = inherited
        if listeners.isEmpty {
            let path = configuration.socketPath
                ?? SocketPath.defaultPath(environment: environment, userID: UInt32(CurrentProcess.userID))
            do {
                listeners = [try UnixSocket.listening(at: path, mode: .init(configuration.socketMode))]
            } catch {
                throw ServerError("cannot listen: \(error)")
            }
            logger.info("listening on \(path) (mode \(String(configuration.socketMode, radix: 8)))")
        } else {
            logger.info("listening on \(listeners.count) socket\(listeners.count == 1 ? "" : "s") from the service manager")
        }
        self.listeners = listeners

        do {
            let watched: [Signal] = [.terminate, .interrupt, .hangUp]
            try SignalWatcher.unblock(watched)
            signals = try SignalWatcher(watching: watched)
            let poller = try Poller()
            try poller.register(signals.fileDescriptor, for: .read, token: Self.signalToken)
            for (number, listener) in listeners.enumerated() {
                try poller.register(listener.fileDescriptor, for: .read, token: Self.listenerToken(number))
            }
            context = ServerContext(
                configuration: configuration,
                store: CatalogStore(directory: directory, catalog: catalog),
                logger: logger,
                dispatcher: Dispatcher(
                    environment: environment, passing: configuration.passedEnvironment,
                    timeLimit: configuration.handlerTimeLimit, outputLimit: configuration.handlerOutputLimit),
                poller: poller)
        } catch {
            for listener in listeners {
                _ = try? listener.removeSocketFile()
                try? listener.close()
            }
            throw ServerError("cannot start: \(error)")
        }
        allowedUserIDs = configuration.allowedUserIDs.union([UInt32(CurrentProcess.userID), 0])
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
                if connections.isEmpty { return }
                if now >= deadline {
                    logger.warning("stopping with \(connections.count) connection(s) still busy")
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
            guard let connection = connections[event.token] else { return }
            if event.isError {
                close(connection, reason: "socket error")
                return
            }
            if event.isHangUp && !connection.interest.contains(.read) && !event.isReadable {
                close(connection, reason: "client went away")
                return
            }
            if event.isWritable { writeOutput(of: connection) }
            if event.isReadable || event.isHangUp, connections[connection.id] != nil, connection.interest.contains(.read) {
                read(from: connection)
            }
        }
    }

    private func handleSignals() {
        let received = (try? signals.pendingSignals()) ?? []
        for signal in received {
            switch signal {
            case .hangUp:
                logger.info("SIGHUP: reloading")
                let context = context
                context.workers.submit { _ = context.reload(reason: "SIGHUP") }
            default:
                beginStopping(because: "\(signal)")
            }
        }
    }

    private func beginStopping(because reason: String) {
        guard stopDeadline == nil else { return }
        logger.info("\(reason): stopping; finishing \(connections.values.reduce(0) { $0 + $1.requests.count }) request(s) in flight")
        stopDeadline = MonotonicClock.nanoseconds + Self.nanoseconds(configuration.handlerTimeLimit) + 2_000_000_000
        closeListeners()
        for connection in Array(connections.values) {
            connection.isInputClosed = true
            if connection.isQuiet {
                close(connection, reason: nil)
            } else {
                updateInterest(of: connection)
            }
        }
    }

    // MARK: Accepting

    private func acceptConnections(from listener: UnixSocket) {
        while stopDeadline == nil {
            let socket: UnixSocket
            do {
                guard let accepted = try listener.accept() else { return }
                socket = accepted
            } catch {
                // Out of descriptors, most likely: stop accepting for a moment
                // rather than spin on a listener that stays readable.
                logger.error("\(error); not accepting for 100 ms")
                pauseAccepting()
                return
            }
            let peer = try? socket.peerCredentials()
            if let peer, !allowedUserIDs.contains(UInt32(peer.userID)) {
                logger.warning("refused a connection from \(peer): user not allowed (see --allow-uid)")
                refuse(socket, code: .notAllowed, message: "user \(peer.userID) may not use this daemon")
                continue
            }
            if connections.count >= configuration.maximumConnections {
                logger.warning("refused a connection: already \(connections.count) open (--max-connections)")
                refuse(socket, code: .tooManyConnections, message: "the daemon has too many connections; try again later")
                continue
            }
            let id = nextConnectionID
            nextConnectionID += 1
            let connection = Connection(
                id: id, socket: socket, peer: peer, maximumLineLength: configuration.maximumLineLength,
                now: MonotonicClock.nanoseconds)
            do {
                try poller.register(socket.fileDescriptor, for: .read, token: id)
            } catch {
                logger.error("cannot watch a new connection: \(error)")
                try? socket.close()
                continue
            }
            connections[id] = connection
            peakConnectionsSinceTrim = max(peakConnectionsSinceTrim, connections.count)
            context.statistics.connectionOpened()
            logger.debug("connection \(id) opened (\(peer.map { "\($0)" } ?? "unknown peer"))")
        }
    }

    private func refuse(_ socket: UnixSocket, code: ErrorCode, message: String) {
        context.statistics.connectionRefused()
        let line = Response.line(Response.error(code, message: message), id: nil)
        _ = line.withUnsafeBytes { try? socket.send($0) }
        try? socket.close()
    }

    private func pauseAccepting() {
        acceptResumesAt = MonotonicClock.nanoseconds + 100_000_000
        for listener in listeners { try? poller.modify(listener.fileDescriptor, for: [], token: token(of: listener)) }
    }

    private func resumeAccepting() {
        acceptResumesAt = nil
        guard stopDeadline == nil else { return }
        for listener in listeners { try? poller.modify(listener.fileDescriptor, for: .read, token: token(of: listener)) }
    }

    private func token(of listener: UnixSocket) -> Int {
        Self.listenerToken(listeners.firstIndex(of: listener) ?? 0)
    }

    private func closeListeners() {
        for listener in listeners {
            try? poller.deregister(listener.fileDescriptor)
            do {
                if try listener.removeSocketFile(), let path = listener.path { logger.info("removed \(path)") }
            } catch {
                logger.warning("cannot remove the socket file: \(error)")
            }
            try? listener.close()
        }
        listeners = []
    }

    // MARK: Reading

    private func read(from connection: Connection) {
        // A few reads at most, so one busy client cannot starve the others.
        for _ in 0..<4 {
            guard !connection.isReadPaused, !connection.isInputClosed else { break }
            let count: Int?
            do {
                count = try connection.socket.receive(into: scratch)
            } catch {
                close(connection, reason: "read failed: \(error)")
                return
            }
            guard let count else { break }
            if count == 0 {
                connection.isInputClosed = true
                if let last = connection.framer.finish() {
                    accept(last, on: connection)
                    submitRequests(of: connection)
                    commitRequests(of: connection)
                }
                break
            }
            connection.framer.append(UnsafeRawBufferPointer(rebasing: scratch[..<count]))
            takeLines(from: connection)
        }
        afterProgress(on: connection)
    }

    /// Turns complete lines into requests while the connection is under its
    /// limit of pending requests.
    private func takeLines(from connection: Connection) {
        // Stopping: only the requests already taken are finished.
        while !connection.isReadPaused && stopDeadline == nil {
            if connection.requests.count >= configuration.maximumPendingPerConnection
                || connection.pendingOutputCount > Self.maximumPendingOutput
            {
                connection.isReadPaused = true
                break
            }
            guard let line = connection.framer.nextLine() else { break }
            accept(line, on: connection)
        }
        submitRequests(of: connection)
        commitRequests(of: connection)
    }

    private func accept(_ line: LineFramer.Line, on connection: Connection) {
        let decoded: DecodedLine
        switch line {
        case .line(let bytes): decoded = RequestDecoder.decode(bytes)
        case .tooLong: decoded = DecodedLine(request: .failure(.lineTooLong(limit: configuration.maximumLineLength)))
        }
        let now = MonotonicClock.nanoseconds
        // Activity is a whole line, not a byte: a client that dribbles a line
        // it never finishes (slowloris) is idle and closed at the timeout.
        connection.lastActivity = now
        var request = PendingRequest(sequence: connection.nextSequence, line: decoded, receivedAt: now)
        connection.nextSequence += 1
        switch decoded.request {
        case .failure(let error):
            logger.info("connection \(connection.id): bad request: \(error)")
            request.outcome = .response(Response.error(error), status: .error)
        case .success(let parsed):
            if logger.isLogging(.debug) {
                if case .match(let match) = parsed {
                    logger.debug("connection \(connection.id) #\(request.sequence): \(Self.summary(of: match.utterance))")
                } else {
                    logger.debug("connection \(connection.id) #\(request.sequence): \(parsed.operation)")
                }
            }
        }
        connection.requests.append(request)
    }

    /// Hands the connection's requests to the workers, in order, as far as
    /// barriers allow.
    private func submitRequests(of connection: Connection) {
        var batch: [(sequence: Int, request: Request, id: JSON?)] = []
        while let index = connection.index(of: connection.nextToSubmit) {
            let pending = connection.requests[index]
            guard let request = pending.request, pending.outcome == nil else {
                connection.nextToSubmit += 1  // a bad line: already answered
                continue
            }
            if connection.isBarrierInFlight { break }
            if request.isBarrier && (connection.computingCount > 0 || !batch.isEmpty) { break }
            connection.nextToSubmit += 1
            connection.computingCount += 1
            if request.isBarrier { connection.isBarrierInFlight = true }
            batch.append((pending.sequence, request, pending.line.id))
        }
        guard !batch.isEmpty else { return }
        // Pipelined requests go out in as many contiguous runs as there are
        // workers: all cores busy, and one thread hand-off per run rather
        // than per request.
        let context = context
        let id = connection.id
        let runs = min(batch.count, context.workerCount)
        let size = (batch.count + runs - 1) / runs
        for start in stride(from: 0, to: batch.count, by: size) {
            let run = Array(batch[start..<min(start + size, batch.count)])
            context.workers.submit {
                // Reported together: one wake-up of the I/O thread and one
                // write per run.
                context.complete(run.map { sequence, request, requestID in
                    .init(connection: id, sequence: sequence, kind: .computed(context.computeWithLine(request, id: requestID)))
                })
            }
        }
    }

    // MARK: Completing

    /// Applies the workers' reports, then moves each connection they touched
    /// on once: one commit, one submit and one write per connection and
    /// batch, however many of its requests finished (a pipelined connection
    /// gets its responses in one `send` rather than one each).
    private func handle(_ completions: [ServerContext.Completion]) {
        var touched: [Connection] = []
        for completion in completions {
            guard let connection = connections[completion.connection],
                let index = connection.index(of: completion.sequence)
            else { continue }  // the connection closed meanwhile
            switch completion.kind {
            case .computed(let outcome):
                connection.requests[index].outcome = outcome
                connection.computingCount -= 1
                if connection.requests[index].request?.isBarrier == true { connection.isBarrierInFlight = false }
            case .dispatched(let body):
                connection.isDispatching = false
                setResponse(body, at: index, of: connection)
                startNextDispatch(on: connection)
            }
            if touched.last !== connection, !touched.contains(where: { $0 === connection }) { touched.append(connection) }
        }
        for connection in touched where connections[connection.id] != nil {
            commitRequests(of: connection)
            submitRequests(of: connection)
            afterProgress(on: connection)
        }
    }

    /// Commits computed requests in order: applies the conversation state,
    /// starts handlers, and fixes the responses that need nothing more.
    private func commitRequests(of connection: Connection) {
        while let index = connection.index(of: connection.nextToCommit), let outcome = connection.requests[index].outcome {
            connection.nextToCommit += 1
            let pending = connection.requests[index]
            switch (pending.request, outcome) {
            case (.match(let match)?, .match(let speculative, let handler, let line)):
                let store = context.store
                let turn = connection.conversation.respond(
                    to: match.text, mayAnswer: match.isPlainLine, shouldDispatch: match.shouldDispatch, in: store.catalog
                ) { speculative }
                let result = turn.result
                var handler = handler
                var line = line
                if turn.isAnswer {
                    // The line answered the question; the match computed for it is moot.
                    handler = context.handler(for: result, in: store.catalog, wanted: turn.shouldDispatch)
                    line = nil
                }
                if logger.isLogging(.debug) {
                    logger.debug("connection \(connection.id) #\(pending.sequence): \(Self.summary(of: result))")
                }
                connection.requests[index].status = Response.Status(result.status)
                if let handler {
                    connection.dispatchQueue.append((pending.sequence, result, handler))
                    startNextDispatch(on: connection)
                } else if let line {
                    connection.requests[index].response = line
                } else {
                    setResponse(result.json, at: index, of: connection)
                }
            case (_, .response(let body, let status, let line)):
                connection.requests[index].status = status
                if let line {
                    connection.requests[index].response = line
                } else {
                    setResponse(body, at: index, of: connection)
                }
            case (_, .match(let result, _, _)):
                setResponse(result.json, at: index, of: connection)  // not reached: only match requests match
            }
        }
    }

    private func setResponse(_ body: JSON, at index: Int, of connection: Connection) {
        connection.requests[index].response = Response.line(body, id: connection.requests[index].line.id)
    }

    /// Runs the connection's next handler, if none is running.
    private func startNextDispatch(on connection: Connection) {
        guard !connection.isDispatching, !connection.dispatchQueue.isEmpty else { return }
        let (sequence, result, handler) = connection.dispatchQueue.removeFirst()
        connection.isDispatching = true
        let context = context
        let id = connection.id
        context.handlers.submit {
            let report = context.dispatcher.run(handler: handler, for: result)
            context.statistics.dispatched(failed: report.failed)
            if let problem = report.problem {
                context.logger.warning("connection \(id): \(problem)")
            } else {
                context.logger.debug("connection \(id): ran \(handler)")
            }
            context.complete(.init(connection: id, sequence: sequence, kind: .dispatched(Response.matchResult(result, dispatch: report.json))))
        }
    }

    // MARK: Writing

    /// Moves finished responses to the output in order, writes, and adjusts
    /// reading: resumes a paused connection, closes a finished one.
    private func afterProgress(on connection: Connection) {
        guard connections[connection.id] != nil else { return }
        queueResponses(of: connection)
        writeOutput(of: connection)
    }

    /// Moves the finished responses at the head of the queue to the output.
    private func queueResponses(of connection: Connection) {
        let now = MonotonicClock.nanoseconds
        var written = 0
        while written < connection.requests.count, let response = connection.requests[written].response {
            let request = connection.requests[written]
            connection.enqueueOutput(response)
            context.statistics.recordResponse(
                operation: request.operation, status: request.status,
                isBadRequest: request.request == nil, latencyNanoseconds: now &- request.receivedAt)
            written += 1
        }
        if written > 0 { connection.requests.removeFirst(written) }
    }

    private func writeOutput(of connection: Connection) {
        guard connections[connection.id] != nil else { return }
        while true {
            while connection.pendingOutputCount > 0 {
                let sent: Int?
                do {
                    sent = try connection.output.withUnsafeBytes { bytes in
                        try connection.socket.send(UnsafeRawBufferPointer(rebasing: bytes[connection.outputStart...]))
                    }
                } catch {
                    close(connection, reason: "write failed: \(error)")
                    return
                }
                guard let sent else { break }
                connection.consumeOutput(sent)
                connection.lastActivity = MonotonicClock.nanoseconds
            }
            guard connection.isReadPaused,
                connection.requests.count < configuration.maximumPendingPerConnection,
                connection.pendingOutputCount <= Self.maximumPendingOutput / 2
            else { break }
            // Resume: take the lines already read. Bad lines are answered
            // at once, with no worker to report back and trigger a write,
            // so queue and send their responses here, and go round again
            // while that lets more lines in.
            connection.isReadPaused = false
            takeLines(from: connection)
            queueResponses(of: connection)
        }
        if connection.isInputClosed && connection.isQuiet {
            if !connection.framer.hasPartialLine || stopDeadline != nil {
                close(connection, reason: nil)
                return
            }
        }
        updateInterest(of: connection)
    }

    private func updateInterest(of connection: Connection) {
        var wanted: Poller.Interest = []
        if !connection.isInputClosed && !connection.isReadPaused { wanted.insert(.read) }
        if connection.pendingOutputCount > 0 { wanted.insert(.write) }
        guard wanted != connection.interest else { return }
        do {
            try poller.modify(connection.socket.fileDescriptor, for: wanted, token: connection.id)
            connection.interest = wanted
        } catch {
            close(connection, reason: "cannot watch: \(error)")
        }
    }

    // MARK: Closing

    private func close(_ connection: Connection, reason: String?) {
        guard connections.removeValue(forKey: connection.id) != nil else { return }
        try? poller.deregister(connection.socket.fileDescriptor)
        try? connection.socket.close()
        context.statistics.connectionClosed()
        // After a crowd has left, give its buffers back: the allocator keeps
        // freed pages, and without this the resident size stays at its peak.
        if peakConnectionsSinceTrim >= 64 && connections.count <= peakConnectionsSinceTrim / 8 {
            peakConnectionsSinceTrim = connections.count
            CurrentProcess.releaseFreeMemory()
        }
        if let reason {
            logger.info("connection \(connection.id) closed: \(reason)")
        } else {
            logger.debug("connection \(connection.id) closed")
        }
    }

    private func closeIdleConnections(now: UInt64) {
        guard let timeout = configuration.idleTimeout else {
            nextIdleCheck = UInt64.max
            return
        }
        let limit = Self.nanoseconds(timeout)
        nextIdleCheck = now + min(max(limit / 4, 10_000_000), 1_000_000_000)
        for connection in Array(connections.values)
        where connection.isQuiet && !connection.isDispatching && now &- connection.lastActivity > limit {
            close(connection, reason: "idle for \(timeout)")
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
        for connection in Array(connections.values) { close(connection, reason: "daemon stopping") }
        context.workers.stop()
        context.handlers.stop()
        logger.info("stopped")
    }

    // MARK: Helpers

    static func nanoseconds(_ duration: Duration) -> UInt64 {
        let (seconds, attoseconds) = duration.components
        return UInt64(max(seconds, 0)) * 1_000_000_000 + UInt64(max(attoseconds, 0) / 1_000_000_000)
    }

    static func absolutePath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (absolute as NSString).standardizingPath
    }

    /// `"open it"`, or `hypotheses "open it" | "often it"`, for the log.
    static func summary(of utterance: MatchRequest.Utterance) -> String {
        switch utterance {
        case .text(let text): Logger.escaped(text)
        case .hypotheses(let list): "hypotheses " + list.map { Logger.escaped($0.text, limit: 60) }.joined(separator: " | ")
        }
    }

    /// `matched CodingBridge.CaptureIdeaIntent idea="…" [1.0]`, for the log.
    static func summary(of result: MatchResult) -> String {
        var text = result.status.rawValue
        if let app = result.app, let intent = result.intent { text += " \(app).\(intent)" }
        for parameter in result.parameters { text += " \(parameter.name)=\(Logger.escaped(parameter.value.value, limit: 60))" }
        if result.status != .error { text += " [\((result.confidence * 1000).rounded() / 1000)]" }
        return text
    }
}

/// Why the daemon cannot start.
package struct ServerError: Error, Sendable, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}
