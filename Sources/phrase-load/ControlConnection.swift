import Foundation
import PhraseSystem

/// A blocking connection for asking the daemon one thing at a time
/// (`stats`) while the load runs on other connections.
final class ControlConnection {
    private let socket: UnixSocket
    private var buffer: [UInt8] = []
    private var isClosed = false

    init(path: String) throws {
        socket = try UnixSocket.connecting(to: path)
    }

    deinit { close() }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        try? socket.close()
    }

    /// Sends `line` and returns the response line.
    func request(_ line: String) throws -> String {
        try socket.sendAll(Array((line + "\n").utf8))
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let response = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return response
            }
            guard let bytes = try socket.receive(upTo: 64 * 1024), !bytes.isEmpty else {
                throw LoadTest.Failure(description: "the daemon closed the control connection")
            }
            buffer += bytes
        }
    }

    /// The daemon's count of open connections, from `stats`.
    func openConnections() throws -> Int {
        let line = try request(#"{"op":"stats"}"#)
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        guard let open = (object?["connections"] as? [String: Any])?["open"] as? Int else {
            throw LoadTest.Failure(description: "stats without connections.open: \(line)")
        }
        return open
    }
}
