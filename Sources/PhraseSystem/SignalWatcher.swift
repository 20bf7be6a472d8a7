#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CPhraseSystem
import Dispatch
import Synchronization

/// Turns asynchronous signals into ordinary events the program handles when
/// it is ready: the self-pipe trick.
///
/// A handler written in C (Swift code is not async-signal-safe) writes each
/// signal's number as one byte to a non-blocking pipe. The program either
/// registers ``fileDescriptor`` with a ``Poller`` and calls
/// ``pendingSignals()`` when it is readable, or passes a callback to
/// ``init(watching:callback:)``, which a Dispatch source calls on a private
/// queue.
///
/// Why not the alternatives: `signalfd` needs the signals blocked in every
/// thread, and a Swift process has threads (Dispatch, the concurrency pool)
/// we did not start and cannot mask, so a signal could still kill it.
/// `DispatchSource.makeSignalSource` needs the signal's disposition set to
/// ignore and cannot be waited on with our own `epoll`.
///
///     SignalWatcher.ignoreBrokenPipe()
///     let signals = try SignalWatcher(watching: [.terminate, .interrupt, .hangUp])
///     try poller.register(signals.fileDescriptor, for: .read, token: signalToken)
///     … for signal in try signals.pendingSignals() { … }
///
/// A signal can be watched by one watcher at a time. When the watcher is
/// released, its signals get their default disposition back.
package final class SignalWatcher: Sendable {
    /// The signals this watcher receives.
    package let signals: [Signal]

    /// The pipe's read end (non-blocking, close-on-exec): readable when a
    /// signal has arrived. Do not close it; the watcher does.
    package let fileDescriptor: FileDescriptor

    private let writeEnd: FileDescriptor
    /// The callback's Dispatch source, if any; behind a lock because Dispatch
    /// does not mark its sources `Sendable`.
    private let source: Mutex<(any DispatchSourceRead)?>

    /// Signals some watcher is watching, so that two never share one.
    private static let watched = Mutex<Set<Int32>>([])

    /// Starts forwarding `signals` to this watcher's pipe.
    ///
    /// - Parameter signals: The signals to catch; not `SIGKILL` or `SIGSTOP`.
    /// - Throws: ``SystemError``; `EBUSY` when another watcher already
    ///   watches one of `signals`.
    package convenience init(watching signals: [Signal]) throws {
        try self.init(signals: signals, callback: nil)
    }

    /// Starts calling `callback`, on a private serial queue, for each of
    /// `signals` that arrives.
    ///
    /// - Throws: ``SystemError``; `EBUSY` when another watcher already
    ///   watches one of `signals`.
    package convenience init(watching signals: [Signal], callback: @escaping @Sendable (Signal) -> Void) throws {
        try self.init(signals: signals, callback: callback)
    }

    private init(signals: [Signal], callback: (@Sendable (Signal) -> Void)?) throws {
        let numbers = Set(signals.map(\.rawValue))
        try Self.watched.withLock { watched in
            if let busy = numbers.first(where: watched.contains) {
                throw SystemError(
                    "SignalWatcher", errno: EBUSY, detail: "\(Signal(rawValue: busy)) is already watched")
            }
            watched.formUnion(numbers)
        }
        let pipe: (readEnd: FileDescriptor, writeEnd: FileDescriptor)
        do {
            pipe = try FileDescriptor.pipe()
            try pipe.readEnd.setNonBlocking()
            try pipe.writeEnd.setNonBlocking()
        } catch {
            Self.watched.withLock { $0.subtract(numbers) }
            throw error
        }
        self.signals = signals
        self.fileDescriptor = pipe.readEnd
        self.writeEnd = pipe.writeEnd

        if let callback {
            let readEnd = pipe.readEnd
            let source = DispatchSource.makeReadSource(
                fileDescriptor: readEnd.rawValue, queue: DispatchQueue(label: "PhraseSystem.SignalWatcher"))
            source.setEventHandler {
                for signal in (try? Self.drain(readEnd)) ?? [] { callback(signal) }
            }
            source.activate()  // nothing to read yet; an inactive source must not be released
            self.source = Mutex(source)
        } else {
            self.source = Mutex(nil)
        }

        // From here a throw runs deinit, which undoes all of this.
        for signal in signals where cphrase_signal_forward(signal.rawValue, writeEnd.rawValue) != 0 {
            throw SystemError("sigaction", errno: errno, detail: "cannot catch \(signal)")
        }
    }

    deinit {
        for signal in signals { _ = cphrase_signal_forward(signal.rawValue, -1) }
        Self.watched.withLock { $0.subtract(signals.map(\.rawValue)) }
        let readEnd = fileDescriptor
        let writeEnd = writeEnd
        source.withLock { source in
            if let source {
                // Close only once Dispatch has stopped watching the descriptor.
                source.setCancelHandler {
                    readEnd.closeIgnoringErrors()
                    writeEnd.closeIgnoringErrors()
                }
                source.cancel()
            } else {
                readEnd.closeIgnoringErrors()
                writeEnd.closeIgnoringErrors()
            }
        }
    }

    /// The signals that arrived since the last call, oldest first; empty when
    /// none did. Never blocks.
    ///
    /// Call it when ``fileDescriptor`` is readable. (With a callback, the
    /// callback receives them instead.)
    package func pendingSignals() throws -> [Signal] {
        try Self.drain(fileDescriptor)
    }

    private static func drain(_ readEnd: FileDescriptor) throws -> [Signal] {
        var signals: [Signal] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = try buffer.withUnsafeMutableBytes { try readEnd.readIfReady(into: $0) }
            guard let count, count > 0 else { return signals }
            signals += buffer[..<count].map { Signal(rawValue: Int32($0)) }
        }
    }

    /// Sets `SIGPIPE` to be ignored, once per process, so that writing to a
    /// pipe or socket whose reader has gone fails with `EPIPE` instead of
    /// killing the process. Children get the default disposition back (see
    /// ``ChildProcess``).
    package static func ignoreBrokenPipe() {
        _ = ignoringBrokenPipe
    }

    private static let ignoringBrokenPipe: Void = {
        _ = signal(SIGPIPE, SIG_IGN)
    }()
}
