extension App {
    /// The languages a request may pick for the app: its source language,
    /// then every other language its files translate the phrases or the
    /// name into, sorted. A language only `Localizable` strings have is
    /// none: nothing of the app can be said in it.
    public var languages: [String] {
        let others = localizations.filter { language, localization in
            language != sourceLanguage && (!localization.phrases.isEmpty || localization.displayName != nil)
        }
        return [sourceLanguage] + others.keys.sorted()
    }

    /// The first of `candidates` (``Catalog/localeCandidates(_:)``: a
    /// locale, then its language alone, `de-AT` → `de`) the app has phrases
    /// in, as the app's files name it, case and `_`/`-` aside; `nil` when
    /// it has none of them (SPEC §2).
    func language(forCandidates candidates: [String]) -> String? {
        let have = languages
        for candidate in candidates {
            if let language = have.first(where: { Catalog.localeKey($0) == candidate }) { return language }
        }
        return nil
    }

    /// `text` — a source string: a case title, a short title, a prompt — as
    /// the app's `Localizable` strings give it in `language`: the first
    /// translation; `nil` when there is none, or when `language` is `nil`
    /// or the source language.
    public func localizedString(_ text: String, in language: String?) -> String? {
        guard let language, language != sourceLanguage else { return nil }
        return localizations[language]?.strings[text]?.first
    }

    /// What people see for `shortcut` in `language`: its short title
    /// translated, else its short title, else its intent's name.
    public func title(of shortcut: Shortcut, in language: String?) -> String {
        shortcut.shortTitle.flatMap { localizedString($0, in: language) } ?? shortcut.displayTitle
    }

    /// What people see for `value`, a value of `parameter`, in `language`:
    /// an enum case's title as the app's `Localizable` strings translate it
    /// (as short titles and prompts are), else `value` as it is. An
    /// entity's title comes from its file and free text is what was said:
    /// neither is translated.
    ///
    /// - Complexity: O(1) (two dictionary look-ups); nothing without a
    ///   `language` other than the source language.
    public func localized(_ value: ParameterValue, of parameter: Parameter?, in language: String?) -> ParameterValue {
        guard parameter?.kind == .enumeration, let title = value.title, let translated = localizedString(title, in: language) else {
            return value
        }
        var shown = value
        shown.title = translated
        return shown
    }

    /// What to ask for a missing `parameter` in `language`: the translation
    /// of its prompt — its `requestValueDialog`, or the question made from
    /// its title (`Which type?`), which an app may translate too — else the
    /// prompt.
    public func prompt(for parameter: Parameter, in language: String?) -> String {
        localizedString(parameter.prompt, in: language) ?? parameter.prompt
    }

    /// How `template`, a phrase or negative phrase of the app, is said in
    /// `language`: as written in the source language (or `nil`), else its
    /// translations in the app's files — none where it has none.
    ///
    /// - Complexity: O(1) (two dictionary look-ups).
    public func phrasings(of template: Template, in language: String?) -> [Template] {
        guard let language, language != sourceLanguage else { return [template] }
        return localizations[language]?.phrases[template.text] ?? []
    }

    /// The name the app shows in `language`: its `InfoPlist.strings`
    /// display name there, else its name.
    public func name(in language: String?) -> String {
        guard let language, language != sourceLanguage else { return name }
        return localizations[language]?.displayName ?? name
    }
}
