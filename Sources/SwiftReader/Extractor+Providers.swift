/// `AppShortcutsProvider`s: `appShortcuts`, `negativePhrases`, `shortcutTileColor`.
extension Extractor {
    mutating func readProvider(_ header: TypeHeader, members: [Member]) {
        var provider = ProviderDeclaration(name: header.name, location: stream.location(of: header.nameIndex))
        for member in members {
            guard let region = member.valueRegion else { continue }
            switch member.name {
            case "appShortcuts": provider.shortcuts += readShortcuts(in: region)
            case "negativePhrases": provider.negativePhrases += readNegativePhrases(in: region)
            case "shortcutTileColor": provider.tileColor = readTileColor(in: region) ?? provider.tileColor
            default: break
            }
        }
        result.providers.append(provider)
    }

    /// Every `AppShortcut(…)` in a builder body, a `return [ … ]` or an array
    /// literal, in source order. Both branches of `if`/`else` and `#if` are
    /// read (they are just more tokens); a `for` loop is reported and skipped.
    ///
    /// - Complexity: O(*k*) in the number of tokens of `region`.
    mutating func readShortcuts(in region: Range<Int>) -> [ShortcutDeclaration] {
        let tokens = stream.tokens
        var shortcuts: [ShortcutDeclaration] = []
        var index = region.lowerBound
        while index < region.upperBound {
            let token = tokens[index]
            if token.isKeyword("for") {
                report(
                    "cannot expand a `for` loop over data the file does not hold; its shortcuts are skipped",
                    at: index)
                let body = stream.firstIndex(in: (index + 1)..<region.upperBound) {
                    $0.kind == .leftBrace || $0.isKeyword("for")
                }
                index = body.map { stream[$0].kind == .leftBrace ? stream.skippingGroup(at: $0) : $0 } ?? region.upperBound
                continue
            }
            if let open = shortcutArguments(at: index, limit: region.upperBound) {
                if let shortcut = readShortcut(at: index, arguments: open) { shortcuts.append(shortcut) }
                index = stream.skippingGroup(at: open)
                continue
            }
            index += 1
        }
        return shortcuts
    }

    /// When `AppShortcut(`, `AppShortcut.init(` or `.init(intent:` starts at
    /// `index`, the index of its `(`.
    func shortcutArguments(at index: Int, limit: Int) -> Int? {
        let tokens = stream.tokens
        guard index + 1 < limit else { return nil }
        if tokens[index].isIdentifier("AppShortcut") {
            if tokens[index + 1].kind == .leftParen { return index + 1 }
            if index + 3 < limit, tokens[index + 1].kind == .period, tokens[index + 2].isIdentifier("init"),
                tokens[index + 3].kind == .leftParen
            {
                return index + 3
            }
        }
        if tokens[index].kind == .period, index + 4 < limit, tokens[index + 1].isIdentifier("init"),
            tokens[index + 2].kind == .leftParen, tokens[index + 3].isIdentifier("intent"),
            tokens[index + 4].kind == .colon
        {
            return index + 2
        }
        return nil
    }

    /// Reads `AppShortcut(intent:phrases:shortTitle:systemImageName:)` whose
    /// arguments open at `open`; reports and returns `nil` when the intent cannot be read.
    mutating func readShortcut(at index: Int, arguments open: Int) -> ShortcutDeclaration? {
        var intent: (name: String, parameters: [BoundParameter])?
        var phrases: [PhraseDeclaration] = []
        var shortTitle: DisplayText?
        var systemImageName: DisplayText?
        var hasIntent = false
        for argument in stream.arguments(ofCallAt: open) {
            switch argument.label {
            case "intent":
                hasIntent = true
                intent = readIntentConstruction(argument.value)
                if intent == nil {
                    report(
                        "cannot read the intent of this App Shortcut; write it as `SomeIntent(…)`; "
                            + "the shortcut is skipped", at: argument.value.lowerBound)
                }
            case "phrases": phrases = readPhrases(in: argument.value)
            case "shortTitle": shortTitle = readDisplayText(argument.value, label: "shortTitle")
            case "systemImageName": systemImageName = readDisplayText(argument.value, label: "systemImageName")
            default: break  // parameterPresentation: and anything newer
            }
        }
        if !hasIntent {
            report("this App Shortcut has no `intent:`; it is skipped", at: index)
        }
        guard let intent else { return nil }
        return ShortcutDeclaration(
            intentName: intent.name, boundParameters: intent.parameters, phrases: phrases, shortTitle: shortTitle,
            systemImageName: systemImageName, location: stream.location(of: index))
    }

