import Foundation
import Phrasebook
import PhraseSystem

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
          --log-level LEVEL         error, warning, info (default) or debug
          -h, --help                show this help

        exit status: 0 stopped by SIGTERM or SIGINT, 1 cannot start or failed,
        2 bad usage. SIGHUP reloads the phrase folder.
        """

    /// Thrown for a command line `phrased` cannot use.
    package struct UsageError: Error, Sendable, CustomStringConvertible {
        package var description: String
    }

    /// What the command line asks for.
    package enum Invocation: Sendable, Hashable {
        case serve(ServerConfiguration)
        case help
    }

    /// Runs `phrased` with the arguments after the program name.
    package static func run(_ arguments: [String]) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try parse(arguments)
        } catch {
            FileHandle.standardError.write(Data("phrased: error: \(error)\nTry 'phrased --help'.\n".utf8))
            return 2
        }
        guard case .serve(let configuration) = invocation else {
            FileHandle.standardOutput.write(Data((help + "\n").utf8))
            return 0
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

    /// Parses the options; a pure function of the words.
    package static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var configuration = ServerConfiguration()
        var words = arguments[...]
        func value(_ name: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            guard let next = words.popFirst() else { throw UsageError(description: "\(name) needs a value") }
            return next
        }
        func integer(_ name: String, _ text: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
            guard let number = Int(text), range.contains(number) else {
                throw UsageError(description: "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
            }
            return number
        }
        func seconds(_ name: String, _ text: String) throws(UsageError) -> Duration {
            guard let number = Double(text), number >= 0, number <= 86_400 * 365 else {
                throw UsageError(description: "\(name) must be a number of seconds, not '\(text)'")
            }
            return .milliseconds(Int64((number * 1000).rounded()))
        }
        while let word = words.popFirst() {
            var name = word
            var inline: String?
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inline = String(word[word.index(after: equals)...])
            }
            switch name {
            case "-h", "--help": return .help
            case "--phrases": configuration.phrasesDirectory = try value(name, inline: inline)
            case "--state-dir": configuration.stateDirectory = try value(name, inline: inline)
            case "--socket": configuration.socketPath = try value(name, inline: inline)
            case "--socket-mode":
                let text = try value(name, inline: inline)
                guard let mode = UInt32(text, radix: 8), mode <= 0o777 else {
                    throw UsageError(description: "--socket-mode must be octal permissions like 0600 or 0660, not '\(text)'")
                }
                configuration.socketMode = mode
            case "--allow-uid":
                let text = try value(name, inline: inline)
                guard let uid = UInt32(text) else { throw UsageError(description: "--allow-uid must be a user id, not '\(text)'") }
                configuration.allowedUserIDs.insert(uid)
            case "--max-line-length":
                configuration.maximumLineLength = try integer(name, value(name, inline: inline), in: 16...(64 << 20))
            case "--max-connections":
                configuration.maximumConnections = try integer(name, value(name, inline: inline), in: 1...1_000_000)
            case "--idle-timeout":
                let timeout = try seconds(name, value(name, inline: inline))
                configuration.idleTimeout = timeout == .zero ? nil : timeout
            case "--max-pending":
                configuration.maximumPendingPerConnection = try integer(name, value(name, inline: inline), in: 1...100_000)
            case "--workers": configuration.workerCount = try integer(name, value(name, inline: inline), in: 1...256)
            case "--max-handlers":
                configuration.maximumConcurrentHandlers = try integer(name, value(name, inline: inline), in: 1...1024)
            case "--handler-timeout":
                let limit = try seconds(name, value(name, inline: inline))
                guard limit > .zero else { throw UsageError(description: "--handler-timeout must be more than 0") }
                configuration.handlerTimeLimit = limit
            case "--handler-output":
                configuration.handlerOutputLimit = try integer(name, value(name, inline: inline), in: 0...(64 << 20))
            case "--pass-env":
                let variable = try value(name, inline: inline)
                guard !variable.isEmpty, !variable.contains("=") else {
                    throw UsageError(description: "--pass-env takes a variable name, not '\(variable)'")
                }
                configuration.passedEnvironment.append(variable)
            case "--wyoming":
                do {
                    configuration.wyomingAddresses.append(try WyomingAddress(parsing: try value(name, inline: inline)))
                } catch let error as WyomingAddress.ParseError {
                    throw UsageError(description: "--wyoming: \(error)")
                } catch let error as UsageError {
                    throw error
                } catch {
                    throw UsageError(description: "--wyoming: \(error)")
                }
            case "--question-timeout":
                let lifetime = try seconds(name, value(name, inline: inline))
                guard lifetime > .zero else { throw UsageError(description: "--question-timeout must be more than 0") }
                configuration.questionLifetime = lifetime
            case "--no-dispatch": configuration.isDispatchEnabled = false
            case "--exact": configuration.isExactOnly = true
            case "--threshold":
                let text = try value(name, inline: inline)
                guard let threshold = Double(text), (0...1).contains(threshold) else {
                    throw UsageError(description: "--threshold must be a number from 0 to 1, not '\(text)'")
                }
                configuration.threshold = threshold
            case "--log-level":
                let text = try value(name, inline: inline)
                guard let level = LogLevel(name: text) else {
                    throw UsageError(description: "--log-level must be error, warning, info or debug, not '\(text)'")
                }
                configuration.logLevel = level
            default:
                throw UsageError(description: "unknown option '\(word)'")
            }
            if inline != nil, ["--no-dispatch", "--exact"].contains(name) {
                throw UsageError(description: "\(name) takes no value")
            }
        }
        return .serve(configuration)
    }
}
