import Foundation
import PhraseSystem

/// Drives a share of the soak's connections from one thread with one
/// ``Poller``: keeps up to `window` requests unanswered on each connection,
/// checks every response as it arrives, and records its latency.
///
/// A connection is done when all its requests are answered, it has shut
/// down its sending side, and the daemon has closed the connection without
/// sending anything more.
final class SoakDriver {
    /// What one driver saw.
    struct Tally {
        var answered = 0
        var wrong = 0
        var extra = 0
        var lost = 0
        /// Response latencies in microseconds, unsorted.
        var latencies: [UInt32] = []
        /// The first few problems, for the report.
        var problems: [String] = []

        mutating func note(_ problem: String) {
            if problems.count < 10 { problems.append(problem) }
        }
    }

    private final class Link {
        let number: Int
        let token: Int
        let socket: UnixSocket
        var sent = 0
        var answered = 0
        var output: [UInt8] = []
        var outputStart = 0
        var input: [UInt8] = []
        var sentAt: [UInt64]
        var isWriteShut = false
        var isDone = false
        var interest: Poller.Interest = [.read, .write]

        init(number: Int, token: Int, socket: UnixSocket, window: Int) {
            self.number = number
            self.token = token
            self.socket = socket
            self.sentAt = Array(repeating: 0, count: window)
        }
    }

    private let links: [Link]
    private let poller: Poller
    private let workload: SoakWorkload
    private let perConnection: Int
    private let window: Int
    private let stallLimit: Duration
    private(set) var tally = Tally()
    private let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: 256 * 1024, alignment: 16)

    /// - Parameters:
    ///   - sockets: Connected sockets and their numbers (which pick where
    ///     each starts in the workload's cycle).
    init(sockets: [(Int, UnixSocket)], workload: SoakWorkload, perConnection: Int, window: Int, stallLimit: Duration) throws {
        poller = try Poller()
        self.workload = workload
        self.perConnection = perConnection
        self.window = window
        self.stallLimit = stallLimit
        links = sockets.enumerated().map { Link(number: $1.0, token: $0, socket: $1.1, window: window) }
        for link in links {
            try link.socket.fileDescriptor.setNonBlocking()
            try poller.register(link.socket.fileDescriptor, for: link.interest, token: link.token)
        }
        tally.latencies.reserveCapacity(sockets.count * perConnection)
    }

    deinit {
        scratch.deallocate()
        for link in links { try? link.socket.close() }
    }

    /// Runs every connection to the end; `progress` is called with the
    /// number of responses received so far, now and then.
    func run(progress: (Int) -> Void) {
        var remaining = links.count
        var lastProgress = ContinuousClock.now
        for link in links { fill(link) }
        while remaining > 0 {
            let events: [Poller.Event]
            do {
                events = try poller.wait(timeout: stallLimit, maximumEvents: 512)
            } catch {
                tally.note("poll: \(error)")
                break
            }
            if events.isEmpty {
                tally.note("no response for \(stallLimit); giving up")
                break
            }
            for event in events {
                let link = links[event.token]
                guard !link.isDone else { continue }
                if event.isWritable { write(link) }
                if event.isReadable || event.isHangUp || event.isError { read(link) }
                if link.isDone {
                    remaining -= 1
                    try? poller.deregister(link.socket.fileDescriptor)
                    continue
                }
                fill(link)
                updateInterest(link)
            }
            let now = ContinuousClock.now
            if now - lastProgress > .milliseconds(250) {
                lastProgress = now
                progress(tally.answered)
            }
        }
        for link in links where !link.isDone {
            tally.lost += perConnection - link.answered
            tally.note("connection \(link.number): \(perConnection - link.answered) request(s) never answered")
        }
        progress(tally.answered)
    }

    /// Queues requests up to the window, or shuts down the sending side
    /// once all are answered.
    private func fill(_ link: Link) {
        while link.sent < perConnection && link.sent - link.answered < window {
            workload.appendRequest(connection: link.number, sequence: link.sent, to: &link.output)
            link.sentAt[link.sent % window] = MonotonicClock.nanoseconds
            link.sent += 1
        }
        write(link)
        if link.answered == perConnection && !link.isWriteShut && link.outputStart == link.output.count {
            link.isWriteShut = true
            try? link.socket.shutdownWriting()
        }
    }

    private func write(_ link: Link) {
        while link.outputStart < link.output.count {
            let sent: Int?
            do {
                sent = try link.output.withUnsafeBytes { bytes in
                    try link.socket.send(UnsafeRawBufferPointer(rebasing: bytes[link.outputStart...]))
                }
            } catch {
                fail(link, "send: \(error)")
                return
            }
            guard let sent else { return }
            link.outputStart += sent
        }
        link.output.removeAll(keepingCapacity: true)
        link.outputStart = 0
    }

    private func read(_ link: Link) {
        while !link.isDone {
            let count: Int?
            do {
                count = try link.socket.receive(into: scratch)
            } catch {
                fail(link, "recv: \(error)")
                return
            }
            guard let count else { return }
            if count == 0 {
                if !link.input.isEmpty {
                    tally.extra += 1
                    tally.note("connection \(link.number): an unterminated line at the end")
                }
                if link.answered < perConnection {
                    fail(link, "closed by the daemon after \(link.answered) responses")
                } else {
                    link.isDone = true
                }
                return
            }
            link.input += UnsafeRawBufferPointer(rebasing: scratch[..<count])
            takeLines(link)
        }
    }

    private func takeLines(_ link: Link) {
        var start = 0
        let now = MonotonicClock.nanoseconds
        while let newline = link.input[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let line = link.input[start..<newline]
            start = newline + 1
            let sequence = link.answered
            guard sequence < link.sent else {
                tally.extra += 1
                tally.note("connection \(link.number): a response to nothing: \(String(decoding: line.prefix(200), as: UTF8.self))")
                continue
            }
            if let problem = workload.check(line, connection: link.number, sequence: sequence) {
                tally.wrong += 1
                tally.note("connection \(link.number): \(problem)")
            }
            let elapsed = now &- link.sentAt[sequence % window]
            tally.latencies.append(UInt32(clamping: elapsed / 1000))
            link.answered += 1
            tally.answered += 1
        }
        if start > 0 { link.input.removeSubrange(..<start) }
    }

    private func updateInterest(_ link: Link) {
        var wanted: Poller.Interest = [.read]
        if link.outputStart < link.output.count { wanted.insert(.write) }
        guard wanted != link.interest else { return }
        link.interest = wanted
        try? poller.modify(link.socket.fileDescriptor, for: wanted, token: link.token)
    }

    private func fail(_ link: Link, _ problem: String) {
        tally.note("connection \(link.number): \(problem)")
        tally.lost += perConnection - link.answered
        link.isDone = true
    }
}
