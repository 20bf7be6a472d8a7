#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CPhraseSystem

/// An open file descriptor: a thin, typed wrapper over the `Int32` the system
/// hands out, in the manner of swift-system's `FileDescriptor`.
///
/// It is a plain value and does not close itself: whoever opened it calls
/// ``close()`` exactly once. Every call that may block retries on `EINTR`;
/// `close` never does.
package struct FileDescriptor: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The descriptor number.
    package let rawValue: Int32

    /// Wraps an already open descriptor.
    package init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Standard input, 0.
    package static let standardInput = FileDescriptor(rawValue: 0)
    /// Standard output, 1.
    package static let standardOutput = FileDescriptor(rawValue: 1)
    /// Standard error, 2.
    package static let standardError = FileDescriptor(rawValue: 2)

    package var description: String { "fd \(rawValue)" }

    // MARK: Reading

    /// Reads up to `buffer.count` bytes.
    ///
    /// - Returns: The number of bytes read; 0 at end of file.
    /// - Throws: ``SystemError``, including `EAGAIN` on a non-blocking
    ///   descriptor with nothing to read (see ``readIfReady(into:)``).
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        try retryOnInterrupt("read") { systemRead(rawValue, buffer.baseAddress, buffer.count) }
    }

    /// Reads up to `buffer.count` bytes from a non-blocking descriptor.
    ///
    /// - Returns: The number of bytes read, 0 at end of file, or `nil` when
    ///   nothing is available yet.
    package func readIfReady(into buffer: UnsafeMutableRawBufferPointer) throws -> Int? {
        try retryOnInterruptUnlessWouldBlock("read") {
            systemRead(rawValue, buffer.baseAddress, buffer.count)
        }
    }

    /// Reads up to `count` bytes into a new array; an empty array means end of
    /// file.
    package func read(upTo count: Int) throws -> [UInt8] {
        try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = try read(into: UnsafeMutableRawBufferPointer(buffer))
        }
    }

    // MARK: Writing

    /// Writes up to `buffer.count` bytes with one call.
    ///
    /// - Returns: The number of bytes written, which may be fewer than asked.
    /// - Throws: ``SystemError``, including `EAGAIN` on a full non-blocking
    ///   descriptor (see ``writeIfReady(_:)``) and `EPIPE` when nobody reads
    ///   (with `SIGPIPE` ignored; see ``SignalWatcher/ignoreBrokenPipe()``).
    package func write(_ buffer: UnsafeRawBufferPointer) throws -> Int {
        try retryOnInterrupt("write") { systemWrite(rawValue, buffer.baseAddress, buffer.count) }
    }

    /// Writes up to `buffer.count` bytes to a non-blocking descriptor.
    ///
    /// - Returns: The number of bytes written, or `nil` when the descriptor
    ///   cannot take any now.
    package func writeIfReady(_ buffer: UnsafeRawBufferPointer) throws -> Int? {
        try retryOnInterruptUnlessWouldBlock("write") {
            systemWrite(rawValue, buffer.baseAddress, buffer.count)
        }
    }

    /// Writes every byte of `bytes`, looping over short writes.
    ///
    /// On a non-blocking descriptor it waits (with `poll`) whenever the
    /// descriptor is full, so it returns only when everything is written or a
    /// call fails.
    package func writeAll(_ bytes: some Collection<UInt8>) throws {
        let done: Void? = try bytes.withContiguousStorageIfAvailable { buffer throws in
            try writeAll(UnsafeRawBufferPointer(buffer))
        }
        if done == nil {
            try Array(bytes).withUnsafeBytes { buffer throws in try writeAll(buffer) }
        }
    }

    /// Writes every byte of `buffer`, looping over short writes.
    package func writeAll(_ buffer: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < buffer.count {
            let rest = UnsafeRawBufferPointer(rebasing: buffer[offset...])
            if let written = try writeIfReady(rest) {
                offset += written
            } else {
                try waitUntilWritable()
            }
        }
    }

    /// Blocks until the descriptor can take more bytes.
    private func waitUntilWritable() throws {
        var entry = pollfd(fd: rawValue, events: Int16(POLLOUT), revents: 0)
        _ = try retryOnInterrupt("poll") { poll(&entry, 1, -1) }
    }

    // MARK: Lifetime and flags

    /// Closes the descriptor. Not retried on `EINTR`: the descriptor is gone
    /// either way.
    ///
    /// - Throws: ``SystemError`` when the system reports a failure, which for
    ///   a file can mean data written earlier was lost.
    package func close() throws {
        if systemClose(rawValue) == -1 {
            let code = errno
            if code == EINTR { return }
            throw SystemError("close", errno: code)
        }
    }

    /// Closes the descriptor, ignoring any error: for clean-up paths.
    package func closeIgnoringErrors() {
        _ = systemClose(rawValue)
    }

    /// Turns `O_NONBLOCK` on or off.
    package func setNonBlocking(_ isNonBlocking: Bool = true) throws {
        let flags = try retryOnInterrupt("fcntl(F_GETFL)") { fcntl(rawValue, F_GETFL) }
        let wanted = isNonBlocking ? flags | O_NONBLOCK : flags & ~O_NONBLOCK
        if wanted != flags {
            _ = try retryOnInterrupt("fcntl(F_SETFL)") { fcntl(rawValue, F_SETFL, wanted) }
        }
    }

    /// Whether `O_NONBLOCK` is set.
    package var isNonBlocking: Bool {
        fcntl(rawValue, F_GETFL) & O_NONBLOCK != 0
    }

    /// Turns `FD_CLOEXEC` on or off: whether the descriptor is closed in
    /// programs this process executes.
    package func setCloseOnExec(_ isCloseOnExec: Bool = true) throws {
        let flags = try retryOnInterrupt("fcntl(F_GETFD)") { fcntl(rawValue, F_GETFD) }
        let wanted = isCloseOnExec ? flags | FD_CLOEXEC : flags & ~FD_CLOEXEC
        if wanted != flags {
            _ = try retryOnInterrupt("fcntl(F_SETFD)") { fcntl(rawValue, F_SETFD, wanted) }
        }
    }

    /// Whether `FD_CLOEXEC` is set.
    package var isCloseOnExec: Bool {
        fcntl(rawValue, F_GETFD) & FD_CLOEXEC != 0
    }

    /// Whether the descriptor is a terminal (`isatty`).
    package var isTerminal: Bool {
        isatty(rawValue) == 1
    }

    // MARK: Pipes

    /// Creates a pipe whose two ends are close-on-exec.
    ///
    /// On Linux the flag is set atomically (`pipe2`); elsewhere right after
    /// `pipe`, so a program another thread executes at that instant could
    /// inherit the ends (``ChildProcess`` closes them in its children anyway).
    package static func pipe() throws -> (readEnd: FileDescriptor, writeEnd: FileDescriptor) {
        var fds: [Int32] = [-1, -1]
        try check(cphrase_pipe_cloexec(&fds), "pipe")
        return (FileDescriptor(rawValue: fds[0]), FileDescriptor(rawValue: fds[1]))
    }
}

// The C library's functions under names our methods do not shadow.
#if canImport(Glibc)
@inline(__always) func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    Glibc.read(fd, buffer, count)
}
@inline(__always) func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    Glibc.write(fd, buffer, count)
}
@inline(__always) func systemClose(_ fd: Int32) -> Int32 { Glibc.close(fd) }
#elseif canImport(Darwin)
@inline(__always) func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    Darwin.read(fd, buffer, count)
}
@inline(__always) func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    Darwin.write(fd, buffer, count)
}
@inline(__always) func systemClose(_ fd: Int32) -> Int32 { Darwin.close(fd) }
#endif
