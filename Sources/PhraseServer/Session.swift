import PhraseSystem

/// One open connection on the I/O thread: its socket, what the poller
/// watches for, and the ``Connection`` that decides what to do.
final class Session {
    let id: Int
    let socket: UnixSocket
    var interest: Poller.Interest = .read
    var connection: Connection

    init(id: Int, socket: UnixSocket, connection: Connection) {
        self.id = id
        self.socket = socket
        self.connection = connection
    }
}
