#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CPhraseSystem

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

extension CurrentProcess {
    /// Raises the soft limit on open descriptors (`RLIMIT_NOFILE`) to
    /// `wanted`, or as far as the hard limit allows; never lowers it.
    ///
    /// Safe for programs that wait with `epoll` or `poll` (not `select`,
    /// which breaks past 1,024 descriptors). Children inherit the raised
    /// limit unless they set their own, as ``ChildProcess`` does.
    ///
    /// - Returns: The soft limit now in force; `nil` when unlimited.
    /// - Throws: ``SystemError`` from `getrlimit` or `setrlimit`.
    @discardableResult
    package static func raiseOpenFileLimit(to wanted: Int) throws -> Int? {
        let limit = cphrase_raise_open_file_limit(Int64(wanted))
        if limit == -2 { throw SystemError("setrlimit(RLIMIT_NOFILE)", errno: errno) }
        return limit < 0 ? nil : Int(limit)
    }

    /// Returns free heap memory to the system (`malloc_trim` on glibc; a
    /// no-op elsewhere). The allocator otherwise keeps freed pages for
    /// reuse, so a burst of work leaves the resident size at its peak.
    ///
    /// - Complexity: O(*n*) in the heap's size; call it when idle.
    /// - Returns: Whether any memory was released.
    @discardableResult
    package static func releaseFreeMemory() -> Bool {
        cphrase_release_free_memory() != 0
    }

    /// The resident set size of process `pid` in bytes (`VmRSS` in
    /// `/proc/PID/status`), or `nil` where that is not available.
    package static func residentBytes(of pid: pid_t = getpid()) -> Int? {
        memoryStatus(of: pid)?.resident
    }

    /// The peak resident set size of process `pid` in bytes (`VmHWM` in
    /// `/proc/PID/status`), or `nil` where that is not available.
    package static func peakResidentBytes(of pid: pid_t = getpid()) -> Int? {
        memoryStatus(of: pid)?.peak
    }

    /// The resident set size and its peak of process `pid` in bytes, read
    /// at once from `/proc/PID/status` (Linux); `nil` elsewhere or when the
    /// process is gone.
    package static func memoryStatus(of pid: pid_t = getpid()) -> (resident: Int?, peak: Int?)? {
        let fd = open("/proc/\(pid)/status", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { _ = close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        /// `VmRSS:     1234 kB` → 1234 × 1024.
        func kilobytes(_ name: String) -> Int? {
            guard let line = lines.first(where: { $0.hasPrefix(name + ":") }) else { return nil }
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 2, let kilobytes = Int(fields[1]) else { return nil }
            return kilobytes * 1024
        }
        return (kilobytes("VmRSS"), kilobytes("VmHWM"))
    }
}
