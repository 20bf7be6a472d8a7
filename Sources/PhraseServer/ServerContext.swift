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
    private let completions = Mutex<[Completion]>([])

    /// A worker's report for one request of one connection.
    struct Completion: Sendable {
        enum Kind: Sendable {
            case computed(Outcome)
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

    /// The match options for `request`, with the daemon's defaults.
    func options(for request: MatchRequest) -> MatchOptions {
        request.options(
            defaults: MatchOptions(
                isExactOnly: configuration.isExactOnly, threshold: configuration.threshold ?? MatchOptions.defaultThreshold))
    }

    /// The handler to run for `result` in `catalog`, if dispatch is wanted
    /// and one exists.
    func handler(for result: MatchResult, in catalog: Catalog, wanted: Bool) -> String? {
        guard wanted, configuration.isDispatchEnabled, result.status == .matched,
            let appName = result.app, let intent = result.intent, let app = catalog.app(named: appName)
        else { return nil }
        return Dispatcher.handlerPath(appDirectory: app.directory, intent: intent)
    }

    /// Computes the outcome of `request` and serializes its response line
    /// (with `id`), on a worker thread.
    func computeWithLine(_ request: Request, id: JSON?) -> Outcome {
        switch compute(request) {
        case .match(let result, let handler, _):
            return .match(result, handler: handler, line: handler == nil ? Response.line(result.json, id: id) : nil)
        case .response(let body, let status, _):
            return .response(body, status: status, line: Response.line(body, id: id))
        }
    }

    /// Computes the outcome of `request` (on a worker thread).
    func compute(_ request: Request) -> Outcome {
        let catalog = store.catalog
        switch request {
        case .match(let match):
            let result = catalog.match(match.utterance, options: options(for: match))
            return .match(result, handler: handler(for: result, in: catalog, wanted: match.shouldDispatch))
        case .suggest(let text, let limit):
            let suggestions = catalog.suggest(text, limit: limit)
            return .response(Response.ok([("suggestions", .array(suggestions.map(\.json)))]), status: .ok)
        case .shortcuts(let appName):
            if let appName {
                guard let app = catalog.app(named: appName) else {
                    return .response(Response.error(.unknownApp, message: "no app named '\(appName)'"), status: .error)
                }
                return .response(Response.ok([("apps", .array([app.json]))]), status: .ok)
            }
            return .response(Response.ok([("apps", .array(catalog.apps.map(\.json)))]), status: .ok)
        case .updateEntities(let app, let entity, let entities):
            return updateEntities(app: app, entity: entity, entities: entities)
        case .reload:
            return reload(reason: "reload request")
        case .stats:
            return .response(statistics.json(catalog: catalog, generation: store.generation), status: .ok)
        case .ping:
            return .response(Response.ok(), status: .ok)
        }
    }

    private func updateEntities(app: String, entity: String, entities: JSON) -> Outcome {
        do {
            let outcome = try store.updateEntities(app: app, type: entity, entities: entities)
            statistics.entitiesUpdated()
            logger.info("updated \(outcome.count) \(outcome.type) entities of \(outcome.app); wrote \(outcome.file)")
            return .response(
                Response.ok([
                    ("app", .string(outcome.app)), ("entity", .string(outcome.type)),
                    ("count", .number(Double(outcome.count))), ("file", .string(outcome.file)),
                    ("generation", .number(Double(store.generation))),
                ]),
                status: .ok)
        } catch {
            logger.warning("update-entities \(Logger.escaped(app)) \(Logger.escaped(entity)) refused: \(error.message)")
            return .response(Response.error(error.code, message: error.message), status: .error)
        }
    }

    /// Reloads the phrase folder, logs what happened, and says so as a response.
    func reload(reason: String) -> Outcome {
        switch store.reload() {
        case .reloaded(let summary, let warnings):
            statistics.reloaded(failed: false)
            for warning in warnings { logger.warning("\(warning)") }
            logger.info(
                "reloaded \(store.directory) (\(reason)): \(summary.apps) apps, \(summary.shortcuts) shortcuts, \(summary.expandedPhrases) phrases")
            return .response(
                Response.ok(
                    summary.fields + [
                        ("generation", .number(Double(store.generation))), ("warnings", Response.diagnostics(warnings)),
                    ]),
                status: .ok)
        case .refused(let message, let diagnostics):
            statistics.reloaded(failed: true)
            for diagnostic in diagnostics { logger.error("\(diagnostic)") }
            logger.error("reload refused (\(reason)): \(message)")
            return .response(
                Response.error(.reloadFailed, message: message, details: [("diagnostics", Response.diagnostics(diagnostics))]),
                status: .error)
        }
    }
}
