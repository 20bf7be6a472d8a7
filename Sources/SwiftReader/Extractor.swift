/// Reads App Shortcuts declarations out of Swift source.
///
/// The extractor lexes the file (see `Lexer`), then walks the tokens with a
/// small recursive-descent reader: it finds type declarations at any nesting
/// depth, reads the members that matter for App Shortcuts (providers,
/// intents, `AppEnum`s, `AppEntity`s) and skips everything else without
/// complaint. What cannot be read where it matters becomes a `Diagnostic`,
/// and reading goes on.
///
/// ```swift
/// let declarations = Extractor.declarations(in: source, file: "Shortcuts.swift")
/// declarations.providers.first?.shortcuts.map(\.intentName)
/// ```
public struct Extractor {
    /// How deeply type declarations may nest before their bodies are skipped.
    static let maximumNestingDepth = 32

    let stream: TokenStream
    var result = SwiftFileDeclarations()

    init(stream: TokenStream) {
        self.stream = stream
    }

    /// Extracts every App Shortcuts construct from `source`.
    ///
    /// Never fails: problems are in the result's `diagnostics`, sorted by position.
    ///
    /// - Parameters:
    ///   - source: the file's text.
    ///   - file: the path used in diagnostics and locations.
    /// - Complexity: O(*n*) in the length of `source`.
    public static func declarations(in source: String, file: String) -> SwiftFileDeclarations {
        let lexed = Lexer.tokenize(source)
        var extractor = Extractor(stream: TokenStream(lexed: lexed, file: file))
        for problem in lexed.problems {
            extractor.report(problem.message, line: problem.line, column: problem.column)
        }
        _ = extractor.scanBody(0..<extractor.stream.endIndex, depth: 0)
        extractor.result.diagnostics.sort { $0.location < $1.location }
        return extractor.result
    }

    // MARK: - Diagnostics

    mutating func report(_ message: String, at index: Int, severity: Diagnostic.Severity = .error) {
        result.diagnostics.append(Diagnostic(severity, at: stream.location(of: index), message))
    }

    mutating func report(_ message: String, line: Int, column: Int) {
        result.diagnostics.append(.error(message, at: stream.location(line: line, column: column)))
    }

    // MARK: - Type declarations

    /// The head of `struct Name<T>: A, B where … {`.
    struct TypeHeader {
        /// `struct`, `class`, `enum`, `extension`, `actor` or `protocol`.
        var keyword: String
        var name: String
        var nameIndex: Int
        /// Simple names: `AppIntents.AppEnum` → `AppEnum`; `A & B` → both.
        var conformances: [String]
        /// The inside of the braces, if there are any.
        var body: Range<Int>?
        /// The index after the declaration.
        var end: Int
    }

    /// Whether a type declaration starts at `index`.
    func startsTypeDeclaration(at index: Int) -> Bool {
        let token = stream[index]
        let next = stream[index + 1]
        guard next.kind == .identifier else { return false }
        switch token.kind {
        case .keyword: return ["struct", "class", "enum", "extension", "protocol"].contains(token.text)
        case .identifier: return token.text == "actor"
        default: return false
        }
    }

