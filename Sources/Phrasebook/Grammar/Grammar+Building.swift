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
    /// In a locale, each app's phrases are its translations into that
    /// language (the templates and negative phrases its String Catalogs or
    /// `.strings` tables translate; a phrase without one is not said), its
    /// names those of the language too, and its values shared — the forms of
    /// the source language and their translations into it — each written as
    /// that language's normaliser writes it (`10` is `zehn` in German). An
    /// app without the language is left out, as matching leaves it out.
    /// Words are pronounced only when every app's phrases are English:
    /// the letter-to-sound rules read English spelling (``hasPronunciations``).
    ///
    /// - Parameters:
    ///   - app: one app's folder name, name or alternative name (any case);
    ///     `nil`: every app.
    ///   - locale: the phrases' language (`de`, `de-AT` → `de`, `en-US`),
    ///     as a request's `locale` picks it; `nil`: each app's source language.
    /// - Throws: ``GrammarError`` for an unknown app, or a locale no app
    ///   (or not the app asked for) has phrases in, naming the ones there are.
    /// - Complexity: O(*n*) in the total length of the templates, names and
    ///   values, plus, for English, the letter-to-sound rules once per
    ///   distinct word (about a microsecond each).
    public init(apps: [App], app: String? = nil, locale: String? = nil) throws(GrammarError) {
        var selected = apps
        var named: App?
        if let app {
            let name = Normalizer.normalized(app)
            named = apps.first { candidate in
                ([candidate.name, (candidate.directory as NSString).lastPathComponent] + candidate.alternativeNames)
                    .contains { Normalizer.normalized($0) == name }
            }
            guard let named else { throw GrammarError(reason: .unknownApp, message: "no app named '\(app)'") }
            selected = [named]
        }
        // Each app with the language its phrases are said in.
        var said: [(app: App, language: String)] = selected.map { ($0, $0.sourceLanguage) }
        if let locale {
            let candidates = Catalog.localeCandidates(locale)
            said = selected.compactMap { app in app.language(forCandidates: candidates).map { (app, $0) } }
            guard !said.isEmpty else {
                throw GrammarError(reason: .unknownLocale, message: Catalog.unknownLocaleMessage(locale, in: apps, app: named))
            }
        }
        var builder = GrammarBuilder(
            locale: said.first?.language ?? "en", isPronounced: said.allSatisfy { Catalog.isEnglish($0.language) })
        for (app, language) in said { builder.add(app, in: language) }
        self = builder.grammar
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
    /// The language of the app being added, as ``Normalizer`` reads it.
    private var language: String?

    /// - Parameter isPronounced: whether words get pronunciations (English
    ///   phrases only), and a word without one is left out.
    init(locale: String, isPronounced: Bool) {
        grammar = Grammar(
            locale: locale, hasPronunciations: isPronounced, appNames: [], words: [], pronunciations: [], lists: [],
            phrases: [], omissions: [])
    }

    /// Adds `app`'s names, templates, parameter values and negative phrases
    /// as said in `language`: its source phrases, or their translations.
    mutating func add(_ app: App, in language: String) {
        // `nil` in the source language: the phrases as written, values without translations.
        let translated = language == app.sourceLanguage ? nil : language
        func said(_ template: Template) -> [Template] { app.phrasings(of: template, in: translated) }
        self.language = Catalog.isEnglish(language) ? nil : language

        let appNumber = grammar.appNames.count
        grammar.appNames.append(app.name)
        let prefix = uniqueRule(Self.ruleName(app.name, fallback: "app"))
        var spokenNames = app.spokenNames
        if !spokenNames.contains(app.name(in: translated)) { spokenNames.append(app.name(in: translated)) }
        let hints = spokenNames.compactMap { app.pronunciationHints[$0] }
        let names = addList(rule: prefix, title: "\(app.name)'s names", forms: spokenNames + hints, app: appNumber)
        grammar.promptSources.append(
            Grammar.PromptSource(app: appNumber, list: names, isName: true, forms: spokenNames, spellings: hints))
        // Each parameter type's list, made on first use; `nil`: nothing to say.
        var valueLists: [String: Int?] = [:]
        for shortcut in app.shortcuts {
            let intent = app.intents[shortcut.intentName]
            for template in shortcut.templates.flatMap(said) {
                for name in template.parameterNames {
                    guard let parameter = intent?.parameter(named: name), parameter.kind == .entity || parameter.kind == .enumeration,
                        valueLists[parameter.typeName] == nil
                    else { continue }
                    valueLists[parameter.typeName] = .some(
                        addValueList(parameter.typeName, of: app, in: translated, prefix: prefix, app: appNumber))
                }
                guard let items = items(of: template, names: names, intent: intent, valueLists: valueLists) else { continue }
                grammar.phrases.append(Grammar.PhraseRule(template: template.text, isNegative: false, items: items, app: appNumber))
                addPromptTemplate(template, items: items, app: appNumber)
            }
        }
        for template in app.negativePhrases.flatMap(said) {
            // Negative phrases have no parameters (the compiler reports one).
            guard let items = items(of: template, names: names, intent: nil, valueLists: [:]) else { continue }
            grammar.phrases.append(Grammar.PhraseRule(template: template.text, isNegative: true, items: items, app: appNumber))
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
                guard let run = wordRun(Normalizer.tokens(text, language: language), in: "'\(template.text)'") else { return nil }
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

    /// `template` as written, its slots as the lists of `items` (in
    /// order), for the Whisper prompt's sentences; not one with free text.
    private mutating func addPromptTemplate(_ template: Template, items: [Grammar.Item], app: Int) {
        guard !items.contains(.freeText) else { return }
        var lists = items.compactMap { item -> Int? in if case .list(let list) = item { list } else { nil } }.makeIterator()
        var pieces: [Grammar.PromptTemplate.Piece] = []
        var length = 0
        for piece in template.pieces {
            switch piece {
            case .text(let text):
                pieces.append(.text(text))
                length += text.split(separator: " ").count
            case .applicationName, .parameter:
                guard let list = lists.next() else { return }
                pieces.append(.list(list))
                length += 1
            }
        }
        grammar.promptTemplates.append(Grammar.PromptTemplate(app: app, pieces: pieces, length: length))
    }

    /// The list of `typeName`'s values (titles and synonyms, and their
    /// translations into `language`), or `nil` when it has none that can be said.
    private mutating func addValueList(_ typeName: String, of app: App, in language: String?, prefix: String, app appNumber: Int) -> Int? {
        let values = app.valueTypes[typeName]?.values ?? []
        let rule = uniqueRule(prefix + "_" + Self.ruleName(typeName, fallback: "values"))
        let list = addList(rule: rule, title: typeName, forms: values.flatMap { $0.spokenForms(in: language) }, app: appNumber)
        grammar.promptSources += values.prefix(Grammar.promptValuesPerType).map {
            Grammar.PromptSource(app: appNumber, list: list, isName: false, forms: $0.spokenForms(in: language))
        }
        return list
    }

    /// Adds a word list of `forms` (each normalised; repeats and forms with
    /// a word that has no pronunciation left out), or returns `nil` when none is left.
    private mutating func addList(rule: String, title: String, forms: [String], app: Int) -> Int? {
        var alternatives: [[Int32]] = []
        var seen = Set<[Int32]>(minimumCapacity: forms.count)
        alternatives.reserveCapacity(forms.count)
        for form in forms {
            guard let run = wordRun(Normalizer.tokens(form, language: language), in: "\(title): '\(form)'"), !run.isEmpty,
                seen.insert(run).inserted
            else { continue }
            alternatives.append(run)
            addNativeReadings(of: form)
        }
        guard !alternatives.isEmpty else { return nil }
        grammar.lists.append(Grammar.WordList(rule: rule, title: title, alternatives: alternatives, app: app))
        return grammar.lists.count - 1
    }

    /// The numbers of `tokens`, each word added on first use; `nil` (and an
    /// omission) when one has no pronunciation, so `context` cannot be said.
    /// A grammar without pronunciations takes every word.
    private mutating func wordRun(_ tokens: [String], in context: String) -> [Int32]? {
        var run: [Int32] = []
        run.reserveCapacity(tokens.count)
        for token in tokens {
            if let number = wordNumbers[token] {
                run.append(number)
                continue
            }
            if grammar.hasPronunciations {
                guard !unpronounceable.contains(token) else { return nil }
                let readings = LetterToSound.readings(of: token)
                guard !readings.isEmpty else {
                    unpronounceable.insert(token)
                    grammar.omissions.append("'\(token)' has no pronunciation: \(context) left out, and all else with it")
                    return nil
                }
                grammar.pronunciations.append(readings)
            }
            let number = Int32(grammar.words.count)
            wordNumbers[token] = number
            grammar.words.append(token)
            run.append(number)
        }
        return run
    }

    /// Gives each word of `form` that is one word of the grammar, and a
    /// name from another language, its readings in that language as more
    /// pronunciations (`NativeReading`; at most `nativeReadingLimit` in
    /// all beside the rules' own), so a recogniser hears "Siobhán" said
    /// "shivawn" as `siobhan(2)  SH IH V AO N`.
    private mutating func addNativeReadings(of form: String) {
        guard grammar.hasPronunciations else { return }
        for word in NativeReading.words(of: form) {
            let tokens = Normalizer.tokens(String(word), language: language)
            guard tokens.count == 1, let number = wordNumbers[tokens[0]] else { continue }
            for reading in NativeReading.readings(of: String(word)) where !grammar.pronunciations[Int(number)].contains(reading) {
                guard grammar.pronunciations[Int(number)].count < 1 + Self.nativeReadingLimit else { break }
                grammar.pronunciations[Int(number)].append(reading)
            }
        }
    }

    /// At most this many native readings of one word in the dictionary.
    static let nativeReadingLimit = 3

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
