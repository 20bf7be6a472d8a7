#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
@testable import PhraseSystem

/// Calls `body` with a new, empty directory under /tmp (short, so socket
/// paths fit), and removes it afterwards.
func withTemporaryDirectory<Result>(_ body: (String) throws -> Result) throws -> Result {
    var template = Array("/tmp/psys-XXXXXX".utf8CString)
    guard let created = mkdtemp(&template) else { throw SystemError("mkdtemp", errno: errno) }
    let directory = String(cString: created)
    defer {
        _ = chmod(directory, 0o700)
        try? FileManager.default.removeItem(atPath: directory)
    }
    return try body(directory)
}

/// The permission bits and type of what `path` names, without following links.
func fileStatus(_ path: String) -> stat? {
    var status = stat()
    return lstat(path, &status) == 0 ? status : nil
}

/// The names in `directory`, sorted.
func directoryEntries(_ directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
}

/// Blocks until `fd` is ready for `events` or `timeout` passes.
///
/// - Returns: Whether it became ready.
func waitUntilReady(_ fd: FileDescriptor, events: Int16 = Int16(POLLIN), timeout: Duration = .seconds(3)) -> Bool {
    var entry = pollfd(fd: fd.rawValue, events: events, revents: 0)
    return poll(&entry, 1, Poller.milliseconds(timeout)) == 1
}

/// Accepts one connection on a non-blocking listener, waiting at most
/// `timeout`.
func acceptOne(_ listener: UnixSocket, timeout: Duration = .seconds(3)) throws -> UnixSocket? {
    guard waitUntilReady(listener.fileDescriptor, timeout: timeout) else { return nil }
    return try listener.accept()
}

/// Reads from a blocking or non-blocking socket until end of file, giving up
/// after `timeout`.
func receiveAll(_ socket: some StreamSocket, timeout: Duration = .seconds(3)) throws -> [UInt8] {
    let deadline = ContinuousClock.now + timeout
    var received: [UInt8] = []
    while ContinuousClock.now < deadline {
        guard waitUntilReady(socket.fileDescriptor, timeout: deadline - ContinuousClock.now) else { break }
        guard let chunk = try socket.receive(upTo: 4096) else { continue }
        if chunk.isEmpty { return received }
        received += chunk
    }
    throw SystemError("receiveAll", errno: ETIMEDOUT)
}

extension Array where Element == UInt8 {
    var string: String { String(decoding: self, as: UTF8.self) }
}
