#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents all at once: readers and a crash see the old
/// version or the new one, never a mix or a torn write.
///
/// The new contents go to a temporary file in the same directory (so the
/// rename stays on one file system), which is written in full, flushed to
/// disk with `fsync`, and renamed over the target; the directory is then
/// flushed too, so the rename itself survives a crash.
package enum AtomicFile {
    /// Writes `data` to `path`, replacing any file there.
    ///
    /// - Parameters:
    ///   - data: The new contents.
    ///   - path: The file to replace or create. A symbolic link there is
    ///     replaced by the file, not followed.
    ///   - mode: The new file's permissions, exactly (not subject to the
    ///     umask).
    ///   - directoryMode: When not `nil`, the folders of `path` that do not
    ///     exist yet are created first, with these permissions (less the umask).
    /// - Throws: ``SystemError`` naming the step and the path, such as
    ///   "no space left on the device to save …" (`ENOSPC`), "the file system
    ///   is read-only" (`EROFS`), or "no permission to create files in …"
    ///   (`EACCES`). The temporary file is removed; the target is untouched.
    package static func write(
        _ data: some Collection<UInt8>, to path: String, mode: mode_t = 0o644, creatingDirectoriesWith directoryMode: mode_t? = nil
    ) throws {
        let bytes = Array(data)
        let directory = directoryName(of: path)
        if let directoryMode { try createDirectories(directory, mode: directoryMode, saving: path) }
        let (temporaryPath, fd) = try createTemporaryFile(for: path, in: directory, mode: mode)
        var isOpen = true
        do {
            try check(fchmod(fd.rawValue, mode), "fchmod", path: temporaryPath)
            do {
                try fd.writeAll(bytes)
                try retryOnInterrupt("fsync") { fsync(fd.rawValue) }
            } catch let error as SystemError {
                throw explained(SystemError(error.operation, errno: error.errno, path: temporaryPath), path: temporaryPath, saving: path)
            }
            isOpen = false
            do {
                try fd.close()
            } catch let error as SystemError {
                throw explained(SystemError("close", errno: error.errno, path: temporaryPath), path: temporaryPath, saving: path)
            }
            if rename(temporaryPath, path) != 0 {
                throw explained(SystemError("rename", errno: errno, path: path), path: path, saving: path)
            }
        } catch {
            if isOpen { fd.closeIgnoringErrors() }
            _ = unlink(temporaryPath)
            throw error
        }
        try syncDirectory(directory)
    }

    /// Creates a new, empty file next to `path` with a name no one else uses.
    private static func createTemporaryFile(for path: String, in directory: String, mode: mode_t) throws -> (String, FileDescriptor) {
        let base = path.split(separator: "/").last.map(String.init) ?? "file"
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let suffix = String(generator.next() as UInt64, radix: 36)
            let candidate = (directory == "/" ? "/" : directory + "/") + ".\(base).\(getpid()).\(suffix).tmp"
            let flags = O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW
            let fd = open(candidate, flags, mode)
            if fd >= 0 { return (candidate, FileDescriptor(rawValue: fd)) }
            let code = errno
            if code == EEXIST || code == EINTR { continue }
            throw explained(SystemError("open", errno: code, path: candidate), path: directory, saving: path)
        }
        throw SystemError("open", errno: EEXIST, path: directory, detail: "cannot find an unused temporary file name to save \(path)")
    }

    /// Creates `directory` and the folders above it that do not exist yet
    /// (`mkdir -p`).
    private static func createDirectories(_ directory: String, mode: mode_t, saving target: String) throws {
        var prefix = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, mode) != 0 {
                let code = errno
                if code == EEXIST { continue }
                throw explained(SystemError("mkdir", errno: code, path: prefix), path: prefix, saving: target)
            }
        }
    }

    /// Flushes the directory entry of the renamed file to disk. File systems
    /// that cannot sync a directory (`EINVAL`) are taken at their word.
    private static func syncDirectory(_ directory: String) throws {
        let fd = open(directory, O_RDONLY | O_CLOEXEC | O_DIRECTORY)
        guard fd >= 0 else { throw SystemError("open", errno: errno, path: directory) }
        defer { _ = close(fd) }
        while fsync(fd) != 0 {
            let code = errno
            if code == EINTR { continue }
            if code == EINVAL || code == EROFS || code == ENOTSUP { return }
            throw SystemError("fsync", errno: code, path: directory)
        }
    }

    /// Adds a plain explanation for the failures a user can do something
    /// about.
    private static func explained(_ error: SystemError, path: String, saving target: String) -> SystemError {
        var error = error
        switch error.errno {
        case ENOSPC, EDQUOT:
            error.detail = "no space left on the device to save \(target)"
        case EROFS:
            error.detail = "the file system is read-only; cannot save \(target)"
        case EACCES, EPERM:
            error.detail = "no permission to save \(target)"
        default:
            error.detail = "cannot save \(target)"
        }
        return error
    }

    /// The directory part of `path`: "." for a bare name, "/" for the root.
    static func directoryName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }
}
