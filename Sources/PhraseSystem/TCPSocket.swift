#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP stream socket: a listener bound to an address and port, or one end
/// of a connection. Created close-on-exec; connections send without delay
/// (`TCP_NODELAY`: a request and its answer are small and wanted at once).
///
/// TCP tells nothing about who is on the other end beyond an address:
/// there are no peer credentials as ``UnixSocket`` has.
///
///     let listener = try TCPSocket.listening(at: .loopback(port: 10700))
///     let client = try TCPSocket.connecting(to: .loopback(port: 10700))
package struct TCPSocket: StreamSocket, Hashable {
    package let fileDescriptor: FileDescriptor
    /// The address a listener is bound to, or a connection's peer, when known.
    package let address: InternetAddress?

    package init(fileDescriptor: FileDescriptor, address: InternetAddress? = nil) {
        self.fileDescriptor = fileDescriptor
        self.address = address
    }

    /// Named in errors: the address.
    package var name: String? { address?.description }

    /// Binds `address` (port 0: one the system picks) and listens. The
    /// listener is non-blocking, ready for a ``Poller``, and reuses an address
    /// that connections of an earlier listener still linger on
    /// (`SO_REUSEADDR`).
    ///
    /// - Throws: ``SystemError``: `EADDRINUSE` when another socket listens on
    ///   it, `EADDRNOTAVAIL` for an address of no interface of this machine.
    package static func listening(at address: InternetAddress, backlog: Int32 = 128) throws -> TCPSocket {
        let fd = try makeStreamSocket(domain: address.family)
        do {
            var on: Int32 = 1
            try check(
                setsockopt(fd.rawValue, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size)),
                "setsockopt(SO_REUSEADDR)")
            try address.withSockaddr { pointer, length in
                try check(bind(fd.rawValue, pointer, length), "bind", path: address.description)
            }
            try check(listen(fd.rawValue, backlog), "listen", path: address.description)
            try fd.setNonBlocking()
            let bound = TCPSocket(fileDescriptor: fd)
            return TCPSocket(fileDescriptor: fd, address: (try? bound.localAddress()) ?? address)
        } catch {
            fd.closeIgnoringErrors()
            throw error
        }
    }

    /// Connects to `address`. The socket is blocking; call
    /// `fileDescriptor.setNonBlocking()` for a ``Poller``.
    ///
    /// - Throws: ``SystemError``, `ECONNREFUSED` when nobody listens.
    package static func connecting(to address: InternetAddress) throws -> TCPSocket {
        let fd = try makeStreamSocket(domain: address.family)
        do {
            try address.withSockaddr { pointer, length in
                try connectRetrying(fd, to: pointer, length: length, name: address.description)
            }
            let socket = TCPSocket(fileDescriptor: fd, address: address)
            try socket.sendWithoutDelay()
            return socket
        } catch {
            fd.closeIgnoringErrors()
            throw error
        }
    }

    /// Accepts a waiting connection.
    ///
    /// - Parameter nonBlocking: Whether the new connection is non-blocking.
    /// - Returns: The connection, with its peer's address, or `nil` when none
    ///   is waiting on a non-blocking listener. A connection aborted before it
    ///   was accepted is skipped.
    /// - Throws: ``SystemError``, such as `EMFILE` when out of descriptors.
    package func accept(nonBlocking: Bool = true) throws -> TCPSocket? {
        guard let fd = try acceptConnection(on: fileDescriptor, nonBlocking: nonBlocking, name: name) else { return nil }
        let connection = TCPSocket(fileDescriptor: fd)
        // Without it a reply written in two parts could wait for the client's
        // delayed acknowledgement; failing to set it costs only that.
        try? connection.sendWithoutDelay()
        return TCPSocket(fileDescriptor: fd, address: try? connection.peerAddress())
    }

    /// The address and port the socket is bound to (a listener on port 0
    /// learns its port here).
    package func localAddress() throws -> InternetAddress {
        try socketAddress("getsockname") { getsockname(fileDescriptor.rawValue, $0, $1) }
    }

    /// The address and port of the connection's other end.
    package func peerAddress() throws -> InternetAddress {
        try socketAddress("getpeername") { getpeername(fileDescriptor.rawValue, $0, $1) }
    }

    private func socketAddress(
        _ operation: String, _ call: (UnsafeMutablePointer<sockaddr>, UnsafeMutablePointer<socklen_t>) -> Int32
    ) throws -> InternetAddress {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let address = try withUnsafeMutablePointer(to: &storage) { pointer in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                try check(call(raw, &length), operation)
                return InternetAddress(sockaddr: raw, length: Int(length))
            }
        }
        guard let address else { throw SystemError(operation, errno: EAFNOSUPPORT, detail: "not an IP socket") }
        return address
    }

    /// Turns off Nagle's algorithm: small writes go out at once.
    private func sendWithoutDelay() throws {
        var on: Int32 = 1
        try check(
            setsockopt(fileDescriptor.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size)),
            "setsockopt(TCP_NODELAY)")
    }
}
