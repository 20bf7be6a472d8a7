extension ChildProcess {
    /// What became of a program ``ChildProcess`` ran.
    package struct Result: Hashable, Sendable {
        /// How a process ended.
        package enum Termination: Hashable, Sendable, CustomStringConvertible {
            /// It called `exit` with this status.
            case exited(Int32)
            /// A signal ended it (`SIGKILL` when it overran its time).
            case signaled(Signal)

            package var description: String {
                switch self {
                case .exited(let code): "exit code \(code)"
                case .signaled(let signal): "killed by \(signal)"
                }
            }
        }

        /// How the program ended.
        package var termination: Termination
        /// Whether it overran its time limit and was killed with its process
        /// group.
        package var didTimeOut: Bool
        /// The start of its standard output, up to the output limit.
        package var standardOutput: [UInt8]
        /// The start of its standard error, up to the output limit.
        package var standardError: [UInt8]
        /// Whether standard output went past the limit; the rest was read and
        /// discarded.
        package var isStandardOutputTruncated: Bool
        /// Whether standard error went past the limit.
        package var isStandardErrorTruncated: Bool
        /// From just before the program started until it was reaped.
        package var duration: Duration

        package init(
            termination: Termination, didTimeOut: Bool, standardOutput: [UInt8], standardError: [UInt8],
            isStandardOutputTruncated: Bool, isStandardErrorTruncated: Bool, duration: Duration
        ) {
            self.termination = termination
            self.didTimeOut = didTimeOut
            self.standardOutput = standardOutput
            self.standardError = standardError
            self.isStandardOutputTruncated = isStandardOutputTruncated
            self.isStandardErrorTruncated = isStandardErrorTruncated
            self.duration = duration
        }

        /// The exit status, or `nil` when a signal ended the program.
        package var exitCode: Int32? {
            if case .exited(let code) = termination { code } else { nil }
        }

        /// Whether the program exited with status 0 in time.
        package var succeeded: Bool {
            exitCode == 0 && !didTimeOut
        }
    }
}
