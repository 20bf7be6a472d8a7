import Foundation

/// What one request lets matching read: every app or one, each in one
/// language (SPEC §2: a request's `locale` picks the phrases).
struct MatchScope: Sendable {
    /// Only this app's phrases, if set.
    var app: Int32?
    /// Per app, the number (`PhraseIndex.locales`) of the language whose
    /// phrases are read, or `-1` when the app has none in the language asked for.
    var locales: [Int16]
    /// The language asked for, if any (`de`), else `nil`: each app's source language.
    var language: String?

    /// Whether a reading of `entry` may be made.
    @inline(__always)
    func allows(_ entry: PhraseIndex.Entry) -> Bool {
        (app == nil || entry.app == app) && locales[Int(entry.app)] == entry.locale
    }

    /// Whether any phrase of `app` may be read.
    func allows(app number: Int32) -> Bool {
        (app == nil || number == app) && locales[Int(number)] >= 0
    }
}

extension Catalog {
    /// Every language the loaded phrases are in, sorted.
    public var languages: [String] { Self.languages(of: apps) }

    /// Every language `apps` have phrases in, sorted.
    static func languages(of apps: [App]) -> [String] {
        Array(Set(apps.flatMap(\.languages))).sorted()
    }

    /// The scope `options` asks for, or the error result it earns: an
    /// unknown app, or a locale no app has phrases in.
    ///
    /// A locale is looked up as written, then by its language alone
    /// (`de-AT` → `de`), case and `_`/`-` aside; each app reads its phrases
    /// in the first of those it has, and an app with neither is left out.
    /// Without a locale each app reads its source language.
    func scope(_ options: MatchOptions) -> Result<MatchScope, ScopeError> {
        var app: Int32?
        if let name = options.app {
            guard let number = appNumber(named: name) else {
                return .failure(ScopeError(result: .error(.unknownApp, message: unknownAppMessage(name))))
            }
            app = Int32(number)
        }
        guard let requested = options.locale else {
            return .success(MatchScope(app: app, locales: sourceLocales, language: nil))
        }
        let candidates = Self.localeCandidates(requested)
        var chosen: String?
        let locales = apps.map { model -> Int16 in
            guard let language = model.language(forCandidates: candidates), let number = index.locale(named: language) else { return -1 }
            chosen = chosen ?? language
            return number
        }
        guard chosen != nil, app.map({ locales[Int($0)] >= 0 }) ?? true else {
            let message = Self.unknownLocaleMessage(requested, in: apps, app: app.map { apps[Int($0)] })
            return .failure(ScopeError(result: .error(.unknownLocale, message: message)))
        }
        return .success(MatchScope(app: app, locales: locales, language: chosen))
    }

    /// Per app, the language `options` picks for it — `nil` for an app it
    /// leaves out (another app asked for, or none of its phrases in the
    /// locale) — or the error result the scope earns (``scope(_:)``).
    func languages(_ options: MatchOptions) -> Result<[String?], ScopeError> {
        scope(options).map { scope in
            scope.locales.indices.map { a in scope.allows(app: Int32(a)) ? index.locales[Int(scope.locales[a])] : nil }
        }
    }

    /// Why `requested` picks no phrases of `apps` (or of `app`, when one is
    /// asked for): the message of an `unknown-locale` error, naming the
    /// languages there are. The matcher, `phrase test`, `expand` and the
    /// grammar all say it so.
    static func unknownLocaleMessage(_ requested: String, in apps: [App], app: App?) -> String {
        let scopeName = app.map { " for \($0.name)" } ?? ""
        let available = app?.languages ?? languages(of: apps)
        return "no phrases in locale '\(requested)'\(scopeName) (available: \(available.joined(separator: ", ")))"
    }

    /// `de-AT` → [`de-at`, `de`]; `pt_BR` → [`pt-br`, `pt`]; `zh-Hans-CN` → [`zh-hans-cn`, `zh-hans`, `zh`].
    static func localeCandidates(_ locale: String) -> [String] {
        var parts = localeKey(locale).split(separator: "-").map(String.init)
        var result: [String] = []
        while !parts.isEmpty {
            result.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return result
    }

    /// Whether `locale` is English (`en`, `en-GB`, `EN_us`), or none: the
    /// language of English fillers, prepositions and minor words.
    static func isEnglish(_ locale: String?) -> Bool {
        locale.map { localeCandidates($0).last == "en" } ?? true
    }

    /// A locale compared without case, `_` as `-`.
    static func localeKey(_ locale: String) -> String {
        locale.lowercased().replacingOccurrences(of: "_", with: "-")
    }

    /// Why a request's app or locale picks nothing: its `error` result.
    package struct ScopeError: Error {
        package var result: MatchResult
    }
}
