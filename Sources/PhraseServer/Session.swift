import PhraseSystem

/// One open connection on the I/O thread: its socket, what the poller
/// watches for, and the ``Connection`` that decides what to do.
final class Session {
    let id: Int
    let socket: any StreamSocket
    var interest: Poller.Interest = .read
    var connection: Connection
    /// Set once the connection is done after a request the stream could
    /// not go on after: its sending side is shut, and what the client still
    /// sends is read and dropped until it closes or this moment passes
    /// (closing with unread bytes would reset the connection, and the
    /// client could lose the error it was sent).
    var lingersUntil: UInt64?

    init(id: Int, socket: any StreamSocket, connection: Connection) {
        self.id = id
        self.socket = socket
        self.connection = connection
    }
}
