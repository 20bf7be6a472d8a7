import Foundation
import Phrasebook
import PhraseSystem
import Synchronization

/// What the daemon's threads share: the index, the statistics, the log,
/// the worker pools, and the queue through which workers hand results back
/// to the I/O thread.
final class ServerContext: Sendable {
    let configuration: ServerConfiguration
    let store: CatalogStore
    let statistics = ServerStatistics()
    let logger: Logger
    let dispatcher: Dispatcher
    let poller: Poller
    /// Matching and the other requests.
    let workers: WorkerPool
    let workerCount: Int
    /// Handlers, which may block a thread for their whole time limit.
    let handlers: WorkerPool
    /// Wyoming's conversations, kept under the client's conversation id.
    let conversations: ConversationStore
    private let completions = Mutex<[Completion]>([])

    /// A worker's report for one request of one connection.
    struct Completion: Sendable {
        enum Kind: Sendable {
            case computed(Outcome)
            /// A handler ran: the `dispatch` object (``Dispatcher/Report/json``).
            case dispatched(JSON)
        }
        var connection: Int
        var sequence: Int
        var kind: Kind
    }

    init(configuration: ServerConfiguration, store: CatalogStore, logger: Logger, dispatcher: Dispatcher, poller: Poller) {
        self.configuration = configuration
        self.store = store
        self.logger = logger
        self.dispatcher = dispatcher
        self.poller = poller
        let cores = ProcessInfo.processInfo.activeProcessorCount
        self.workerCount = configuration.workerCount > 0 ? configuration.workerCount : max(cores, 1)
        self.workers = WorkerPool(name: "phrased-match", threadCount: workerCount)
        self.handlers = WorkerPool(name: "phrased-handler", threadCount: max(configuration.maximumConcurrentHandlers, 1))
        self.conversations = ConversationStore(lifetime: configuration.questionLifetime)
    }

    /// Hands `completion` to the I/O thread, waking it if it may be waiting.
    func complete(_ completion: Completion) {
        complete([completion])
    }

    /// Hands several completions to the I/O thread at once.
    func complete(_ batch: [Completion]) {
        let wasEmpty = completions.withLock { queue in
            let wasEmpty = queue.isEmpty
            queue.append(contentsOf: batch)
            return wasEmpty
        }
        if wasEmpty { poller.wake() }
    }

    /// Takes every completion reported so far.
    func takeCompletions() -> [Completion] {
        completions.withLock { queue in
            let taken = queue
            queue.removeAll(keepingCapacity: true)
            return taken
        }
    }

    /// A new connection's pipeline for `wire`, with the daemon's limits.
    ///
    /// - Parameter client: Who the client is across its connections
    ///   (``Listener/Accepted/client``): a Wyoming question asked without a
    ///   conversation id waits for its next transcript.
    func newConnection(speaking wire: Listener.Wire, client: String? = nil) -> Connection {
        let reader: any RequestReader =
            switch wire {
            case .lines: LineReader(maximumLineLength: configuration.maximumLineLength)
            case .wyoming:
                WyomingReader(
                    maximumPartLength: configuration.maximumLineLength,
                    settings: WyomingReader.Settings(
                        programs: configuration.wyomingPrograms, defaultLanguage: configuration.wyomingLanguage,
                        keepsQuestionsForClient: configuration.keepsQuestionsForClient),
                    client: client)
            }
        return Connection(
            limits: Connection.Limits(
                maximumLineLength: configuration.maximumLineLength, maximumPending: configuration.maximumPendingPerConnection),
            reader: reader,
            environment: Connection.Environment(
                catalog: { [store] in store.catalog },
                handler: { [self] result, wanted in handler(for: result, in: store.catalog, wanted: wanted) },
                conversations: conversations, options: { [self] in options(for: $0) }),
            now: MonotonicClock.nanoseconds)
    }

    /// Logs a request read from connection `connection`: a bad one as
    /// `info`, any as `debug`.
    func log(_ incoming: Incoming.Summary, sequence: Int, connection: Int) {
        if let problem = incoming.problem {
            logger.info("connection \(connection): bad request: \(problem)")
        } else if logger.isLogging(.debug) {
            if let utterance = incoming.utterance {
                logger.debug("connection \(connection) #\(sequence): \(Logger.summary(of: utterance))")
            } else {
                logger.debug("connection \(connection) #\(sequence): \(incoming.operation)")
            }
        }
    }

