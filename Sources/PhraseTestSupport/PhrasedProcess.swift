import Foundation
import PhraseSystem

/// A `phrased` started by an end-to-end test or the benchmark: started, then
/// waited for (bounded) until it answers a `ping`; stopped with a signal,
/// waited for (bounded); killed if still running when released.
package final class PhrasedProcess {
    /// Why the daemon did not start or stop in time.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
        package init(description: String) { self.description = description }
    }

    package let socketPath: String
    private let process = Process()
    /// From starting the process to its first answered ping.
    package let startup: Duration

    /// Starts `executable` with `arguments` and waits at most `timeout` for
    /// a `ping` on `socketPath` to be answered.
    ///
    /// - Parameters:
    ///   - executable: `phrased`, or a launcher that runs it by `exec`.
    ///   - standardError: Where the daemon's log goes; `nil` discards it.
    ///   - standardOutput: Where its standard output goes (a launcher's
    ///     banner); `nil` discards it.
    ///   - log: What to tell when it fails to start (its log so far).
    package init(
        executable: String, arguments: [String], socketPath: String, environment: [String: String]? = nil,
        standardError: FileHandle? = nil, standardOutput: FileHandle? = nil, timeout: Duration = .seconds(10),
        log: () -> String = { "" }
    ) throws {
        self.socketPath = socketPath
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardError = standardError ?? FileHandle.nullDevice
        process.standardOutput = standardOutput ?? FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let clock = ContinuousClock()
        let started = clock.now
        try process.run()
        while !Self.answersPing(at: socketPath, within: .milliseconds(500)) {
            guard process.isRunning else {
                process.waitUntilExit()
                throw Failure(description: "phrased exited early (status \(process.terminationStatus)):\n\(log())")
            }
            guard clock.now - started < timeout else {
                Foundation.kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                throw Failure(description: "phrased did not answer within \(timeout):\n\(log())")
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        startup = clock.now - started
    }

    deinit {
        kill()
    }

    package var processIdentifier: Int32 { process.processIdentifier }
    package var isRunning: Bool { process.isRunning }
    package var terminationStatus: Int32 { process.terminationStatus }

    /// Sends `signal` to the daemon.
    package func send(signal: Int32) {
        if process.isRunning { Foundation.kill(process.processIdentifier, signal) }
    }

    /// Sends `signal` (SIGTERM by default) and waits at most `timeout` for
    /// the daemon to exit.
    ///
    /// - Returns: The exit status.
    @discardableResult
    package func stop(signal: Int32 = SIGTERM, timeout: Duration = .seconds(10)) throws -> Int32 {
        send(signal: signal)
        return try waitForExit(timeout: timeout)
    }

    /// Waits at most `timeout` for the daemon to exit; returns its status.
    package func waitForExit(timeout: Duration = .seconds(10)) throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning {
            guard ContinuousClock.now < deadline else { throw Failure(description: "phrased did not exit within \(timeout)") }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return process.terminationStatus
    }

    /// Ends the daemon at once (SIGKILL) if it runs, and reaps it.
    package func kill() {
        guard process.isRunning else { return }
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Whether a daemon on `path` answers `{"op":"ping"}` with `ok` within
    /// `timeout`.
    package static func answersPing(at path: String, within timeout: Duration) -> Bool {
        guard let socket = try? UnixSocket.connecting(to: path) else { return false }
        defer { try? socket.close() }
        do {
            try socket.sendAll(Array("{\"op\":\"ping\"}\n".utf8))
            try socket.fileDescriptor.setNonBlocking()
            let poller = try Poller()
            try poller.register(socket.fileDescriptor, for: .read, token: 1)
            defer { try? poller.deregister(socket.fileDescriptor) }
            let deadline = ContinuousClock.now + timeout
            var reply: [UInt8] = []
            while !reply.contains(UInt8(ascii: "\n")) {
                let left = deadline - ContinuousClock.now
                guard left > .zero else { return false }
                _ = try poller.wait(timeout: left)
                while let bytes = try socket.receive(upTo: 4096) {
                    if bytes.isEmpty { return false }
                    reply += bytes
                }
            }
            return String(decoding: reply, as: UTF8.self).contains("\"status\":\"ok\"")
        } catch {
            return false
        }
    }
}
