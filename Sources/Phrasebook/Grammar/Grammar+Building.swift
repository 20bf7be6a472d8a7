import Foundation

extension Catalog {
    /// What a recogniser needs to expect the phrases of every app, or of the
    /// app named `app`, with the entities the catalog holds now
    /// (``Grammar/init(apps:app:locale:)``).
    public func grammar(app: String? = nil, locale: String? = nil) throws(GrammarError) -> Grammar {
        try Grammar(apps: apps, app: app, locale: locale)
    }
}

extension Grammar {
    /// The grammar of `apps`, or of the one named `app`.
    ///
    /// - Parameters:
    ///   - app: one app's folder name, name or alternative name (any case);
    ///     `nil`: every app.
    ///   - locale: the phrases' language (`en`, `en-US`); `nil`: the source
    ///     language. Until localized phrases are read, that is the only one.
    /// - Throws: ``GrammarError`` for an unknown app or locale.
    /// - Complexity: O(*n*) in the total length of the templates, names and
    ///   values, plus the letter-to-sound rules once per distinct word
    ///   (about a microsecond each).
    public init(apps: [App], app: String? = nil, locale: String? = nil) throws(GrammarError) {
        let language = try Grammar.language(for: locale)
        var selected = apps
        if let app {
            let name = Normalizer.normalized(app)
            let named = apps.first { candidate in
                ([candidate.name, (candidate.directory as NSString).lastPathComponent] + candidate.alternativeNames)
                    .contains { Normalizer.normalized($0) == name }
            }
            guard let named else { throw GrammarError(reason: .unknownApp, message: "no app named '\(app)'") }
            selected = [named]
        }
        var builder = GrammarBuilder(locale: language)
        for app in selected { builder.add(app) }
        self = builder.grammar
    }
}

extension Grammar {
    /// The languages there are phrases in: the source language only, until
    /// localized phrases are read (String Catalogs, `.strings`).
    public static let availableLocales = ["en"]

    /// The available locale `requested` asks for: itself, or its language
    /// (`en-US`, `en_GB` → `en`); `nil` asks for the source language.
    ///
    /// - Throws: ``GrammarError`` naming the available locales.
    static func language(for requested: String?) throws(GrammarError) -> String {
        guard let requested else { return availableLocales[0] }
        if let available = Catalog.localeCandidates(requested).first(where: availableLocales.contains) { return available }
        throw GrammarError(
            reason: .unknownLocale,
            message: "no phrases in locale '\(requested)' (available: \(availableLocales.joined(separator: ", ")))")
    }
}

/// Builds a ``Grammar`` one app at a time: words numbered in order of first
/// use, each pronounced once, rule names unique.
struct GrammarBuilder {
    private(set) var grammar: Grammar
    private var wordNumbers: [String: Int32] = [:]
    /// Words the letter-to-sound rules cannot read (no ASCII letters).
    private var unpronounceable: Set<String> = []
    private var ruleNames: Set<String> = [Grammar.topRule]

    init(locale: String) {
        grammar = Grammar(
            locale: locale, appNames: [], words: [], pronunciations: [], lists: [], phrases: [], omissions: [])
    }

    /// Adds `app`'s names, templates, parameter values and negative phrases.
    mutating func add(_ app: App) {
        let appNumber = grammar.appNames.count
        grammar.appNames.append(app.name)
        let prefix = uniqueRule(Self.ruleName(app.name, fallback: "app"))
        let hints = app.spokenNames.compactMap { app.pronunciationHints[$0] }
        let names = addList(rule: prefix, title: "\(app.name)'s names", forms: app.spokenNames + hints, app: appNumber)
        // Each parameter type's list, made on first use; `nil`: nothing to say.
        var valueLists: [String: Int?] = [:]
        var number = 0
        for shortcut in app.shortcuts {
            let intent = app.intents[shortcut.intentName]
            for template in shortcut.templates {
                number += 1
                for name in template.parameterNames {
                    guard let parameter = intent?.parameter(named: name), parameter.kind == .entity || parameter.kind == .enumeration,
                        valueLists[parameter.typeName] == nil
                    else { continue }
                    valueLists[parameter.typeName] = .some(addValueList(parameter.typeName, of: app, prefix: prefix, app: appNumber))
                }
                guard let items = items(of: template, names: names, intent: intent, valueLists: valueLists) else { continue }
                grammar.phrases.append(Grammar.PhraseRule(
                    rule: uniqueRule("\(prefix)_\(number)"), template: template.text, isNegative: false, items: items,
                    app: appNumber))
            }
        }
        for (k, template) in app.negativePhrases.enumerated() {
            // Negative phrases have no parameters (the compiler reports one).
            guard let items = items(of: template, names: names, intent: nil, valueLists: [:]) else { continue }
            grammar.phrases.append(Grammar.PhraseRule(
                rule: uniqueRule("\(prefix)_not_\(k + 1)"), template: template.text, isNegative: true, items: items,
                app: appNumber))
        }
    }

