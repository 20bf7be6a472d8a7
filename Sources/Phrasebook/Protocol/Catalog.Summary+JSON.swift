extension Catalog.Summary {
    /// The counts as JSON fields, in the order every response and report
    /// shows them: `apps`, `shortcuts`, `templates`, `negativePhrases`,
    /// `expandedPhrases`, `values`.
    package var fields: [(String, JSON)] {
        [
            ("apps", .number(Double(apps))), ("shortcuts", .number(Double(shortcuts))),
            ("templates", .number(Double(templates))), ("negativePhrases", .number(Double(negativePhrases))),
            ("expandedPhrases", .number(Double(expandedPhrases))), ("values", .number(Double(values))),
        ]
    }
}
