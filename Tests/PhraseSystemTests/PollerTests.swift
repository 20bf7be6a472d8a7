#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization
import Testing
@testable import PhraseSystem

@Suite struct PollerTests {
    /// An echo server on one thread, driven by the poller, and clients on
    /// their own threads at the same time.
    @Test func echoServerServesConcurrentClients() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/s"
            let listener = try UnixSocket.listening(at: path)
            defer { try? listener.close() }
            let poller = try Poller()
            try poller.register(listener.fileDescriptor, for: .read, token: 0)

            let clientCount = 12
            let replies = Mutex<[Int: String]>([:])
            let clients = DispatchGroup()
            for index in 0..<clientCount {
                DispatchQueue(label: "client \(index)").async(group: clients) {
                    do {
                        let client = try UnixSocket.connecting(to: path)
                        defer { try? client.close() }
                        try client.sendAll(Array("hello \(index)\n".utf8))
                        try client.shutdownWriting()
                        let reply = try receiveAll(client).string
                        replies.withLock { $0[index] = reply }
                    } catch {
                        replies.withLock { $0[index] = "error: \(error)" }
                    }
                }
            }

            var connections: [Int: UnixSocket] = [:]
            var nextToken = 1
            var finished = 0
            let deadline = ContinuousClock.now + .seconds(3)
            defer { for connection in connections.values { try? connection.close() } }
            while finished < clientCount && ContinuousClock.now < deadline {
                for event in try poller.wait(timeout: .milliseconds(100)) {
                    if event.token == 0 {
                        while let connection = try listener.accept() {
                            connections[nextToken] = connection
                            try poller.register(connection.fileDescriptor, for: .read, token: nextToken)
                            nextToken += 1
                        }
                        continue
                    }
                    let connection = try #require(connections[event.token])
                    guard let bytes = try connection.receive(upTo: 4096) else { continue }
                    if bytes.isEmpty {
                        try poller.deregister(connection.fileDescriptor)
                        try connection.close()
                        connections[event.token] = nil
                        finished += 1
                    } else {
                        try connection.sendAll(bytes)
                    }
                }
            }
            #expect(finished == clientCount)
            #expect(clients.wait(timeout: .now() + 3) == .success)
            let expected = Dictionary(uniqueKeysWithValues: (0..<clientCount).map { ($0, "hello \($0)\n") })
            #expect(replies.withLock { $0 } == expected)
        }
    }

    @Test func reportsWritability() throws {
        let (readEnd, writeEnd) = try FileDescriptor.pipe()
        defer {
            readEnd.closeIgnoringErrors()
            writeEnd.closeIgnoringErrors()
        }
        let poller = try Poller()
        try poller.register(writeEnd, for: .write, token: 7)
        try poller.register(readEnd, for: .read, token: 8)
        #expect(try poller.wait(timeout: .seconds(1)) == [Poller.Event(token: 7, isWritable: true)])

        try poller.modify(writeEnd, for: [], token: 7)
        try writeEnd.writeAll(Array("x".utf8))
        #expect(try poller.wait(timeout: .seconds(1)) == [Poller.Event(token: 8, isReadable: true)])

        try poller.deregister(readEnd)
        let error = try #require(throws: SystemError.self) { try poller.deregister(readEnd) }
        #expect(error.errno == ENOENT)
    }

    @Test func reportsHangUp() throws {
        let (readEnd, writeEnd) = try FileDescriptor.pipe()
        defer { readEnd.closeIgnoringErrors() }
        let poller = try Poller()
        try poller.register(readEnd, for: .read, token: 1)
        try writeEnd.close()
        let events = try poller.wait(timeout: .seconds(1))
        #expect(events.count == 1 && events[0].isHangUp)
    }

    @Test func waitTimesOut() throws {
        let poller = try Poller()
        let start = ContinuousClock.now
        #expect(try poller.wait(timeout: .milliseconds(30)).isEmpty)
        #expect(ContinuousClock.now - start >= .milliseconds(29))
    }

    @Test func wakeEndsAWaitFromAnotherThread() throws {
        let poller = try Poller()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { poller.wake() }
        let start = ContinuousClock.now
        #expect(try poller.wait(timeout: .seconds(60)).isEmpty)
        // Ended by the wake-up, not by its time-out.
        #expect(ContinuousClock.now - start < .seconds(60))

        // Wake-ups before a wait are not lost, and collapse into one.
        poller.wake()
        poller.wake()
        #expect(try poller.wait(timeout: .seconds(5)).isEmpty)
        let again = ContinuousClock.now
        #expect(try poller.wait(timeout: .milliseconds(20)).isEmpty)
        #expect(ContinuousClock.now - again >= .milliseconds(19))
    }

    @Test func timeoutsRoundUpToWholeMilliseconds() {
        #expect(Poller.milliseconds(nil) == -1)
        #expect(Poller.milliseconds(.zero) == 0)
        #expect(Poller.milliseconds(.microseconds(1)) == 1)
        #expect(Poller.milliseconds(.milliseconds(1500)) == 1500)
        #expect(Poller.milliseconds(.seconds(Int64.max / 2)) == Int32.max)
    }
}
