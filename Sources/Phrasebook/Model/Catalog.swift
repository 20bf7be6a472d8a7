import Foundation

/// Every app of a phrases folder, compiled and indexed: what the matcher,
/// the linter, `phrase` and `phrased` work on.
///
/// A `Catalog` is an immutable value; a daemon shares one between threads
/// and swaps in a new one on reload or entity update.
public struct Catalog: Sendable {
    /// What a catalog holds, in one object that never changes: copying a
    /// catalog (into a `Matcher`, a worker, a connection) is one
    /// reference, not a retain of each of the index's tables.
    private final class Storage: Sendable {
        let apps: [App]
        let diagnostics: [Diagnostic]
        let directory: String
        let index: PhraseIndex
        /// Every normalised name an app answers to (spoken names and folder
        /// name) → the first app in folder order with that name.
        let appNumbers: [String: Int]
        /// Per app, the number (`PhraseIndex.locales`) of its source
        /// language: the scope of every request that names no locale.
        let sourceLocales: [Int16]

        init(apps: [App], diagnostics: [Diagnostic], directory: String, index: PhraseIndex, appNumbers: [String: Int]) {
            self.apps = apps
            self.diagnostics = diagnostics
            self.directory = directory
            self.index = index
            self.appNumbers = appNumbers
            self.sourceLocales = apps.map { index.locale(named: $0.sourceLanguage) ?? -1 }
        }
    }

    private let storage: Storage

    /// The apps in folder order.
    public var apps: [App] {
        _read { yield storage.apps }
    }
    /// Everything the compiler found to report, in file order.
    public var diagnostics: [Diagnostic] { storage.diagnostics }
    /// The folder it was read from.
    public var directory: String { storage.directory }
    var index: PhraseIndex {
        _read { yield storage.index }
    }
    /// Per app, the number of its source language (`MatchScope`).
    var sourceLocales: [Int16] { storage.sourceLocales }

    /// Compiles `apps` as they are (for programs that build a model in code).
    public init(apps: [App], directory: String = "", diagnostics: [Diagnostic] = []) {
        var numbers: [String: Int] = [:]
        for (a, app) in apps.enumerated() {
            let names = [app.name, (app.directory as NSString).lastPathComponent] + app.alternativeNames
            for name in names where numbers[Normalizer.normalized(name)] == nil {
                numbers[Normalizer.normalized(name)] = a
            }
        }
        storage = Storage(apps: apps, diagnostics: diagnostics, directory: directory, index: PhraseIndex(apps: apps), appNumbers: numbers)
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// Reads, expands and indexes the phrase sets under `directory`.
    ///
    /// Problems in the files are `diagnostics`, and everything readable still
    /// compiles: one bad file never stops the others.
    ///
    /// - Parameters:
    ///   - directory: The phrase folder (SPEC §2).
    ///   - state: A folder of entity updates layered over it (the daemon's
    ///     `--state-dir`): `state/<App>/entities/<Type>.json` replaces
    ///     `directory/<App>/entities/<Type>.json`.
    /// - Throws: `CatalogError` when `directory` itself cannot be read.
    public init(loadingFrom directory: String, state: String? = nil) throws {
        let (apps, diagnostics) = try Self.compileApps(in: directory, state: state)
        self.init(apps: apps, directory: directory, diagnostics: diagnostics)
    }

    /// Reads and compiles the phrase sets under `directory` (with the entity
    /// updates in `state` over them) without indexing them: for what needs
    /// only the model (`phrase grammar`).
    ///
    /// - Throws: `CatalogError` when `directory` itself cannot be read.
    public static func compileApps(in directory: String, state: String? = nil) throws -> (apps: [App], diagnostics: [Diagnostic]) {
        var apps: [App] = []
        var diagnostics: [Diagnostic] = []
        for folder in try PhraseSetLoader.appDirectories(in: directory) {
            let (app, problems) = AppCompiler.compile(PhraseSetLoader.readSource(at: folder, state: state))
            apps.append(app)
            diagnostics += problems
        }
        return (apps, diagnostics)
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The app named `name` (its folder name or its spoken name, any case).
    public func app(named name: String) -> App? {
        appNumber(named: name).map { apps[$0] }
    }

    /// - Complexity: O(1) expected, after normalising `name`.
    func appNumber(named name: String) -> Int? {
        storage.appNumbers[Normalizer.normalized(name)]
    }

    /// A copy whose app `appName` has `values` as the suggested entities of
    /// `typeName`, the way `updateAppShortcutParameters()` refreshes Siri's.
    ///
    /// Only that type's value list is rebuilt; templates are not recompiled.
    ///
    /// - Throws: `CatalogError` if there is no such app or entity type.
    public func replacingEntities(ofApp appName: String, type typeName: String, with values: [Value]) throws -> Catalog {
        guard let a = appNumber(named: appName) else {
            throw CatalogError(message: unknownAppMessage(appName))
        }
        guard let type = apps[a].valueTypes[typeName], type.kind == .entity else {
            let known = apps[a].valueTypes.values.filter { $0.kind == .entity }.map(\.name).sorted()
            throw CatalogError(message: "\(apps[a].name) has no entity type '\(typeName)' (known: \(known.joined(separator: ", ")))")
        }
        guard let index = index.replacingValues(ofApp: Int32(a), typeName: type.name, with: values) else {
            throw CatalogError(message: "\(apps[a].name) has no entity type '\(typeName)'")
        }
        var apps = self.apps
        apps[a].valueTypes[typeName]?.values = values
        return Catalog(
            storage: Storage(apps: apps, diagnostics: diagnostics, directory: directory, index: index, appNumbers: storage.appNumbers))
    }

    /// Counts for summaries and `stats`.
    public struct Summary: Sendable, Hashable {
        public var apps: Int
        public var shortcuts: Int
        public var templates: Int
        public var negativePhrases: Int
        public var expandedPhrases: Int
        public var values: Int
    }

    public var summary: Summary {
        Summary(
            apps: apps.count,
            shortcuts: apps.reduce(0) { $0 + $1.shortcuts.count },
            templates: apps.reduce(0) { $0 + $1.shortcuts.reduce(0) { $0 + $1.templates.count } },
            negativePhrases: apps.reduce(0) { $0 + $1.negativePhrases.count },
            expandedPhrases: apps.indices.reduce(0) { $0 + expandedPhraseCount(ofApp: $1) },
            values: index.lists.reduce(0) { $0 + ($1.isAppNames ? 0 : $1.values.count) })
    }
}
