extension Linter {
    /// Translations checked against the phrases they translate :
    /// each needs `${applicationName}` once, as Xcode requires of every
    /// phrase; the same parameters as its source phrase; a source phrase
    /// the provider has; and every phrase needs a translation in each
    /// language the app's files have.
    ///
    /// - Complexity: O(*l* · *t*) for *l* languages and *t* templates.
    static func localizationFindings(in catalog: Catalog, strict: Bool) -> [Finding] {
        var findings: [Finding] = []
        for app in catalog.apps where !app.localizations.isEmpty {
            // Each phrase, and the shortcut it belongs to: some apps key a
            // shortcut by its first phrase and translate all its phrases
            // in that key's `stringSet`.
            var sources: [String: (template: Template, shortcut: Int)] = [:]
            var order: [Template] = []
            for (s, shortcut) in app.shortcuts.enumerated() {
                for template in shortcut.templates where sources[template.text] == nil {
                    sources[template.text] = (template, s)
                    order.append(template)
                }
            }
            let negatives = Set(app.negativePhrases.map(\.text))
            let provider = app.providerName ?? app.name
            let languages = app.localizations.keys.filter { $0 != app.sourceLanguage }.sorted()
            for language in languages {
                guard let localization = app.localizations[language] else { continue }
                for key in localization.phrases.keys.sorted() {
                    let translations = localization.phrases[key] ?? []
                    guard let (_, shortcut) = sources[key] else {
                        if !negatives.contains(key), let first = translations.first {
                            findings.append(Finding(
                                diagnostic: .warning("'\(key)' is no phrase of \(provider): its '\(language)' translation is never used", at: first.location),
                                isAppleRule: false))
                        }
                        continue
                    }
                    for translation in translations {
                        if translation.applicationNameCount != 1 {
                            findings.append(Finding(
                                diagnostic: Diagnostic(
                                    strict ? .error : .warning, at: translation.location,
                                    "Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it. ('\(language)' translation '\(translation.text)' of '\(key)')"),
                                isAppleRule: true))
                        }
                        // Any phrase of the shortcut may be what a translation in its set says.
                        let said = Set(translation.parameterNames)
                        let phrases = app.shortcuts[shortcut].templates.map { Set($0.parameterNames) }
                        let meant = Set(sources[key]?.template.parameterNames ?? [])
                        if !phrases.contains(said) {
                            let missing = meant.subtracting(said).sorted().map { "${\($0)}" }
                            let extra = said.subtracting(meant).sorted().map { "${\($0)}" }
                            let difference = (missing.isEmpty ? [] : ["lacks " + missing.joined(separator: ", ")])
                                + (extra.isEmpty ? [] : ["has " + extra.joined(separator: ", ") + ", which the phrase has not"])
                            findings.append(Finding(
                                diagnostic: .warning(
                                    "the '\(language)' translation '\(translation.text)' of '\(key)' \(difference.joined(separator: " and "))",
                                    at: translation.location),
                                isAppleRule: false))
                        }
                    }
                }
            }
            // Each phrase once, naming every language that lacks it.
            let phraseLanguages = languages.filter { !(app.localizations[$0]?.phrases.isEmpty ?? true) }
            for template in order {
                guard let shortcut = sources[template.text]?.shortcut else { continue }
                let keys = app.shortcuts[shortcut].templates.map(\.text)
                let lacking = phraseLanguages.filter { language in
                    let phrases = app.localizations[language]?.phrases ?? [:]
                    // Translated itself, or in a set under another phrase of its shortcut.
                    return phrases[template.text] == nil && !keys.contains { (phrases[$0]?.count ?? 0) > 1 }
                }
                guard !lacking.isEmpty else { continue }
                findings.append(Finding(
                    diagnostic: .warning(
                        "'\(template.text)' has no translation in \(lacking.joined(separator: ", ")): said in \(lacking.count == 1 ? "that language" : "those languages"), it is not recognised",
                        at: template.location),
                    isAppleRule: false))
            }
            findings += caseTitleFindings(in: app, languages: languages)
        }
        return findings
    }

    /// An enum's case titles the app's `Localizable` strings leave
    /// untranslated in a language where they translate another case of the
    /// type (a translator's oversight, not a choice): said in that
    /// language, those cases answer to their source words only. One
    /// finding per type and language, at the type.
    static func caseTitleFindings(in app: App, languages: [String]) -> [Finding] {
        var findings: [Finding] = []
        for typeName in spokenTypeNames(of: app) {
            guard let type = app.valueTypes[typeName], type.kind == .enumeration, let location = type.location else { continue }
            for language in languages {
                let missing = type.values.filter { $0.translations[language]?.title == nil }
                guard !missing.isEmpty, missing.count < type.values.count else { continue }
                let titles = missing.map { "'\($0.title)'" }.joined(separator: ", ")
                let verb = missing.count == 1 ? "has" : "have"
                findings.append(Finding(
                    diagnostic: .warning(
                        "\(titles) of \(typeName) \(verb) no '\(language)' translation in Localizable strings, where other cases do: said in that language, only the source words name \(missing.count == 1 ? "it" : "them")",
                        at: location),
                    isAppleRule: false))
            }
        }
        return findings
    }
}
