import Foundation
import Phrasebook
import PhraseSystem

extension Server {
    /// Compiles the phrase folder and starts listening.
    ///
    /// - Parameters:
    ///   - configuration: What the command line said.
    ///   - listeners: Sockets handed over by a service manager; when empty,
    ///     the daemon creates its socket at the configured path.
    /// - Throws: ``ServerError`` when the folder cannot be read or the socket
    ///   cannot be created.
    package convenience init(configuration: ServerConfiguration, logger: Logger, listeners inherited: [UnixSocket] = []) throws {
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
        guard let state = configuration.stateDirectory.map(Self.absolutePath)
            ?? StateDirectory.defaultPath(environment: environment, phrases: directory)
        else {
            throw ServerError("neither XDG_STATE_HOME nor HOME is set: say where to keep entity updates with --state-dir DIR")
        }
        let catalog = try Self.compile(directory, state: state, logger: logger)

        var listeners = inherited.map { Listener(socket: .unix($0), wire: .lines) }
        if listeners.isEmpty {
            let path = configuration.socketPath
                ?? SocketPath.defaultPath(environment: environment, userID: UInt32(CurrentProcess.userID))
            do {
                listeners = [Listener(socket: .unix(try UnixSocket.listening(at: path, mode: .init(configuration.socketMode))), wire: .lines)]
            } catch {
                throw ServerError("cannot listen: \(error)")
            }
            logger.info("listening on \(path) (mode \(String(configuration.socketMode, radix: 8)))")
        } else {
            logger.info("listening on \(listeners.count) socket\(listeners.count == 1 ? "" : "s") from the service manager")
        }
        do {
            listeners += try Self.wyomingListeners(configuration: configuration, logger: logger)
        } catch {
            Self.close(listeners)
            throw error
        }
        if !configuration.wyomingAddresses.isEmpty { Self.logWyomingLanguage(configuration: configuration, catalog: catalog, logger: logger) }

        let context: ServerContext
        let signals: SignalWatcher
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
                store: CatalogStore(directory: directory, state: state, catalog: catalog),
                logger: logger,
                dispatcher: Dispatcher(
                    environment: environment, passing: configuration.passedEnvironment,
                    timeLimit: configuration.handlerTimeLimit, outputLimit: configuration.handlerOutputLimit),
                poller: poller)
        } catch {
            Self.close(listeners)
            throw ServerError("cannot start: \(error)")
        }
        self.init(context: context, listeners: listeners, signals: signals)
    }

    /// Compiles the phrase folder and logs its diagnostics and size. At
    /// start-up there is no old index to keep: everything that compiled is
    /// served.
    private static func compile(_ directory: String, state: String, logger: Logger) throws -> Catalog {
        let started = MonotonicClock.nanoseconds
        let catalog: Catalog
        do {
            catalog = try Catalog(loadingFrom: directory, state: state)
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
        logger.info("entity updates are kept in \(state)")
        let updates = StateDirectory.updates(in: state, phrases: directory, catalog: catalog)
        if !updates.isEmpty {
            let listed = updates.map { "\($0.appFolder) \($0.type)" }.joined(separator: ", ")
            logger.info("serving entity updates over the phrase folder's values: \(listed) (`phrase state list` shows them)")
        }
        for update in updates where update.isShadowingNewer { logger.warning(update.shadowingWarning) }
        return catalog
    }

    /// Listens where `--wyoming` says: a TCP address (every address a name
    /// resolves to), or a Unix socket made as the main one is. A TCP address
    /// other than loopback is served, with a warning: TCP has no peer
    /// credentials.
    private static func wyomingListeners(configuration: ServerConfiguration, logger: Logger) throws -> [Listener] {
        var listeners: [Listener] = []
        do {
            for address in configuration.wyomingAddresses {
                do {
                    switch address {
                    case .unix(let path):
                        let socket = try UnixSocket.listening(at: path, mode: .init(configuration.socketMode))
                        listeners.append(Listener(socket: .unix(socket), wire: .wyoming))
                    case .tcp(let host, let port):
                        var failure: (any Error)?
                        var bound = 0
                        for ip in try InternetAddress.resolve(host.isEmpty ? WyomingAddress.defaultHost : host, port: port) {
                            do {
                                listeners.append(Listener(socket: .tcp(try TCPSocket.listening(at: ip)), wire: .wyoming))
                                bound += 1
                            } catch {
                                failure = failure ?? error
                            }
                        }
                        if let failure {
                            guard bound > 0 else { throw failure }
                            logger.warning("Wyoming on \(address): not on every address the name has: \(failure)")
                        }
                    }
                } catch {
                    throw ServerError("cannot listen for Wyoming on \(address): \(error)")
                }
            }
        } catch {
            close(listeners)
            throw error
        }
        for listener in listeners {
            switch listener.socket {
            case .unix:
                logger.info("listening for Wyoming on \(listener) (mode \(String(configuration.socketMode, radix: 8)))")
            case .tcp(let socket):
                logger.info("listening for Wyoming on \(listener)")
                if socket.address?.isLoopback != true {
                    logger.warning(
                        "Wyoming on \(listener) can be reached from other machines, and TCP tells nothing about who connects: anyone who reaches the port can run the handlers. Keep it on loopback or a trusted network (Docs/wyoming.md)")
                }
            }
        }
        return listeners
    }

    /// Says how a Wyoming transcript without `language` is read: in
    /// `--language` (with a warning when no app has it), else in every
    /// language of the phrases.
    private static func logWyomingLanguage(configuration: ServerConfiguration, catalog: Catalog, logger: Logger) {
        if let language = configuration.wyomingLanguage {
            if case .error(let failure) = catalog.match("", options: MatchOptions(locale: language)).outcome {
                logger.warning("--language \(language): \(failure.message); Wyoming transcripts without a language will not match")
            } else {
                logger.info("Wyoming: a transcript without a language is read in \(language) (--language)")
            }
        } else if !catalog.translationLanguages.isEmpty {
            logger.info(
                "Wyoming: a transcript without a language is matched in every language of the phrases (\(catalog.languages.joined(separator: ", "))), answered in the one that reads it")
        }
    }

    /// Closes listeners that will not serve, removing their socket files.
    private static func close(_ listeners: [Listener]) {
        for listener in listeners {
            _ = try? listener.removeSocketFile()
            try? listener.close()
        }
    }

    static func absolutePath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (absolute as NSString).standardizingPath
    }
}

/// Why the daemon cannot start.
package struct ServerError: Error, Sendable, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}
