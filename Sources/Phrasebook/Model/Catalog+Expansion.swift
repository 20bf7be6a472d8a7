/// One concrete phrase a person can say, with what it means.
public struct ExpandedPhrase: Sendable, Hashable {
    public var app: String
    public var intent: String
    /// The shortcut's short title (or intent name).
    public var shortcut: String
    /// The phrase, names and values substituted (`Open Niagara Falls in Landmarks`);
    /// free-text parameters stay as `${query}`.
    public var text: String
    /// The template it came from, in `${…}` notation.
    public var template: String
    /// Parameters the phrase fills and the shortcut binds, in order.
    public var parameters: [(name: String, value: ParameterValue)]
    /// Whether this is a negative phrase (it must never trigger).
    public var isNegative: Bool

    public static func == (lhs: ExpandedPhrase, rhs: ExpandedPhrase) -> Bool {
        lhs.app == rhs.app && lhs.intent == rhs.intent && lhs.text == rhs.text && lhs.template == rhs.template
            && lhs.isNegative == rhs.isNegative && lhs.parameters.map(\.name) == rhs.parameters.map(\.name)
            && lhs.parameters.map(\.value) == rhs.parameters.map(\.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(app)
        hasher.combine(intent)
        hasher.combine(text)
    }
}

extension Catalog {
    /// How many concrete phrases app number `app` expands to, counting every
    /// app name and every parameter value (Apple's 1,000-phrase limit counts
    /// so), in the source language.
    ///
    /// - Complexity: O(*t*) in the number of templates.
    public func expandedPhraseCount(ofApp a: Int) -> Int {
        let app = apps[a]
        var total = 0
        for shortcut in app.shortcuts {
            for template in shortcut.templates {
                total += expansionCount(of: template, intent: app.intents[shortcut.intentName], in: app)
            }
        }
        return total
    }

    /// How many concrete phrases one template expands to.
    public func expansionCount(of template: Template, intent: Intent?, in app: App) -> Int {
        var count = 1
        for piece in template.pieces {
            switch piece {
            case .text: break
            case .applicationName: count *= app.spokenNames.count
            case .parameter(let name):
                guard let parameter = intent?.parameter(named: name) else { return 0 }
                switch parameter.kind {
                case .text: break
                case .entity, .enumeration:
                    count *= app.valueTypes[parameter.typeName]?.values.reduce(0) { $0 + $1.spokenForms(in: nil).count } ?? 0
                case .other: return 0
                }
            }
        }
        return count
    }

    /// Every concrete phrase of every app, negative phrases last per app,
    /// in source order. In a translation's language, a value is said by its
    /// forms and their translations into it, and the shortcut titled as
    /// `Localizable` strings translate it.
    ///
    /// - Parameters:
    ///   - limit: stop after this many (a huge entity list expands to millions).
    ///   - locale: the language, as a request's `locale` picks it (apps
    ///     without it are left out); `nil`, or a language no app has
    ///     (`unknownLocaleMessage`): each app's source language.
    public func expandedPhrases(limit: Int = .max, locale: String? = nil) -> [ExpandedPhrase] {
        let languages = try? self.languages(MatchOptions(locale: locale)).get()
        var result: [ExpandedPhrase] = []
        for (a, app) in apps.enumerated() {
            let language = languages.map { $0[a] } ?? app.sourceLanguage
            guard let language else { continue }
            // The templates in that language: the source phrases, or their translations.
            let translated = language == app.sourceLanguage ? nil : language
            func said(_ template: Template) -> [Template] { app.phrasings(of: template, in: translated) }
            for shortcut in app.shortcuts {
                let intent = app.intents[shortcut.intentName]
                for template in shortcut.templates.flatMap(said) {
                    expand(
                        template, app: app, intent: intent, shortcut: shortcut, isNegative: false, language: translated, into: &result,
                        limit: limit)
                }
            }
            for template in app.negativePhrases.flatMap(said) {
                expand(template, app: app, intent: nil, shortcut: nil, isNegative: true, language: translated, into: &result, limit: limit)
            }
        }
        return result
    }

    /// Why `locale` picks no phrases — no app has that language — or `nil`
    /// when it does (or is `nil`).
    public func unknownLocaleMessage(_ locale: String?) -> String? {
        guard let locale, case .failure(let problem) = scope(MatchOptions(locale: locale)) else { return nil }
        return problem.result.errorMessage
    }

    private func expand(
        _ template: Template, app: App, intent: Intent?, shortcut: Shortcut?, isNegative: Bool, language: String?,
        into result: inout [ExpandedPhrase], limit: Int
    ) {
        // Each piece's alternatives: (text, parameter filled).
        var choices: [[(String, (String, ParameterValue)?)]] = []
        for piece in template.pieces {
            switch piece {
            case .text(let text):
                choices.append([(text, nil)])
            case .applicationName:
                choices.append(app.spokenNames.map { ($0, nil) })
            case .parameter(let name):
                guard let parameter = intent?.parameter(named: name) else { return }
                switch parameter.kind {
                case .text:
                    choices.append([("${\(name)}", nil)])
                case .entity, .enumeration:
                    let values = app.valueTypes[parameter.typeName]?.values ?? []
                    choices.append(values.flatMap { value in
                        let shown = app.localized(ParameterValue(value: value.id, title: value.title), of: parameter, in: language)
                        return value.spokenForms(in: language).map { ($0, (name, shown)) }
                    })
                case .other:
                    return
                }
            }
        }
        guard result.count < limit else { return }
        forEachCombination(of: choices.map(\.count)) { picks in
            var text = ""
            var parameters: [(name: String, value: ParameterValue)] = []
            for (i, pick) in picks.enumerated() {
                let (words, filled) = choices[i][pick]
                text += words
                if let filled { parameters.append((filled.0, filled.1)) }
            }
            for bound in shortcut?.boundParameters ?? [] where !parameters.contains(where: { $0.name == bound.parameter }) {
                parameters.append((bound.parameter, app.localized(bound.value, of: intent?.parameter(named: bound.parameter), in: language)))
            }
            result.append(ExpandedPhrase(
                app: app.name, intent: shortcut?.intentName ?? "", shortcut: shortcut.map { app.title(of: $0, in: language) } ?? "",
                text: text.trimmingSpaces, template: template.text, parameters: parameters, isNegative: isNegative))
            return result.count < limit
        }
    }
}

/// Calls `body` with every way to pick one of `counts[k]` choices at each
/// position *k* (the picks' indices), the last position fastest, until
/// `body` returns `false`; never when a count is zero.
///
/// - Complexity: O(*p*) amortised per combination, for *p* positions.
func forEachCombination(of counts: [Int], _ body: ([Int]) -> Bool) {
    guard counts.allSatisfy({ $0 > 0 }) else { return }
    var picks = Array(repeating: 0, count: counts.count)
    while body(picks) {
        var k = picks.count - 1
        while k >= 0 {
            picks[k] += 1
            if picks[k] < counts[k] { break }
            picks[k] = 0
            k -= 1
        }
        if k < 0 { return }
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s = s.dropFirst() }
        while s.last?.isWhitespace == true { s = s.dropLast() }
        return String(s)
    }
}
