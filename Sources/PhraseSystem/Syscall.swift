#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Calls `body` until it does not fail with `EINTR`; returns its result, or
/// throws a ``SystemError`` built from `errno` read right after the failure.
///
/// `body` must return -1 and set `errno` on failure, as system calls do.
/// Never use it for `close`: a descriptor is released even when `close`
/// reports `EINTR`, so a retry could close a descriptor another thread has
/// just been given.
@inline(__always) @discardableResult
func retryOnInterrupt<Result: FixedWidthInteger>(
    _ operation: @autoclosure () -> String,
    path: String? = nil,
    _ body: () -> Result
) throws(SystemError) -> Result {
    while true {
        let result = body()
        if result != -1 { return result }
        let code = errno
        if code == EINTR { continue }
        throw SystemError(operation(), errno: code, path: path)
    }
}

/// Like ``retryOnInterrupt(_:path:_:)``, but returns `nil` when the call would
/// block (`EAGAIN` or `EWOULDBLOCK`) on a non-blocking descriptor.
@inline(__always)
func retryOnInterruptUnlessWouldBlock<Result: FixedWidthInteger>(
    _ operation: @autoclosure () -> String,
    path: String? = nil,
    _ body: () -> Result
) throws(SystemError) -> Result? {
    while true {
        let result = body()
        if result != -1 { return result }
        let code = errno
        if code == EINTR { continue }
        if code == EAGAIN || code == EWOULDBLOCK { return nil }
        throw SystemError(operation(), errno: code, path: path)
    }
}

/// Throws a ``SystemError`` built from `errno` when `result` is -1.
@inline(__always)
func check(
    _ result: Int32, _ operation: @autoclosure () -> String, path: String? = nil
) throws(SystemError) {
    if result == -1 { throw SystemError(operation(), errno: errno, path: path) }
}
