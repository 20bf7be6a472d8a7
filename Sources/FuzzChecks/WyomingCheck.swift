import Phrasebook
import Wyoming

/// phrased's Wyoming path on any bytes, read as a client's stream (the
/// limits of each part, 8 to 1,028 bytes, from the first byte):
/// - `WyomingFramer` and `WyomingDecoder` read the same whether the bytes
///   arrive at once or in chunks (sizes from the input);
/// - a stream cut anywhere reads as the whole stream's first events and, if
///   the cut fell inside an event, one fatal error: never as other events;
/// - nothing is read after a fatal error; every error has a code and a
///   message; an event's data is an object with each key once, its payload
///   within the limit;
/// - every event read, written back (`encoded()`), reads as itself;
/// - a `transcript` or `recognize` is a match request with text or a
///   hypotheses list within its limits (never empty), dispatching only for
///   a transcript, with a conversation id of at most 256 bytes; its answers
///   are written without trapping.
enum WyomingCheck {
    static func run(_ bytes: [UInt8], _ check: inout Invariants) {
        let limits = WyomingFramer.Limits(eachPart: 8 + 4 * Int(bytes.first ?? 0))
        let whole = frames([bytes], limits: limits)
        check.expect(whole == frames(chunks(of: bytes), limits: limits), "framing in chunks differs from framing at once")
        checkFrames(whole, limits: limits, &check)
        for cut in Set([bytes.count / 3, bytes.count / 2, bytes.count - 1]) where (0..<bytes.count).contains(cut) {
            checkCut(frames([Array(bytes[..<cut])], limits: limits), of: whole, at: cut, &check)
        }
        let inputs = decode([bytes], limits: limits)
        check.expect(inputs == decode(chunks(of: bytes), limits: limits), "decoding in chunks differs from decoding at once")
        for input in inputs { checkInput(input, &check) }
    }

    static func checkFrames(_ frames: [WyomingFramer.Frame], limits: WyomingFramer.Limits, _ check: inout Invariants) {
        for (i, frame) in frames.enumerated() {
            switch frame {
            case .error(let error):
                check.expect(!error.code.isEmpty && !error.message.isEmpty, "an error without a code or message: \(error)")
                check.expect(!error.isFatal || i == frames.count - 1, "read on after a fatal error: \(error)")
            case .event(let event):
                check.expect(event.payloadLength <= limits.maximumPayloadLength, "a payload over the limit: \(event.payloadLength)")
                guard case .object(let pairs) = event.data else {
                    check.expect(false, "data that is not an object: \(event.data)")
                    continue
                }
                check.expect(Set(pairs.map(\.0)).count == pairs.count, "a key twice in \(event.data)")
                if event.payloadLength == 0 {
                    let again = self.frames([event.encoded()], limits: WyomingFramer.Limits(eachPart: 1 << 20))
                    check.expect(again == [frame], "\(event) written back reads as \(again)")
                }
            }
        }
    }

    /// The frames of a stream cut at `cut` are the whole stream's first
    /// ones, then at most one fatal error.
    static func checkCut(_ cut: [WyomingFramer.Frame], of whole: [WyomingFramer.Frame], at offset: Int, _ check: inout Invariants) {
        var read = cut
        if case .error(let error)? = read.last, error.isFatal { read.removeLast() }
        check.expect(
            read.count <= whole.count && Array(whole.prefix(read.count)) == read,
            "cut at \(offset), the stream reads \(cut) where the whole stream read \(whole)")
    }

    static func checkInput(_ input: WyomingInput, _ check: inout Invariants) {
        switch input {
        case .transcript(let utterance), .recognize(let utterance):
            let isTranscript = if case .transcript = input { true } else { false }
            check.expect(utterance.request.shouldDispatch == isTranscript, "dispatch is for transcripts only: \(input)")
            if case .hypotheses(let list) = utterance.request.utterance {
                check.expect(
                    !list.isEmpty && list.count <= RequestDecoder.maximumHypotheses
                        && list.reduce(0, { $0 + $1.text.utf8.count }) <= RequestDecoder.maximumHypothesesLength,
                    "hypotheses outside the limits: \(list.count)")
            }
            check.expect(
                (utterance.conversationID?.utf8.count ?? 0) <= WyomingDecoder.maximumConversationIDLength,
                "a conversation id over the limit")
            let reply = WyomingReply(isTranscript ? .handle : .recognize, context: utterance.context)
            let answer = reply.event(for: .noMatch).encoded()
            check.expect(answer.last != nil, "an empty answer")
        case .error(let error):
            check.expect(!error.code.isEmpty && !error.message.isEmpty, "an error without a code or message: \(error)")
        case .transcriptStart(let utterance):
            check.expect(utterance.request.text == "" && utterance.request.shouldDispatch, "a stream starts with no text, to dispatch: \(input)")
            check.expect(
                (utterance.conversationID?.utf8.count ?? 0) <= WyomingDecoder.maximumConversationIDLength,
                "a conversation id over the limit")
        case .describe, .ping, .transcriptChunk, .transcriptStop:
            break
        }
    }

    static func frames(_ chunks: [[UInt8]], limits: WyomingFramer.Limits) -> [WyomingFramer.Frame] {
        var framer = WyomingFramer(limits: limits)
        var frames: [WyomingFramer.Frame] = []
        for chunk in chunks {
            framer.append(chunk)
            while let frame = framer.next() { frames.append(frame) }
        }
        if let last = framer.finish() { frames.append(last) }
        return frames
    }

    static func decode(_ chunks: [[UInt8]], limits: WyomingFramer.Limits) -> [WyomingInput] {
        var decoder = WyomingDecoder(limits: limits)
        var inputs: [WyomingInput] = []
        for chunk in chunks {
            decoder.append(chunk)
            while let input = decoder.next() { inputs.append(input) }
        }
        if let last = decoder.finish() { inputs.append(last) }
        return inputs
    }
}
