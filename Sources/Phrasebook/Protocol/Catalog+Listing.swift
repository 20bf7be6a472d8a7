extension Catalog {
    /// The response to the op `shortcuts` (SPEC §6): every app, or the one
    /// named `app`, as ``App/json(in:)`` shows it.
    ///
    /// With a `locale`, each app is shown in the language it picks, as a
    /// `match` request's would read it (`de-AT` → `de`): short titles,
    /// parameter titles and prompts translated, the phrases said in it, and
    /// the language picked as `locale`; an app without the language is left
    /// out. An unknown app is `unknown-app`, a locale no app (or not the
    /// app named) has `unknown-locale`.
    package func shortcutsResponse(app name: String?, locale: String?) -> (JSON, Response.Status) {
        guard let locale else {
            guard let name else { return (Response.ok([("apps", .array(apps.map(\.json)))]), .ok) }
            guard let app = app(named: name) else { return (Response.error(.unknownApp, message: unknownAppMessage(name)), .error) }
            return (Response.ok([("apps", .array([app.json]))]), .ok)
        }
        switch appsJSON(app: name, locale: locale) {
        case .failure(let problem):
            return (Response.error(problem.result), .error)
        case .success(let shown):
            return (Response.ok([("locale", .string(shown.locale)), ("apps", .array(shown.apps))]), .ok)
        }
    }

    /// Every app, or the one named `app`, as ``App/json(in:)`` shows it in
    /// the language `locale` picks for it, as a `match` request's would read
    /// it (`de-AT` → `de`), and the language picked; an app without the
    /// language is left out. What the op `shortcuts` and `phrase compile
    /// --json --locale` show.
    ///
    /// - Returns: the apps, or the `unknown-app` or `unknown-locale` error
    ///   result for an app or a locale that is not there.
    package func appsJSON(app name: String? = nil, locale: String) -> Result<(locale: String, apps: [JSON]), ScopeError> {
        languages(MatchOptions(app: name, locale: locale)).map { picked in
            let shown = zip(apps, picked).compactMap { app, language in
                language.map { app.json(in: $0 == app.sourceLanguage ? nil : $0) }
            }
            return (Self.locale(picked), shown)
        }
    }

    /// The response to the op `suggest` (SPEC §6): ``suggest(_:limit:locale:)``,
    /// or `unknown-locale` for a locale no app has.
    package func suggestResponse(_ text: String, limit: Int, locale: String?) -> (JSON, Response.Status) {
        var pairs: [(String, JSON)] = []
        if let locale {
            switch languages(MatchOptions(locale: locale)) {
            case .failure(let problem): return (Response.error(problem.result), .error)
            case .success(let picked): pairs.append(("locale", .string(Self.locale(picked))))
            }
        }
        pairs.append(("suggestions", .array(suggest(text, limit: limit, locale: locale).map(\.json))))
        return (Response.ok(pairs), .ok)
    }

    /// The language a request's locale picked: the first app's that has it.
    private static func locale(_ picked: [String?]) -> String {
        picked.lazy.compactMap { $0 }.first ?? ""
    }
}

extension Response {
    /// The `error` response of an `error` match result.
    static func error(_ result: MatchResult) -> JSON {
        .object([
            ("status", .string(Status.error.rawValue)),
            ("error", .object([("code", .string(result.errorCode ?? "")), ("message", .string(result.errorMessage ?? ""))])),
        ])
    }
}
