/// App Intents: `title`, `openAppWhenRun` and `@Parameter` properties.
extension Extractor {
    mutating func readIntent(_ header: TypeHeader, members: [Member]) {
        var intent = IntentDeclaration(
            name: header.name, conformances: header.conformances, location: stream.location(of: header.nameIndex))
        for member in members where !member.name.isEmpty {
            if member.name == "title", member.isStatic, let region = member.valueRegion {
                intent.title = stream.firstPlainString(in: region)
            } else if member.name == "openAppWhenRun", let region = member.valueRegion {
                intent.openAppWhenRun = readBool(in: region)
            } else if let attribute = member.attribute(named: "Parameter") {
                intent.parameters.append(readParameter(member, attribute: attribute))
            }
        }
        result.intents.append(intent)
    }

    /// The first `true` or `false` in `region`.
    func readBool(in region: Range<Int>) -> Bool? {
        for index in region {
            if stream.tokens[index].isKeyword("true") { return true }
            if stream.tokens[index].isKeyword("false") { return false }
        }
        return nil
    }

    /// `@Parameter(title: "Project", requestValueDialog: "Which one?") var project: ProjectEntity?`
    func readParameter(_ member: Member, attribute: Member.Attribute) -> ParameterDeclaration {
        var title: String?
        var dialog: String?
        var hasDefault = false
        if let open = attribute.arguments {
            for argument in stream.arguments(ofCallAt: open) {
                switch argument.label {
                case "title": title = stream.firstPlainString(in: argument.value)
                case "requestValueDialog": dialog = stream.firstPlainString(in: argument.value)
                case "default": hasDefault = true
                default: break
                }
            }
        }
        var typeName = ""
        var isOptional = hasDefault || member.initializer != nil
        if let type = member.type {
            let (name, optional) = Self.unwrappingOptional(stream.sourceText(type).trimmingWhitespace())
            typeName = name
            isOptional = isOptional || optional
        } else if let initializer = member.initializer {
            typeName = inferredType(of: initializer)
        }
        return ParameterDeclaration(
            name: member.name, title: title, typeName: typeName, isOptional: isOptional, requestValueDialog: dialog,
            location: stream.location(of: member.index))
    }

    /// `T?`, `T!`, `Optional<T>` → (`T`, `true`); `T` → (`T`, `false`).
    static func unwrappingOptional(_ type: String) -> (String, Bool) {
        if type.hasSuffix("?") || type.hasSuffix("!") {
            return (String(type.dropLast()).trimmingWhitespace(), true)
        }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") {
            return (String(type.dropFirst("Optional<".count).dropLast()).trimmingWhitespace(), true)
        }
        return (type, false)
    }

    /// The type of a literal initial value (`= 5` → `Int`), or `""`.
    func inferredType(of region: Range<Int>) -> String {
        guard region.count == 1 else { return "" }
        let token = stream.tokens[region.lowerBound]
        switch token.kind {
        case .stringLiteral: return "String"
        case .number: return token.text.contains(".") && !token.text.hasPrefix("0x") ? "Double" : "Int"
        case .keyword where token.text == "true" || token.text == "false": return "Bool"
        default: return ""
        }
    }
}
