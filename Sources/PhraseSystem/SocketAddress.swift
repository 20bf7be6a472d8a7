#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A validated `sockaddr_un` for a path: never truncated.
struct SocketAddress {
    /// The size of `sun_path` including the terminating NUL: 108 on Linux,
    /// 104 on Darwin.
    static let capacity = MemoryLayout.size(ofValue: sockaddr_un().sun_path)

    let path: String
    private var storage = sockaddr_un()
    private let length: socklen_t

    /// Validates `path` and builds its address.
    ///
    /// - Parameter operation: Named in the error, such as `"bind"`.
    /// - Throws: ``SystemError`` with `EINVAL` for an empty path or one with a
    ///   NUL byte, `ENAMETOOLONG` for one that does not fit in `sun_path`.
    init(path: String, operation: String) throws {
        let bytes = Array(path.utf8)
        guard !bytes.isEmpty else {
            throw SystemError(operation, errno: EINVAL, path: path, detail: "the socket path is empty")
        }
        guard !bytes.contains(0) else {
            throw SystemError(operation, errno: EINVAL, path: path, detail: "the socket path contains a NUL byte")
        }
        guard bytes.count < Self.capacity else {
            throw SystemError(
                operation, errno: ENAMETOOLONG, path: path,
                detail: "the socket path is \(bytes.count) bytes; Unix sockets allow at most \(Self.capacity - 1)")
        }
        self.path = path
        storage.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &storage.sun_path) { sunPath in
            sunPath.copyBytes(from: bytes)
            sunPath[bytes.count] = 0
        }
        let pathOffset = MemoryLayout<sockaddr_un>.offset(of: \.sun_path)!
        length = socklen_t(pathOffset + bytes.count + 1)
        #if !os(Linux)
        storage.sun_len = UInt8(truncatingIfNeeded: Int(length))
        #endif
    }

    /// Calls `body` with the address as a `sockaddr` and its length.
    func withSockaddr<Result>(
        _ body: (UnsafePointer<sockaddr>, socklen_t) throws -> Result
    ) rethrows -> Result {
        try withUnsafeBytes(of: storage) { raw in
            try body(raw.baseAddress!.assumingMemoryBound(to: sockaddr.self), length)
        }
    }
}

/// A file's device and inode, to tell whether a path still names the same
/// file.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    var isSocket: Bool

    /// The identity of what `path` names, without following a symbolic link.
    init(path: String) throws {
        var status = stat()
        try check(lstat(path, &status), "lstat", path: path)
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
        isSocket = status.st_mode & mode_t(S_IFMT) == mode_t(S_IFSOCK)
    }
}
