/// Reads and writes `entities/<Type>.json`: what `suggestedEntities()` returns,
/// `[{"id": "...", "title": "...", "synonyms": ["..."]}]`.
public enum EntityFile {
    /// A problem with an entity list, with the 1-based line and column when
    /// the JSON syntax gives one.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var message: String
        public var description: String { "\(line):\(column): \(message)" }
    }

    /// The entities in a file's bytes.
    public static func values(parsing bytes: some Collection<UInt8>) throws(Problem) -> [Value] {
        let json: JSON
        do {
            json = try JSON(parsing: bytes)
        } catch {
            throw Problem(line: error.line, column: error.column, message: "invalid JSON: \(error.message)")
        }
        return try values(from: json)
    }

    /// The entities in a JSON value (a file's contents or an `update-entities` request).
    public static func values(from json: JSON) throws(Problem) -> [Value] {
        guard let items = json.arrayValue else {
            throw Problem(line: 1, column: 1, message: "expected an array of entities like [{\"id\": \"…\", \"title\": \"…\"}]")
        }
        var values: [Value] = []
        values.reserveCapacity(items.count)
        var seen = Set<String>()
        for (i, item) in items.enumerated() {
            let which = "entity \(i + 1)"
            guard case .object = item else {
                throw Problem(line: 1, column: 1, message: "\(which): expected an object with \"id\" and \"title\"")
            }
            guard let id = item["id"]?.stringValue ?? item["id"]?.intValue.map(String.init) else {
                throw Problem(line: 1, column: 1, message: "\(which): missing \"id\" (a string)")
            }
            guard let title = item["title"]?.stringValue, !Normalizer.tokens(title).isEmpty else {
                throw Problem(line: 1, column: 1, message: "\(which) (id \"\(id)\"): missing \"title\", or it has no words to say")
            }
            var synonyms: [String] = []
            if let list = item["synonyms"] {
                guard let array = list.arrayValue, array.allSatisfy({ $0.stringValue != nil }) else {
                    throw Problem(line: 1, column: 1, message: "\(which) (id \"\(id)\"): \"synonyms\" must be an array of strings")
                }
                synonyms = array.compactMap(\.stringValue)
            }
            guard seen.insert(id).inserted else {
                throw Problem(line: 1, column: 1, message: "\(which): duplicate id \"\(id)\"")
            }
            values.append(Value(id: id, title: title, synonyms: synonyms))
        }
        return values
    }

    /// The file contents for `values`: a pretty-printed JSON array, newline-terminated.
    public static func contents(of values: [Value]) -> String {
        let json = JSON.array(values.map { value in
            var pairs: [(String, JSON)] = [("id", .string(value.id)), ("title", .string(value.title))]
            if !value.synonyms.isEmpty { pairs.append(("synonyms", .array(value.synonyms.map(JSON.string)))) }
            return .object(pairs)
        })
        return json.prettyPrinted() + "\n"
    }
}
