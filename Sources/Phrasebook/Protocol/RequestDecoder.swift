/// Turns one request line into a ``Request``: a pure function of the bytes,
/// so it can be unit-tested and fuzzed.
///
/// - A line that does not start with `{` is an utterance:
///   `{"op":"match","text":LINE}`.
/// - A line that does is a JSON object with `op` and optionally `id`.
///
/// The line excludes its terminating newline; a trailing carriage return
/// (from `nc`, `telnet`) is dropped. Nothing here throws or traps, whatever
/// the bytes.
package enum RequestDecoder {
    /// The most suggestions a `suggest` request may ask for.
    package static let maximumSuggestionLimit = 100

    /// Decodes `line`.
    ///
    /// - Parameter defaultOperation: The `op` of a JSON object without one
    ///   (`phrase match --json` reads `{"hypotheses": […]}` as a `match`);
    ///   `nil`: `op` is required.
    /// - Complexity: O(*n*) in the line's length.
    package static func decode(_ line: some Collection<UInt8>, defaultOperation: String? = nil) -> DecodedLine {
        var bytes = Array(line)
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return DecodedLine(request: .failure(RequestError(.invalidUTF8, "the line is not valid UTF-8")))
        }
        guard bytes.first == UInt8(ascii: "{") else {
            return DecodedLine(request: .success(.match(MatchRequest(text: text, isPlainLine: true))))
        }
        let json: JSON
        do {
            json = try JSON(parsing: bytes)
        } catch {
            return DecodedLine(
                request: .failure(RequestError(.invalidJSON, "column \(error.column): \(error.message)")))
        }
        let id = json["id"]
        do throws(RequestError) {
            return DecodedLine(id: id, request: .success(try request(from: json, defaultOperation: defaultOperation)))
        } catch {
            return DecodedLine(id: id, request: .failure(error))
        }
    }

    /// The request a JSON object describes.
    static func request(from json: JSON, defaultOperation: String? = nil) throws(RequestError) -> Request {
        guard case .object = json else { throw .invalid("a request must be a JSON object") }
        // `null` counts as absent, for `op` as for every field.
        let given = json["op"].flatMap { $0 == .null ? nil : $0 }
        guard let op = given ?? defaultOperation.map(JSON.string) else { throw .invalid("missing \"op\"") }
        guard let operation = op.stringValue else { throw .invalid("\"op\" must be a string") }
        switch operation {
        case "match":
            return .match(try matchRequest(from: json))
        case "suggest":
            let limit = try optionalInt(json, "limit", in: 1...maximumSuggestionLimit) ?? 5
            return .suggest(text: try string(json, "text"), limit: limit, locale: try optionalString(json, "locale"))
        case "shortcuts":
            return .shortcuts(app: try optionalString(json, "app"), locale: try optionalString(json, "locale"))
        case "update-entities":
            guard let entities = json["entities"] else { throw .invalid("missing \"entities\" (an array)") }
            guard entities.arrayValue != nil else { throw .invalid("\"entities\" must be an array") }
            return .updateEntities(app: try string(json, "app"), entity: try string(json, "entity"), entities: entities)
        case "entity-updates":
            return .entityUpdates(app: try optionalString(json, "app"))
        case "reset-entities":
            let app = try optionalString(json, "app")
            let entity = try optionalString(json, "entity")
            if entity != nil, app == nil { throw .invalid("\"entity\" needs \"app\" (the app whose type it is)") }
            return .resetEntities(app: app, entity: entity)
        case "reload": return .reload
        case "stats": return .stats
        case "ping": return .ping
        case "grammar":
            let formats = Grammar.Format.allCases.map(\.rawValue).joined(separator: ", ")
            let name = try string(json, "format")
            guard let format = Grammar.Format(rawValue: name) else {
                throw .invalid("\"format\" must be one of \(formats), not \"\(name)\"")
            }
            return .grammar(format: format, app: try optionalString(json, "app"), locale: try optionalString(json, "locale"))
        default:
            throw RequestError(
                .unknownOp,
                "unknown op \"\(operation)\" (known: match, suggest, shortcuts, update-entities, entity-updates, reset-entities, reload, stats, ping, grammar)")
        }
    }

    /// The `match` request a JSON object describes (its `op` unread): `text`
    /// or `hypotheses`, and the options.
    package static func matchRequest(from json: JSON) throws(RequestError) -> MatchRequest {
        var request = MatchRequest(
            try utterance(from: json),
            app: try optionalString(json, "app"),
            shouldDispatch: try optionalBool(json, "dispatch") ?? true,
            isExactOnly: try optionalBool(json, "exact") ?? false,
            threshold: try optionalNumber(json, "threshold", in: 0...1),
            locale: try optionalString(json, "locale"))
        request.confirmBelow = try optionalNumber(json, "confirmBelow", in: 0...1)
        // A partial transcript is never dispatched, whatever `dispatch` says.
        if try optionalBool(json, "partial") ?? false {
            guard request.text != nil else { throw .invalid("\"partial\" takes \"text\", not \"hypotheses\"") }
            request.isPartial = true
            request.shouldDispatch = false
        }
        return request
    }

    /// The most hypotheses a `match` request may list.
    package static let maximumHypotheses = 32
    /// The most bytes of text a request's hypotheses may hold together.
    package static let maximumHypothesesLength = 16 * 1024

    /// `text`, or `hypotheses`: exactly one of the two.
    private static func utterance(from json: JSON) throws(RequestError) -> MatchRequest.Utterance {
        let text = try optionalString(json, "text")
        guard let list = json["hypotheses"], list != .null else {
            guard let text else { throw .invalid("missing \"text\" (a string) or \"hypotheses\" (an array)") }
            return .text(text)
        }
        guard text == nil else { throw .invalid("give \"text\" or \"hypotheses\", not both") }
        guard let items = list.arrayValue else { throw .invalid("\"hypotheses\" must be an array") }
        guard !items.isEmpty else { throw .invalid("\"hypotheses\" must not be empty") }
        guard items.count <= maximumHypotheses else {
            throw .invalid("\"hypotheses\" may list at most \(maximumHypotheses), not \(items.count)")
        }
        var hypotheses: [Hypothesis] = []
        var length = 0
        for (i, item) in items.enumerated() {
            let hypothesis = try self.hypothesis(item, at: "hypotheses[\(i)]")
            length += hypothesis.text.utf8.count
            guard length <= maximumHypothesesLength else {
                throw .invalid("\"hypotheses\" may hold at most \(maximumHypothesesLength) bytes of text together")
            }
            hypotheses.append(hypothesis)
        }
        return .hypotheses(hypotheses)
    }

    /// One hypothesis: a string, or `{"text": …, "score": …, "grammar": …, "prompted": …}`.
    private static func hypothesis(_ item: JSON, at place: String) throws(RequestError) -> Hypothesis {
        if let text = item.stringValue { return Hypothesis(text) }
        guard case .object = item else { throw .invalid("\(place) must be a string or an object with \"text\"") }
        guard let value = item["text"] else { throw .invalid("missing \"\(place).text\" (a string)") }
        guard let text = value.stringValue else { throw .invalid("\"\(place).text\" must be a string") }
        var score: Double?
        if let value = item["score"], value != .null {
            guard let number = value.numberValue else { throw .invalid("\"\(place).score\" must be a number") }
            score = number
        }
        let isFromGrammar = try optionalBool(item, "grammar", named: "\(place).grammar") ?? false
        let isPrompted = try optionalBool(item, "prompted", named: "\(place).prompted") ?? false
        return Hypothesis(text, score: score, isFromGrammar: isFromGrammar, isPrompted: isPrompted)
    }

    private static func string(_ json: JSON, _ key: String) throws(RequestError) -> String {
        guard let value = json[key] else { throw .invalid("missing \"\(key)\" (a string)") }
        guard let text = value.stringValue else { throw .invalid("\"\(key)\" must be a string") }
        return text
    }

    private static func optionalString(_ json: JSON, _ key: String) throws(RequestError) -> String? {
        guard let value = json[key], value != .null else { return nil }
        guard let text = value.stringValue else { throw .invalid("\"\(key)\" must be a string") }
        return text
    }

    /// `json[key]` as a flag, absent or null: `nil`; the error names it
    /// `name` (`hypotheses[2].grammar`), else `key`.
    private static func optionalBool(_ json: JSON, _ key: String, named name: String? = nil) throws(RequestError) -> Bool? {
        guard let value = json[key], value != .null else { return nil }
        guard let flag = value.boolValue else { throw .invalid("\"\(name ?? key)\" must be true or false") }
        return flag
    }

    private static func optionalNumber(_ json: JSON, _ key: String, in range: ClosedRange<Double>) throws(RequestError) -> Double? {
        guard let value = json[key], value != .null else { return nil }
        guard let number = value.numberValue, range.contains(number) else {
            throw .invalid("\"\(key)\" must be a number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    private static func optionalInt(_ json: JSON, _ key: String, in range: ClosedRange<Int>) throws(RequestError) -> Int? {
        guard let value = json[key], value != .null else { return nil }
        guard let number = value.intValue, range.contains(number) else {
            throw .invalid("\"\(key)\" must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }
}

/// A decoded line: the request or why there is none, and the `id` to echo.
package struct DecodedLine: Sendable, Hashable {
    /// The request's `id`, echoed in its response; `nil` when there was none.
    package var id: JSON?
    package var request: Result<Request, RequestError>

    package init(id: JSON? = nil, request: Result<Request, RequestError>) {
        self.id = id
        self.request = request
    }
}
