import Foundation
import Phrasebook
import PhraseSystem
import Synchronization

/// Writes the daemon's log to standard error: one line per event,
/// `2025-01-31T12:00:00.123Z phrased[42]: info: message`.
///
/// Text that came from a client (utterances, entity names) goes through
/// ``escaped(_:)`` first, so a line can never forge another log line or
/// send escape sequences to a terminal.
package final class Logger: Sendable {
    package let level: LogLevel
    private let processID: Int32
    /// Serialises writes so that lines from different threads never mix.
    private let writeLock = Mutex<Void>(())

    package init(level: LogLevel) {
        self.level = level
        self.processID = CurrentProcess.processID
    }

    /// Whether messages of `level` are written; check it before building an
    /// expensive message.
    package func isLogging(_ level: LogLevel) -> Bool { level <= self.level }

    package func error(_ message: @autoclosure () -> String) { log(.error, message()) }
    package func warning(_ message: @autoclosure () -> String) { log(.warning, message()) }
    package func info(_ message: @autoclosure () -> String) { log(.info, message()) }
    package func debug(_ message: @autoclosure () -> String) { log(.debug, message()) }

    package func log(_ level: LogLevel, _ message: @autoclosure () -> String) {
        guard isLogging(level) else { return }
        let line = "\(Self.timestamp(Date())) phrased[\(processID)]: \(level): \(Self.singleLine(message()))\n"
        writeLock.withLock { _ in
            try? FileDescriptor.standardError.writeAll(Array(line.utf8))
        }
    }

    /// `message` with every control character escaped as `escaped(_:)`
    /// does (`\n`, `\u{1B}`), backslashes and quotes left alone: the last
    /// line of defence for client text that reached a message unquoted (an
    /// unknown op's name, an app name in an error), so that no message can
    /// end its log line early or drive a terminal.
    ///
    /// - Complexity: O(*n*); returns `message` itself when it has no control
    ///   character.
    static func singleLine(_ message: String) -> String {
        guard message.unicodeScalars.contains(where: isControl) else { return message }
        var out = ""
        for scalar in message.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isControl(scalar): out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// C0, DEL, C1, and the line and paragraph separators.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
    }

    /// `text` with control characters, the backslash and the quote escaped
    /// (`\n`, `\t`, `\u{1B}`), quoted: safe to put in one log line.
    package static func escaped(_ text: String, limit: Int = 200) -> String {
        var out = "\""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                out += "…"
                break
            }
            count += 1
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            default:
                if isControl(scalar) {
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// UTC time with milliseconds, ISO 8601.
    static func timestamp(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        let seconds = milliseconds.quotientAndRemainder(dividingBy: 1000)
        let days = seconds.quotient.quotientAndRemainder(dividingBy: 86_400)
        var day = days.quotient
        var secondOfDay = days.remainder
        if secondOfDay < 0 {
            secondOfDay += 86_400
            day -= 1
        }
        // Howard Hinnant's days-to-civil algorithm.
        let z = day + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let dayOfMonth = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let ms = seconds.remainder < 0 ? seconds.remainder + 1000 : seconds.remainder
        let msText = ms < 10 ? "00\(ms)" : ms < 100 ? "0\(ms)" : "\(ms)"
        return "\(year)-\(two(month))-\(two(dayOfMonth))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60)).\(msText)Z"
    }
}

extension Logger {
    /// `"open it"`, or `hypotheses "open it" | "often it"`: what a client said, quoted.
    static func summary(of utterance: MatchRequest.Utterance) -> String {
        switch utterance {
        case .text(let text): escaped(text)
        case .hypotheses(let list): "hypotheses " + list.map { escaped($0.text, limit: 60) }.joined(separator: " | ")
        }
    }

    /// `matched CodingBridge.CaptureIdeaIntent idea="…" [1.0]`, or
    /// `cancelled CodingBridge.CaptureIdeaIntent idea` (the question dropped).
    static func summary(of outcome: Conversation.Turn.Outcome) -> String {
        switch outcome {
        case .result(let result): return summary(of: result)
        case .cancelled(let cancellation):
            let question = cancellation.question
            return "cancelled \(question.app ?? "").\(question.intent ?? "") \(question.parameter ?? "")"
        }
    }

    /// `matched CodingBridge.CaptureIdeaIntent idea="…" [1.0]`.
    static func summary(of result: MatchResult) -> String {
        var text = result.status.rawValue
        if let app = result.app, let intent = result.intent { text += " \(app).\(intent)" }
        for parameter in result.parameters { text += " \(parameter.name)=\(escaped(parameter.value.value, limit: 60))" }
        if result.status != .error { text += " [\((result.confidence * 1000).rounded() / 1000)]" }
        return text
    }
}
