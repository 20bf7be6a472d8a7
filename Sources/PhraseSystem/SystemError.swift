#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed operating-system call: what was attempted, on which path, and the
/// `errno` it failed with.
///
/// Its description reads like the messages of the classic Unix tools, so it
/// can be shown to the user as it is:
///
///     bind(/tmp/x.sock): Address already in use (errno 98)
///     bind(/tmp/x.sock): another process is listening on this socket: Address already in use (errno 98)
package struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The call or step that failed, such as `"bind"` or `"fsync"`.
    package var operation: String
    /// The error number reported by the system.
    package var errno: Int32
    /// The file-system path the operation was about, if any.
    package var path: String?
    /// An explanation in our own words, shown before the system's message.
    package var detail: String?

    /// Creates an error from a failed call's `errno`.
    ///
    /// - Parameters:
    ///   - operation: The call or step that failed, such as `"bind"`.
    ///   - errno: The error number, read right after the failing call.
    ///   - path: The path the operation was about, if any.
    ///   - detail: An explanation shown before the system's message.
    package init(_ operation: String, errno: Int32, path: String? = nil, detail: String? = nil) {
        self.operation = operation
        self.errno = errno
        self.path = path
        self.detail = detail
    }

    /// The system's message for ``errno``, such as "Address already in use".
    package var systemMessage: String {
        String(cString: strerror(errno))
    }

    /// `operation(path): detail: system message (errno N)`.
    package var description: String {
        var text = operation
        if let path { text += "(\(path))" }
        text += ": "
        if let detail { text += detail + ": " }
        text += "\(systemMessage) (errno \(errno))"
        return text
    }
}
