#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about this process and its user.
package enum CurrentProcess {
    /// The process id (`getpid`).
    package static var processID: pid_t { getpid() }

    /// The real user id (`getuid`).
    package static var userID: uid_t { getuid() }

    /// The real group id (`getgid`).
    package static var groupID: gid_t { getgid() }

    /// The effective user id (`geteuid`), which decides file access.
    package static var effectiveUserID: uid_t { geteuid() }

    /// The login name of user `uid`, from the password database
    /// (`getpwuid_r`, thread-safe), or `nil` when there is no entry.
    package static func userName(for uid: uid_t = getuid()) -> String? {
        var size = Int(sysconf(Int32(_SC_GETPW_R_SIZE_MAX)))
        if size <= 0 { size = 1024 }
        while size <= 1 << 20 {
            // The entry's strings point into the buffer: copy the name out
            // before the buffer goes away.
            let outcome: (tooSmall: Bool, name: String?) =
                withUnsafeTemporaryAllocation(of: CChar.self, capacity: size) { buffer in
                    var entry = passwd()
                    var found: UnsafeMutablePointer<passwd>?
                    let code = getpwuid_r(uid, &entry, buffer.baseAddress!, size, &found)
                    if code == ERANGE { return (true, nil) }
                    guard code == 0, found != nil, let name = entry.pw_name else { return (false, nil) }
                    return (false, String(cString: name))
                }
            if !outcome.tooSmall { return outcome.name }
            size *= 2
        }
        return nil
    }
}
