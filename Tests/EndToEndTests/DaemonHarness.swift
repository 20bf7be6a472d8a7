import Foundation
import PhraseSystem
import PhraseTestSupport
import Synchronization

/// Starts the real `phrased` binary for a test: a copy of the repository's
/// `phrases/` (or nothing) in a fresh temporary folder under `/tmp` (short,
/// so the socket path fits), a socket in it, and a log file. Every wait is
/// bounded; ``stop(signal:timeout:)`` or deinit ends the daemon.
final class Daemon {
    typealias Failure = PhrasedProcess.Failure

    /// The temporary folder: `phrases/`, `state/`, `home/`, `s.sock`, `daemon.log`.
    let folder: String
    let socketPath: String
    let phrasesPath: String
    /// Where the daemon keeps entity updates (`--state-dir`); empty for
    /// the daemon's default.
    let statePath: String
    let homePath: String
    let logPath: String
    private var process: PhrasedProcess!

    /// Where a daemon keeps entity updates.
    enum StateFolder {
        /// `state/` in the daemon's temporary folder.
        case own
        /// This folder (one that outlives the daemon).
        case at(String)
        /// No `--state-dir`: the daemon's default, from its environment.
        case daemonsDefault
    }

    /// The repository's `phrases/`.
    static let samplePhrases = Binaries.repositoryRoot.appendingPathComponent("phrases").path

