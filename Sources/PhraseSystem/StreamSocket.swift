#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CPhraseSystem

/// A connected stream socket, Unix-domain (``UnixSocket``) or TCP
/// (``TCPSocket``): what both send and receive the same way.
///
/// Sends never raise `SIGPIPE` (`MSG_NOSIGNAL` on Linux, `SO_NOSIGPIPE` on
/// the socket elsewhere), so a peer that went away shows up as `EPIPE`. A
/// socket is a plain value that does not close itself: call ``close()``
/// exactly once.
package protocol StreamSocket: Sendable {
    /// The socket's descriptor, for a ``Poller`` or for plain reads.
    var fileDescriptor: FileDescriptor { get }
    /// What errors name the socket by: its path or address, if known.
    var name: String? { get }
}

extension StreamSocket {
    /// Sends up to `buffer.count` bytes.
    ///
    /// - Returns: The number of bytes sent, or `nil` when a non-blocking
    ///   socket cannot take any now.
    /// - Throws: ``SystemError``; `EPIPE` when the peer has gone (never
    ///   `SIGPIPE`).
    package func send(_ buffer: UnsafeRawBufferPointer) throws -> Int? {
        try retryOnInterruptUnlessWouldBlock("send", path: name) {
            systemSend(fileDescriptor.rawValue, buffer.baseAddress, buffer.count, streamSendFlags)
        }
    }

    /// Sends every byte of `bytes`, looping over short sends and waiting while
    /// a non-blocking socket is full.
    package func sendAll(_ bytes: some Collection<UInt8>) throws {
        try Array(bytes).withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                if let sent = try send(UnsafeRawBufferPointer(rebasing: buffer[offset...])) {
                    offset += sent
                } else {
                    var entry = pollfd(fd: fileDescriptor.rawValue, events: Int16(POLLOUT), revents: 0)
                    _ = try retryOnInterrupt("poll") { poll(&entry, 1, -1) }
                }
            }
        }
    }

    /// Receives up to `buffer.count` bytes.
    ///
    /// - Returns: The number of bytes received, 0 when the peer has closed its
    ///   end, or `nil` when nothing is available on a non-blocking socket.
    package func receive(into buffer: UnsafeMutableRawBufferPointer) throws -> Int? {
        try retryOnInterruptUnlessWouldBlock("recv", path: name) {
            recv(fileDescriptor.rawValue, buffer.baseAddress, buffer.count, 0)
        }
    }

    /// Receives up to `count` bytes into a new array.
    ///
    /// - Returns: The bytes (empty when the peer has closed its end), or `nil`
    ///   when nothing is available on a non-blocking socket.
    package func receive(upTo count: Int) throws -> [UInt8]? {
        var wouldBlock = false
        let bytes = try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let received = try receive(into: UnsafeMutableRawBufferPointer(buffer)) {
                initialized = received
            } else {
                wouldBlock = true
                initialized = 0
            }
        }
        return wouldBlock ? nil : bytes
    }

    /// Tells the peer that nothing more will be sent (it reads end of file);
    /// receiving still works.
    package func shutdownWriting() throws {
        #if os(Linux)
        let how = Int32(SHUT_WR)
        #else
        let how = SHUT_WR
        #endif
        try check(shutdown(fileDescriptor.rawValue, how), "shutdown")
    }

    /// Closes the socket. A Unix listener's socket file stays; see
    /// ``UnixSocket/removeSocketFile()``.
    package func close() throws {
        try fileDescriptor.close()
    }
}

/// Connects `fd` to the address at `pointer`, retrying on `EINTR` (after
/// which a connection already made is `EISCONN`: done).
func connectRetrying(_ fd: FileDescriptor, to pointer: UnsafePointer<sockaddr>, length: socklen_t, name: String) throws {
    while connect(fd.rawValue, pointer, length) != 0 {
        let code = errno
        if code == EINTR { continue }
        if code == EISCONN { return }
        throw SystemError("connect", errno: code, path: name)
    }
}

/// Accepts a connection waiting on the listener `fd`, close-on-exec and,
/// if asked, non-blocking (set explicitly: Linux and Darwin differ in what
/// they inherit).
///
/// - Returns: The connection's descriptor, or `nil` when none is waiting on
///   a non-blocking listener. A connection aborted before it was accepted
///   is skipped.
/// - Throws: ``SystemError``, such as `EMFILE` when out of descriptors.
func acceptConnection(on fd: FileDescriptor, nonBlocking: Bool, name: String?) throws -> FileDescriptor? {
    while true {
        let result = cphrase_accept(fd.rawValue, nonBlocking ? 1 : 0)
        if result >= 0 { return FileDescriptor(rawValue: result) }
        let code = errno
        if code == EINTR || code == ECONNABORTED { continue }
        if code == EAGAIN || code == EWOULDBLOCK { return nil }
        throw SystemError("accept", errno: code, path: name)
    }
}

/// A new blocking, close-on-exec stream socket of `domain` (`AF_UNIX`,
/// `AF_INET`, `AF_INET6`) that never raises `SIGPIPE`.
func makeStreamSocket(domain: Int32) throws -> FileDescriptor {
    #if os(Linux)
    let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    let fd = FileDescriptor(rawValue: try retryOnInterrupt("socket") { socket(domain, type, 0) })
    #else
    let fd = FileDescriptor(rawValue: try retryOnInterrupt("socket") { socket(domain, SOCK_STREAM, 0) })
    do {
        try fd.setCloseOnExec()
        var on: Int32 = 1
        try check(
            setsockopt(fd.rawValue, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size)),
            "setsockopt(SO_NOSIGPIPE)")
    } catch {
        fd.closeIgnoringErrors()
        throw error
    }
    #endif
    return fd
}

#if os(Linux)
private let streamSendFlags = Int32(MSG_NOSIGNAL)
#else
private let streamSendFlags: Int32 = 0
#endif

#if canImport(Glibc)
@inline(__always) private func systemSend(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    Glibc.send(fd, buffer, count, flags)
}
#elseif canImport(Darwin)
@inline(__always) private func systemSend(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    Darwin.send(fd, buffer, count, flags)
}
#endif
