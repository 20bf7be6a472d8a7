import Phrasebook
import PhraseSystem
import Wyoming

/// A listening socket and the protocol its connections speak: the Unix
/// socket's lines, or Wyoming over TCP or a Unix socket (`--wyoming`).
struct Listener: CustomStringConvertible {
    /// The protocol a listener's connections speak.
    enum Wire: Sendable, Hashable {
        /// One request line, one response line (`Docs/protocol.md`).
        case lines
        /// Wyoming events (`Docs/wyoming.md`).
        case wyoming

        /// What to send a connection that is turned away before it is served.
        func refusal(_ code: ErrorCode, message: String) -> [UInt8] {
            switch self {
            case .lines: Response.line(Response.error(code, message: message), id: nil)
            case .wyoming: WyomingError(code.rawValue, message).event.encoded()
            }
        }
    }

    enum Socket {
        case unix(UnixSocket)
        case tcp(TCPSocket)
    }

    /// A connection accepted, and who is on the other end as far as the
    /// socket tells.
    struct Accepted {
        var socket: any StreamSocket
        /// A Unix socket's peer credentials; `nil` over TCP or when the
        /// system would not say.
        var credentials: PeerCredentials?
        /// The peer, for the log: credentials or an address.
        var peer: String
        /// Who the client is, across its connections, for a Wyoming question
        /// asked without a conversation id: its address without the port
        /// over TCP (`tcp 192.168.1.20`), its process over a Unix socket
        /// (`unix pid 4242`); `nil` when the socket does not say.
        var client: String?
    }

    let socket: Socket
    let wire: Wire

    var fileDescriptor: FileDescriptor {
        switch socket {
        case .unix(let socket): socket.fileDescriptor
        case .tcp(let socket): socket.fileDescriptor
        }
    }

    /// `/run/user/1000/phrased.sock`, `tcp://127.0.0.1:10700`,
    /// `unix:///run/user/1000/wyoming.sock`: where it listens, for the log.
    var description: String {
        switch (socket, wire) {
        case (.unix(let socket), .lines): socket.path ?? "a socket from the service manager"
        case (.unix(let socket), .wyoming): "unix://" + (socket.path ?? "?")
        case (.tcp(let socket), _): "tcp://" + (socket.address?.description ?? "?")
        }
    }

    /// Accepts a waiting connection, or `nil` when none is waiting.
    func accept() throws -> Accepted? {
        switch socket {
        case .unix(let listener):
            guard let connection = try listener.accept() else { return nil }
            let credentials = try? connection.peerCredentials()
            return Accepted(
                socket: connection, credentials: credentials, peer: credentials.map { "\($0)" } ?? "unknown peer",
                client: credentials.map { credentials in credentials.processID.map { "unix pid \($0)" } ?? "unix uid \(credentials.userID)" })
        case .tcp(let listener):
            guard let connection = try listener.accept() else { return nil }
            return Accepted(
                socket: connection, credentials: nil, peer: connection.address.map { "tcp \($0)" } ?? "unknown peer",
                client: connection.address.map { "tcp \($0.host)" })
        }
    }

    /// Removes the socket file a Unix listener created, if it is still the
    /// one at its path; nothing for TCP.
    func removeSocketFile() throws -> Bool {
        if case .unix(let socket) = socket { return try socket.removeSocketFile() }
        return false
    }

    func close() throws {
        switch socket {
        case .unix(let socket): try socket.close()
        case .tcp(let socket): try socket.close()
        }
    }
}