    /// Starts `phrased --phrases <copy> --socket <folder>/s.sock` plus
    /// `arguments` (`$FOLDER` in one stands for the folder), and waits (at
    /// most `timeout`) until it answers.
    ///
    /// - Parameters:
    ///   - copyingSamples: Whether `phrases/` starts as a copy of the samples.
    ///   - reusing: Serve this phrase folder (another daemon's, after it
    ///     died) instead of a new one; it is not copied, prepared or removed.
    ///   - state: Where the daemon keeps entity updates (`--state-dir`).
    ///   - launcher: A command that runs `phrased` by `exec`, keeping its
    ///     process id, with the daemon's path and arguments appended; `$0` is
    ///     the phrase folder (`unshare` plus a mount, for file-system faults).
    ///   - prepare: Changes the phrase folder before the daemon starts.
    init(
        _ arguments: [String] = [], copyingSamples: Bool = true, reusing existingPhrases: String? = nil,
        state: StateFolder = .own, launcher: [String] = [], environment: [String: String] = [:],
        timeout: Duration = .seconds(60), prepare: (String) throws -> Void = { _ in }
    ) throws {
        let name = "/tmp/pd-" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
        folder = name
        socketPath = name + "/s.sock"
        phrasesPath = existingPhrases ?? name + "/phrases"
        switch state {
        case .own: statePath = name + "/state"
        case .at(let path): statePath = path
        case .daemonsDefault: statePath = ""
        }
        homePath = name + "/home"
        logPath = name + "/daemon.log"
        let files = FileManager.default
        try files.createDirectory(atPath: homePath, withIntermediateDirectories: true)
        if existingPhrases == nil {
            if copyingSamples {
                try files.copyItem(atPath: Self.samplePhrases, toPath: phrasesPath)
            } else {
                try files.createDirectory(atPath: phrasesPath, withIntermediateDirectories: true)
            }
            try prepare(phrasesPath)
        }
        _ = files.createFile(atPath: logPath, contents: nil)

        let phrased = try BuiltProducts.path("phrased")
        let stateArguments = statePath.isEmpty ? [] : ["--state-dir", statePath]
        let daemonArguments =
            ["--phrases", phrasesPath, "--socket", socketPath, "--log-level", "debug"] + stateArguments
            + arguments.map { $0.replacingOccurrences(of: "$FOLDER", with: name) }
        let logPath = logPath
        process = try PhrasedProcess(
            executable: launcher.first ?? phrased,
            arguments: launcher.isEmpty ? daemonArguments : Array(launcher.dropFirst()) + [phrasesPath, phrased] + daemonArguments,
            socketPath: socketPath,
            environment: ["PATH": "/usr/bin:/bin", "HOME": homePath, "LANG": "C.UTF-8"].merging(environment) { $1 },
            standardError: FileHandle(forWritingAtPath: logPath), timeout: timeout,
            log: { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" })
    }

    deinit {
        process?.kill()
        // PHRASED_TEST_KEEP=1 keeps the folder and its daemon.log for a look.
        if ProcessInfo.processInfo.environment["PHRASED_TEST_KEEP"] == nil {
            try? FileManager.default.removeItem(atPath: folder)
        }
    }

    /// What the daemon logged so far.
    var log: String {
        (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
    }

    var processIdentifier: Int32 { process.processIdentifier }

    /// The daemon's resident set size in bytes (Linux), or `nil` — also
    /// under `make sanitize`, where the sanitizer's shadow memory and
    /// quarantine are most of it and say nothing of the daemon's own.
    var residentBytes: Int? {
        guard ProcessInfo.processInfo.environment["PHRASEBOOK_SANITIZER"] == nil else { return nil }
        return CurrentProcess.residentBytes(of: process.processIdentifier)
    }

    /// How many descriptors the daemon has open (Linux), or `nil`.
    var openDescriptorCount: Int? {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/fd"))?.count
    }

    /// A field of the daemon's `stats`, e.g. `["connections", "open"]`.
    func statistic(_ path: [String]) throws -> Int? {
        let client = try DaemonClient(path: socketPath)
        var value: Any? = try client.request(#"{"op":"stats"}"#)
        for key in path { value = (value as? [String: Any])?[key] }
        return value as? Int
    }

    /// Waits at most `timeout` for the log to contain `text`.
    func waitForLog(_ text: String, timeout: Duration = .seconds(30)) -> Bool {
        waitUntil(timeout: timeout) { log.contains(text) }
    }

    /// Waits at most `timeout` for `path` to exist (a handler's sign of life).
    func waitForFile(_ path: String, timeout: Duration = .seconds(60)) -> Bool {
        waitUntil(timeout: timeout) { FileManager.default.fileExists(atPath: path) }
    }

    /// Sends `signal` to the daemon.
    func send(signal: Int32) {
        process.send(signal: signal)
    }

    /// Sends `signal` (SIGTERM by default) and waits at most `timeout` for
    /// the daemon to exit.
    ///
    /// - Returns: The exit status.
    @discardableResult
    func stop(signal: Int32 = SIGTERM, timeout: Duration = .seconds(60)) throws -> Int32 {
        do {
            return try process.stop(signal: signal, timeout: timeout)
        } catch {
            throw Failure(description: "\(error):\n\(log)")
        }
    }

    /// Waits at most `timeout` for the daemon to exit; returns its status.
    func waitForExit(timeout: Duration = .seconds(60)) throws -> Int32 {
        do {
            return try process.waitForExit(timeout: timeout)
        } catch {
            throw Failure(description: "\(error):\n\(log)")
        }
    }

    /// Runs the built executable `name` (`phrase`, `phrased`) as user `uid`
    /// and group `gid` with no supplementary groups (`setpriv`; needs root)
    /// to completion: its exit status and output.
    static func run(
        _ name: String, _ arguments: [String], asUser uid: UInt32, group gid: UInt32, timeout: Duration = .seconds(60)
    ) throws -> (status: Int32, output: String) {
        let output = try ProcessRunner.run(
            "/usr/bin/setpriv", ["--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", try BuiltProducts.path(name)] + arguments,
            timeout: timeout)
        return (output.status, output.stdout + output.stderr)
    }

    /// Runs `phrased` with `arguments` to completion (for usage errors and
    /// refusals): its exit status and its output.
    static func runToExit(_ arguments: [String], timeout: Duration = .seconds(60)) throws -> (status: Int32, output: String) {
        let output = try ProcessRunner.run(try BuiltProducts.path("phrased"), arguments, timeout: timeout)
        return (output.status, output.stdout + output.stderr)
    }
}

/// A client connection to a test daemon: send lines, read response lines,
/// every read bounded by a timeout. (``WyomingClient`` reads events through
/// one.)
final class DaemonClient {
    let socket: any StreamSocket
    private let poller: Poller
    private var buffer: [UInt8] = []
    private(set) var isClosedByDaemon = false

    convenience init(path: String) throws {
        try self.init(socket: UnixSocket.connecting(to: path))
    }

    init(socket: any StreamSocket) throws {
        self.socket = socket
        try socket.fileDescriptor.setNonBlocking()
        poller = try Poller()
        try poller.register(socket.fileDescriptor, for: .read, token: 1)
    }

    deinit {
        try? poller.deregister(socket.fileDescriptor)
        try? socket.close()
    }

    /// Sends `line` and a newline.
    func send(_ line: String) throws {
        try socket.sendAll(Array((line + "\n").utf8))
    }

    /// Sends raw bytes.
    func send(bytes: [UInt8]) throws {
        try socket.sendAll(bytes)
    }

    /// The next response line, waiting at most `timeout` (generous: a bound
    /// that catches a daemon that does not answer, not a slow one).
    func readLine(timeout: Duration = .seconds(30)) throws -> String {
        let line = try read(until: { $0.firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } }, deadline: .now + timeout)
        return String(decoding: line.dropLast(), as: UTF8.self)
    }

    /// Takes the first `end(received)` bytes received, once `end` says
    /// they are there, waiting until `deadline`.
    func read(until end: ([UInt8]) -> Int?, deadline: ContinuousClock.Instant) throws -> [UInt8] {
        while true {
            if let count = end(buffer) {
                let taken = Array(buffer[..<count])
                buffer.removeFirst(count)
                return taken
            }
            guard !isClosedByDaemon else { throw Daemon.Failure(description: "the daemon closed the connection") }
            let now = ContinuousClock.now
            guard now < deadline else { throw Daemon.Failure(description: "no response within the time allowed") }
            _ = try poller.wait(timeout: deadline - now)
            while let bytes = try socket.receive(upTo: 64 * 1024) {
                if bytes.isEmpty {
                    isClosedByDaemon = true
                    break
                }
                buffer += bytes
            }
        }
    }

    /// The next `count` response lines.
    func readLines(_ count: Int, timeout: Duration = .seconds(60)) throws -> [String] {
        let deadline = ContinuousClock.now + timeout
        return try (0..<count).map { _ in try readLine(timeout: max(deadline - ContinuousClock.now, .zero)) }
    }

    /// The next response, decoded.
    func readResponse(timeout: Duration = .seconds(30)) throws -> [String: Any] {
        try Self.decode(readLine(timeout: timeout))
    }

    /// Sends `line` and returns its response, decoded.
    func request(_ line: String, timeout: Duration = .seconds(30)) throws -> [String: Any] {
        try send(line)
        return try readResponse(timeout: timeout)
    }

    /// Waits at most `timeout` for the daemon to close the connection.
    func waitForClose(timeout: Duration = .seconds(30)) -> Bool {
        while (try? readLine(timeout: timeout)) != nil {}
        return isClosedByDaemon
    }

    static func decode(_ line: String) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            throw Daemon.Failure(description: "not a JSON object: \(line)")
        }
        return object
    }
}

/// Checks `condition` every 10 ms until it holds (`true`) or `timeout` has
/// passed (`false`).
func waitUntil(timeout: Duration, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = ContinuousClock.now + timeout
    while try !condition() {
        guard ContinuousClock.now < deadline else { return false }
        Thread.sleep(forTimeInterval: 0.01)
    }
    return true
}

/// A JSON request line from key-value pairs.
func requestLine(_ object: [String: Any]) -> String {
    let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
}

/// Writes an executable shell script (a test handler).
func writeScript(_ path: String, _ body: String) throws {
    let directory = (path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
}
