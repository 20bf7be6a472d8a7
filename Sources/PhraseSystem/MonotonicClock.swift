#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A clock that only moves forward, for uptime and latency: unaffected by
/// changes to the wall-clock time (`CLOCK_MONOTONIC`).
package enum MonotonicClock {
    /// Nanoseconds since an arbitrary fixed point (on Linux, boot).
    package static var nanoseconds: UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
    }
}
