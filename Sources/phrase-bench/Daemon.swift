import Foundation
import PhraseSystem
import PhraseTestSupport

/// A `phrased` started for a measurement (``PhrasedProcess``), stopped
/// with SIGTERM. Its entity updates go to a temporary state folder, removed
/// on stop, never to the user's.
final class Daemon {
    let process: PhrasedProcess
    let statePath = FileManager.default.temporaryDirectory.appendingPathComponent("phrase-bench-state-\(UUID().uuidString)").path
    var socketPath: String { process.socketPath }
    /// From `run()` to the first answered ping.
    var startupNanoseconds: Double { process.startup.seconds * 1e9 }

    init(executable: String, phrases: String, socketPath: String, extraArguments: [String] = []) throws {
        unlink(socketPath)
        do {
            process = try PhrasedProcess(
                executable: executable,
                arguments: [
                    "--phrases", phrases, "--socket", socketPath, "--state-dir", statePath, "--no-dispatch", "--log-level", "error",
                    "--idle-timeout", "0",
                ]
                    + extraArguments,
                socketPath: socketPath, standardError: FileHandle.standardError, timeout: .seconds(120))
        } catch {
            throw BenchError("\(error) (\(phrases))")
        }
    }

    /// The daemon's peak resident memory (bytes), from /proc.
    var residentPeak: Double {
        CurrentProcess.peakResidentBytes(of: process.processIdentifier).map(Double.init) ?? .nan
    }

    /// SIGTERM, then SIGKILL if it has not stopped within 10 s.
    func stop() {
        if (try? process.stop(timeout: .seconds(10))) == nil { process.kill() }
        unlink(socketPath)
        try? FileManager.default.removeItem(atPath: statePath)
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
