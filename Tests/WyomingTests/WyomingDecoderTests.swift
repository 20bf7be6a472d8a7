import Phrasebook
import Testing

@testable import Wyoming

@Suite struct WyomingDecoderTests {
    static func inputs(_ events: [WyomingEvent], payload: [UInt8] = []) -> [WyomingInput] {
        var decoder = WyomingDecoder(limits: WyomingFramer.Limits(eachPart: 4096))
        for event in events {
            if event.payloadLength > 0 {
                decoder.append(Array(#"{"type":"\#(event.type)","payload_length":\#(event.payloadLength)}"#.utf8) + [10])
                decoder.append([UInt8](repeating: 0, count: event.payloadLength))
            } else {
                decoder.append(event.encoded())
            }
        }
        var inputs: [WyomingInput] = []
        while let input = decoder.next() { inputs.append(input) }
        if let last = decoder.finish() { inputs.append(last) }
        return inputs
    }

    static func code(_ input: WyomingInput?) -> String? {
        if case .error(let error)? = input { error.code } else { nil }
    }

    @Test func aTranscriptAsHomeAssistantSendsItIsAMatchThatDispatchesInItsConversation() throws {
        let event = WyomingEvent(
            "transcript",
            [
                ("text", .string("open my project in coding bridge")), ("language", .string("en")),
                ("context", .object([("conversation_id", .string("01JABC")), ("device_id", .string("d1"))])),
            ])
        guard case .transcript(let utterance)? = Self.inputs([event]).first else {
            Issue.record("expected a transcript")
            return
        }
        #expect(utterance.request == MatchRequest(text: "open my project in coding bridge", locale: "en"))
        #expect(utterance.request.shouldDispatch)
        #expect(utterance.conversationID == "01JABC")
        #expect(utterance.context?["device_id"] == .string("d1"))
        #expect(utterance.satelliteID == "d1")
    }

    @Test func theSatelliteIsNamedBySatelliteIDElseDeviceID() throws {
        func satellite(_ context: [(String, JSON)]) -> String?? {
            let event = WyomingEvent("transcript", [("text", .string("hi")), ("context", .object(context))])
            guard case .transcript(let utterance)? = Self.inputs([event]).first else { return .none }
            return .some(utterance.satelliteID)
        }
        #expect(satellite([("satellite_id", .string("assist_satellite.kitchen")), ("device_id", .string("d1"))]) == .some("assist_satellite.kitchen"))
        #expect(satellite([("device_id", .string("d1"))]) == .some("d1"))
        // Anything else is ignored, not an error: the id is optional.
        #expect(satellite([("satellite_id", .number(3))]) == .some(nil))
        #expect(satellite([("satellite_id", .string(""))]) == .some(nil))
        #expect(satellite([]) == .some(nil))
    }

    @Test func recognizeMatchesWithoutDispatchAndHypothesesWinOverText() throws {
        let event = WyomingEvent(
            "recognize", [("text", .string("a comparison landmarks")), ("hypotheses", .array([.string("a comparison landmarks"), .string("open pier 39 in landmarks")]))])
        guard case .recognize(let utterance)? = Self.inputs([event]).first else {
            Issue.record("expected recognize")
            return
        }
        #expect(!utterance.request.shouldDispatch)
        #expect(utterance.request.utterance == .hypotheses([Hypothesis("a comparison landmarks"), Hypothesis("open pier 39 in landmarks")]))
        #expect(utterance.conversationID == nil)
    }

    @Test func describePingAndSelectProgram() {
        let inputs = Self.inputs([
            WyomingEvent("select-program", [("name", .string("Phrasebook"))]), WyomingEvent("describe"),
            WyomingEvent("ping", [("text", .string("hi"))]),
        ])
        #expect(inputs == [.describe, .ping(text: "hi")])
    }

    @Test func audioGetsOneErrorAConnectionAndItsPayloadsAreSkipped() {
        let inputs = Self.inputs([
            WyomingEvent("audio-start", [("rate", .number(16000))]), WyomingEvent("audio-chunk", payloadLength: 2048),
            WyomingEvent("audio-chunk", payloadLength: 2048), WyomingEvent("audio-stop"), WyomingEvent("describe"),
        ])
        #expect(inputs.count == 2)
        #expect(Self.code(inputs.first) == WyomingError.audioNotAccepted)
        #expect(inputs.last == .describe)
    }

    @Test func badEventsAreErrorsForThemAlone() {
        let inputs = Self.inputs([
            WyomingEvent("synthesize", [("text", .string("hello"))]),
            WyomingEvent("transcript"),
            WyomingEvent("transcript", [("text", .number(3))]),
            WyomingEvent("transcript", [("text", .string("x")), ("context", .string("c"))]),
            WyomingEvent("transcript", [("text", .string("x")), ("context", .object([("conversation_id", .number(1))]))]),
            WyomingEvent("recognize", [("hypotheses", .array([]))]),
            WyomingEvent("transcript", payloadLength: 10),
            WyomingEvent("describe"),
        ])
        #expect(inputs.map(Self.code) == [
            WyomingError.unknownEvent, WyomingError.invalidEvent, "invalid-request", WyomingError.invalidEvent,
            WyomingError.invalidEvent, "invalid-request", WyomingError.invalidEvent, nil,
        ])
    }
}
