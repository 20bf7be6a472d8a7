#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An IPv4 or IPv6 address and a TCP port, kept as the system gave it (a
/// `sockaddr_in` or `sockaddr_in6`, from the resolver or `getsockname`) and
/// handed to `bind` and `connect` as it is.
package struct InternetAddress: Hashable, Sendable, CustomStringConvertible {
    /// The address's bytes in network order: 4 for IPv4, 16 for IPv6.
    package let bytes: [UInt8]
    package let port: UInt16
    /// The socket address itself.
    private let socketAddress: [UInt8]

    /// `127.0.0.1` and its port.
    package static func loopback(port: UInt16) -> InternetAddress {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(INADDR_LOOPBACK).bigEndian
        #if !os(Linux)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        return withUnsafeBytes(of: address) { raw in
            InternetAddress(sockaddr: raw.baseAddress!.assumingMemoryBound(to: sockaddr.self), length: raw.count)!
        }
    }

    package var isIPv6: Bool { bytes.count == 16 }

    /// Whether only this machine can reach the address: `127.0.0.0/8`,
    /// `::1`, and IPv4 loopback mapped into IPv6 (`::ffff:127.0.0.1`).
    package var isLoopback: Bool {
        if !isIPv6 { return bytes[0] == 127 }
        if bytes[..<15].allSatisfy({ $0 == 0 }) && bytes[15] == 1 { return true }
        return bytes[..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF && bytes[12] == 127
    }

    /// `127.0.0.1:10700`, `[::1]:10700`.
    package var description: String {
        isIPv6 ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    /// The address without its port: `127.0.0.1`, `::1`.
    package var host: String {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        let family = isIPv6 ? AF_INET6 : AF_INET
        let written = bytes.withUnsafeBytes { raw in inet_ntop(family, raw.baseAddress, &text, socklen_t(text.count)) }
        return written == nil ? "?" : String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    // MARK: Resolving

    /// The addresses `host` names, with `port`: a numeric address (`127.0.0.1`,
    /// `::1`) as it is, a name (`localhost`) as the system resolver answers.
    ///
    /// - Throws: ``AddressResolutionError`` when the name cannot be resolved.
    package static func resolve(_ host: String, port: UInt16) throws(AddressResolutionError) -> [InternetAddress] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if os(Linux)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        hints.ai_flags = AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0 else {
            let reason = status == EAI_SYSTEM ? String(cString: strerror(errno)) : String(cString: gai_strerror(status))
            throw AddressResolutionError(host: host, reason: reason)
        }
        defer { freeaddrinfo(list) }
        var addresses: [InternetAddress] = []
        var entry = list
        while let current = entry {
            if let address = current.pointee.ai_addr.flatMap({ InternetAddress(sockaddr: $0, length: Int(current.pointee.ai_addrlen)) }),
                !addresses.contains(address)
            {
                addresses.append(address)
            }
            entry = current.pointee.ai_next
        }
        guard !addresses.isEmpty else { throw AddressResolutionError(host: host, reason: "no IPv4 or IPv6 address") }
        return addresses
    }

    // MARK: Socket addresses

    /// The address a `sockaddr_in` or `sockaddr_in6` of `length` bytes
    /// holds; `nil` for other families.
    init?(sockaddr pointer: UnsafePointer<sockaddr>, length: Int) {
        let raw = UnsafeRawPointer(pointer)
        switch Int32(pointer.pointee.sa_family) {
        case AF_INET where length >= MemoryLayout<sockaddr_in>.size:
            let address = raw.loadUnaligned(as: sockaddr_in.self)
            bytes = withUnsafeBytes(of: address.sin_addr) { Array($0) }
            port = UInt16(bigEndian: address.sin_port)
        case AF_INET6 where length >= MemoryLayout<sockaddr_in6>.size:
            let address = raw.loadUnaligned(as: sockaddr_in6.self)
            bytes = withUnsafeBytes(of: address.sin6_addr) { Array($0) }
            port = UInt16(bigEndian: address.sin6_port)
        default:
            return nil
        }
        socketAddress = Array(UnsafeRawBufferPointer(start: raw, count: length))
    }

    /// The socket family: `AF_INET` or `AF_INET6`.
    var family: Int32 { isIPv6 ? AF_INET6 : AF_INET }

    /// Calls `body` with the address as a `sockaddr` and its length.
    func withSockaddr<Result>(_ body: (UnsafePointer<sockaddr>, socklen_t) throws -> Result) rethrows -> Result {
        try socketAddress.withUnsafeBytes { raw in
            try body(raw.baseAddress!.assumingMemoryBound(to: sockaddr.self), socklen_t(raw.count))
        }
    }
}

/// A host name the system resolver cannot turn into an address.
package struct AddressResolutionError: Error, Hashable, Sendable, CustomStringConvertible {
    package var host: String
    /// The resolver's words, such as "Name or service not known".
    package var reason: String

    package var description: String { "cannot resolve '\(host)': \(reason)" }
}
