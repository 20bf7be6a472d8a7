#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CPhraseSystem

/// A Unix-domain stream socket: a listener bound to a path, or one end of a
/// connection.
///
/// Sockets are created close-on-exec (`SOCK_CLOEXEC` on Linux, `FD_CLOEXEC`
/// right after creation elsewhere) and never raise `SIGPIPE`: sends use
/// `MSG_NOSIGNAL` on Linux and sockets carry `SO_NOSIGPIPE` on Darwin, so a
/// peer that went away shows up as `EPIPE`.
///
/// Like ``FileDescriptor``, a socket is a plain value that does not close
/// itself: call ``StreamSocket/close()`` exactly once. Sending and receiving
/// are ``StreamSocket``'s, shared with ``TCPSocket``.
///
///     let listener = try UnixSocket.listening(at: "/run/user/501/phrased.sock")
///     let client = try UnixSocket.connecting(to: "/run/user/501/phrased.sock")
package struct UnixSocket: StreamSocket, Hashable {
    /// The socket's descriptor, for a ``Poller`` or for plain reads.
    package let fileDescriptor: FileDescriptor

    /// The path a listener made with ``listening(at:mode:backlog:)`` is bound
    /// to; `nil` for connections and inherited listeners.
    package let path: String?

    /// Named in errors: the path, when the socket has one.
    package var name: String? { path }

    /// The device and inode of the socket file this listener created, so that
    /// ``removeSocketFile()`` never removes a file someone else put there.
    private let boundFile: FileIdentity?

    /// Wraps an open socket descriptor.
    package init(fileDescriptor: FileDescriptor) {
        self.init(fileDescriptor: fileDescriptor, path: nil, boundFile: nil)
    }

    private init(fileDescriptor: FileDescriptor, path: String?, boundFile: FileIdentity?) {
        self.fileDescriptor = fileDescriptor
        self.path = path
        self.boundFile = boundFile
    }

    // MARK: Listening

    /// Creates a socket file at `path` with permissions `mode` and listens on
    /// it. The listener is non-blocking, ready for a ``Poller``.
    ///
    /// If something already exists at `path`:
    /// - a symbolic link, or anything that is not a socket, is left alone and
    ///   the call throws (`EEXIST`);
    /// - a socket someone answers on is left alone and the call throws
    ///   (`EADDRINUSE`, "another process is listening on this socket");
    /// - a socket nobody answers on is a leftover from a process that died: it
    ///   is removed and replaced.
    ///
    /// The mode is applied with `chmod` after `bind` and before `listen`. That
    /// is race-free for access: until `listen`, every `connect` fails with
    /// `ECONNREFUSED`, so no one can connect while the file still has the mode
    /// the umask gave it. The alternative, changing the umask around `bind`,
    /// is not: the umask belongs to the whole process, and another thread
    /// creating a file at that moment would get the wrong permissions.
    ///
    /// - Parameters:
    ///   - path: The socket's path; at most ``maximumPathLength`` bytes of
    ///     UTF-8. A longer path throws (`ENAMETOOLONG`); it is never truncated.
    ///   - mode: The socket file's permissions: `0o600` lets only this user
    ///     connect, `0o660` also the file's group.
    ///   - backlog: How many connections may wait to be accepted.
    /// - Throws: ``SystemError`` naming the path and what went wrong.
    package static func listening(
        at path: String, mode: mode_t = 0o600, backlog: Int32 = 128
    ) throws -> UnixSocket {
        let address = try SocketAddress(path: path, operation: "bind")
        try removeStaleSocket(at: address)

        let fd = try makeSocket()
        var bound = false
        do {
            try address.withSockaddr { pointer, length in
                try check(bind(fd.rawValue, pointer, length), "bind", path: path)
            }
            bound = true
            try check(chmod(path, mode), "chmod", path: path)
            let identity = try FileIdentity(path: path)
            guard identity.isSocket else {
                throw SystemError("bind", errno: EEXIST, path: path, detail: "the socket file was replaced while starting")
            }
            try check(listen(fd.rawValue, backlog), "listen", path: path)
            try fd.setNonBlocking()
            return UnixSocket(fileDescriptor: fd, path: path, boundFile: identity)
        } catch {
            if bound { _ = unlink(path) }
            fd.closeIgnoringErrors()
            throw error
        }
    }

    /// Removes `address`'s path if it is a socket nobody answers on; throws if
    /// it is anything else or in use.
    private static func removeStaleSocket(at address: SocketAddress) throws {
        let path = address.path
        var status = stat()
        if lstat(path, &status) != 0 {
            let code = errno
            if code == ENOENT { return }
            throw SystemError("lstat", errno: code, path: path)
        }
        let type = status.st_mode & mode_t(S_IFMT)
        if type == mode_t(S_IFLNK) {
            throw SystemError("bind", errno: EEXIST, path: path, detail: "refusing to replace a symbolic link")
        }
        if type != mode_t(S_IFSOCK) {
            throw SystemError("bind", errno: EEXIST, path: path, detail: "refusing to replace a file that is not a socket")
        }

        let probe = try makeSocket()
        defer { probe.closeIgnoringErrors() }
        try probe.setNonBlocking()
        let result = address.withSockaddr { pointer, length in connect(probe.rawValue, pointer, length) }
        let code = result == 0 ? 0 : errno
        switch code {
        case 0, EAGAIN, EINPROGRESS, EINTR:
            // Connected, or the listener's backlog is full: someone is there.
            throw SystemError("bind", errno: EADDRINUSE, path: path, detail: "another process is listening on this socket")
        case ECONNREFUSED:
            if unlink(path) != 0 && errno != ENOENT {
                throw SystemError("unlink", errno: errno, path: path, detail: "cannot remove the stale socket")
            }
        case ENOENT:
            return  // removed in the meantime
        default:
            throw SystemError("connect", errno: code, path: path, detail: "cannot tell whether the existing socket is in use")
        }
    }

    /// Removes the socket file this listener created, if it is still the one
    /// at ``path`` (same device and inode); does nothing otherwise, so a
    /// daemon that shuts down never removes the socket of one that replaced
    /// it.
    ///
    /// Call it before ``close()``: an open listener keeps its file's inode
    /// alive, so the inode number cannot have been reused for another file.
    ///
    /// - Returns: Whether a file was removed.
    @discardableResult
    package func removeSocketFile() throws -> Bool {
        guard let path, let boundFile else { return false }
        guard let current = try? FileIdentity(path: path), current == boundFile else { return false }
        try check(unlink(path), "unlink", path: path)
        return true
    }

    // MARK: Connecting and accepting

    /// Connects to the socket at `path`. The socket is blocking; call
    /// `fileDescriptor.setNonBlocking()` for a ``Poller``.
    ///
    /// - Throws: ``SystemError``: `ENOENT` when no socket exists,
    ///   `ECONNREFUSED` when nobody listens, `EACCES` without permission,
    ///   `ENAMETOOLONG` for a path over ``maximumPathLength`` bytes.
    package static func connecting(to path: String) throws -> UnixSocket {
        let address = try SocketAddress(path: path, operation: "connect")
        let fd = try makeSocket()
        do {
            try address.withSockaddr { pointer, length in try connectRetrying(fd, to: pointer, length: length, name: path) }
        } catch {
            fd.closeIgnoringErrors()
            throw error
        }
        return UnixSocket(fileDescriptor: fd)
    }

    /// Accepts a waiting connection.
    ///
    /// - Parameter nonBlocking: Whether the new connection is non-blocking
    ///   (set explicitly: Linux and Darwin differ in what they inherit).
    /// - Returns: The connection, or `nil` when none is waiting on a
    ///   non-blocking listener. A connection aborted before it was accepted is
    ///   skipped.
    /// - Throws: ``SystemError``, such as `EMFILE` when out of descriptors.
    package func accept(nonBlocking: Bool = true) throws -> UnixSocket? {
        try acceptConnection(on: fileDescriptor, nonBlocking: nonBlocking, name: path).map { UnixSocket(fileDescriptor: $0) }
    }

    /// Who is connected on the other end.
    package func peerCredentials() throws -> PeerCredentials {
        var pid: pid_t = -1
        var uid: uid_t = 0
        var gid: gid_t = 0
        try check(cphrase_peer_credentials(fileDescriptor.rawValue, &pid, &uid, &gid), "getsockopt(SO_PEERCRED)")
        return PeerCredentials(processID: pid > 0 ? pid : nil, userID: uid, groupID: gid)
    }

    // MARK: Helpers

    /// The longest socket path in bytes, without the terminating NUL: 107 on
    /// Linux, 103 on Darwin.
    package static let maximumPathLength = SocketAddress.capacity - 1

    /// A new blocking, close-on-exec Unix stream socket.
    private static func makeSocket() throws -> FileDescriptor {
        try makeStreamSocket(domain: AF_UNIX)
    }
}
