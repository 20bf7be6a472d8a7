/// `AppEnum`s (cases and display representations) and `AppEntity`s.
extension Extractor {
    mutating func readEnum(_ header: TypeHeader, members: [Member]) {
        var declaration = EnumDeclaration(
            name: header.name, isExtension: header.keyword == "extension", conformances: header.conformances,
            location: stream.location(of: header.nameIndex))
        for member in members {
            declaration.cases += member.caseNames
            guard let region = member.valueRegion else { continue }
            if member.name == "caseDisplayRepresentations" {
                declaration.displayRepresentations += readCaseDisplayRepresentations(in: region)
            } else if member.name == "typeDisplayRepresentation" {
                declaration.typeDisplayName = stream.firstPlainString(in: region)
            }
        }
        result.enums.append(declaration)
    }

    mutating func readEntity(_ header: TypeHeader, members: [Member]) {
        var entity = EntityDeclaration(name: header.name, location: stream.location(of: header.nameIndex))
        if let member = members.first(where: { $0.name == "typeDisplayRepresentation" }),
            let region = member.valueRegion
        {
            entity.typeDisplayName = stream.firstPlainString(in: region)
        }
        result.entities.append(entity)
    }

    /// Reads the dictionary `[.latte: "Latte", .sleep: DisplayRepresentation(title: "Sleep", synonyms: […])]`
    /// in an initializer or a computed body.
    mutating func readCaseDisplayRepresentations(in region: Range<Int>) -> [CaseDisplayRepresentation] {
        guard let open = stream.firstIndex(in: region, where: { $0.kind == .leftBracket }) else { return [] }
        var representations: [CaseDisplayRepresentation] = []
        for entry in stream.commaSeparated(stream.contents(ofGroupAt: open)) {
            guard let colon = stream.firstIndex(in: entry, where: { $0.kind == .colon }),
                let caseName = stream.lastIdentifier(in: entry.lowerBound..<colon)
            else { continue }
            let value = (colon + 1)..<entry.upperBound
            guard let (title, synonyms) = readDisplayRepresentation(value) else {
                report(
                    "cannot read the display representation of `.\(caseName)`; write a string literal or "
                        + "`DisplayRepresentation(title: \"…\", synonyms: […])`", at: value.lowerBound)
                continue
            }
            representations.append(
                CaseDisplayRepresentation(
                    caseName: caseName, title: title, synonyms: synonyms, location: stream.location(of: entry.lowerBound)))
        }
        return representations
    }

    /// `"Latte"`, `DisplayRepresentation(title: "Sleep", subtitle: …, synonyms: ["Bedtime"])`,
    /// `DisplayRepresentation(stringLiteral: "Sleep")`, `.init(title: …)`.
    func readDisplayRepresentation(_ region: Range<Int>) -> (title: String, synonyms: [String])? {
        if let (_, literal) = stream.stringLiteral(in: region) {
            guard let title = literal.plainText, literal.isTerminated else { return nil }
            return (title, [])
        }
        guard let open = stream.firstIndex(in: region, where: { $0.kind == .leftParen }),
            stream.matching[open] == region.upperBound - 1
        else { return nil }
        var title: String?
        var synonyms: [String] = []
        for argument in stream.arguments(ofCallAt: open) {
            switch argument.label {
            case "title", "stringLiteral", nil:
                if title == nil { title = plainString(argument.value) }
            case "synonyms":
                if argument.value.count >= 1, stream.tokens[argument.value.lowerBound].kind == .leftBracket {
                    let elements = stream.commaSeparated(stream.contents(ofGroupAt: argument.value.lowerBound))
                    synonyms = elements.compactMap { plainString($0) }
                }
            default: break
            }
        }
        return title.map { ($0, synonyms) }
    }

    /// `"Sleep"` or `LocalizedStringResource("Sleep")`: the first plain literal, if that is what the region holds.
    func plainString(_ region: Range<Int>) -> String? {
        if let (_, literal) = stream.stringLiteral(in: region) {
            return literal.isTerminated ? literal.plainText : nil
        }
        return stream.firstPlainString(in: region)
    }
}