    /// `OpenProjectIntent()`, `Module.StartMeditationIntent(meditationType: .sleep)`,
    /// `SomeIntent.init(…)`: the type's name and the bound parameters.
    mutating func readIntentConstruction(_ region: Range<Int>) -> (name: String, parameters: [BoundParameter])? {
        let tokens = stream.tokens
        var name: String?
        var index = region.lowerBound
        while index < region.upperBound, tokens[index].kind != .leftParen {
            let token = tokens[index]
            if token.kind == .identifier, token.text != "init" {
                name = token.name
            } else if token.kind != .period && token.kind != .identifier {
                return nil
            }
            index += 1
        }
        // A type's name, not a function's (`makeIntent()` cannot be read).
        guard let name, name.first?.isLowercase == false, index < region.upperBound,
            stream.matching[index] == region.upperBound - 1
        else { return nil }
        var parameters: [BoundParameter] = []
        for argument in stream.arguments(ofCallAt: index) {
            guard let label = argument.label else { continue }
            if let value = readBoundValue(argument.value, label: label) {
                parameters.append(
                    BoundParameter(name: label, value: value, location: stream.location(of: argument.value.lowerBound)))
            }
        }
        return (name, parameters)
    }

    /// `.sleep`, `MeditationType.sleep`, `"text"`, `20`, `-1.5`, `true`; `nil` is left out.
    mutating func readBoundValue(_ region: Range<Int>, label: String) -> BoundParameter.Value? {
        let tokens = Array(stream.tokens[region])
        if tokens.count == 1 {
            let token = tokens[0]
            if let literal = token.literal, let text = literal.plainText, literal.isTerminated {
                return .string(text)
            }
            if token.kind == .number || token.isKeyword("true") || token.isKeyword("false") {
                return .literal(token.text)
            }
            if token.isKeyword("nil") { return nil }
        }
        if tokens.count == 2, tokens[0].is(.operator, "-"), tokens[1].kind == .number {
            return .literal("-" + tokens[1].text)
        }
        if isEnumCaseReference(tokens), let last = tokens.last {
            return .enumCase(last.name)
        }
        report(
            "cannot read the value bound to `\(label)`; only literals and enum cases are read, "
                + "so it is left unbound", at: region.lowerBound)
        return nil
    }

    /// `.sleep` or `MeditationType.sleep` (identifiers joined by periods,
    /// ending in the case; every name before it a type's, so `draft.text` is not one).
    func isEnumCaseReference(_ tokens: [Token]) -> Bool {
        guard let last = tokens.last, last.kind == .identifier, tokens.count >= 2 else { return false }
        for (offset, token) in tokens.enumerated() {
            let expected: Token.Kind = (tokens.count - 1 - offset) % 2 == 0 ? .identifier : .period
            if token.kind != expected { return false }
            if expected == .identifier, offset < tokens.count - 1, token.name.first?.isUppercase != true {
                return false
            }
        }
        return true
    }

    /// `"Quick Chat"` as text; `LocalizedStringResource("quick.chat")`,
    /// `String(localized: "…")` or `.init("…")` as a localization key.
    mutating func readDisplayText(_ region: Range<Int>, label: String) -> DisplayText? {
        let tokens = stream.tokens
        if let (_, literal) = stream.stringLiteral(in: region) {
            if let text = literal.plainText, literal.isTerminated { return DisplayText(text: text) }
        } else if let open = stream.firstIndex(in: region, where: { $0.kind == .leftParen }),
            stream.matching[open] == region.upperBound - 1,
            (region.lowerBound..<open).allSatisfy({ [.identifier, .period].contains(tokens[$0].kind) })
        {
            let arguments = stream.arguments(ofCallAt: open)
            if let key = arguments.first(where: { $0.label == nil || $0.label == "localized" }),
                let (_, literal) = stream.stringLiteral(in: key.value), let text = literal.plainText
            {
                return DisplayText(text: text, isLocalizationKey: true)
            }
        }
        report("cannot read `\(label)`: it is not a string literal; it is left out", at: region.lowerBound, severity: .warning)
        return nil
    }

    /// Every string literal of `negativePhrases`: a `NegativeAppShortcutPhrases { … }`
    /// builder, `NegativeAppShortcutPhrases(phrases: […])`, or an array of
    /// literals or `NegativeAppShortcutPhrase("…")`.
    mutating func readNegativePhrases(in region: Range<Int>) -> [PhraseDeclaration] {
        var phrases: [PhraseDeclaration] = []
        for index in region where stream.tokens[index].kind == .stringLiteral {
            if let phrase = readPhrase(at: index) { phrases.append(phrase) }
        }
        return phrases
    }

    /// `.tangerine`, `ShortcutTileColor.tangerine`, `{ .tangerine }` → `"tangerine"`.
    func readTileColor(in region: Range<Int>) -> String? {
        let tokens = stream.tokens
        for index in region.reversed() where index > region.lowerBound {
            if tokens[index].kind == .identifier, tokens[index - 1].kind == .period {
                return tokens[index].name
            }
        }
        return nil
    }
}