    /// Hands a connection's requests to the workers: pipelined ones in as
    /// many contiguous runs as there are workers (all cores busy, one thread
    /// hand-off per run rather than per request), each run reported at once.
    func compute(_ submissions: [Connection.Submission], connection id: Int) {
        let runs = min(submissions.count, workerCount)
        let size = (submissions.count + runs - 1) / runs
        for start in stride(from: 0, to: submissions.count, by: size) {
            let run = submissions[start..<min(start + size, submissions.count)]
            workers.submit { [self] in
                complete(
                    run.map { Completion(connection: id, sequence: $0.sequence, kind: .computed(outcome(of: $0))) })
            }
        }
    }

    /// Runs a connection's handler on the handler pool and reports back.
    func run(_ dispatch: Connection.Dispatch, connection id: Int) {
        handlers.submit { [self] in
            let report = dispatcher.run(handler: dispatch.handler, for: dispatch.result, locale: dispatch.locale)
            statistics.dispatched(failed: report.failed)
            if let problem = report.problem {
                logger.warning("connection \(id): \(problem)")
            } else {
                logger.debug("connection \(id): ran \(dispatch.handler)")
            }
            complete(Completion(connection: id, sequence: dispatch.sequence, kind: .dispatched(report.json)))
        }
    }

    /// The match options for `request`, with the daemon's defaults.
    func options(for request: MatchRequest) -> MatchOptions {
        var defaults = MatchOptions(isExactOnly: configuration.isExactOnly, threshold: configuration.threshold, parameters: configuration.parameters)
        defaults.confirmBelow = configuration.confirmBelow
        return request.options(defaults: defaults)
    }

    /// The handler to run for `result` in `catalog`, if dispatch is wanted
    /// and one exists.
    func handler(for result: MatchResult, in catalog: Catalog, wanted: Bool) -> String? {
        guard wanted, configuration.isDispatchEnabled, result.status == .matched,
            let appName = result.app, let intent = result.intent, let app = catalog.app(named: appName)
        else { return nil }
        return Dispatcher.handlerPath(appDirectory: app.directory, intent: intent)
    }

    /// Computes a submission's outcome on a worker thread: a match whose
    /// exact step missed on the I/O thread goes on from where it stopped.
    func outcome(of submission: Connection.Submission) -> Outcome {
        if case .match(let match) = submission.request, let start = submission.flexibleStart {
            return outcome(of: match, result: start.match(), catalog: start.catalog, reply: submission.reply, exactly: .missed)
        }
        return outcome(of: submission.request, reply: submission.reply)
    }

    /// Computes the outcome of `request`, with its response written as
    /// `reply` says when the outcome is final; on a worker thread.
    func outcome(of request: Request, reply: Reply) -> Outcome {
        let catalog = store.catalog
        let body: JSON
        var status = Response.Status.ok
        switch request {
        case .match(let match):
            let options = options(for: match)
            guard match.isInEveryLanguage else {
                guard case .text(let text) = match.utterance else {
                    return outcome(of: match, result: catalog.match(match.utterance, options: options), catalog: catalog, reply: reply)
                }
                let attempt = catalog.attempt(text, options: options)
                let result = attempt.match()
                let exactly: Conversation.ExactStep = if case .decided = attempt { .decided(result) } else { .missed }
                return outcome(of: match, result: result, catalog: catalog, reply: reply, exactly: exactly)
            }
            return outcome(of: match, answeredIn: catalog.matchInEveryLanguage(match.utterance, options: options), catalog: catalog, reply: reply)
        case .suggest(let text, let limit, let locale):
            (body, status) = catalog.suggestResponse(text, limit: limit, locale: locale)
        case .shortcuts(let app, let locale):
            (body, status) = catalog.shortcutsResponse(app: app, locale: locale)
        case .updateEntities(let app, let entity, let entities):
            (body, status) = updateEntities(app: app, entity: entity, entities: entities)
        case .entityUpdates(let app):
            (body, status) = entityUpdates(app: app, in: catalog)
        case .resetEntities(let app, let entity):
            (body, status) = resetEntities(app: app, entity: entity)
        case .reload:
            (body, status) = reload(reason: "reload request")
        case .stats:
            body = statistics.json(catalog: catalog, generation: store.generation)
        case .ping:
            body = Response.ok()
        case .grammar(let format, let app, let locale):
            (body, status) = grammar(format, app: app, locale: locale, in: catalog)
        }
        return .response(reply.bytes(for: .other(body)), status: status)
    }

