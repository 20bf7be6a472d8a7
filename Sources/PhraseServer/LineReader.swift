import Phrasebook

/// The socket protocol's requests: one line each (``LineFramer``), an
/// utterance or a JSON request (``RequestDecoder``), answered with one JSON
/// line (`Docs/protocol.md`).
struct LineReader: RequestReader {
    private var framer: LineFramer

    init(maximumLineLength: Int) {
        framer = LineFramer(maximumLength: maximumLineLength)
    }

    var hasPartialInput: Bool { framer.hasPartialLine }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        framer.append(bytes)
    }

    mutating func next(catalog: () -> Catalog) -> Incoming? {
        framer.nextLine().map(incoming)
    }

    mutating func finish(catalog: () -> Catalog) -> Incoming? {
        framer.finish().map(incoming)
    }

    private func incoming(_ line: LineFramer.Line) -> Incoming {
        let decoded: DecodedLine
        switch line {
        case .line(let bytes): decoded = RequestDecoder.decode(bytes)
        case .tooLong: decoded = DecodedLine(request: .failure(.lineTooLong(limit: framer.maximumLength)))
        }
        let reply = Reply.line(id: decoded.id)
        switch decoded.request {
        case .success(let request):
            var incoming = Incoming(content: .request(request), operation: request.operation, reply: reply)
            if case .match(let match) = request { incoming.mayAnswer = match.isPlainLine }
            return incoming
        case .failure(let error):
            // Answered at once: nothing to compute.
            return Incoming(
                content: .answered(reply.bytes(for: .other(Response.error(error))), status: .error), operation: "invalid",
                reply: reply, problem: "\(error)")
        }
    }
}
