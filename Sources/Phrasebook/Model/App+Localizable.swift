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

    /// `text` — a source string: a case title, a short title, a prompt — as
    /// the app's `Localizable` strings give it in `language`: the first
    /// translation; `nil` when there is none, or when `language` is `nil`
    /// or the source language.
    public func localizedString(_ text: String, in language: String?) -> String? {
        guard let language, language != sourceLanguage else { return nil }
        return localizations[language]?.strings[text]?.first
    }
}
