#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import PhraseSystem

@Suite struct TCPSocketTests {
    @Test func aListenerOnPortZeroLearnsItsPortAndServesAConnection() throws {
        let listener = try TCPSocket.listening(at: .loopback(port: 0))
        defer { try? listener.close() }
        let port = try #require(listener.address?.port)
        #expect(port != 0)
        #expect(listener.address == (try listener.localAddress()))

        let client = try TCPSocket.connecting(to: .loopback(port: port))
        defer { try? client.close() }
        #expect(waitUntilReady(listener.fileDescriptor))
        let served = try #require(try listener.accept())
        defer { try? served.close() }
        #expect(served.address?.isLoopback == true)
        #expect(served.fileDescriptor.isNonBlocking && served.fileDescriptor.isCloseOnExec)

        try client.sendAll(Array("hello\n".utf8))
        try client.shutdownWriting()
        #expect(try receiveAll(served).string == "hello\n")
        try served.sendAll(Array("back".utf8))
        try served.shutdownWriting()
        #expect(try receiveAll(client).string == "back")
    }

    @Test func aPortInUseIsRefused() throws {
        let first = try TCPSocket.listening(at: .loopback(port: 0))
        defer { try? first.close() }
        let port = try #require(first.address?.port)
        let error = try #require(throws: SystemError.self) { try TCPSocket.listening(at: .loopback(port: port)) }
        #expect(error.errno == EADDRINUSE)
        #expect(error.description.contains("127.0.0.1:\(port)"))
    }

    @Test func nobodyListeningIsConnectionRefused() throws {
        let listener = try TCPSocket.listening(at: .loopback(port: 0))
        let port = try #require(listener.address?.port)
        try listener.close()
        let error = try #require(throws: SystemError.self) { try TCPSocket.connecting(to: .loopback(port: port)) }
        #expect(error.errno == ECONNREFUSED)
    }

    @Test func addressesAreWrittenAndClassifiedAsPeopleExpect() throws {
        #expect(InternetAddress.loopback(port: 10700).description == "127.0.0.1:10700")
        let v6 = try #require(try InternetAddress.resolve("::1", port: 80).first)
        #expect(v6.description == "[::1]:80" && v6.isLoopback && v6.isIPv6)
        #expect(try InternetAddress.resolve("127.8.9.10", port: 1).first?.isLoopback == true)
        #expect(try InternetAddress.resolve("::ffff:127.0.0.1", port: 1).first?.isLoopback == true)
        #expect(try InternetAddress.resolve("0.0.0.0", port: 1).first?.isLoopback == false)
        #expect(try InternetAddress.resolve("::", port: 1).first?.isLoopback == false)
        #expect(try InternetAddress.resolve("192.168.1.20", port: 1).first?.description == "192.168.1.20:1")
        #expect(try InternetAddress.resolve("localhost", port: 1).allSatisfy(\.isLoopback))
    }

    @Test func aNameThatDoesNotResolveSaysSo() {
        let error = #expect(throws: AddressResolutionError.self) {
            try InternetAddress.resolve("no-such-host.invalid", port: 1)
        }
        #expect(error?.description.hasPrefix("cannot resolve 'no-such-host.invalid': ") == true)
    }
}
