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
    ///   - sampling: for an app past `sampling.appPhrases` phrases (an
    ///     order with several parameters in a phrase expands to their
    ///     product: millions), only `sampling.perTemplate` phrases of each
    ///     template, spread over its combinations; other apps whole.
    public func expandedPhrases(limit: Int = .max, locale: String? = nil, sampling: ExpansionSampling? = nil) -> [ExpandedPhrase] {
        let languages = try? self.languages(MatchOptions(locale: locale)).get()
        var result: [ExpandedPhrase] = []
        for (a, app) in apps.enumerated() {
            let language = languages.map { $0[a] } ?? app.sourceLanguage
            guard let language else { continue }
            let perTemplate = sampling.flatMap { expandedPhraseCount(ofApp: a) > $0.appPhrases ? $0.perTemplate : nil } ?? .max
            // The templates in that language: the source phrases, or their translations.
            let translated = language == app.sourceLanguage ? nil : language
            func said(_ template: Template) -> [Template] { app.phrasings(of: template, in: translated) }
            for shortcut in app.shortcuts {
                let intent = app.intents[shortcut.intentName]
                for template in shortcut.templates.flatMap(said) {
                    expand(
                        template, app: app, intent: intent, shortcut: shortcut, isNegative: false, language: translated, into: &result,
                        limit: limit, perTemplate: perTemplate)
                }
            }
            for template in app.negativePhrases.flatMap(said) {
                expand(
                    template, app: app, intent: nil, shortcut: nil, isNegative: true, language: translated, into: &result, limit: limit,
                    perTemplate: perTemplate)
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
        into result: inout [ExpandedPhrase], limit: Int, perTemplate: Int
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
        func phrase(_ picks: [Int]) -> Bool {
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
        if perTemplate == .max {
            forEachCombination(of: choices.map(\.count), phrase)
        } else {
            forEachCombination(of: choices.map(\.count), spreadOver: perTemplate, seed: template.text, phrase)
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

/// How much of a large app `Catalog.expandedPhrases(limit:locale:sampling:)` lists.
public struct ExpansionSampling: Sendable, Hashable {
    /// An app that expands to more phrases than this is sampled.
    public var appPhrases: Int
    /// How many phrases of each of its templates are listed, at most.
    public var perTemplate: Int

    public init(appPhrases: Int, perTemplate: Int) {
        self.appPhrases = appPhrases
        self.perTemplate = perTemplate
    }
}

/// Calls `body` with `count` of the ways to pick one of `counts[k]`
/// choices at each position *k*, spread over all of them (all of them when
/// there are no more): the combinations numbered `(s + j·g) mod n`, *n*
/// the number of combinations, *g* the golden section of *n* and *s* a
/// number made from `seed` (an FNV-1a hash), so two templates start at
/// different values. The same picks on every run.
///
/// - Complexity: O(`count` · *p*) for *p* positions.
func forEachCombination(of counts: [Int], spreadOver count: Int, seed: String, _ body: ([Int]) -> Bool) {
    guard counts.allSatisfy({ $0 > 0 }) else { return }
    let total = counts.reduce(1) { $0.multipliedReportingOverflow(by: $1).overflow ? Int.max : $0 * $1 }
    guard total > count else { return forEachCombination(of: counts, body) }
    let hash = seed.utf8.reduce(UInt64(0xCBF2_9CE4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    let n = UInt64(total), start = hash % n, step = max(1, UInt64(Double(total) * 0.618_033_988_749_895)) % n
    var seen = Set<Int>()
    for j in 0..<UInt64(count) {
        let number = Int((start + j * step % n) % n)
        guard seen.insert(number).inserted else { continue }
        var picks = Array(repeating: 0, count: counts.count), rest = number
        for k in counts.indices.reversed() {
            picks[k] = rest % counts[k]
            rest /= counts[k]
        }
        if !body(picks) { return }
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
