import Foundation

extension AppCompiler {
    /// The app's translations from its localization files, and what could
    /// not be used in them. A phrase whose placeholders cannot be read is
    /// left out with a warning: Xcode builds such files, so they are real.
    /// `Localizable` strings are kept as written (blank ones aside): which
    /// of them App Shortcuts use is known only once the app is compiled.
    static func localizations(
        from files: [PhraseSetLoader.LocalizationFile]
    ) -> (sourceLanguage: String?, localizations: [String: Localization], diagnostics: [Diagnostic]) {
        var sourceLanguage: String?
        var result: [String: Localization] = [:]
        var diagnostics: [Diagnostic] = []

        func add(_ text: String, key: String, language: String, at location: SourceLocation) {
            switch Template.parsing(catalogText: text, at: location) {
            case .success(let template):
                result[language, default: Localization(language: language)].phrases[key, default: []].append(template)
            case .failure(let error):
                diagnostics.append(.warning("\(error.message): the '\(language)' phrase is left out", at: location))
            }
        }
        func string(_ text: String, key: String, language: String) {
            guard !text.allSatisfy(\.isWhitespace) else { return }
            result[language, default: Localization(language: language)].strings[key, default: []].append(text)
        }
        func name(_ text: String, language: String) {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { return }
            result[language, default: Localization(language: language)].displayName = trimmed
        }

        for file in files {
            switch file.kind {
            case .phraseCatalog, .infoPlistCatalog:
                let catalog = StringCatalog(reading: file.data, path: file.path)
                diagnostics += catalog.diagnostics
                if file.kind == .phraseCatalog { sourceLanguage = sourceLanguage ?? catalog.sourceLanguage }
                for entry in catalog.entries {
                    for translation in entry.translations where translation.language != catalog.sourceLanguage {
                        if file.kind == .phraseCatalog {
                            for value in translation.values { add(value, key: entry.key, language: translation.language, at: translation.location) }
                        } else if ["CFBundleDisplayName", "CFBundleName"].contains(entry.key), let value = translation.values.first,
                            entry.key == "CFBundleDisplayName" || result[translation.language]?.displayName == nil
                        {
                            name(value, language: translation.language)
                        }
                    }
                }
            case .phraseTable(let language):
                let table = StringsTable(reading: file.data, path: file.path)
                diagnostics += table.diagnostics
                for entry in table.entries { add(entry.value, key: entry.key, language: language, at: entry.location) }
            case .stringsCatalog:
                let catalog = StringCatalog(reading: file.data, path: file.path, reportsVariations: false)
                diagnostics += catalog.diagnostics
                for entry in catalog.entries {
                    for translation in entry.translations where translation.language != catalog.sourceLanguage {
                        for value in translation.values { string(value, key: entry.key, language: translation.language) }
                    }
                }
            case .stringsTable(let language):
                let table = StringsTable(reading: file.data, path: file.path)
                diagnostics += table.diagnostics
                for entry in table.entries { string(entry.value, key: entry.key, language: language) }
            case .infoPlistTable(let language):
                let table = StringsTable(reading: file.data, path: file.path)
                diagnostics += table.diagnostics
                if let value = table["CFBundleDisplayName"] ?? table["CFBundleName"] { name(value, language: language) }
            }
        }
        return (sourceLanguage, result, diagnostics)
    }

    /// `types` with each enum case's title and synonyms translated into
    /// every language whose `Localizable` strings have them: more forms of
    /// the same case (``Value/translations``). A translation that says what
    /// a form of the source language says is no new form; entities are left
    /// as they are (their titles come from their files, not from strings).
    static func translatingCases(
        of types: [String: ValueType], with localizations: [String: Localization], sourceLanguage: String
    ) -> [String: ValueType] {
        let languages = localizations.keys.filter { $0 != sourceLanguage && !(localizations[$0]?.strings.isEmpty ?? true) }.sorted()
        guard !languages.isEmpty else { return types }
        var result = types
        for (name, type) in types where type.kind == .enumeration {
            for (v, value) in type.values.enumerated() {
                for language in languages {
                    let strings = localizations[language]?.strings ?? [:]
                    let titles = strings[value.title] ?? []
                    var said = Set(([value.title] + value.synonyms).map { Normalizer.tokens($0, language: language) })
                    var forms: [String] = []
                    for form in titles + value.synonyms.flatMap({ strings[$0] ?? [] }) {
                        let tokens = Normalizer.tokens(form, language: language)
                        if !tokens.isEmpty, said.insert(tokens).inserted { forms.append(form) }
                    }
                    guard !forms.isEmpty || !titles.isEmpty else { continue }
                    result[name]?.values[v].translations[language] = Value.Translation(title: titles.first, forms: forms)
                }
            }
        }
        return result
    }
}
