/// A shortcut offered for typed text, as Spotlight offers them.
public struct Suggestion: Sendable, Hashable {
    public var app: String
    public var intent: String
    public var shortcut: String
    public var systemImageName: String?
    /// The phrase to show (a template with a value filled in where the value matched).
    public var phrase: String
    /// The parameter value the text named, if any.
    public var parameter: MatchResult.NamedValue?
    public var score: Double

    public var json: JSON {
        var pairs: [(String, JSON)] = [
            ("app", .string(app)), ("intent", .string(intent)), ("shortcut", .string(shortcut)),
            ("systemImageName", systemImageName.map(JSON.string) ?? .null), ("phrase", .string(phrase)),
        ]
        if let parameter { pairs.append(("parameters", MatchResult.json([parameter]))) }
        pairs.append(("score", .number(MatchResult.rounded(score))))
        return .object(pairs)
    }
}

extension Catalog {
    /// Shortcuts ranked for partial typed text: by short title, by phrase
    /// prefix, or by a parameter value (SPEC §6 `suggest`).
    ///
    /// Every word typed must begin a word of what is suggested; the last word
    /// may be unfinished (`"open nia"` suggests Open Niagara Falls).
    ///
    /// - Parameters:
    ///   - locale: the language, as a request's `locale` picks it: the
    ///     phrases, short titles and values of each app in it (a shortcut
    ///     without a phrase there, and an app without the language, left
    ///     out); `nil`, or a language no app has (`unknownLocaleMessage`):
    ///     each app's source language.
    /// - Complexity: O(*s* + *v*) in the number of shortcuts and parameter values.
    public func suggest(_ text: String, limit: Int = 5, locale: String? = nil, parameters: MatchParameters = MatchParameters()) -> [Suggestion] {
        guard limit > 0, !text.allSatisfy(\.isWhitespace) else { return [] }
        let picks = locale.flatMap { try? self.languages(MatchOptions(locale: $0)).get() }
        var found: [Suggestion] = []
        for (a, app) in apps.enumerated() {
            let picked = picks.map { $0[a] } ?? app.sourceLanguage
            guard let picked else { continue }
            let language = picked == app.sourceLanguage ? nil : picked
            found += suggestions(for: text, in: app, language: language, parameters: parameters)
        }
        return Array(found.sorted { $0.score > $1.score }.prefix(limit))
    }

    /// `app`'s suggestions for `text` in `language` (`nil`: its source language).
    private func suggestions(for text: String, in app: App, language: String?, parameters: MatchParameters) -> [Suggestion] {
        func tokens(_ text: String) -> [String] { Normalizer.tokens(text, language: language) }
        let typed = tokens(text)
        guard !typed.isEmpty else { return [] }
        let translations = language.map { app.localizations[$0]?.phrases ?? [:] }
        let shownName = app.name(in: language)
        let names = (app.spokenNames + (shownName == app.name ? [] : [shownName])).flatMap(tokens)
        var found: [Suggestion] = []
        for shortcut in app.shortcuts {
            let templates = translations.map { phrases in shortcut.templates.flatMap { phrases[$0.text] ?? [] } } ?? shortcut.templates
            guard !templates.isEmpty || language == nil else { continue }
            let intent = app.intents[shortcut.intentName]
            let shortcutTitle = app.title(of: shortcut, in: language)
            func add(_ phrase: String, _ parameter: MatchResult.NamedValue?, _ score: Double) {
                found.append(Suggestion(
                    app: app.name, intent: shortcut.intentName, shortcut: shortcutTitle,
                    systemImageName: shortcut.systemImageName, phrase: phrase, parameter: parameter, score: score))
            }
            // The short title ("Quick Chat"), with the app's name allowed around it.
            if let score = Self.prefixScore(typed, tokens(shortcutTitle), extra: names, base: parameters.suggestPrefixBase) {
                add(templates.first.map { display($0, named: shownName) } ?? shortcutTitle, nil, parameters.suggestTitleShare * score)
                continue
            }
            var best: (String, MatchResult.NamedValue?, Double)?
            for template in templates {
                // The phrase with the app's name ("coding bridge chat").
                let words = display(template, named: shownName)
                if let score = Self.prefixScore(typed, tokens(words), extra: names, base: parameters.suggestPrefixBase),
                    score * parameters.suggestPhraseShare > best?.2 ?? 0
                {
                    best = (words, nil, parameters.suggestPhraseShare * score)
                }
                // A parameter value, alone ("my-project") or in its phrase ("open nia").
                for name in template.parameterNames {
                    guard let parameter = intent?.parameter(named: name),
                        let type = app.valueTypes[parameter.typeName]
                    else { continue }
                    for value in type.values {
                        for form in value.spokenForms(in: language) {
                            let filled = display(template, named: shownName, filling: name, with: form)
                            let alone = Self.prefixScore(typed, tokens(form), extra: names, base: parameters.suggestPrefixBase)
                            let inPhrase = Self.prefixScore(typed, tokens(filled), extra: names, base: parameters.suggestPrefixBase)
                            guard let score = [alone, inPhrase].compactMap({ $0 }).max(), score * parameters.suggestValueShare > best?.2 ?? 0
                            else { continue }
                            let said = app.localized(ParameterValue(value: value.id, title: value.title), of: parameter, in: language)
                            let shown = display(template, named: shownName, filling: name, with: said.title ?? value.title)
                            best = (shown, .init(name: name, value: said), parameters.suggestValueShare * score)
                        }
                    }
                }
            }
            if let best { add(best.0, best.1, best.2) }
        }
        return found
    }

    /// How well `typed` begins `words`: every typed word must begin a word of
    /// `words` (or of `extra`) in order, the last one possibly unfinished.
    /// Returns a score in (`base`, 1], more for covering more of `words`.
    static func prefixScore(_ typed: [String], _ words: [String], extra: [String], base: Double) -> Double? {
        var i = 0
        var covered = 0
        for (n, word) in typed.enumerated() {
            let isLast = n == typed.count - 1
            func fits(_ candidate: String) -> Bool { isLast ? candidate.hasPrefix(word) : candidate == word }
            if i < words.count, fits(words[i]) {
                i += 1
                covered += 1
            } else if extra.contains(where: fits) {
                continue
            } else if let j = words[i...].firstIndex(where: fits) {
                i = j + 1
                covered += 1
            } else {
                return nil
            }
        }
        guard covered > 0 else { return nil }
        return Double(covered) / Double(max(words.count, 1)) * (1 - base) + base
    }

    private func display(_ template: Template, named appName: String, filling name: String? = nil, with value: String? = nil) -> String {
        var out = ""
        for piece in template.pieces {
            switch piece {
            case .text(let text): out += text
            case .applicationName: out += appName
            case .parameter(let p): out += p == name ? (value ?? "") : "${\(p)}"
            }
        }
        return out.trimmingSpaces
    }
}
