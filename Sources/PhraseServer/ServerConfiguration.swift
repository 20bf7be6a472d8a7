import Phrasebook
import Wyoming

/// Everything `phrased` is told on its command line, with the defaults
/// `Docs/daemon.md` documents.
package struct ServerConfiguration: Sendable, Hashable {
    /// The phrase folder (SPEC §2), made absolute at start.
    package var phrasesDirectory = "phrases"
    /// Where entity updates are kept, layered over the phrase folder; `nil`
    /// picks `StateDirectory.defaultPath(environment:phrases:)`.
    package var stateDirectory: String?
    /// The socket path; `nil` picks `SocketPath.defaultPath(environment:userID:)`.
    package var socketPath: String?
    /// The socket file's permissions.
    package var socketMode: UInt32 = 0o600
    /// Users allowed to connect, besides the daemon's own user and root.
    package var allowedUserIDs: Set<UInt32> = []
    /// The longest request line in bytes.
    package var maximumLineLength = 64 * 1024
    /// The most connections open at once; more are told so and closed.
    package var maximumConnections = 512
    /// How long a connection with nothing in flight may stay silent;
    /// `nil` for ever.
    package var idleTimeout: Duration? = .seconds(300)
    /// Requests read from one connection but not yet answered; at the limit
    /// the daemon stops reading that connection until it catches up.
    package var maximumPendingPerConnection = 64
    /// Threads that match utterances; 0 uses one per core.
    package var workerCount = 0
    /// Handlers run at once, across all connections.
    package var maximumConcurrentHandlers = 8
    /// Whether `matched` results run handlers at all.
    package var isDispatchEnabled = true
    /// How long a handler may run before it is killed.
    package var handlerTimeLimit: Duration = .seconds(5)
    /// How many bytes of a handler's output are kept.
    package var handlerOutputLimit = 64 * 1024
    /// Extra environment variables handed to handlers, by name.
    package var passedEnvironment: [String] = []
    /// Default match options: exact only, the confidence threshold, and
    /// the matcher's numbers (`--param`; `--threshold` sets its threshold).
    package var isExactOnly = false
    package var threshold: Double?
    package var parameters = MatchParameters()
    /// An action less sure than this is read back and run only on a yes
    /// (`--confirm-below`; 0: every action runs at once).
    package var confirmBelow = 0.0
    /// How much is logged.
    package var logLevel: LogLevel = .info
    /// Where Wyoming is served besides the socket (`--wyoming`).
    package var wyomingAddresses: [WyomingAddress] = []
    /// How long a question asked over Wyoming waits for the next transcript
    /// of its conversation (`--question-timeout`).
    package var questionLifetime: Duration = .seconds(60)
    /// Whether a Wyoming question asked without a conversation id waits for
    /// the next transcript of the same satellite or client, on any
    /// connection (`--question-scope client`), or only of its connection
    /// (`connection`).
    package var keepsQuestionsForClient = true
    /// The language of a Wyoming transcript that names none (`--language`);
    /// `nil`: every language is tried.
    package var wyomingLanguage: String?
    /// The programs Wyoming's `info` advertises (`--wyoming-programs`).
    package var wyomingPrograms = WyomingProgram.defaults

    package init() {}
}
