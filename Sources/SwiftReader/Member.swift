/// A member of a type body, as far as the extractor cares: a stored or
/// computed property, or an enum `case` list.
struct Member {
    /// `@Parameter(title: "Project")`: the name without `@`, and the index of
    /// the `(` of its arguments, if any.
    struct Attribute {
        var name: String
        var arguments: Int?
    }

    /// The property's name (empty for a `case` list).
    var name: String
    /// The index of the name's token (or of `case`).
    var index: Int
    var attributes: [Attribute] = []
    var isStatic = false
    /// The type annotation after `:`.
    var type: Range<Int>?
    /// The initial value after `=`.
    var initializer: Range<Int>?
    /// The inside of a computed property's braces.
    var body: Range<Int>?
    /// For `case a, b(Int), c = "x"`: `["a", "b", "c"]`.
    var caseNames: [String] = []

    /// Where the value is: the computed body, else the initializer.
    var valueRegion: Range<Int>? { body ?? initializer }

    func attribute(named name: String) -> Attribute? {
        attributes.first { $0.name == name }
    }
}

extension Extractor {
    /// Reads a type body (or the whole file, at depth 0): returns its
    /// properties and case lists, reads nested type declarations as it goes,
    /// and skips functions, initialisers and everything else.
    ///
    /// - Complexity: O(*k*) in the number of tokens of `body`.
    mutating func scanBody(_ body: Range<Int>, depth: Int) -> [Member] {
        let tokens = stream.tokens
        let limit = body.upperBound
        var members: [Member] = []
        var attributes: [Member.Attribute] = []
        var isStatic = false
        var index = body.lowerBound
        while index < limit {
            let token = tokens[index]
            if startsTypeDeclaration(at: index) {
                index = readTypeDeclaration(at: index, limit: limit, depth: depth)
                attributes = []
                isStatic = false
                continue
            }
            switch token.kind {
            case .attribute:
                var attribute = Member.Attribute(name: String(token.text.dropFirst()))
                if index + 1 < limit, tokens[index + 1].kind == .leftParen, stream.isAdjacent(index, index + 1) {
                    attribute.arguments = index + 1
                    index = stream.skippingGroup(at: index + 1)
                } else {
                    index += 1
                }
                attributes.append(attribute)
            case .keyword where token.text == "static" || token.text == "class":
                isStatic = true
                index += 1
            case .keyword where token.text == "var" || token.text == "let":
                var member = readProperty(at: index, limit: limit)
                member.attributes = attributes
                member.isStatic = isStatic
                members.append(member)
                index = max(member.index + 1, propertyEnd(member, after: index))
                attributes = []
                isStatic = false
            case .keyword where token.text == "case":
                let (member, end) = readCaseList(at: index, limit: limit)
                members.append(member)
                index = end
                attributes = []
            case .keyword where ["func", "init", "subscript", "deinit"].contains(token.text):
                // Skip the signature, then the body.
                let brace = stream.firstIndex(in: (index + 1)..<limit) {
                    $0.kind == .leftBrace || Self.startsDeclaration($0)
                }
                index = brace.map { tokens[$0].kind == .leftBrace ? stream.skippingGroup(at: $0) : $0 } ?? limit
                attributes = []
                isStatic = false
            default:
                index = min(stream.skippingGroup(at: index), max(limit, index + 1))
                if token.kind == .leftBrace || token.kind == .semicolon {
                    attributes = []
                    isStatic = false
                }
            }
        }
        return members
    }

    /// A keyword that starts a new declaration: a function signature, a type
    /// annotation or an initial value that reaches one has ended (this also
    /// keeps reading linear on garbage such as `func func func …`).
    static func startsDeclaration(_ token: Token) -> Bool {
        token.kind == .attribute || token.isIdentifier("actor")
            || (token.kind == .keyword
                && ["var", "let", "func", "case", "static", "struct", "class", "enum", "extension", "protocol",
                    "init", "subscript", "deinit", "typealias", "private", "fileprivate", "internal", "public",
                    "open",
                ].contains(token.text))
    }

    /// Reads `var name: Type = value` or `var name: Type { … }` at `index` (`var`/`let`).
    func readProperty(at index: Int, limit: Int) -> Member {
        let tokens = stream.tokens
        var position = index + 1
        var member = Member(name: "", index: index)
        if position < limit, tokens[position].kind == .identifier {
            member.name = tokens[position].name
            member.index = position
            position += 1
        } else if position < limit {
            position = stream.skippingGroup(at: position)  // a pattern: `let (a, b) = …`
        }
        if position < limit, tokens[position].kind == .colon {
            let typeStart = position + 1
            position = typeStart
            while position < limit {
                let token = tokens[position]
                if token.is(.operator, "=") || token.kind == .leftBrace || token.kind == .comma
                    || token.kind == .semicolon || token.isClosingBracket
                    || (position > typeStart && (token.isAtStartOfLine || Self.startsDeclaration(token)))
                {
                    break
                }
                position = min(stream.skippingGroup(at: position), limit)
            }
            if position > typeStart { member.type = typeStart..<position }
        }
        if position < limit, tokens[position].is(.operator, "=") {
            let end = stream.expressionEnd(from: position + 1, limit: limit)
            member.initializer = (position + 1)..<end
        } else if position < limit, tokens[position].kind == .leftBrace {
            member.body = stream.contents(ofGroupAt: position)
        }
        return member
    }

    /// The index after the property that `readProperty` read.
    func propertyEnd(_ member: Member, after index: Int) -> Int {
        if let body = member.body { return body.upperBound + 1 }
        if let initializer = member.initializer { return initializer.upperBound }
        if let type = member.type { return type.upperBound }
        return member.index + 1
    }

    /// Reads `case a, b(Int), c = "x"` at `index`; returns the member and the index after it.
    func readCaseList(at index: Int, limit: Int) -> (Member, Int) {
        let tokens = stream.tokens
        var member = Member(name: "", index: index)
        var position = index + 1
        while position < limit, tokens[position].kind == .identifier {
            member.caseNames.append(tokens[position].name)
            position += 1
            if position < limit, tokens[position].kind == .leftParen {
                position = stream.skippingGroup(at: position)
            }
            if position < limit, tokens[position].is(.operator, "=") {
                position = stream.expressionEnd(from: position + 1, limit: limit)
            }
            guard position < limit, tokens[position].kind == .comma else { break }
            position += 1
        }
        return (member, max(position, index + 1))
    }
}