    /// What the I/O thread makes of a request at once.
    enum AtOnce {
        /// Its outcome, cheap enough to compute here.
        case outcome(Outcome)
        /// A match the exact step did not decide: a worker goes on from here.
        case flexible(FlexibleStart)
        /// A worker's work from the start.
        case worker
    }

    /// The outcome of `request` when it is cheap enough to compute on the
    /// I/O thread (a round trip through a worker costs more than the work):
    /// `ping`, `stats`, and — when `matching` — a `match` that exact phrases
    /// decide (``Catalog/attempt(_:options:)``); where they do not, where
    /// flexible matching starts, for the worker to go on from.
    func atOnce(_ request: Request, reply: Reply, matching: Bool) -> AtOnce {
        switch request {
        case .ping, .stats:
            return .outcome(outcome(of: request, reply: reply))
        case .match(let match):
            guard matching, case .text(let text) = match.utterance else { return .worker }
            let catalog = store.catalog
            let options = options(for: match)
            if match.isInEveryLanguage {
                guard let answer = catalog.exactMatchInEveryLanguage(text, options: options) else { return .worker }
                return .outcome(outcome(of: match, answeredIn: answer, catalog: catalog, reply: reply))
            }
            switch catalog.attempt(text, options: options) {
            case .decided(let result): return .outcome(outcome(of: match, result: result, catalog: catalog, reply: reply, exactly: .decided(result)))
            case .flexible(let start): return .flexible(start)
            }
        case .suggest, .shortcuts, .updateEntities, .entityUpdates, .resetEntities, .reload, .grammar:
            return .worker
        }
    }

    /// The outcome of a request matched in every language: as if it had
    /// named the language that answered (so the log, the statistics and an
    /// answer to its question read it in that language).
    private func outcome(of match: MatchRequest, answeredIn answer: LanguageMatch, catalog: Catalog, reply: Reply) -> Outcome {
        var match = match
        if let language = answer.language {
            match.locale = language
            match.isInEveryLanguage = false
        }
        return outcome(of: match, result: answer.result, catalog: catalog, reply: reply)
    }

    /// A match request's outcome once matched: the handler to run, or the
    /// response.
    func outcome(
        of match: MatchRequest, result: MatchResult, catalog: Catalog, reply: Reply, exactly: Conversation.ExactStep = .unknown
    ) -> Outcome {
        let handler = handler(for: result, in: catalog, wanted: match.shouldDispatch)
        return .match(
            match, result, handler: handler,
            bytes: handler == nil ? reply.bytes(for: .result(result, dispatch: nil), catalog: catalog) : nil, exactly: exactly)
    }

    /// The op `grammar`: `catalog`'s grammar in `format`, entities as they are now.
    private func grammar(_ format: Grammar.Format, app: String?, locale: String?, in catalog: Catalog) -> (JSON, Response.Status) {
        do {
            let grammar = try catalog.grammar(app: app, locale: locale)
            let text = try grammar.text(format)
            return (Response.ok(grammar.fields(format, text: text) + [("generation", .number(Double(store.generation)))]), .ok)
        } catch {
            let code: ErrorCode = switch error.reason {
            case .unknownApp: .unknownApp
            case .unknownLocale: .unknownLocale
            case .unsupportedFormat: .unsupportedFormat
            }
            return (Response.error(code, message: error.message), .error)
        }
    }

