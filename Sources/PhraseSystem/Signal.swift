#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A signal number, with names for the ones Phrasebook deals with.
package struct Signal: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The signal number, such as 15 for `SIGTERM`.
    package let rawValue: Int32

    package init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// `SIGHUP`: the daemon reloads its phrases.
    package static let hangUp = Signal(rawValue: SIGHUP)
    /// `SIGINT`: Control-C; the daemon stops.
    package static let interrupt = Signal(rawValue: SIGINT)
    /// `SIGTERM`: the daemon stops gracefully.
    package static let terminate = Signal(rawValue: SIGTERM)
    /// `SIGKILL`: cannot be caught; ends a child that overran its time.
    package static let kill = Signal(rawValue: SIGKILL)
    /// `SIGPIPE`: writing to a pipe or socket nobody reads.
    package static let brokenPipe = Signal(rawValue: SIGPIPE)
    /// `SIGXCPU`: a process used up its CPU-time limit.
    package static let cpuTimeLimitExceeded = Signal(rawValue: SIGXCPU)
    /// `SIGSEGV`.
    package static let segmentationFault = Signal(rawValue: SIGSEGV)
    /// `SIGABRT`.
    package static let abort = Signal(rawValue: SIGABRT)
    /// `SIGUSR1`.
    package static let user1 = Signal(rawValue: SIGUSR1)
    /// `SIGUSR2`.
    package static let user2 = Signal(rawValue: SIGUSR2)

    private static let names: [Int32: String] = [
        SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
        SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGUSR1: "SIGUSR1",
        SIGSEGV: "SIGSEGV", SIGUSR2: "SIGUSR2", SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM",
        SIGCHLD: "SIGCHLD", SIGCONT: "SIGCONT", SIGSTOP: "SIGSTOP", SIGTSTP: "SIGTSTP", SIGXCPU: "SIGXCPU",
        SIGXFSZ: "SIGXFSZ", SIGSYS: "SIGSYS",
    ]

    /// The signal's conventional name, such as `SIGTERM`, or `signal N`.
    package var description: String {
        Self.names[rawValue] ?? "signal \(rawValue)"
    }
}
