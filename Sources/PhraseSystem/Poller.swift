#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CPhraseSystem
import Synchronization

/// Readiness notification for many descriptors at once: `epoll` on Linux,
/// `poll` on Darwin.
///
/// Register each descriptor with what it waits for (``Interest``) and a token
/// of your choosing, usually an index into a table of connections; ``wait(timeout:maximumEvents:)``
/// returns the tokens of the descriptors that are ready. Notification is
/// level-triggered: a descriptor stays ready, and is reported again, until it
/// has been read or written until it would block.
///
///     let poller = try Poller()
///     try poller.register(listener.fileDescriptor, for: .read, token: 0)
///     for event in try poller.wait(timeout: .seconds(1)) { … }
///
/// One thread waits; any thread may call ``wake()`` to end a wait early, and
/// register, modify or deregister descriptors.
///
/// Deregister a descriptor before closing it: `epoll` forgets a closed
/// descriptor only when no duplicate of it is open, and `poll` reports it as
/// an error.
package final class Poller: Sendable {
    /// What a registered descriptor waits for.
    package struct Interest: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        /// Bytes to read, a connection to accept, or end of file.
        package static let read = Interest(rawValue: 1 << 0)
        /// Room to write.
        package static let write = Interest(rawValue: 1 << 1)
    }

    /// A registered descriptor that is ready.
    package struct Event: Hashable, Sendable, CustomStringConvertible {
        /// The token the descriptor was registered with.
        package var token: Int
        /// A read will not block (it may return end of file).
        package var isReadable: Bool
        /// A write will not block.
        package var isWritable: Bool
        /// The peer has closed its end (or both ends are shut down); a read
        /// returns what is left, then end of file.
        package var isHangUp: Bool
        /// The descriptor has an error; the next read or write reports it.
        package var isError: Bool

        package init(token: Int, isReadable: Bool = false, isWritable: Bool = false, isHangUp: Bool = false, isError: Bool = false) {
            self.token = token
            self.isReadable = isReadable
            self.isWritable = isWritable
            self.isHangUp = isHangUp
            self.isError = isError
        }

        package var description: String {
            var flags: [String] = []
            if isReadable { flags.append("read") }
            if isWritable { flags.append("write") }
            if isHangUp { flags.append("hangup") }
            if isError { flags.append("error") }
            return "\(token): \(flags.joined(separator: ","))"
        }
    }

    /// The token the poller keeps for its own wake-up descriptor.
    package static let reservedToken = Int.min

    #if os(Linux)
    private let epoll: FileDescriptor
    private let wakeEvent: FileDescriptor  // an eventfd
    #else
    private let wakeReadEnd: FileDescriptor
    private let wakeWriteEnd: FileDescriptor
    private let registrations = Mutex<[Int32: Registration]>([:])

    private struct Registration {
        var interest: Interest
        var token: Int
    }
    #endif

    /// Creates a poller and its wake-up descriptor (both close-on-exec).
    package init() throws {
        #if os(Linux)
        epoll = FileDescriptor(rawValue: try retryOnInterrupt("epoll_create1") { epoll_create1(Int32(EPOLL_CLOEXEC)) })
        do {
            let flags = Int32(EFD_CLOEXEC) | Int32(EFD_NONBLOCK)
            wakeEvent = FileDescriptor(rawValue: try retryOnInterrupt("eventfd") { eventfd(0, flags) })
        } catch {
            epoll.closeIgnoringErrors()
            throw error
        }
        do {
            try control(EPOLL_CTL_ADD, wakeEvent, events: EPOLLIN.rawValue, token: Self.reservedToken)
        } catch {
            wakeEvent.closeIgnoringErrors()
            epoll.closeIgnoringErrors()
            throw error
        }
        #else
        let pipe = try FileDescriptor.pipe()
        wakeReadEnd = pipe.readEnd
        wakeWriteEnd = pipe.writeEnd
        do {
            try wakeReadEnd.setNonBlocking()
            try wakeWriteEnd.setNonBlocking()
        } catch {
            wakeReadEnd.closeIgnoringErrors()
            wakeWriteEnd.closeIgnoringErrors()
            throw error
        }
        #endif
    }

    deinit {
        #if os(Linux)
        wakeEvent.closeIgnoringErrors()
        epoll.closeIgnoringErrors()
        #else
        wakeReadEnd.closeIgnoringErrors()
        wakeWriteEnd.closeIgnoringErrors()
        #endif
    }

    /// Starts watching `fd`.
    ///
    /// - Parameters:
    ///   - interest: What to wait for; empty still reports hang-ups and errors.
    ///   - token: Returned in the descriptor's events; not ``reservedToken``.
    /// - Throws: ``SystemError``; `EEXIST` when `fd` is already registered.
    /// - Complexity: O(1) on Linux; O(log *n*) on Darwin.
    package func register(_ fd: FileDescriptor, for interest: Interest, token: Int) throws {
        precondition(token != Self.reservedToken, "Poller.reservedToken is the poller's own")
        #if os(Linux)
        try control(EPOLL_CTL_ADD, fd, events: Self.epollEvents(for: interest), token: token)
        #else
        try registrations.withLock { table in
            guard table[fd.rawValue] == nil else { throw SystemError("Poller.register", errno: EEXIST) }
            table[fd.rawValue] = Registration(interest: interest, token: token)
        }
        #endif
    }

    /// Changes what a registered `fd` waits for, and its token.
    ///
    /// - Throws: ``SystemError``; `ENOENT` when `fd` is not registered.
    package func modify(_ fd: FileDescriptor, for interest: Interest, token: Int) throws {
        precondition(token != Self.reservedToken, "Poller.reservedToken is the poller's own")
        #if os(Linux)
        try control(EPOLL_CTL_MOD, fd, events: Self.epollEvents(for: interest), token: token)
        #else
        try registrations.withLock { table in
            guard table[fd.rawValue] != nil else { throw SystemError("Poller.modify", errno: ENOENT) }
            table[fd.rawValue] = Registration(interest: interest, token: token)
        }
        #endif
    }

    /// Stops watching `fd`. Call it before closing `fd`.
    ///
    /// - Throws: ``SystemError``; `ENOENT` when `fd` is not registered.
    package func deregister(_ fd: FileDescriptor) throws {
        #if os(Linux)
        try control(EPOLL_CTL_DEL, fd, events: 0, token: 0)
        #else
        try registrations.withLock { table in
            guard table.removeValue(forKey: fd.rawValue) != nil else {
                throw SystemError("Poller.deregister", errno: ENOENT)
            }
        }
        #endif
    }

    /// Waits until a registered descriptor is ready, ``wake()`` is called,
    /// a signal arrives or `timeout` passes.
    ///
    /// - Parameters:
    ///   - timeout: The longest wait, rounded up to whole milliseconds;
    ///     `nil` waits without limit, `.zero` only looks.
    ///   - maximumEvents: The most events returned at once; the rest are
    ///     returned by the next call.
    /// - Returns: The ready descriptors' events, in no particular order; empty
    ///   after a timeout, a wake-up or an interrupting signal.
    /// - Complexity: O(ready descriptors) on Linux; O(registered
    ///   descriptors) on Darwin.
    package func wait(timeout: Duration?, maximumEvents: Int = 256) throws -> [Event] {
        precondition(maximumEvents > 0)
        let milliseconds = Self.milliseconds(timeout)
        #if os(Linux)
        return try withUnsafeTemporaryAllocation(of: epoll_event.self, capacity: maximumEvents) { buffer in
            let count = epoll_wait(epoll.rawValue, buffer.baseAddress, Int32(maximumEvents), milliseconds)
            if count < 0 {
                let code = errno
                if code == EINTR { return [] }
                throw SystemError("epoll_wait", errno: code)
            }
            var events: [Event] = []
            events.reserveCapacity(Int(count))
            for entry in buffer[0..<Int(count)] {
                let token = Int(Int64(bitPattern: entry.data.u64))
                if token == Self.reservedToken {
                    drainWakeUps()
                    continue
                }
                let flags = entry.events
                events.append(
                    Event(
                        token: token,
                        isReadable: flags & EPOLLIN.rawValue != 0,
                        isWritable: flags & EPOLLOUT.rawValue != 0,
                        isHangUp: flags & (EPOLLHUP.rawValue | EPOLLRDHUP.rawValue) != 0,
                        isError: flags & EPOLLERR.rawValue != 0))
            }
            return events
        }
        #else
        let watched = registrations.withLock { Array($0) }
        var entries = [pollfd(fd: wakeReadEnd.rawValue, events: Int16(POLLIN), revents: 0)]
        entries.reserveCapacity(watched.count + 1)
        for (fd, registration) in watched {
            var events: Int16 = 0
            if registration.interest.contains(.read) { events |= Int16(POLLIN) }
            if registration.interest.contains(.write) { events |= Int16(POLLOUT) }
            entries.append(pollfd(fd: fd, events: events, revents: 0))
        }
        let count = poll(&entries, nfds_t(entries.count), milliseconds)
        if count < 0 {
            let code = errno
            if code == EINTR { return [] }
            throw SystemError("poll", errno: code)
        }
        if entries[0].revents != 0 { drainWakeUps() }
        var events: [Event] = []
        for (index, entry) in entries.enumerated().dropFirst() where entry.revents != 0 {
            let flags = Int32(entry.revents)
            events.append(
                Event(
                    token: watched[index - 1].value.token,
                    isReadable: flags & Int32(POLLIN) != 0,
                    isWritable: flags & Int32(POLLOUT) != 0,
                    isHangUp: flags & Int32(POLLHUP) != 0,
                    isError: flags & (Int32(POLLERR) | Int32(POLLNVAL)) != 0))
            if events.count == maximumEvents { break }
        }
        return events
        #endif
    }

    /// Which of `descriptors` are hung up — for a socket: its peer has
    /// closed it, both ways, so nothing written to it will ever be read —
    /// looked at all at once (one `poll`), without waiting. A socket whose
    /// peer only shut down its sending side is not hung up: the peer still
    /// reads.
    ///
    /// - Returns: One flag per descriptor, in order.
    /// - Complexity: O(*n*) in the descriptors, in one system call.
    package static func hungUp(_ descriptors: [FileDescriptor]) throws -> [Bool] {
        var entries = descriptors.map { pollfd(fd: $0.rawValue, events: 0, revents: 0) }
        try retryOnInterrupt("poll") { poll(&entries, nfds_t(entries.count), 0) }
        return entries.map { Int32($0.revents) & Int32(POLLHUP) != 0 }
    }

    /// Ends the current or next ``wait(timeout:maximumEvents:)`` early. Safe
    /// from any thread; wake-ups before a wait collapse into one.
    package func wake() {
        #if os(Linux)
        var one: UInt64 = 1
        // EAGAIN means the counter is already non-zero: a wake-up is pending.
        _ = withUnsafeBytes(of: &one) { try? wakeEvent.writeIfReady($0) }
        #else
        var byte: UInt8 = 1
        _ = withUnsafeBytes(of: &byte) { try? wakeWriteEnd.writeIfReady($0) }
        #endif
    }

    /// Empties the wake-up descriptor so that it stops being ready.
    private func drainWakeUps() {
        var buffer = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        withUnsafeMutableBytes(of: &buffer) { bytes in
            #if os(Linux)
            _ = try? wakeEvent.readIfReady(into: UnsafeMutableRawBufferPointer(rebasing: bytes[0..<8]))
            #else
            while let count = try? wakeReadEnd.readIfReady(into: bytes), count > 0 {}
            #endif
        }
    }

    /// `timeout` in milliseconds for `epoll_wait` and `poll`, rounded up so
    /// that a short timeout does not become a busy loop; -1 for none.
    static func milliseconds(_ timeout: Duration?) -> Int32 {
        guard let timeout else { return -1 }
        let nanoseconds = timeout.nanosecondsClamped
        return Int32(clamping: nanoseconds / 1_000_000 + (nanoseconds % 1_000_000 == 0 ? 0 : 1))
    }

    #if os(Linux)
    private static func epollEvents(for interest: Interest) -> UInt32 {
        var events: UInt32 = 0
        if interest.contains(.read) { events |= EPOLLIN.rawValue | EPOLLRDHUP.rawValue }
        if interest.contains(.write) { events |= EPOLLOUT.rawValue }
        return events
    }

    private func control(_ operation: Int32, _ fd: FileDescriptor, events: UInt32, token: Int) throws {
        var event = epoll_event()
        event.events = events
        event.data.u64 = UInt64(bitPattern: Int64(token))
        try check(epoll_ctl(epoll.rawValue, operation, fd.rawValue, &event), "epoll_ctl")
    }
    #endif
}