    private func updateEntities(app: String, entity: String, entities: JSON) -> (JSON, Response.Status) {
        do {
            let outcome = try store.updateEntities(app: app, type: entity, entities: entities)
            statistics.entitiesUpdated()
            logger.info("updated \(outcome.count) \(outcome.type) entities of \(outcome.app); wrote \(outcome.file)")
            return (
                Response.ok([
                    ("app", .string(outcome.app)), ("entity", .string(outcome.type)),
                    ("count", .number(Double(outcome.count))), ("file", .string(outcome.file)),
                    ("generation", .number(Double(store.generation))),
                ]),
                .ok)
        } catch {
            logger.warning("update-entities \(Logger.escaped(app)) \(Logger.escaped(entity)) refused: \(error.message)")
            return (Response.error(error.code, message: error.message), .error)
        }
    }

    /// The op `entity-updates`: the state folder and the updates kept in it
    /// (of `app` only, when given).
    private func entityUpdates(app: String?, in catalog: Catalog) -> (JSON, Response.Status) {
        var updates = store.entityUpdates
        if let app {
            guard let folder = catalog.app(named: app).map({ ($0.directory as NSString).lastPathComponent })
                ?? updates.first(where: { $0.appFolder == app })?.appFolder
            else { return (Response.error(.unknownApp, message: catalog.unknownAppMessage(app)), .error) }
            updates.removeAll { $0.appFolder != folder }
        }
        return (
            Response.ok([
                ("phrases", .string(store.directory)), ("state", .string(store.state)),
                ("updates", .array(updates.map { $0.json(in: catalog) })),
            ]), .ok
        )
    }

    /// The op `reset-entities`: drops the updates asked for and reloads.
    private func resetEntities(app: String?, entity: String?) -> (JSON, Response.Status) {
        let outcome: CatalogStore.ResetOutcome
        do {
            outcome = try store.resetEntities(app: app, type: entity)
        } catch {
            logger.warning("reset-entities refused: \(error.message)")
            return (Response.error(error.code, message: error.message), .error)
        }
        let removed = JSON.array(
            outcome.removed.map { update in
                .object([
                    ("app", .string(update.app(in: store.catalog)?.name ?? update.appFolder)), ("entity", .string(update.type)),
                    ("file", .string(update.file)),
                ])
            })
        for update in outcome.removed { logger.info("reset-entities: removed \(update.file)") }
        switch outcome.reload {
        case nil, .reloaded?:
            if case .reloaded(let summary, let warnings)? = outcome.reload { logReload(summary, warnings: warnings, reason: "reset-entities") }
            return (Response.ok([("removed", removed), ("generation", .number(Double(store.generation)))]), .ok)
        case .refused(let message, let diagnostics)?:
            statistics.reloaded(failed: true)
            for diagnostic in diagnostics { logger.error("\(diagnostic)") }
            logger.error("reload refused (reset-entities): \(message)")
            return (
                Response.error(
                    .reloadFailed, message: "removed \(outcome.removed.count) update(s), but \(message)",
                    details: [("removed", removed), ("diagnostics", Response.diagnostics(diagnostics))]),
                .error
            )
        }
    }

    /// Logs a reload that went through: its warnings, the counts, and each
    /// entity update that hides a phrase-folder file changed after it.
    private func logReload(_ summary: Catalog.Summary, warnings: [Diagnostic], reason: String) {
        statistics.reloaded(failed: false)
        for warning in warnings { logger.warning("\(warning)") }
        logger.info(
            "reloaded \(store.directory) (\(reason)): \(summary.apps) apps, \(summary.shortcuts) shortcuts, \(summary.expandedPhrases) phrases")
        for update in store.entityUpdates where update.isShadowingNewer { logger.warning(update.shadowingWarning) }
    }

    /// Reloads the phrase folder, logs what happened, and says so as a response.
    @discardableResult
    func reload(reason: String) -> (JSON, Response.Status) {
        switch store.reload() {
        case .reloaded(let summary, let warnings):
            logReload(summary, warnings: warnings, reason: reason)
            return (
                Response.ok(
                    summary.fields + [
                        ("generation", .number(Double(store.generation))), ("warnings", Response.diagnostics(warnings)),
                    ]),
                .ok)
        case .refused(let message, let diagnostics):
            statistics.reloaded(failed: true)
            for diagnostic in diagnostics { logger.error("\(diagnostic)") }
            logger.error("reload refused (\(reason)): \(message)")
            return (
                Response.error(.reloadFailed, message: message, details: [("diagnostics", Response.diagnostics(diagnostics))]),
                .error)
        }
    }
}