    /// The items of `template`, or `nil` (and an omission) when it cannot
    /// be said: a word without a pronunciation, a parameter without values.
    ///
    /// - Parameters:
    ///   - names: the app's name list, if it has a name that can be said.
    ///   - intent: the shortcut's intent, whose parameters the slots are.
    ///   - valueLists: each parameter type's value list, `nil` when it has none.
    private mutating func items(
        of template: Template, names: Int?, intent: Intent?, valueLists: [String: Int?]
    ) -> [Grammar.Item]? {
        var items: [Grammar.Item] = []
        for piece in template.pieces {
            switch piece {
            case .text(let text):
                guard let run = wordRun(Normalizer.tokens(text), in: "'\(template.text)'") else { return nil }
                if case .words(let before) = items.last {
                    items[items.count - 1] = .words(before + run)
                } else if !run.isEmpty {
                    items.append(.words(run))
                }
            case .applicationName:
                guard let names else { return nil }
                items.append(.list(names))
            case .parameter(let name):
                guard let parameter = intent?.parameter(named: name) else { return nil }
                switch parameter.kind {
                case .text:
                    items.append(.freeText)
                case .entity, .enumeration:
                    guard let values = valueLists[parameter.typeName] ?? nil else {
                        grammar.omissions.append("'\(template.text)' left out: \(parameter.typeName) has no values to say")
                        return nil
                    }
                    items.append(.list(values))
                case .other:
                    return nil
                }
            }
        }
        return items.isEmpty ? nil : items
    }

    /// The list of `typeName`'s values (titles and synonyms), or `nil` when
    /// it has none that can be said.
    private mutating func addValueList(_ typeName: String, of app: App, prefix: String, app appNumber: Int) -> Int? {
        let values = app.valueTypes[typeName]?.values ?? []
        let rule = uniqueRule(prefix + "_" + Self.ruleName(typeName, fallback: "values"))
        // The source language's forms: the grammar is in English only.
        return addList(rule: rule, title: typeName, forms: values.flatMap { $0.spokenForms(in: nil) }, app: appNumber)
    }

    /// Adds a word list of `forms` (each normalised; repeats and forms with
    /// a word that has no pronunciation left out), or returns `nil` when none is left.
    private mutating func addList(rule: String, title: String, forms: [String], app: Int) -> Int? {
        var alternatives: [[Int32]] = []
        var seen = Set<[Int32]>(minimumCapacity: forms.count)
        alternatives.reserveCapacity(forms.count)
        for form in forms {
            guard let run = wordRun(Normalizer.tokens(form), in: "\(title): '\(form)'"), !run.isEmpty,
                seen.insert(run).inserted
            else { continue }
            alternatives.append(run)
        }
        guard !alternatives.isEmpty else { return nil }
        grammar.lists.append(Grammar.WordList(rule: rule, title: title, alternatives: alternatives, app: app))
        return grammar.lists.count - 1
    }

    /// The numbers of `tokens`, each word added on first use; `nil` (and an
    /// omission) when one has no pronunciation, so `context` cannot be said.
    private mutating func wordRun(_ tokens: [String], in context: String) -> [Int32]? {
        var run: [Int32] = []
        run.reserveCapacity(tokens.count)
        for token in tokens {
            if let number = wordNumbers[token] {
                run.append(number)
                continue
            }
            guard !unpronounceable.contains(token) else { return nil }
            let sounds = LetterToSound.phonemes(of: token)
            guard !sounds.isEmpty else {
                unpronounceable.insert(token)
                grammar.omissions.append("'\(token)' has no pronunciation: \(context) left out, and all else with it")
                return nil
            }
            let number = Int32(grammar.words.count)
            wordNumbers[token] = number
            grammar.words.append(token)
            grammar.pronunciations.append(sounds)
            run.append(number)
        }
        return run
    }

    /// `base`, or `base_2`, `base_3`… if taken.
    private mutating func uniqueRule(_ base: String) -> String {
        var name = base
        var n = 1
        while ruleNames.contains(name) {
            n += 1
            name = "\(base)_\(n)"
        }
        ruleNames.insert(name)
        return name
    }

    /// A JSGF rule name made of `text`'s words: ASCII letters and digits
    /// joined by `_` (`MeditationType` → `meditation_type`).
    static func ruleName(_ text: String, fallback: String) -> String {
        let words = Normalizer.tokens(text).map { String($0.unicodeScalars.filter(\.isASCII).map(Character.init)) }
        let name = words.filter { !$0.isEmpty }.joined(separator: "_")
        return name.isEmpty ? fallback : name
    }
}
