/// Where `phrased --wyoming URI` serves Wyoming: `tcp://HOST:PORT` or
/// `unix://PATH`, the forms the Wyoming tools take.
package enum WyomingAddress: Sendable, Hashable, CustomStringConvertible {
    /// A TCP address. An empty host is loopback (`127.0.0.1`); any other is
    /// served as given, a name resolved by the system.
    case tcp(host: String, port: UInt16)
    /// A Unix socket, created as `--socket` is (mode, peer credentials).
    case unix(path: String)

    /// Why a URI is not a Wyoming address.
    package struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        package var description: String
    }

    /// Reads `tcp://127.0.0.1:10700`, `tcp://:10700`, `tcp://[::1]:10700`,
    /// `tcp://0.0.0.0:10700`, `unix:///run/user/1000/wyoming.sock`.
    package init(parsing uri: String) throws(ParseError) {
        if uri.hasPrefix("unix://") {
            let path = String(uri.dropFirst("unix://".count))
            guard !path.isEmpty else { throw ParseError(description: "'\(uri)' names no socket path (unix:///path/to/socket)") }
            self = .unix(path: path)
            return
        }
        guard uri.hasPrefix("tcp://") else {
            throw ParseError(description: "'\(uri)' is not tcp://HOST:PORT or unix://PATH")
        }
        var rest = Substring(uri.dropFirst("tcp://".count))
        if rest.hasSuffix("/") { rest.removeLast() }
        guard let colon = rest.lastIndex(of: ":"), let port = UInt16(rest[rest.index(after: colon)...]) else {
            throw ParseError(description: "'\(uri)' needs a port from 0 to 65535 (tcp://127.0.0.1:10700)")
        }
        var host = rest[..<colon]
        if host.hasPrefix("[") && host.hasSuffix("]") {
            host = host.dropFirst().dropLast()
        } else if host.contains(":") {
            throw ParseError(description: "'\(uri)': write an IPv6 address in brackets (tcp://[::1]:10700)")
        }
        guard !host.contains("/") else { throw ParseError(description: "'\(uri)' is not tcp://HOST:PORT") }
        self = .tcp(host: String(host), port: port)
    }

    /// The host a TCP address binds: loopback when none was given.
    package static let defaultHost = "127.0.0.1"

    package var description: String {
        switch self {
        case .tcp(let host, let port): host.contains(":") ? "tcp://[\(host)]:\(port)" : "tcp://\(host):\(port)"
        case .unix(let path): "unix://\(path)"
        }
    }
}
