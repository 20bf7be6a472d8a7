import Foundation
import PhraseSystem

/// A Wyoming client of our own for the end-to-end tests, written apart from
/// the daemon's code (Foundation's JSON, its own framing) so that a mistake
/// in one is not hidden by the same mistake in the other. Every read is
/// bounded by a timeout.
final class WyomingClient {
    /// One event read: its type, its data merged, how long its payload was.
    struct Event: CustomStringConvertible {
        var type: String
        var data: [String: Any]
        var payloadLength: Int

        var text: String? { data["text"] as? String }
        var description: String { "\(type) \(data)" }
    }

    /// The connection, read through as the socket's line client reads it.
    private let connection: DaemonClient

    var socket: any StreamSocket { connection.socket }

    /// Connects over TCP to `port` on loopback.
    init(port: UInt16) throws {
        connection = try DaemonClient(socket: TCPSocket.connecting(to: .loopback(port: port)))
    }

    /// Connects to the Unix socket at `path`.
    init(path: String) throws {
        connection = try DaemonClient(path: path)
    }

    /// The bytes of an event as the reference implementation writes it: the
    /// header line, then the data (its length in `data_length`).
    static func encode(_ type: String, _ data: [String: Any] = [:], payload: [UInt8] = []) -> [UInt8] {
        var header: [String: Any] = ["type": type, "version": "1.10.2"]
        var dataBytes: [UInt8] = []
        if !data.isEmpty {
            dataBytes = Array(try! JSONSerialization.data(withJSONObject: data, options: [.sortedKeys]))
            header["data_length"] = dataBytes.count
        }
        if !payload.isEmpty { header["payload_length"] = payload.count }
        let line = try! JSONSerialization.data(withJSONObject: header, options: [.sortedKeys])
        return Array(line) + [UInt8(ascii: "\n")] + dataBytes + payload
    }

    /// Sends an event.
    func send(_ type: String, _ data: [String: Any] = [:], payload: [UInt8] = []) throws {
        try connection.send(bytes: Self.encode(type, data, payload: payload))
    }

    /// Sends raw bytes.
    func send(bytes: [UInt8]) throws {
        try connection.send(bytes: bytes)
    }

    /// Sends an event and reads the next one.
    func request(_ type: String, _ data: [String: Any] = [:], timeout: Duration = .seconds(5)) throws -> Event {
        try send(type, data)
        return try readEvent(timeout: timeout)
    }

    /// The next event, waiting at most `timeout`.
    func readEvent(timeout: Duration = .seconds(5)) throws -> Event {
        let deadline = ContinuousClock.now + timeout
        let line = try connection.read(until: { $0.firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } }, deadline: deadline)
        guard let header = try JSONSerialization.jsonObject(with: Data(line.dropLast())) as? [String: Any],
            let type = header["type"] as? String
        else { throw Daemon.Failure(description: "not a Wyoming header: \(String(decoding: line, as: UTF8.self))") }
        var data = header["data"] as? [String: Any] ?? [:]
        if let length = header["data_length"] as? Int, length > 0 {
            let bytes = try connection.read(until: { $0.count >= length ? length : nil }, deadline: deadline)
            guard let extra = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
                throw Daemon.Failure(description: "the data of '\(type)' is not an object")
            }
            data.merge(extra) { $1 }
        }
        let payloadLength = header["payload_length"] as? Int ?? 0
        if payloadLength > 0 {
            _ = try connection.read(until: { $0.count >= payloadLength ? payloadLength : nil }, deadline: deadline)
        }
        return Event(type: type, data: data, payloadLength: payloadLength)
    }

    /// Waits at most `timeout` for the daemon to close the connection,
    /// dropping whatever it still sends.
    func waitForClose(timeout: Duration = .seconds(5)) -> Bool {
        connection.waitForClose(timeout: timeout)
    }
}

extension Daemon {
    /// The TCP port the daemon serves Wyoming on (`--wyoming tcp://…:0`),
    /// from its log.
    var wyomingPort: UInt16? {
        guard let range = log.range(of: #"listening for Wyoming on tcp://127\.0\.0\.1:[0-9]+"#, options: .regularExpression) else {
            return nil
        }
        return UInt16(log[range].split(separator: ":").last ?? "")
    }
}
