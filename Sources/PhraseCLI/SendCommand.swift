import Dispatch
import Foundation
import Phrasebook
import PhraseSystem
import Synchronization

/// `phrase send [--socket PATH] [--json] [TEXT…]`: sends TEXT, or each line
/// of standard input, to `phrased` and prints each response.
///
/// Lines are sent as they are read, without waiting for answers (the daemon
/// answers in order), while another thread prints the responses as they
/// arrive: `cat transcripts.txt | phrase send` runs at the daemon's speed.
struct SendCommand {
    static let usage = "phrase send [--socket PATH] [--json] [TEXT…]"

    static func run(_ words: [String], output: Output) throws(Arguments.Problem) -> Int32 {
        let arguments = try Arguments(words, flags: ["--json"], options: ["--socket"])
        let path = arguments.value("--socket")
            ?? SocketPath.defaultPath(environment: ProcessInfo.processInfo.environment, userID: UInt32(CurrentProcess.userID))
        let socket: UnixSocket
        do {
            socket = try UnixSocket.connecting(to: path)
        } catch {
            output.error("phrase: error: cannot connect to phrased: \(error)\n(is it running? start it with `make run` or `phrased --socket \(path)`)")
            return 1
        }
        defer { try? socket.close() }

        let isJSON = arguments.has("--json")
        let received = Atomic<Int>(0)
        let finished = DispatchSemaphore(value: 0)
        let reader = Thread {
            var framer = LineFramer(maximumLength: 64 << 20)
            func show(_ line: [UInt8]) {
                received.add(1, ordering: .relaxed)
                let text = String(decoding: line, as: UTF8.self)
                output.line(isJSON ? text : describe(text))
            }
            while let bytes = try? socket.receive(upTo: 64 * 1024), !bytes.isEmpty {
                framer.append(bytes)
                while case .line(let line)? = framer.nextLine() { show(line) }
            }
            if case .line(let line)? = framer.finish() { show(line) }
            finished.signal()
        }
        reader.start()

        var sent = 0
        func send(_ line: String) -> Bool {
            let clean = line.replacingOccurrences(of: "\n", with: " ")
            do {
                try socket.sendAll(Array((clean + "\n").utf8))
                sent += 1
                return true
            } catch {
                output.error("phrase: error: sending to phrased: \(error)")
                return false
            }
        }
        if !arguments.positionals.isEmpty {
            _ = send(arguments.positionals.joined(separator: " "))
        } else {
            while let line = readLine(strippingNewline: true) {
                guard send(line) else { break }
            }
        }
        try? socket.shutdownWriting()
        finished.wait()
        let answered = received.load(ordering: .relaxed)
        if answered < sent {
            output.error("phrase: error: phrased answered \(answered) of \(sent) requests before closing the connection")
            return 1
        }
        return 0
    }

    /// One response for people: the match summary and the handler's dialog;
    /// other responses as they are.
    static func describe(_ line: String) -> String {
        guard let json = try? JSON(parsing: line), let status = json["status"]?.stringValue else { return line }
        func parameters(_ value: JSON?) -> String {
            guard case .object(let pairs)? = value else { return "" }
            return pairs.map { name, value in " \(name)=\(value["value"]?.stringValue ?? "?")" }.joined()
        }
        let confidence = json["confidence"]?.numberValue.map { String(format: "  [%.2f]", $0) } ?? ""
        let what = "\(json["app"]?.stringValue ?? "") \(json["intent"]?.stringValue ?? "")\(parameters(json["parameters"]))"
        switch status {
        case "matched":
            var text = "matched \(what)\(confidence)"
            if let dispatch = json["dispatch"] {
                if let dialog = dispatch["dialog"]?.stringValue { text += "\n  → \(dialog)" }
                if let error = dispatch["error"]?.stringValue { text += "\n  handler failed: \(error)" }
            }
            return text
        case "needs-value":
            return "needs-value \(what): \(json["prompt"]?.stringValue ?? "?")"
        case "rejected":
            return "rejected \(json["app"]?.stringValue ?? "") by \"\(json["negativePhrase"]?.stringValue ?? "")\"\(confidence)"
        case "ambiguous":
            let candidates = (json["alternatives"]?.arrayValue ?? []).map { candidate in
                "\(candidate["app"]?.stringValue ?? "") \(candidate["intent"]?.stringValue ?? "")\(parameters(candidate["parameters"]))"
            }
            return "ambiguous\(confidence) " + candidates.joined(separator: " | ")
        case "no-match":
            return "no-match"
        case "error":
            return "error \(json["error"]?["code"]?.stringValue ?? ""): \(json["error"]?["message"]?.stringValue ?? "")"
        default:
            return line
        }
    }
}
