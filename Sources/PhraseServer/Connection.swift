import Phrasebook
import PhraseSystem

/// One client connection: its socket, the requests read from it and not
/// yet answered, its unsent output and its conversation state.
///
/// Only the daemon's I/O thread touches a connection; workers see copies of
/// the requests and report back by connection ``id`` and request sequence
/// number, so a connection that closed in the meantime is simply not found.
///
/// A request goes through these steps, each in order of arrival:
/// 1. **read and decoded** on the I/O thread;
/// 2. **submitted** to the matching workers, which may compute several of
///    the connection's requests at once (a request that changes the index is
///    a barrier: it waits for the earlier ones and the later ones wait for it);
/// 3. **committed**, strictly in order, on the I/O thread: this is where a
///    plain line answers a pending `needs-value` question and where a
///    `matched` result is handed to its handler (one handler at a time per
///    connection, so a client's side effects happen in its order);
/// 4. **written**, strictly in order.
final class Connection {
    let id: Int
    let socket: UnixSocket
    let peer: PeerCredentials?
    var framer: LineFramer

    /// The requests read and not yet written, oldest first; their sequence
    /// numbers are consecutive.
    var requests: [PendingRequest] = []
    var nextSequence = 0
    var nextToSubmit = 0
    var nextToCommit = 0
    /// Submitted requests still being computed.
    var computingCount = 0
    /// Whether a barrier request (update-entities, reload) is being computed.
    var isBarrierInFlight = false

    /// Responses waiting to be sent, from ``outputStart``.
    var output: [UInt8] = []
    var outputStart = 0

    /// The `needs-value` question the next plain line answers.
    var conversation = Conversation()

    /// Committed requests waiting for their handler, in order.
    var dispatchQueue: [(sequence: Int, result: MatchResult, handler: String)] = []
    var isDispatching = false

    /// The client has shut down its sending side (or the daemon is
    /// stopping): answer what was read, then close.
    var isInputClosed = false
    /// Reading stopped because the client is not reading its responses.
    var isReadPaused = false
    /// What the poller watches for.
    var interest: Poller.Interest = .read
    /// When a complete request line was last read or output written
    /// (monotonic nanoseconds); bytes of an unfinished line do not count.
    var lastActivity: UInt64

    init(id: Int, socket: UnixSocket, peer: PeerCredentials?, maximumLineLength: Int, now: UInt64) {
        self.id = id
        self.socket = socket
        self.peer = peer
        self.framer = LineFramer(maximumLength: maximumLineLength)
        self.lastActivity = now
    }

    var pendingOutputCount: Int { output.count - outputStart }

    /// Whether nothing is in flight or unsent.
    var isQuiet: Bool { requests.isEmpty && pendingOutputCount == 0 }

    /// The request with sequence number `sequence`, if not yet written.
    func index(of sequence: Int) -> Int? {
        guard let first = requests.first?.sequence else { return nil }
        let index = sequence - first
        return requests.indices.contains(index) ? index : nil
    }

    /// Queues `bytes` for sending.
    func enqueueOutput(_ bytes: [UInt8]) {
        if outputStart == output.count {
            output.removeAll(keepingCapacity: true)
            outputStart = 0
        }
        output.append(contentsOf: bytes)
    }

    /// Marks `count` bytes as sent.
    func consumeOutput(_ count: Int) {
        outputStart += count
        if outputStart == output.count {
            output.removeAll(keepingCapacity: output.capacity <= 1 << 20)
            outputStart = 0
        } else if outputStart > 1 << 20 {
            output.removeSubrange(..<outputStart)
            outputStart = 0
        }
    }
}

/// A request between reading and writing.
struct PendingRequest {
    let sequence: Int
    let line: DecodedLine
    /// When the line was read (monotonic nanoseconds), for latency.
    let receivedAt: UInt64
    /// What a worker computed; for a bad line, its error, from the start.
    var outcome: Outcome?
    /// The response line, newline included, once final.
    var response: [UInt8]?
    /// The response's `status`, for the statistics.
    var status = Response.Status.error

    var request: Request? {
        if case .success(let request) = line.request { request } else { nil }
    }

    var operation: String { request?.operation ?? "invalid" }
}

/// What a worker reports for one request.
enum Outcome: Sendable {
    /// A match, computed as if no question were pending; `handler` is the
    /// handler to run when the result stands (and dispatch is wanted);
    /// `line` is the response line if the result stands as it is (written by
    /// the worker, so the I/O thread only copies bytes).
    case match(MatchResult, handler: String?, line: [UInt8]? = nil)
    /// The final response body (without `id`) and its status, and the
    /// response line when already serialized.
    case response(JSON, status: Response.Status, line: [UInt8]? = nil)
}
