import Foundation

/// A String Catalog (`AppShortcuts.xcstrings`, `Localizable.xcstrings`):
/// Xcode's JSON of source strings and their translations.
///
/// ```json
/// {"sourceLanguage": "en", "version": "1.0", "strings": {
///   "Open ${project} in ${applicationName}": {"localizations": {
///     "de": {"stringUnit": {"state": "translated", "value": "Öffne ${project} in ${applicationName}"}},
///     "ja": {"stringSet": {"state": "translated", "values": ["${applicationName}で${project}を開く", "…"]}}}}}}
/// ```
///
/// Each language of a key gives one value (`stringUnit`) or several
/// (`stringSet`: one app keys a shortcut by its first phrase and lists all
/// its phrases there); a key may mix the two across languages. Values are
/// kept as written, whatever their `state`; whether their placeholders fit
/// the key is for whoever uses them. Problems are diagnostics at the key
/// they concern (JSON positions from our parser); what can be read is.
public struct StringCatalog: Sendable {
    public struct Translation: Sendable, Hashable {
        public var language: String
        /// One value (`stringUnit`) or several (`stringSet`).
        public var values: [String]
        /// `translated`, `needs_review`, `new`, … as Xcode wrote it.
        public var state: String?
        /// Where the language's key is.
        public var location: SourceLocation
    }

    public struct Entry: Sendable, Hashable {
        /// The source string, in `${…}` notation for App Shortcuts.
        public var key: String
        public var translations: [Translation]
        public var location: SourceLocation
    }

    /// The language the keys are written in (`en` when the file omits it).
    public private(set) var sourceLanguage = "en"
    public private(set) var entries: [Entry] = []
    public private(set) var diagnostics: [Diagnostic] = []

    /// Every language some entry is translated into, sorted.
    public var languages: [String] {
        Set(entries.flatMap { $0.translations.map(\.language) }).sorted()
    }

    /// The values of `key` in `language`, if there are any.
    public func values(of key: String, in language: String) -> [String]? {
        entries.first { $0.key == key }?.translations.first { $0.language == language }?.values
    }

    /// Reads a catalog from the file's bytes.
    ///
    /// - Parameter reportsVariations: Whether plural and device
    ///   `variations` (and `substitutions`), which are not read, are warned
    ///   about: in `AppShortcuts.xcstrings` they are a translator's slip, in
    ///   `Localizable.xcstrings` the app's screens are full of them.
    public init(reading data: Data, path: String, reportsVariations: Bool = true) {
        let value: JSON
        let keys: [(line: Int, column: Int)]
        do {
            (value, keys) = try JSON.parsingKeyPositions(data)
        } catch {
            diagnostics = [.error("invalid JSON: \(error.message)", at: SourceLocation(file: path, line: error.line, column: error.column))]
            return
        }
        var reader = Reader(path: path, keys: keys, reportsVariations: reportsVariations)
        reader.read(value, into: &self)
        diagnostics = reader.diagnostics
    }
}

extension StringCatalog {
    /// Walks the JSON in document order, taking each key's position as it
    /// passes the key, so every diagnostic lands on the key it is about.
    private struct Reader {
        let path: String
        let keys: [(line: Int, column: Int)]
        let reportsVariations: Bool
        var next = 0
        var diagnostics: [Diagnostic] = []

        init(path: String, keys: [(line: Int, column: Int)], reportsVariations: Bool) {
            self.path = path
            self.keys = keys
            self.reportsVariations = reportsVariations
        }

        static let start = (line: 1, column: 1)

        mutating func takeKey() -> SourceLocation {
            defer { next += 1 }
            let position = next < keys.count ? keys[next] : Self.start
            return SourceLocation(file: path, line: position.line, column: position.column)
        }

        /// Passes over the keys inside `value` without reading it.
        mutating func skip(_ value: JSON) {
            switch value {
            case .object(let pairs):
                for (_, inner) in pairs {
                    next += 1
                    skip(inner)
                }
            case .array(let items): items.forEach { skip($0) }
            default: break
            }
        }

