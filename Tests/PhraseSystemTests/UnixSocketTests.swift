#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import PhraseSystem

@Suite struct UnixSocketTests {
    @Test func pathLongerThanSunPathThrowsInsteadOfTruncating() throws {
        try withTemporaryDirectory { directory in
            let fitting = directory + "/" + String(repeating: "a", count: UnixSocket.maximumPathLength - directory.utf8.count - 1)
            #expect(fitting.utf8.count == UnixSocket.maximumPathLength)
            let listener = try UnixSocket.listening(at: fitting)
            try listener.close()

            let tooLong = fitting + "b"
            let error = try #require(throws: SystemError.self) { try UnixSocket.listening(at: tooLong) }
            #expect(error.errno == ENAMETOOLONG)
            #expect(error.description.contains("at most \(UnixSocket.maximumPathLength)"))
            #expect(fileStatus(tooLong) == nil)
            #expect(fileStatus(String(tooLong.dropLast(2))) == nil, "nothing bound at a truncated path")
            #expect(throws: SystemError.self) { try UnixSocket.connecting(to: tooLong) }
        }
    }

    @Test(arguments: [mode_t(0o600), 0o660])
    func socketFileGetsTheRequestedMode(_ mode: mode_t) throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/s"
            let listener = try UnixSocket.listening(at: path, mode: mode)
            defer { try? listener.close() }
            let status = try #require(fileStatus(path))
            #expect(status.st_mode & mode_t(S_IFMT) == mode_t(S_IFSOCK))
            #expect(status.st_mode & 0o777 == mode)
        }
    }

    @Test func staleSocketIsReplaced() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/s"
            let dead = try UnixSocket.listening(at: path)
            try dead.close()  // as if the process died: the file stays
            #expect(fileStatus(path) != nil)

            let listener = try UnixSocket.listening(at: path)
            defer { try? listener.close() }
            let client = try UnixSocket.connecting(to: path)
            defer { try? client.close() }
            #expect(try acceptOne(listener) != nil)
        }
    }

    @Test func liveSocketIsRefused() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/s"
            let live = try UnixSocket.listening(at: path)
            defer { try? live.close() }

            let error = try #require(throws: SystemError.self) { try UnixSocket.listening(at: path) }
            #expect(error.errno == EADDRINUSE)
            #expect(error.description.contains("another process is listening"))

            // The first listener still works.
            let client = try UnixSocket.connecting(to: path)
            defer { try? client.close() }
            #expect(try acceptOne(live) != nil)
        }
    }

    @Test func symbolicLinkIsRefused() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/s"
            #expect(symlink(directory + "/target", path) == 0)
            let error = try #require(throws: SystemError.self) { try UnixSocket.listening(at: path) }
            #expect(error.errno == EEXIST)
            #expect(error.description.contains("symbolic link"))
            #expect(try #require(fileStatus(path)).st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK))
            #expect(fileStatus(directory + "/target") == nil)
        }
    }

    @Test func regularFileIsRefused() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/s"
            try AtomicFile.write(Array("keep me".utf8), to: path)
            let error = try #require(throws: SystemError.self) { try UnixSocket.listening(at: path) }
            #expect(error.errno == EEXIST)
            #expect(error.description.contains("not a socket"))
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me")
        }
    }

    @Test func peerCredentialsNameThisProcess() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/s"
            let listener = try UnixSocket.listening(at: path)
            defer { try? listener.close() }
            let client = try UnixSocket.connecting(to: path)
            defer { try? client.close() }
            let server = try #require(try acceptOne(listener))
            defer { try? server.close() }

            let peer = try server.peerCredentials()
            #expect(peer.userID == getuid())
            #expect(peer.groupID == getgid())
            #if os(Linux)
            #expect(peer.processID == getpid())
            #endif
            #expect(try client.peerCredentials().userID == getuid())
        }
    }

    @Test func acceptedConnectionsAreCloseOnExecAndNonBlocking() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/s"
            let listener = try UnixSocket.listening(at: path)
            defer { try? listener.close() }
            #expect(listener.fileDescriptor.isCloseOnExec && listener.fileDescriptor.isNonBlocking)
            #expect(try listener.accept() == nil, "nothing waiting")

            let client = try UnixSocket.connecting(to: path)
            defer { try? client.close() }
            #expect(client.fileDescriptor.isCloseOnExec && !client.fileDescriptor.isNonBlocking)
            let server = try #require(try acceptOne(listener))
            defer { try? server.close() }
            #expect(server.fileDescriptor.isCloseOnExec && server.fileDescriptor.isNonBlocking)
            #expect(try server.receive(upTo: 10) == nil, "nothing sent yet")
        }
    }

    @Test func sendingToAClosedPeerFailsWithEPIPE() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/s"
            let listener = try UnixSocket.listening(at: path)
            defer { try? listener.close() }
            let client = try UnixSocket.connecting(to: path)
            defer { try? client.close() }
            let server = try #require(try acceptOne(listener))
            try server.close()
            // Without MSG_NOSIGNAL / SO_NOSIGPIPE this would kill the test process.
            let error = try #require(throws: SystemError.self) { try client.sendAll(Array("x".utf8)) }
            #expect(error.errno == EPIPE)
        }
    }

    /// A client that closed is hung up; one that only shut down its sending
    /// side still reads, and is not.
    @Test func aClosedPeerIsHungUpAHalfClosedOneIsNot() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/s"
            let listener = try UnixSocket.listening(at: path)
            defer { try? listener.close() }
            let leaving = try UnixSocket.connecting(to: path)
            let halfClosing = try UnixSocket.connecting(to: path)
            defer { try? halfClosing.close() }
            let staying = try UnixSocket.connecting(to: path)
            defer { try? staying.close() }
            let accepted = try [leaving, halfClosing, staying].map { _ in try #require(try acceptOne(listener)) }
            defer { for socket in accepted { try? socket.close() } }
            try leaving.sendAll(Array("bye\n".utf8))
            try leaving.close()
            try halfClosing.shutdownWriting()
            #expect(try Poller.hungUp(accepted.map(\.fileDescriptor)) == [true, false, false])
            #expect(try Poller.hungUp([]) == [])
        }
    }

    @Test func removeSocketFileRemovesOnlyItsOwnFile() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/s"
            let listener = try UnixSocket.listening(at: path)
            #expect(try listener.removeSocketFile())
            #expect(fileStatus(path) == nil)
            try listener.close()

            // Someone removes the first daemon's socket and a second daemon
            // starts; the first, shutting down, must leave the new file alone.
            let first = try UnixSocket.listening(at: path)
            #expect(unlink(path) == 0)
            let second = try UnixSocket.listening(at: path)
            #expect(try first.removeSocketFile() == false)
            #expect(fileStatus(path) != nil)
            try first.close()
            #expect(try second.removeSocketFile())
            try second.close()
        }
    }

    @Test func connectingToNothingThrows() throws {
        try withTemporaryDirectory { directory in
            let error = try #require(throws: SystemError.self) { try UnixSocket.connecting(to: directory + "/none") }
            #expect(error.errno == ENOENT)
            #expect(error.description.hasPrefix("connect(\(directory)/none): "))
        }
    }
}
