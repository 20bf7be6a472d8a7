import Foundation
import PhraseSystem

/// A `phrased` started for a measurement, stopped with SIGTERM.
final class Daemon {
    let process: Process
    let socketPath: String
    /// From `run()` to the first answered ping.
    let startupNanoseconds: Double

    init(executable: String, phrases: String, socketPath: String, extraArguments: [String] = []) throws {
        self.socketPath = socketPath
        unlink(socketPath)
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--phrases", phrases, "--socket", socketPath, "--no-dispatch", "--log-level", "error",
                             "--idle-timeout", "0"] + extraArguments
        process.standardOutput = FileHandle.nullDevice
        let t0 = nanoseconds()
        try process.run()
        let deadline = t0 + 120_000_000_000
        while true {
            if (try? Self.ping(socketPath)) == true { break }
            guard process.isRunning else { throw BenchError("phrased exited with status \(process.terminationStatus) on \(phrases)") }
            guard nanoseconds() < deadline else {
                process.terminate()
                throw BenchError("phrased did not answer within 120 s on \(phrases)")
            }
            usleep(500)
        }
        startupNanoseconds = Double(nanoseconds() - t0)
    }

    static func ping(_ path: String) throws -> Bool {
        let socket = try UnixSocket.connecting(to: path)
        defer { try? socket.close() }
        try socket.sendAll(Array("{\"op\":\"ping\"}\n".utf8))
        let reply = try socket.receive(upTo: 4096) ?? []
        return String(decoding: reply, as: UTF8.self).contains("\"ok\"")
    }

    /// The daemon's peak resident memory (bytes), from /proc.
    var residentPeak: Double {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kb = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return .nan }
        return kb * 1024
    }

    /// SIGTERM, then SIGKILL if it has not stopped within 10 s.
    func stop() {
        process.terminate()
        let deadline = nanoseconds() + 10_000_000_000
        while process.isRunning && nanoseconds() < deadline { usleep(2_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        unlink(socketPath)
    }

    /// `update-entities` with `values`, immediately followed (pipelined) by
    /// `probe`: the time from the first byte sent until the probe's response
    /// is read, and that response.
    func updateEntities(app: String, entity: String, values: [(id: String, title: String)], probe: String) throws
        -> (nanoseconds: Double, updateResponse: String, probeResponse: String)
    {
        var line = "{\"op\":\"update-entities\",\"app\":\"\(app)\",\"entity\":\"\(entity)\",\"entities\":["
        line.reserveCapacity(values.count * 48)
        for (n, value) in values.enumerated() {
            if n > 0 { line += "," }
            line += "{\"id\":\"\(value.id)\",\"title\":\"\(value.title)\"}"
        }
        line += "]}\n" + probe + "\n"
        let bytes = Array(line.utf8)
        let socket = try UnixSocket.connecting(to: socketPath)
        defer { try? socket.close() }
        let t0 = nanoseconds()
        let writer = Thread { try? socket.sendAll(bytes) }
        writer.start()
        var reply: [UInt8] = []
        while reply.count(where: { $0 == 10 }) < 2 {
            guard let got = try socket.receive(upTo: 64 * 1024), !got.isEmpty else { throw BenchError("phrased closed the connection") }
            reply += got
        }
        let elapsed = Double(nanoseconds() - t0)
        let responses = String(decoding: reply, as: UTF8.self).split(separator: "\n").map(String.init)
        return (elapsed, responses[0], responses[1])
    }
}
