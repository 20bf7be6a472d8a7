import Phrasebook
import Testing

@testable import Wyoming

@Suite struct WyomingFramerTests {
    static let limits = WyomingFramer.Limits(maximumHeaderLength: 200, maximumDataLength: 100, maximumPayloadLength: 1000)

    /// Every frame of `bytes`, fed in pieces of `chunk` bytes, then the end.
    static func frames(_ bytes: [UInt8], chunk: Int = .max, limits: WyomingFramer.Limits = limits) -> [WyomingFramer.Frame] {
        var framer = WyomingFramer(limits: limits)
        var frames: [WyomingFramer.Frame] = []
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + min(chunk, bytes.count))
            framer.append(bytes[offset..<end])
            offset = end
            while let frame = framer.next() { frames.append(frame) }
        }
        if let last = framer.finish() { frames.append(last) }
        return frames
    }

    static func frames(_ text: String, chunk: Int = .max) -> [WyomingFramer.Frame] {
        frames(Array(text.utf8), chunk: chunk)
    }

    static func event(_ type: String, _ pairs: [(String, JSON)] = [], payload: Int = 0) -> WyomingFramer.Frame {
        .event(WyomingEvent(type, data: .object(pairs), payloadLength: payload))
    }

    static func errorCode(_ frame: WyomingFramer.Frame?) -> (String, Bool)? {
        if case .error(let error)? = frame { (error.code, error.isFatal) } else { nil }
    }

    @Test func dataInTheHeaderAndAfterItAreMergedTheLaterWinning() {
        let stream = #"{"type":"transcript","data":{"text":"a","language":"en"},"data_length":15,"version":"1.5.4"}"# + "\n"
            + #"{"text":"open"}"#
        for chunk in [1, 2, 7, 1000] {
            #expect(Self.frames(stream, chunk: chunk) == [Self.event("transcript", [("text", .string("open")), ("language", .string("en"))])])
        }
    }

    @Test func payloadsAreSkippedAndEventsAfterThemRead() {
        let audio = #"{"type":"audio-chunk","data":{"rate":16000},"payload_length":6}"# + "\n"
        let bytes = Array((audio).utf8) + [0, 1, 2, 3, 4, 10] + Array((#"{"type":"describe"}"# + "\n").utf8)
        for chunk in [1, 3, 1000] {
            #expect(Self.frames(bytes, chunk: chunk) == [Self.event("audio-chunk", [("rate", .number(16000))], payload: 6), Self.event("describe")])
        }
    }

    @Test func blankLinesAndCarriageReturnsAreSkipped() {
        #expect(Self.frames("\n\r\n  \n{\"type\":\"ping\"}\r\n\n") == [Self.event("ping")])
    }

    @Test func aLastHeaderWithoutANewlineIsCutShortNotAnEvent() {
        // Else a stream cut after `{"type":"a"}` of `{"type":"a"}x` would
        // read as an event the whole stream does not have.
        let frames = Self.frames(#"{"type":"describe"}"#)
        #expect(frames.count == 1 && Self.errorCode(frames.first)! == (WyomingError.truncated, true))
        #expect(Self.frames("{\"type\":\"ping\"}\n \r").count == 1)
    }

    @Test func aKeyGivenTwiceIsTheLaterOne() {
        let stream = #"{"type":"t","data":{"a":1,"b":2,"a":3},"data_length":15}"# + "\n" + #"{"b":4,"b":5}  "#
        #expect(Self.frames(stream) == [Self.event("t", [("a", .number(3)), ("b", .number(5))])])
    }

    @Test func aHeaderThatIsNotAnObjectWithLengthsEndsTheStream() {
        for bad in [
            "not json\n", "[1]\n", #"{"type":"x","data_length":-1}"# + "\n", #"{"type":"x","data_length":"3"}"# + "\n",
            #"{"type":"x","payload_length":1.5}"# + "\n",
        ] {
            let frames = Self.frames(bad + #"{"type":"describe"}"# + "\n")
            #expect(frames.count == 1, "nothing after a lost place: \(bad)")
            #expect(Self.errorCode(frames.first)! == (WyomingError.invalidHeader, true))
        }
        let invalidUTF8 = Array(#"{"type":""#.utf8) + [0xFF] + Array("\"}\n".utf8)
        #expect(Self.errorCode(Self.frames(invalidUTF8).first)! == (WyomingError.invalidHeader, true))
    }

    @Test func partsOverTheirLimitsEndTheStreamWithoutBeingHeld() {
        let longHeader = "{\"type\":\"" + String(repeating: "x", count: 300) + "\"}\n"
        for chunk in [1, 50, 10_000] {
            let frames = Self.frames(longHeader, chunk: chunk)
            #expect(frames.count == 1 && Self.errorCode(frames.first)! == (WyomingError.tooLarge, true))
        }
        #expect(Self.errorCode(Self.frames(#"{"type":"t","data_length":101}"# + "\n").first)! == (WyomingError.tooLarge, true))
        #expect(Self.errorCode(Self.frames(#"{"type":"t","payload_length":1001}"# + "\n").first)! == (WyomingError.tooLarge, true))
        // Never buffered: a header line over the limit is refused before its newline.
        var framer = WyomingFramer(limits: Self.limits)
        framer.append(Array(repeating: UInt8(ascii: "{"), count: 201))
        #expect(Self.errorCode(framer.next())! == (WyomingError.tooLarge, true))
        #expect(framer.hasFailed && !framer.hasPartialInput)
    }

    @Test func aBadEventWhoseExtentIsKnownIsReportedAndTheNextOneRead() {
        let stream = #"{"data":{}}"# + "\n" + #"{"type":"x","data":[1]}"# + "\n" + #"{"type":"t","data_length":3}"# + "\n" + "[1]"
            + #"{"type":"describe"}"# + "\n"
        let frames = Self.frames(stream)
        #expect(frames.count == 4)
        #expect(frames.prefix(3).map { Self.errorCode($0)! == (WyomingError.invalidEvent, false) } == [true, false, false])
        #expect(frames.dropFirst().prefix(2).allSatisfy { Self.errorCode($0)! == (WyomingError.invalidData, false) })
        #expect(frames.last == Self.event("describe"))
    }

    @Test func aStreamCutInsideAnEventEndsWithATruncatedError() {
        let stream = #"{"type":"transcript","data_length":15}"# + "\n" + #"{"text":"open"}"#
        let cut = Self.frames(String(stream.dropLast(3)))
        #expect(cut.count == 1 && Self.errorCode(cut.first)! == (WyomingError.truncated, true))
        let payload = Self.frames(#"{"type":"audio-chunk","payload_length":4}"# + "\nab")
        #expect(Self.errorCode(payload.last)! == (WyomingError.truncated, true))
        let header = Self.frames(#"{"type":"describe""#)
        #expect(Self.errorCode(header.last)! == (WyomingError.truncated, true))
    }

    @Test func anEncodedEventReadsBackAsItself() {
        let event = WyomingEvent(
            "handled", [("text", .string("Opening “my-project”.\nDone")), ("context", .object([("conversation_id", .string("01J"))]))])
        let bytes = event.encoded()
        let header = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        #expect(header.hasPrefix(#"{"type":"handled","version":""#) && header.contains(#""data_length":"#))
        #expect(Self.frames(bytes, chunk: 5) == [.event(event)])
        #expect(WyomingEvent("describe").encoded() == Array((#"{"type":"describe","version":"\#(WyomingEvent.protocolVersion)"}"# + "\n").utf8))
    }
}
