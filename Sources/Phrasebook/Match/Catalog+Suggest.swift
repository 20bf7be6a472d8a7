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
    /// - Complexity: O(*s* + *v*) in the number of shortcuts and parameter values.
    public func suggest(_ text: String, limit: Int = 5) -> [Suggestion] {
        let typed = Normalizer.tokens(text)
        guard !typed.isEmpty, limit > 0 else { return [] }
        var found: [Suggestion] = []
        for app in apps {
            let names = app.spokenNames.flatMap(Normalizer.tokens)
            for shortcut in app.shortcuts {
                let intent = app.intents[shortcut.intentName]
                func add(_ phrase: String, _ parameter: MatchResult.NamedValue?, _ score: Double) {
                    found.append(Suggestion(
                        app: app.name, intent: shortcut.intentName, shortcut: shortcut.displayTitle,
                        systemImageName: shortcut.systemImageName, phrase: phrase, parameter: parameter, score: score))
                }
                // The short title ("Quick Chat"), with the app's name allowed around it.
                let title = Normalizer.tokens(shortcut.displayTitle)
                if let score = Self.prefixScore(typed, title, extra: names) {
                    add(shortcut.templates.first.map { display($0, in: app) } ?? shortcut.displayTitle, nil, 1.0 * score)
                    continue
                }
                var best: (String, MatchResult.NamedValue?, Double)?
                for template in shortcut.templates {
                    // The phrase with the app's name ("coding bridge chat").
                    let words = display(template, in: app)
                    if let score = Self.prefixScore(typed, Normalizer.tokens(words), extra: names), score * 0.9 > best?.2 ?? 0 {
                        best = (words, nil, 0.9 * score)
                    }
                    // A parameter value, alone ("my-project") or in its phrase ("open nia").
                    for name in template.parameterNames {
                        guard let parameter = intent?.parameter(named: name),
                            let type = app.valueTypes[parameter.typeName]
                        else { continue }
                        for value in type.values {
                            for form in value.spokenForms {
                                let filled = display(template, in: app, filling: name, with: form)
                                let alone = Self.prefixScore(typed, Normalizer.tokens(form), extra: names)
                                let inPhrase = Self.prefixScore(typed, Normalizer.tokens(filled), extra: names)
                                guard let score = [alone, inPhrase].compactMap({ $0 }).max(), score * 0.8 > best?.2 ?? 0
                                else { continue }
                                let shown = display(template, in: app, filling: name, with: value.title)
                                best = (shown, .init(name: name, value: ParameterValue(value: value.id, title: value.title)), 0.8 * score)
                            }
                        }
                    }
                }
                if let best { add(best.0, best.1, best.2) }
            }
        }
        return Array(found.sorted { $0.score > $1.score }.prefix(limit))
    }

    /// How well `typed` begins `words`: every typed word must begin a word of
    /// `words` (or of `extra`) in order, the last one possibly unfinished.
    /// Returns a score in (0, 1], more for covering more of `words`.
    static func prefixScore(_ typed: [String], _ words: [String], extra: [String]) -> Double? {
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
        return Double(covered) / Double(max(words.count, 1)) * 0.5 + 0.5
    }

    private func display(_ template: Template, in app: App, filling name: String? = nil, with value: String? = nil) -> String {
        var out = ""
        for piece in template.pieces {
            switch piece {
            case .text(let text): out += text
            case .applicationName: out += app.name
            case .parameter(let p): out += p == name ? (value ?? "") : "${\(p)}"
            }
        }
        return out.trimmingSpaces
    }
}
