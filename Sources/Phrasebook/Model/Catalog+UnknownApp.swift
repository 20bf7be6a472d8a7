extension Catalog {
    /// What to say when no app answers to `name`: the apps there are, as
    /// `unknown-entity` names an app's entity types.
    package func unknownAppMessage(_ name: String) -> String {
        "no app named '\(name)' (known: \(apps.map(\.name).joined(separator: ", ")))"
    }
}
