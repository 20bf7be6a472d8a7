extension Duration {
    /// The duration in seconds.
    package var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    /// The duration in milliseconds.
    package var milliseconds: Double { seconds * 1e3 }

    /// The duration in microseconds.
    package var microseconds: Double { seconds * 1e6 }

    /// Whole nanoseconds, for arithmetic with ``MonotonicClock``; a negative
    /// duration is 0, and one past `UInt64.max` nanoseconds (585 years) is that.
    package var nanosecondsClamped: UInt64 {
        let (seconds, attoseconds) = components
        guard seconds >= 0, attoseconds >= 0 else { return 0 }
        let (whole, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return .max }
        let (total, overflowAgain) = whole.addingReportingOverflow(UInt64(attoseconds / 1_000_000_000))
        return overflowAgain ? .max : total
    }
}
