extension Catalog {
    /// What to say when no app answers to `name`: the apps there are, as
    /// `unknown-entity` names an app's entity types.
    package func unknownAppMessage(_ name: String) -> String {
        "no app named '\(name)' (known: \(apps.map(\.name).joined(separator: ", ")))"
    }

    /// The `unknown-app` error result when `options` keep matching to an app
    /// that is not here, naming the apps that are; `nil` when they keep to
    /// none or to one that is.
    package func unknownAppResult(_ options: MatchOptions) -> MatchResult? {
        guard let name = options.app, app(named: name) == nil else { return nil }
        return .error(.unknownApp, message: unknownAppMessage(name))
    }
}
