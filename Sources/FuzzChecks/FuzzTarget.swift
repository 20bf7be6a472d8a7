/// The fuzz targets of `make fuzz`, and the invariants each one checks.
///
/// A check runs the code under test on one input and returns the invariants
/// it broke (empty when all hold). A trap in the code under test is a finding
/// too: libFuzzer reports it as a crash. The harnesses (`Sources/Fuzz*/main.swift`)
/// stop at the first violation; `Tests/FuzzReplayTests` replays committed
/// crashers and the sample apps' files through the same checks.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// `Lexer.tokenize`: no byte lost, ranges contiguous, positions exact.
    case lexer = "FuzzLexer"
    /// `Extractor.declarations`: no trap, every location inside the file.
    case extractor = "FuzzExtractor"
    /// `.phrasetest` parsing: no trap, positions inside the file, expectations re-describe.
    case phraseTest = "FuzzPhraseTest"
    /// The JSON parser and writer, and `EntityFile`: round trips, error positions.
    case entityJSON = "FuzzEntityJSON"
    /// The `Info.plist` reader: no trap, every problem a clear diagnostic.
    case infoPlist = "FuzzInfoPlist"
    /// `RequestDecoder` and `LineFramer`: no trap, lines framed the same however they arrive.
    case requestDecoder = "FuzzRequestDecoder"
    /// `WyomingFramer` and `WyomingDecoder`: events read the same however the
    /// bytes arrive, a cut stream reads as a prefix and a clean error.
    case wyoming = "FuzzWyoming"
    /// `StringsTable`: no trap, positions inside the text, entries written
    /// back read the same.
    case stringsTable = "FuzzStringsTable"
    /// `Catalog.match` on any utterance or n-best list, against the sample
    /// apps: results shaped as their status promises, the same twice and in
    /// upper case.
    case matcher = "FuzzMatcher"
    /// `Conversation` over lines as turns: answers keep what was asked, a
    /// question is pending exactly after `needs-value`.
    case conversation = "FuzzConversation"

    /// The invariants `bytes` breaks, as messages; empty when all hold.
    public func violations(_ bytes: [UInt8]) -> [String] {
        var check = Invariants()
        switch self {
        case .lexer: LexerCheck.run(bytes, &check)
        case .extractor: ExtractorCheck.run(bytes, &check)
        case .phraseTest: PhraseTestCheck.run(bytes, &check)
        case .entityJSON: JSONCheck.run(bytes, &check)
        case .infoPlist: InfoPlistCheck.run(bytes, &check)
        case .requestDecoder: RequestDecoderCheck.run(bytes, &check)
        case .wyoming: WyomingCheck.run(bytes, &check)
        case .stringsTable: StringsTableCheck.run(bytes, &check)
        case .matcher: MatcherCheck.run(bytes, &check)
        case .conversation: ConversationCheck.run(bytes, &check)
        }
        return check.violations
    }

    /// The libFuzzer entry point's body: checks one input and stops the
    /// process with the broken invariants, so libFuzzer saves it as a crash.
    public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
        let violations = violations(Array(UnsafeBufferPointer(start: data, count: size)))
        if !violations.isEmpty {
            fatalError("\(rawValue): invariant broken:\n" + violations.prefix(5).joined(separator: "\n"))
        }
        return 0
    }
}

/// Collects broken invariants.
struct Invariants {
    private(set) var violations: [String] = []

    /// Records `message` unless `condition` holds. Stops recording after a
    /// few, so a hostile input cannot make the report itself huge.
    mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition && violations.count < 20 { violations.append(message()) }
    }
}

/// The text a check feeds to a `String` API: the bytes as UTF-8, invalid
/// sequences replaced (as `String(decoding:as:)` does for files read from disk).
func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
}

/// The input split into chunks whose sizes, 1 to 7, come from its bytes: how
/// a socket might deliver it, the same for the same input.
func chunks(of bytes: [UInt8]) -> [[UInt8]] {
    var chunks: [[UInt8]] = []
    var start = 0
    var size = 1
    while start < bytes.count {
        let end = min(bytes.count, start + size)
        chunks.append(Array(bytes[start..<end]))
        start = end
        size = 1 + Int(bytes[end - 1]) % 7
    }
    return chunks
}
