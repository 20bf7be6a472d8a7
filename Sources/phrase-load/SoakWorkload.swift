/// The requests `phrase-load soak` sends, each with the answer it must get.
///
/// Every request is a JSON line whose `id` is its sequence number on its
/// connection; the daemon echoes `id` as the response's first key. A
/// response is correct when it starts with `{"id":N,` followed by the
/// probe's ``Probe/expectedPrefix`` (status, app and intent, in the order
/// the daemon writes them) and contains ``Probe/expectedPart`` (a parameter
/// value). Checking the id of each response against a per-connection
/// counter shows every request answered exactly once and in order.
struct SoakWorkload {
    struct Probe {
        /// The request's fields after `"id":N,` without the closing brace.
        var fields: String
        /// What follows `{"id":N,` in a correct response.
        var expectedPrefix: String
        /// What a correct response also contains; `nil` when the prefix
        /// is the whole response (then the line must end right after it).
        var expectedPart: String?
    }

    /// The probes in the order they are cycled through; a probe that
    /// appears twice is sent twice as often.
    let probes: [Probe]

    /// The sample apps' utterances with known answers: exact phrases with
    /// an entity, free text and bound parameters, one flexible match with
    /// extra words, one utterance that matches nothing, and `ping`.
    static let sample = SoakWorkload(probes: [
        match("open my project in coding bridge", app: "CodingBridge", intent: "OpenProjectIntent",
              value: "/Users/alex/Developer/my-project"),
        Probe(fields: #""op":"ping""#, expectedPrefix: #""status":"ok"}"#, expectedPart: nil),
        match("open niagara falls in landmarks", app: "Landmarks", intent: "OpenLandmarkIntent", value: "niagara-falls"),
        match("search codingbridge for login bug", app: "CodingBridge", intent: "SearchSessionsIntent", value: "login bug"),
        Probe(fields: #""op":"ping""#, expectedPrefix: #""status":"ok"}"#, expectedPart: nil),
        match("start sleep meditation in calm", app: "Calm", intent: "StartMeditationIntent", value: "sleep"),
        Probe(
            fields: #""op":"match","text":"what time is it","dispatch":false"#,
            expectedPrefix: #""status":"no-match","#, expectedPart: nil),
        Probe(fields: #""op":"ping""#, expectedPrefix: #""status":"ok"}"#, expectedPart: nil),
        match("hey can you open niagara falls in landmarks please", app: "Landmarks", intent: "OpenLandmarkIntent",
              value: "niagara-falls"),
        Probe(fields: #""op":"ping""#, expectedPrefix: #""status":"ok"}"#, expectedPart: nil),
    ])

    private static func match(_ text: String, app: String, intent: String, value: String) -> Probe {
        Probe(
            fields: #""op":"match","text":"\#(text)","dispatch":false"#,
            expectedPrefix: #""status":"matched","app":"\#(app)","intent":"\#(intent)","#,
            expectedPart: #""value":"\#(value)""#)
    }

    /// The probe for request `sequence` on connection `connection`: each
    /// connection starts at a different place in the cycle.
    func probe(connection: Int, sequence: Int) -> Probe {
        probes[(connection + sequence) % probes.count]
    }

    /// Appends request `sequence`'s line to `output`.
    func appendRequest(connection: Int, sequence: Int, to output: inout [UInt8]) {
        output += #"{"id":"#.utf8
        output += String(sequence).utf8
        output.append(UInt8(ascii: ","))
        output += probe(connection: connection, sequence: sequence).fields.utf8
        output += "}\n".utf8
    }

    /// Whether `line` (without its newline) is the right answer to request
    /// `sequence`; otherwise a description of what is wrong.
    func check(_ line: ArraySlice<UInt8>, connection: Int, sequence: Int) -> String? {
        let probe = probe(connection: connection, sequence: sequence)
        var expected = Array(#"{"id":"#.utf8)
        expected += String(sequence).utf8
        expected.append(UInt8(ascii: ","))
        expected += probe.expectedPrefix.utf8
        guard line.starts(with: expected) else {
            return "request \(sequence) (\(probe.fields)) got \(String(decoding: line.prefix(200), as: UTF8.self))"
        }
        guard let part = probe.expectedPart else {
            if probe.expectedPrefix.hasSuffix("}") && line.count != expected.count {
                return "request \(sequence) got extra text: \(String(decoding: line.prefix(200), as: UTF8.self))"
            }
            return nil
        }
        guard Self.contains(line, Array(part.utf8)) else {
            return "request \(sequence) lacks \(part): \(String(decoding: line.prefix(300), as: UTF8.self))"
        }
        return nil
    }

    private static func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        var index = haystack.startIndex
        let last = haystack.endIndex - needle.count
        while index <= last {
            if haystack[index] == first && haystack[index..<index + needle.count].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
