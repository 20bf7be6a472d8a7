#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization
import Testing
@testable import PhraseSystem

@Suite struct SystemErrorTests {
    @Test func describesOperationPathAndErrno() {
        let error = SystemError("bind", errno: EADDRINUSE, path: "/tmp/x.sock")
        #expect(error.description == "bind(/tmp/x.sock): Address already in use (errno \(EADDRINUSE))")
    }

    @Test func putsTheDetailBeforeTheSystemMessage() {
        let error = SystemError("bind", errno: EADDRINUSE, path: "/tmp/x.sock", detail: "another process is listening on this socket")
        #expect(error.description
            == "bind(/tmp/x.sock): another process is listening on this socket: Address already in use (errno \(EADDRINUSE))")
    }

    @Test func leavesOutAMissingPath() {
        #expect(SystemError("poll", errno: EINVAL).description == "poll: Invalid argument (errno \(EINVAL))")
    }
}

@Suite struct CurrentProcessTests {
    @Test func reportsIdentity() {
        #expect(CurrentProcess.processID == getpid())
        #expect(CurrentProcess.userID == getuid())
        #expect(CurrentProcess.groupID == getgid())
        #expect(CurrentProcess.userName(for: 0) == "root")
        #expect(CurrentProcess.userName(for: 4_000_000_000) == nil)
    }

    @Test func monotonicClockMovesForward() {
        let first = MonotonicClock.nanoseconds
        usleep(1000)
        #expect(MonotonicClock.nanoseconds > first)
    }
}

@Suite struct FileDescriptorTests {
    @Test func pipeCarriesBytesAndHasCloseOnExec() throws {
        let (readEnd, writeEnd) = try FileDescriptor.pipe()
        defer {
            readEnd.closeIgnoringErrors()
            writeEnd.closeIgnoringErrors()
        }
        #expect(readEnd.isCloseOnExec && writeEnd.isCloseOnExec)
        #expect(!readEnd.isTerminal)
        try writeEnd.writeAll(Array("hello".utf8))
        #expect(try readEnd.read(upTo: 100).string == "hello")
    }

    @Test func nonBlockingReadReportsNothingAvailable() throws {
        let (readEnd, writeEnd) = try FileDescriptor.pipe()
        defer {
            readEnd.closeIgnoringErrors()
            writeEnd.closeIgnoringErrors()
        }
        try readEnd.setNonBlocking()
        #expect(readEnd.isNonBlocking)
        var buffer = [UInt8](repeating: 0, count: 8)
        #expect(try buffer.withUnsafeMutableBytes { try readEnd.readIfReady(into: $0) } == nil)
        try writeEnd.close()
        #expect(try buffer.withUnsafeMutableBytes { try readEnd.readIfReady(into: $0) } == 0)
    }

    @Test func writeAllWaitsOnAFullNonBlockingPipe() throws {
        let (readEnd, writeEnd) = try FileDescriptor.pipe()
        defer { readEnd.closeIgnoringErrors() }
        try writeEnd.setNonBlocking()
        let payload = [UInt8](repeating: 7, count: 1 << 20)  // far more than a pipe holds
        let total = Mutex(0)
        let reader = DispatchGroup()
        DispatchQueue.global().async(group: reader) {
            while let chunk = try? readEnd.read(upTo: 65536), !chunk.isEmpty {
                total.withLock { $0 += chunk.count }
            }
        }
        try writeEnd.writeAll(payload)
        try writeEnd.close()
        #expect(reader.wait(timeout: .now() + 3) == .success)
        #expect(total.withLock { $0 } == payload.count)
    }
}

@Suite struct SocketActivationTests {
    @Test func takesDescriptorsFromThree() throws {
        #expect(try SocketActivation.passedDescriptors(listenPID: "42", listenFDs: "2", processID: 42) == 3..<5)
    }

    @Test func ignoresAnotherProcessesSockets() throws {
        #expect(try SocketActivation.passedDescriptors(listenPID: "41", listenFDs: "2", processID: 42).isEmpty)
    }

    @Test func ignoresMissingVariables() throws {
        #expect(try SocketActivation.passedDescriptors(listenPID: nil, listenFDs: "2", processID: 42).isEmpty)
        #expect(try SocketActivation.passedDescriptors(listenPID: "42", listenFDs: nil, processID: 42).isEmpty)
    }

    @Test func rejectsMalformedValues() {
        #expect(throws: SystemError.self) {
            try SocketActivation.passedDescriptors(listenPID: "x", listenFDs: "2", processID: 42)
        }
        #expect(throws: SystemError.self) {
            try SocketActivation.passedDescriptors(listenPID: "42", listenFDs: "-1", processID: 42)
        }
    }
}
