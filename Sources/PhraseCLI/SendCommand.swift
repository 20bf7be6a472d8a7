import Dispatch
import Foundation
import PhraseArguments
import Phrasebook
import PhraseSystem
import Synchronization

/// `phrase send [--socket PATH] [--json] [--conversation] [--no-dispatch] [TEXT…]`:
/// sends each TEXT, or each line of standard input (blank lines and `#`
/// comments skipped), to `phrased` and prints each response.
///
/// Each utterance is matched on its own: it goes as a JSON `match` request,
/// so a line after a `needs-value` result is not taken as its answer. Lines
/// are sent as they are read, without waiting for answers (the daemon
/// answers in order), while another thread prints the responses as they
/// arrive: `cat transcripts.txt | phrase send` runs at the daemon's speed.
///
/// On a terminal, or with `--conversation`, it holds a conversation instead,
/// one turn at a time: after a `needs-value` result the next line goes as a
/// plain line, which the daemon takes as the answer.
struct SendCommand {
    static let usage = "phrase send [--socket PATH] [--json] [--conversation] [--no-dispatch] [TEXT…]"
    static let help = """
        usage: \(usage)

        Sends each TEXT (one utterance per argument; quote an utterance of several words),
        or each line of standard input, to a running phrased and prints each response.
        Lines that are blank or start with # are skipped; a line that starts with { is a
        JSON request (Docs/protocol.md). Each utterance is matched on its own, unless
        --conversation (or a terminal) lets a line answer the question before it.

        options:
          --socket PATH   the daemon's socket (default: $XDG_RUNTIME_DIR/phrased.sock, else
                          /tmp/phrased-$UID.sock)
          --json          print the daemon's JSON responses as they are
          --conversation  after a needs-value result, the next utterance is its answer
                          (one turn at a time), as on a terminal; "cancel" or "never
                          mind" drops the question, an exact phrase is a new command
          --no-dispatch   match only: run no handlers

        exit status: 0 every request answered, 1 the daemon cannot be reached or closed the
        connection early, 2 bad usage
        """

    static func run(_ words: [String], output: Output) throws(Arguments.Problem) -> Int32 {
        let arguments = try Arguments(words, flags: ["--json", "--conversation", "--no-dispatch"], options: ["--socket"], help: help)
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

        var utterances = arguments.positionals.makeIterator()
        let next: () -> String? =
            arguments.positionals.isEmpty
            ? {
                while let line = readLine(strippingNewline: true) {
                    if isSaying(line) { return line }
                }
                return nil
            }
            : { utterances.next() }
        let requests = Requests(isDispatching: !arguments.has("--no-dispatch"))
        let isJSON = arguments.has("--json")
        let show: @Sendable (String) -> Void = { line in output.line(isJSON ? line : describe(line)) }
        let holdsConversation = arguments.has("--conversation") || (arguments.positionals.isEmpty && isatty(0) != 0)
        let problem =
            holdsConversation
            ? converse(over: socket, next: next, requests: requests, show: show)
            : pipeline(over: socket, next: next, requests: requests, show: show)
        if let problem {
            output.error("phrase: error: \(problem)")
            return 1
        }
        return 0
    }

    /// What goes on the wire for a line: a JSON request as it is (with
    /// `"dispatch": false` added to a match when not dispatching), an answer
    /// to a question as a plain line, any other utterance as a `match`
    /// request of its own.
    struct Requests {
        var isDispatching: Bool

        func line(for text: String, isAnswer: Bool) -> String {
            let text = text.replacingOccurrences(of: "\n", with: " ")
            if text.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("{") {
                guard !isDispatching, let json = try? JSON(parsing: Array(text.utf8)), case .object(var pairs) = json,
                    json["op"]?.stringValue == "match"
                else { return text }
                pairs.removeAll { $0.0 == "dispatch" }
                return JSON.object(pairs + [("dispatch", .bool(false))]).serialized
            }
            if isAnswer { return text }
            var pairs: [(String, JSON)] = [("op", .string("match")), ("text", .string(text))]
            if !isDispatching { pairs.append(("dispatch", .bool(false))) }
            return JSON.object(pairs).serialized
        }
    }

    /// Sends every line without waiting, while a second thread shows the
    /// responses as they come; returns what went wrong, if anything.
    static func pipeline(over socket: UnixSocket, next: () -> String?, requests: Requests, show: @escaping @Sendable (String) -> Void) -> String? {
        let received = Atomic<Int>(0)
        let finished = DispatchSemaphore(value: 0)
        let reader = Thread {
            var responses = ResponseReader(socket: socket)
            while let line = responses.next() {
                received.add(1, ordering: .relaxed)
                show(line)
            }
            finished.signal()
        }
        reader.start()

        var sent = 0
        var problem: String?
        while let text = next() {
            do {
                try socket.sendAll(Array((requests.line(for: text, isAnswer: false) + "\n").utf8))
                sent += 1
            } catch {
                problem = "sending to phrased: \(error)"
                break
            }
        }
        try? socket.shutdownWriting()
        finished.wait()
        let answered = received.load(ordering: .relaxed)
        if answered < sent { return problem ?? "phrased answered \(answered) of \(sent) requests before closing the connection" }
        return problem
    }

    /// One turn at a time: sends a line, shows its response, and sends the
    /// next line as the answer when the response asked a question.
    static func converse(over socket: UnixSocket, next: () -> String?, requests: Requests, show: (String) -> Void) -> String? {
        var responses = ResponseReader(socket: socket)
        var isQuestionOpen = false
        while let text = next() {
            do {
                try socket.sendAll(Array((requests.line(for: text, isAnswer: isQuestionOpen) + "\n").utf8))
            } catch {
                return "sending to phrased: \(error)"
            }
            guard let response = responses.next() else { return "phrased closed the connection before answering" }
            show(response)
            isQuestionOpen = (try? JSON(parsing: Array(response.utf8)))?["status"]?.stringValue == "needs-value"
        }
        return nil
    }

    /// The daemon's response lines, read as they come until it closes.
    struct ResponseReader {
        let socket: UnixSocket
        var framer = LineFramer(maximumLength: 64 << 20)
        var isAtEnd = false

        init(socket: UnixSocket) {
            self.socket = socket
        }

        mutating func next() -> String? {
            while true {
                if case .line(let line)? = framer.nextLine() { return String(decoding: line, as: UTF8.self) }
                if isAtEnd { return nil }
                if let bytes = try? socket.receive(upTo: 64 * 1024), !bytes.isEmpty {
                    framer.append(bytes)
                } else {
                    isAtEnd = true
                    if case .line(let line)? = framer.finish() { return String(decoding: line, as: UTF8.self) }
                    return nil
                }
            }
        }
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
        case "cancelled":
            return "cancelled \(json["app"]?.stringValue ?? "") \(json["intent"]?.stringValue ?? ""): \(json["parameter"]?.stringValue ?? "?")?"
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
