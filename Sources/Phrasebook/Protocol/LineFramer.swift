/// Splits a byte stream into newline-terminated lines of bounded length.
///
/// Bytes arrive in chunks of any size; ``nextLine()`` returns each complete
/// line without its newline. A line longer than ``maximumLength`` is never
/// held in full: the framer reports it once as ``Line/tooLong`` and throws
/// its bytes away up to the next newline, so a client that sends a huge line
/// costs at most ``maximumLength`` bytes of memory and gets one error.
package struct LineFramer: Sendable {
    /// One framed line.
    package enum Line: Sendable, Hashable {
        /// A complete line, without its newline.
        case line([UInt8])
        /// A line over the limit; its bytes were discarded.
        case tooLong
    }

    /// The longest line accepted, in bytes, without the newline.
    package let maximumLength: Int
    private var buffer: [UInt8] = []
    /// Where the unread part of `buffer` starts.
    private var start = 0
    /// How far past `start` has been searched for a newline already.
    private var scanned = 0
    /// Whether the bytes up to the next newline belong to an over-long line.
    private var isDiscarding = false

    package init(maximumLength: Int) {
        precondition(maximumLength > 0)
        self.maximumLength = maximumLength
    }

    /// Whether bytes of an unfinished line are waiting.
    package var hasPartialLine: Bool { start < buffer.count || isDiscarding }

    /// Appends received bytes.
    package mutating func append(_ bytes: some Collection<UInt8>) {
        if start > 0 && start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
            scanned = 0
        } else if start > 64 * 1024 && start > buffer.count / 2 {
            buffer.removeSubrange(..<start)
            start = 0  // `scanned` counts from `start`, so it stays
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete line, or `nil` when none is complete yet.
    ///
    /// - Complexity: Amortized O(*n*) in the bytes appended: each byte is
    ///   searched once.
    package mutating func nextLine() -> Line? {
        while true {
            let searchFrom = start + scanned
            guard let newline = buffer[searchFrom...].firstIndex(of: UInt8(ascii: "\n")) else {
                scanned = buffer.count - start
                if scanned > maximumLength {
                    // Too long already: drop what we have and say so, once.
                    buffer.removeAll(keepingCapacity: true)
                    start = 0
                    scanned = 0
                    if !isDiscarding {
                        isDiscarding = true
                        return .tooLong
                    }
                }
                return nil
            }
            let line = Array(buffer[start..<newline])
            start = newline + 1
            scanned = 0
            if isDiscarding {
                isDiscarding = false
                continue  // the end of a line already reported
            }
            return line.count > maximumLength ? .tooLong : .line(line)
        }
    }

    /// At end of input: the last line if it had no newline, else `nil`.
    package mutating func finish() -> Line? {
        defer {
            buffer.removeAll()
            start = 0
            scanned = 0
            isDiscarding = false
        }
        guard start < buffer.count, !isDiscarding else { return nil }
        let line = Array(buffer[start...])
        return line.count > maximumLength ? .tooLong : .line(line)
    }
}
