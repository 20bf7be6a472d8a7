extension Grammar {
    /// What `phrase grammar --json` prints and the daemon's op `grammar`
    /// answers (after `status`): the format, locale, apps, word count, what
    /// was left out, and `text`, the grammar in `format` (``text(_:)``);
    /// for `prompt`, also `tokens`, its length in Whisper's tokens.
    package func fields(_ format: Format, text: String) -> [(String, JSON)] {
        var fields: [(String, JSON)] = [
            ("format", .string(format.rawValue)), ("locale", .string(locale)),
            ("apps", .array(appNames.map(JSON.string))), ("words", .number(Double(words.count))),
            ("omissions", .array(omissions.map(JSON.string))), ("text", .string(text)),
        ]
        if format == .prompt {
            fields.append(("tokens", .number(Double(Self.promptTokens(text.trimmingSpaces)))))
        }
        return fields
    }
}
