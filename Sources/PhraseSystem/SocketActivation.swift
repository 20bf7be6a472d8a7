#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Listening sockets handed over by a service manager (systemd's socket
/// activation protocol, `sd_listen_fds`).
///
/// The manager opens the sockets, starts the program with them as
/// descriptors 3, 4, … and sets `LISTEN_PID` to the program's pid and
/// `LISTEN_FDS` to their number.
package enum SocketActivation {
    /// The first descriptor a service manager passes (`SD_LISTEN_FDS_START`).
    package static let firstDescriptor: Int32 = 3

    /// Takes the listening sockets passed to this process, if any.
    ///
    /// Reads `LISTEN_PID` and `LISTEN_FDS`, and then unsets them (and
    /// `LISTEN_FDNAMES`) so that programs this one starts do not take the
    /// sockets for theirs. The sockets are only ours when `LISTEN_PID` is this
    /// process's pid. Each is made close-on-exec and non-blocking.
    ///
    /// Call it once, early, before other threads run: it changes the
    /// environment, which `setenv`/`unsetenv` do not make thread-safe.
    ///
    /// - Returns: The listeners, in the order the manager passed them; empty
    ///   when the process was not socket-activated.
    /// - Throws: ``SystemError`` when a passed descriptor is not a socket
    ///   (`ENOTSOCK`) or `LISTEN_FDS` is malformed (`EINVAL`).
    package static func listeners() throws -> [UnixSocket] {
        let listenPID = getenv("LISTEN_PID").map { String(cString: $0) }
        let listenFDs = getenv("LISTEN_FDS").map { String(cString: $0) }
        unsetenv("LISTEN_PID")
        unsetenv("LISTEN_FDS")
        unsetenv("LISTEN_FDNAMES")
        let descriptors = try passedDescriptors(listenPID: listenPID, listenFDs: listenFDs, processID: getpid())
        var sockets: [UnixSocket] = []
        for descriptor in descriptors {
            let fd = FileDescriptor(rawValue: descriptor)
            var status = stat()
            try check(fstat(descriptor, &status), "fstat(LISTEN_FDS)")
            guard status.st_mode & mode_t(S_IFMT) == mode_t(S_IFSOCK) else {
                throw SystemError(
                    "LISTEN_FDS", errno: ENOTSOCK, detail: "descriptor \(descriptor) passed by the service manager is not a socket")
            }
            try fd.setCloseOnExec()
            try fd.setNonBlocking()
            sockets.append(UnixSocket(fileDescriptor: fd))
        }
        return sockets
    }

    /// The descriptors the two variables describe for process `processID`.
    ///
    /// - Returns: An empty range when either variable is missing or
    ///   `LISTEN_PID` names another process.
    /// - Throws: ``SystemError`` (`EINVAL`) for a malformed value.
    static func passedDescriptors(listenPID: String?, listenFDs: String?, processID: pid_t) throws -> Range<Int32> {
        guard let listenPID, let listenFDs else { return firstDescriptor..<firstDescriptor }
        guard let pid = pid_t(listenPID), pid > 0 else {
            throw SystemError("LISTEN_PID", errno: EINVAL, detail: "not a process id: \"\(listenPID)\"")
        }
        guard pid == processID else { return firstDescriptor..<firstDescriptor }
        guard let count = Int32(listenFDs), count >= 0, count <= Int32.max - firstDescriptor else {
            throw SystemError("LISTEN_FDS", errno: EINVAL, detail: "not a descriptor count: \"\(listenFDs)\"")
        }
        return firstDescriptor..<(firstDescriptor + count)
    }
}