    /// Reads the header of the type declaration at `index`.
    ///
    /// - Precondition: `startsTypeDeclaration(at: index)`.
    func typeHeader(at index: Int, limit: Int) -> TypeHeader {
        let tokens = stream.tokens
        var position = index + 1
        var name = tokens[position].name
        let nameIndex = position
        position += 1
        while position + 1 < limit, tokens[position].kind == .period, tokens[position + 1].kind == .identifier {
            name = tokens[position + 1].name
            position += 2
        }
        position = skippingGenericParameters(from: position, limit: limit)

        var conformances: [String] = []
        if position < limit, tokens[position].kind == .colon {
            let listEnd =
                stream.firstIndex(in: (position + 1)..<limit) { token in
                    token.kind == .leftBrace || token.isKeyword("where") || Self.endsTypeHeader(token)
                } ?? limit
            conformances = conformanceNames(in: (position + 1)..<listEnd)
            position = listEnd
        }
        let brace = stream.firstIndex(in: position..<limit) { $0.kind == .leftBrace || Self.endsTypeHeader($0) }
        guard let brace, tokens[brace].kind == .leftBrace else {
            return TypeHeader(
                keyword: tokens[index].text, name: name, nameIndex: nameIndex, conformances: conformances,
                body: nil, end: brace ?? limit)
        }
        return TypeHeader(
            keyword: tokens[index].text, name: name, nameIndex: nameIndex, conformances: conformances,
            body: stream.contents(ofGroupAt: brace), end: min(stream.matching[brace] + 1, limit))
    }

    /// A token that cannot be part of a type header: the header was cut short.
    static func endsTypeHeader(_ token: Token) -> Bool {
        token.kind == .rightBrace || (token.kind != .attribute && startsDeclaration(token))
    }

    /// Skips `<T: P, U>` after a type's name.
    func skippingGenericParameters(from start: Int, limit: Int) -> Int {
        guard start < limit, stream[start].kind == .operator, stream[start].text.hasPrefix("<") else { return start }
        var depth = 0
        var position = start
        while position < limit {
            let token = stream[position]
            if token.kind == .leftBrace || Self.endsTypeHeader(token) { return position }
            if token.kind == .operator {
                for scalar in token.text.unicodeScalars {
                    if scalar == "<" { depth += 1 } else if scalar == ">" { depth -= 1 }
                }
                if depth <= 0 { return position + 1 }
            }
            // An unclosed `(` after `<` reaches the end marker: stay inside `limit`.
            position = min(stream.skippingGroup(at: position), limit)
        }
        return position
    }

    /// `AppIntent, @retroactive AppEnum, AppIntents.OpenIntent & Sendable`
    /// → `["AppIntent", "AppEnum", "OpenIntent", "Sendable"]`.
    func conformanceNames(in region: Range<Int>) -> [String] {
        var names: [String] = []
        for piece in stream.commaSeparated(region) {
            var current: String?
            for index in piece {
                let token = stream[index]
                if token.kind == .identifier {
                    current = token.name
                } else if token.kind == .operator && token.text == "&" {
                    if let name = current { names.append(name) }
                    current = nil
                } else if token.kind == .operator && token.text.hasPrefix("~") {
                    break
                }
            }
            if let name = current { names.append(name) }
        }
        return names
    }

    /// Reads the type declaration at `index`, records what matters, and
    /// returns the index after it.
    mutating func readTypeDeclaration(at index: Int, limit: Int, depth: Int) -> Int {
        let header = typeHeader(at: index, limit: limit)
        guard let body = header.body, header.keyword != "protocol", depth < Self.maximumNestingDepth else {
            return max(header.end, index + 1)
        }
        let members = scanBody(body, depth: depth + 1)
        let isEnum = header.keyword == "enum"
        let isExtension = header.keyword == "extension"
        let conformances = header.conformances

        if conformances.contains("AppShortcutsProvider") {
            readProvider(header, members: members)
        }
        if !isEnum, conformances.contains(where: { $0.hasSuffix("Intent") }) {
            readIntent(header, members: members)
        }
        if !isEnum, conformances.contains(where: { $0.hasSuffix("Entity") }) {
            readEntity(header, members: members)
        }
        let hasCases = members.contains { !$0.caseNames.isEmpty }
        let hasCaseDisplay = members.contains { $0.name == "caseDisplayRepresentations" }
        if (isEnum && (hasCases || conformances.contains("AppEnum")))
            || (isExtension && (conformances.contains("AppEnum") || hasCaseDisplay))
        {
            readEnum(header, members: members)
        }
        return max(header.end, index + 1)
    }
}
