#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Who is on the other end of a connected Unix socket, as the kernel saw it
/// when the connection was made (`SO_PEERCRED` on Linux, `getpeereid`
/// elsewhere).
package struct PeerCredentials: Hashable, Sendable, CustomStringConvertible {
    /// The peer's process id, or `nil` where the platform does not report it
    /// (Darwin's `getpeereid`).
    package var processID: pid_t?
    /// The peer's effective user id.
    package var userID: uid_t
    /// The peer's effective group id.
    package var groupID: gid_t

    /// Creates credentials from their parts.
    package init(processID: pid_t?, userID: uid_t, groupID: gid_t) {
        self.processID = processID
        self.userID = userID
        self.groupID = groupID
    }

    /// `uid=501 gid=20 pid=1234`.
    package var description: String {
        "uid=\(userID) gid=\(groupID) pid=\(processID.map(String.init) ?? "?")"
    }
}
