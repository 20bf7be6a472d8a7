import Foundation
import PhraseArguments
import Phrasebook
import PhraseSystem
import Wyoming

/// `phrased`'s command line: parses the options, starts the ``Server`` and
/// returns the exit status (0 stopped cleanly, 1 could not start or failed,
/// 2 bad usage).
package enum DaemonCommand {
    package static let help = """
        usage: phrased [--phrases DIR] [--socket PATH] [--wyoming URI] [options]

        Compiles the phrase folder DIR and answers on a Unix socket: each request line
        (an utterance, or a JSON request) gets one JSON response line, in order. See
        Docs/protocol.md and Docs/daemon.md. With --wyoming it also speaks the Wyoming
        protocol of Home Assistant's voice pipeline (Docs/wyoming.md).

        options:
          --phrases DIR             phrase folder (default: phrases)
          --state-dir DIR           where entity updates are kept, over DIR's files
                                    (default: $XDG_STATE_HOME/phrasebook/<folder>-<hash>,
                                    else ~/.local/state/phrasebook/<folder>-<hash>)
          --socket PATH             socket path (default: $XDG_RUNTIME_DIR/phrased.sock,
                                    else /tmp/phrased-$UID.sock); ignored when started
                                    with sockets from systemd (LISTEN_FDS)
          --socket-mode MODE        socket file permissions, octal (default: 0600; 0660
                                    lets the file's group connect)
          --allow-uid UID           also allow this user id (repeatable; the daemon's own
                                    user and root are always allowed)
          --wyoming URI             also serve Wyoming at tcp://HOST:PORT (tcp://:10700 is
                                    loopback; another host only when given, with a
                                    warning: TCP has no peer credentials) or unix://PATH
                                    (as --socket: --socket-mode, --allow-uid); repeatable
          --question-timeout SECONDS
                                    how long a question asked over Wyoming waits for
                                    the next transcript of its conversation (default: 60)
          --question-scope client|connection
                                    a Wyoming question asked without a conversation id
                                    waits for the next transcript of the same satellite
                                    or client (its address; default), or only of its
                                    connection
          --language LANG           the language of a Wyoming transcript that names none
                                    (default: try every language of the phrases)
          --wyoming-programs LIST   what Wyoming's info advertises: handle (default),
                                    intent, or handle,intent (Docs/wyoming.md: with
                                    intent Home Assistant takes it for home control)
          --max-line-length BYTES   longest request line (default: 65536)
          --max-connections N       connections open at once (default: 512)
          --idle-timeout SECONDS    close a connection silent this long; 0: never
                                    (default: 300)
          --max-pending N           requests in flight per connection before the daemon
                                    stops reading it (default: 64)
          --workers N               matching threads (default: one per core)
          --max-handlers N          handlers running at once (default: 8)
          --handler-timeout SECONDS time limit of a handler, then it is killed (default: 5)
          --handler-output BYTES    handler output kept (default: 65536)
          --pass-env NAME           pass this environment variable to handlers
                                    (repeatable; they get PATH, HOME, LANG and PHRASE_*)
          --no-dispatch             never run handlers
          --exact                   exact phrases only
          --threshold X             confidence threshold for flexible matches, 0…1
                                    (default: \(MatchOptions.defaultThreshold))
          --confirm-below X         read an action less sure than X back and run it
                                    only when the next line says yes, 0…1 (0.9: where
                                    `matched` is right 99 times in 100; default: 0, never)
          --param NAME=VALUE        match with one of the matcher's numbers changed
                                    (repeatable; `phrase match --param list` prints them)
          --log-level LEVEL         error, warning, info (default) or debug
          --version                 print the version and exit
          -h, --help                show this help

        exit status: 0 stopped by SIGTERM or SIGINT, 1 cannot start or failed,
        2 bad usage. SIGHUP reloads the phrase folder.
        """

    /// What the command line asks for.
    package enum Invocation: Sendable, Hashable {
        case serve(ServerConfiguration)
        case help
        case version
    }

    /// `phrased --version`'s line.
    package static var versionLine: String { "phrased \(PhrasebookVersion.current)" }

    /// Runs `phrased` with the arguments after the program name.
    package static func run(_ arguments: [String]) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try parse(arguments)
        } catch {
            FileHandle.standardError.write(Data("phrased: error: \(error)\nTry 'phrased --help'.\n".utf8))
            return 2
        }
        let configuration: ServerConfiguration
        switch invocation {
        case .help:
            FileHandle.standardOutput.write(Data((help + "\n").utf8))
            return 0
        case .version:
            FileHandle.standardOutput.write(Data((versionLine + "\n").utf8))
            return 0
        case .serve(let served):
            configuration = served
        }
        let logger = Logger(level: configuration.logLevel)
        do {
            // Before any thread starts: this clears LISTEN_* from the environment.
            let inherited = try SocketActivation.listeners()
            let server = try Server(configuration: configuration, logger: logger, listeners: inherited)
            try server.run()
            return 0
        } catch {
            logger.error("\(error)")
            return 1
        }
    }

    /// The options that take no value.
    static let flags: Set<String> = ["--no-dispatch", "--exact", "--version"]
    /// The options that take a value.
    static let options: Set<String> = [
        "--phrases", "--state-dir", "--socket", "--socket-mode", "--allow-uid", "--max-line-length", "--max-connections",
        "--idle-timeout", "--max-pending", "--workers", "--max-handlers", "--handler-timeout", "--handler-output", "--pass-env",
        "--wyoming", "--question-timeout", "--question-scope", "--language", "--wyoming-programs", "--threshold", "--confirm-below", "--param", "--log-level",
    ]

    /// Parses the options; a pure function of the words.
    package static func parse(_ words: [String]) throws(Arguments.Problem) -> Invocation {
        let arguments: Arguments
        do {
            arguments = try Arguments(words, flags: flags, options: options, help: help)
        } catch where error.kind == .help {
            return .help
        }
        if arguments.has("--version") { return .version }
        try arguments.expectingNoPositionals()
        var configuration = ServerConfiguration()
        if let directory = arguments.value("--phrases") { configuration.phrasesDirectory = directory }
        configuration.stateDirectory = arguments.value("--state-dir")
        configuration.socketPath = arguments.value("--socket")
        if let text = arguments.value("--socket-mode") {
            guard let mode = UInt32(text, radix: 8), mode <= 0o777 else {
                throw Arguments.Problem(description: "--socket-mode must be octal permissions like 0600 or 0660, not '\(text)'")
            }
            configuration.socketMode = mode
        }
        for text in arguments.values("--allow-uid") {
            guard let uid = UInt32(text) else { throw Arguments.Problem(description: "--allow-uid must be a user id, not '\(text)'") }
            configuration.allowedUserIDs.insert(uid)
        }
        if let length = try arguments.integer("--max-line-length", in: 16...(64 << 20)) { configuration.maximumLineLength = length }
        if let count = try arguments.integer("--max-connections", in: 1...1_000_000) { configuration.maximumConnections = count }
        if let timeout = try arguments.seconds("--idle-timeout") { configuration.idleTimeout = timeout == .zero ? nil : timeout }
        if let count = try arguments.integer("--max-pending", in: 1...100_000) { configuration.maximumPendingPerConnection = count }
        if let count = try arguments.integer("--workers", in: 1...256) { configuration.workerCount = count }
        if let count = try arguments.integer("--max-handlers", in: 1...1024) { configuration.maximumConcurrentHandlers = count }
        if let limit = try arguments.seconds("--handler-timeout") {
            guard limit > .zero else { throw Arguments.Problem(description: "--handler-timeout must be more than 0") }
            configuration.handlerTimeLimit = limit
        }
        if let bytes = try arguments.integer("--handler-output", in: 0...(64 << 20)) { configuration.handlerOutputLimit = bytes }
        for variable in arguments.values("--pass-env") {
            guard !variable.isEmpty, !variable.contains("=") else {
                throw Arguments.Problem(description: "--pass-env takes a variable name, not '\(variable)'")
            }
            configuration.passedEnvironment.append(variable)
        }
        for text in arguments.values("--wyoming") {
            do {
                configuration.wyomingAddresses.append(try WyomingAddress(parsing: text))
            } catch {
                throw Arguments.Problem(description: "--wyoming: \(error)")
            }
        }
        if let lifetime = try arguments.seconds("--question-timeout") {
            guard lifetime > .zero else { throw Arguments.Problem(description: "--question-timeout must be more than 0") }
            configuration.questionLifetime = lifetime
        }
        if let scope = arguments.value("--question-scope") {
            guard scope == "client" || scope == "connection" else {
                throw Arguments.Problem(description: "--question-scope must be client or connection, not '\(scope)'")
            }
            configuration.keepsQuestionsForClient = scope == "client"
        }
        if let language = arguments.value("--language") {
            guard !language.isEmpty, language.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                throw Arguments.Problem(description: "--language takes a language code like de or de-DE, not '\(language)'")
            }
            configuration.wyomingLanguage = language
        }
        if let text = arguments.value("--wyoming-programs") {
            guard let programs = WyomingProgram.list(parsing: text) else {
                throw Arguments.Problem(description: "--wyoming-programs takes handle, intent or handle,intent, not '\(text)'")
            }
            configuration.wyomingPrograms = programs
        }
        configuration.isDispatchEnabled = !arguments.has("--no-dispatch")
        configuration.isExactOnly = arguments.has("--exact")
        configuration.threshold = try arguments.double("--threshold", in: 0...1)
        configuration.confirmBelow = try arguments.double("--confirm-below", in: 0...1) ?? 0
        do {
            configuration.parameters = try MatchParameters().setting(arguments.values("--param"))
        } catch {
            throw Arguments.Problem(description: "--param: \(error)")
        }
        if let text = arguments.value("--log-level") {
            guard let level = LogLevel(name: text) else {
                throw Arguments.Problem(description: "--log-level must be error, warning, info or debug, not '\(text)'")
            }
            configuration.logLevel = level
        }
        return .serve(configuration)
    }
}
