import Foundation

/// A reader of the JSGF `phrase grammar --format jsgf` writes, for tests:
/// its rules, and every phrase a rule says — what a recogniser given the
/// file would accept, read from the text itself rather than from the
/// ``Grammar`` that wrote it.
///
/// Reads rule definitions (`[public] <name> = …;`), words, rule
/// references, alternatives `|`, groups `( … )`, optional parts `[ … ]`,
/// `<NULL>` and `<VOID>`; comments, the header and `grammar …;` are skipped.
struct JSGFReader {
    indirect enum Node: Hashable {
        case word(String)
        case rule(String)
        case sequence([Node])
        case choice([Node], isOptional: Bool)
    }

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    private(set) var rules: [String: Node] = [:]
    private(set) var publicRules: [String] = []

    init(_ text: String) throws {
        let code = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .joined(separator: "\n")
        for statement in code.split(separator: ";") {
            let trimmed = statement.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty || trimmed.hasPrefix("#JSGF") || trimmed.hasPrefix("grammar ") { continue }
            guard let equals = trimmed.firstIndex(of: "=") else { throw Problem(description: "not a rule: \(trimmed)") }
            var head = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            let isPublic = head.hasPrefix("public ")
            if isPublic { head = String(head.dropFirst("public ".count)).trimmingCharacters(in: .whitespaces) }
            guard head.hasPrefix("<"), head.hasSuffix(">") else { throw Problem(description: "bad rule name: \(head)") }
            let name = String(head.dropFirst().dropLast())
            var tokens = Self.tokens(trimmed[trimmed.index(after: equals)...])[...]
            let body = try Self.alternatives(&tokens)
            guard tokens.isEmpty else { throw Problem(description: "<\(name)>: unexpected \(tokens.first ?? "")") }
            guard rules[name] == nil else { throw Problem(description: "<\(name)> defined twice") }
            rules[name] = body
            if isPublic { publicRules.append(name) }
        }
    }

    /// Every phrase of `rule` (the public rule when `nil`), its words joined
    /// by spaces; a rule named in `opaque` is kept as `<name>`, not said.
    func language(of rule: String? = nil, opaque: Set<String> = []) throws -> Set<String> {
        guard let name = rule ?? publicRules.first, let body = rules[name] else {
            throw Problem(description: "no rule \(rule ?? "public")")
        }
        return Set(try phrases(of: body, opaque: opaque, depth: 0).map { $0.joined(separator: " ") })
    }

    /// How many times each rule is referenced, in all.
    var references: [String: Int] {
        var counts: [String: Int] = [:]
        func visit(_ node: Node) {
            switch node {
            case .word: break
            case .rule(let name): counts[name, default: 0] += 1
            case .sequence(let items), .choice(let items, _): items.forEach(visit)
            }
        }
        rules.values.forEach(visit)
        return counts
    }

    private func phrases(of node: Node, opaque: Set<String>, depth: Int) throws -> [[String]] {
        guard depth < 50 else { throw Problem(description: "rules too deep (recursion?)") }
        switch node {
        case .word(let word): return [[word]]
        case .rule("NULL"): return [[]]
        case .rule("VOID"): return []
        case .rule(let name):
            if opaque.contains(name) { return [["<\(name)>"]] }
            guard let body = rules[name] else { throw Problem(description: "undefined <\(name)>") }
            return try phrases(of: body, opaque: opaque, depth: depth + 1)
        case .sequence(let items):
            var result: [[String]] = [[]]
            for item in items {
                let next = try phrases(of: item, opaque: opaque, depth: depth + 1)
                result = result.flatMap { prefix in next.map { prefix + $0 } }
            }
            return result
        case .choice(let alternatives, let isOptional):
            return try alternatives.flatMap { try phrases(of: $0, opaque: opaque, depth: depth + 1) } + (isOptional ? [[]] : [])
        }
    }

    private static func tokens(_ text: Substring) -> [String] {
        var tokens: [String] = []
        var current = ""
        var inReference = false
        for character in text {
            if inReference {
                current.append(character)
                if character == ">" {
                    tokens.append(current)
                    current = ""
                    inReference = false
                }
            } else if character == "<" {
                if !current.isEmpty { tokens.append(current) }
                current = "<"
                inReference = true
            } else if "()[]|".contains(character) {
                if !current.isEmpty { tokens.append(current) }
                current = ""
                tokens.append(String(character))
            } else if character.isWhitespace {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    private static func alternatives(_ tokens: inout ArraySlice<String>) throws -> Node {
        var options = [try sequence(&tokens)]
        while tokens.first == "|" {
            tokens.removeFirst()
            options.append(try sequence(&tokens))
        }
        return options.count == 1 ? options[0] : .choice(options, isOptional: false)
    }

    private static func sequence(_ tokens: inout ArraySlice<String>) throws -> Node {
        var items: [Node] = []
        while let token = tokens.first, !["|", ")", "]"].contains(token) {
            tokens.removeFirst()
            switch token {
            case "(", "[":
                let inner = try alternatives(&tokens)
                let close = token == "(" ? ")" : "]"
                guard tokens.first == close else { throw Problem(description: "missing \(close)") }
                tokens.removeFirst()
                if token == "(" {
                    items.append(inner)
                } else if case .choice(let options, _) = inner {
                    items.append(.choice(options, isOptional: true))
                } else {
                    items.append(.choice([inner], isOptional: true))
                }
            default:
                if token.hasPrefix("<") {
                    items.append(.rule(String(token.dropFirst().dropLast())))
                } else {
                    items.append(.word(token))
                }
            }
        }
        guard !items.isEmpty else { throw Problem(description: "an empty alternative") }
        return items.count == 1 ? items[0] : .sequence(items)
    }
}
