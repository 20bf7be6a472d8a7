#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization
import Testing
@testable import PhraseSystem

// Each test uses its own signal: tests run in parallel and a signal has one
// watcher at a time.
@Suite struct SignalWatcherTests {
    @Test func deliversSignalsThroughThePoller() throws {
        let watcher = try SignalWatcher(watching: [.user1])
        let poller = try Poller()
        try poller.register(watcher.fileDescriptor, for: .read, token: 1)
        #expect(try watcher.pendingSignals().isEmpty)

        #expect(kill(getpid(), SIGUSR1) == 0)
        let events = try poller.wait(timeout: .seconds(3))
        #expect(events.map(\.token) == [1])
        #expect(try watcher.pendingSignals() == [.user1])
        try poller.deregister(watcher.fileDescriptor)
    }

    @Test func callsTheCallback() throws {
        let received = Mutex<[Signal]>([])
        let arrived = DispatchSemaphore(value: 0)
        let watcher = try SignalWatcher(watching: [.user2]) { signal in
            received.withLock { $0.append(signal) }
            arrived.signal()
        }
        #expect(kill(getpid(), SIGUSR2) == 0)
        #expect(arrived.wait(timeout: .now() + 3) == .success)
        #expect(received.withLock { $0 } == [.user2])
        _ = watcher
    }

    @Test func oneWatcherPerSignal() throws {
        let winch = Signal(rawValue: SIGWINCH)
        do {
            let first = try SignalWatcher(watching: [winch])
            let error = try #require(throws: SystemError.self) { try SignalWatcher(watching: [winch]) }
            #expect(error.errno == EBUSY)
            withExtendedLifetime(first) {}
        }
        // Once released, the signal can be watched again.
        _ = try SignalWatcher(watching: [winch])
    }

    @Test func refusesUncatchableSignalsAndCleansUp() throws {
        for _ in 0..<2 {
            let error = try #require(throws: SystemError.self) { try SignalWatcher(watching: [.kill]) }
            #expect(error.errno == EINVAL)
        }
    }

    @Test func namesSignals() {
        #expect(Signal.terminate.description == "SIGTERM")
        #expect(Signal.kill.description == "SIGKILL")
    }
}
