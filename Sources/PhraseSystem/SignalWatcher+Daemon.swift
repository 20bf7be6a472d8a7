#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SignalWatcher {
    /// Removes `signals` from the calling thread's signal mask.
    ///
    /// A process inherits its parent's mask: started from a thread that
    /// blocks signals (a test runner, some supervisors), a daemon would
    /// never see SIGTERM or SIGHUP. Call it on the main thread at start; the
    /// kernel then delivers the process's signals to that thread.
    ///
    /// - Throws: ``SystemError`` from `pthread_sigmask`.
    package static func unblock(_ signals: [Signal]) throws {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal.rawValue) }
        let code = pthread_sigmask(SIG_UNBLOCK, &set, nil)
        if code != 0 { throw SystemError("pthread_sigmask", errno: code) }
    }
}