        mutating func error(_ message: String, at location: SourceLocation) {
            diagnostics.append(.error(message, at: location))
        }

        mutating func read(_ value: JSON, into catalog: inout StringCatalog) {
            guard case .object(let pairs) = value else {
                error("a string catalog is a JSON object with \"sourceLanguage\" and \"strings\"", at: SourceLocation(file: path, line: 1, column: 1))
                return
            }
            var sawStrings = false
            for (name, inner) in pairs {
                let location = takeKey()
                switch name {
                case "sourceLanguage":
                    if case .string(let language) = inner, !language.isEmpty {
                        catalog.sourceLanguage = language
                    } else {
                        error("\"sourceLanguage\" must be a language code such as \"en\"", at: location)
                    }
                case "strings":
                    sawStrings = true
                    guard case .object(let strings) = inner else {
                        error("\"strings\" must be an object of source strings", at: location)
                        skip(inner)
                        continue
                    }
                    for (key, entry) in strings {
                        let keyLocation = takeKey()
                        if let read = readEntry(key, entry, at: keyLocation) { catalog.entries.append(read) }
                    }
                default:
                    skip(inner)
                }
            }
            if !sawStrings { error("the catalog has no \"strings\"", at: SourceLocation(file: path, line: 1, column: 1)) }
        }

        mutating func readEntry(_ key: String, _ value: JSON, at location: SourceLocation) -> Entry? {
            guard case .object(let fields) = value else {
                error("the entry for '\(key)' must be an object", at: location)
                skip(value)
                return nil
            }
            var entry = Entry(key: key, translations: [], location: location)
            for (field, inner) in fields {
                let fieldLocation = takeKey()
                guard field == "localizations" else {
                    skip(inner)
                    continue
                }
                guard case .object(let languages) = inner else {
                    error("\"localizations\" of '\(key)' must be an object of languages", at: fieldLocation)
                    skip(inner)
                    continue
                }
                for (language, localization) in languages {
                    let languageLocation = takeKey()
                    if let translation = readLocalization(language, localization, of: key, at: languageLocation) {
                        entry.translations.append(translation)
                    }
                }
            }
            return entry
        }

        mutating func readLocalization(_ language: String, _ value: JSON, of key: String, at location: SourceLocation) -> Translation? {
            guard case .object(let kinds) = value else {
                error("the '\(language)' localization of '\(key)' must be an object", at: location)
                skip(value)
                return nil
            }
            var translation: Translation?
            for (kind, inner) in kinds {
                let kindLocation = takeKey()
                switch kind {
                case "stringUnit", "stringSet":
                    guard case .object(let fields) = inner else {
                        error("\"\(kind)\" must be an object", at: kindLocation)
                        skip(inner)
                        continue
                    }
                    var values: [String]?
                    var state: String?
                    for (field, fieldValue) in fields {
                        let fieldLocation = takeKey()
                        switch (kind, field, fieldValue) {
                        case ("stringUnit", "value", .string(let text)): values = [text]
                        case ("stringSet", "values", .array(let items)):
                            let texts = items.compactMap { if case .string(let text) = $0 { text } else { nil } }
                            if texts.count != items.count { error("\"values\" of a stringSet must all be strings", at: fieldLocation) }
                            values = texts
                        case (_, "state", .string(let text)): state = text
                        default: skip(fieldValue)
                        }
                    }
                    guard let values else {
                        error("the '\(language)' \(kind) of '\(key)' has no \(kind == "stringUnit" ? "\"value\"" : "\"values\"")", at: kindLocation)
                        continue
                    }
                    if translation != nil {
                        diagnostics.append(.warning("'\(key)' has a second translation in '\(language)'; the first is kept", at: kindLocation))
                    } else {
                        translation = Translation(language: language, values: values, state: state, location: location)
                    }
                case "variations", "substitutions":
                    if reportsVariations {
                        diagnostics.append(.warning("\(kind) of '\(key)' in '\(language)' are not read (plural and device forms do not apply to spoken phrases)", at: kindLocation))
                    }
                    skip(inner)
                default:
                    skip(inner)
                }
            }
            return translation
        }
    }
}
