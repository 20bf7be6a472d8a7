import Foundation

/// Reads phrase set folders from disk: the only file I/O of the core.
///
/// `phrases/<App>/` holds `*.swift`, an optional `Info.plist` and
/// `entities/<Type>.json`. A folder that itself holds Swift files is one app;
/// otherwise each subfolder is one. A state folder (the daemon's
/// `--state-dir`) may hold `<App>/entities/<Type>.json` too: each replaces
/// the app folder's file of the same type.
enum PhraseSetLoader {
    struct Source {
        var folderName: String
        var directory: String
        var swiftFiles: [(path: String, text: String)] = []
        var infoPlist: (path: String, data: Data)?
        var entityFiles: [(typeName: String, path: String, data: Data)] = []
        var localizationFiles: [LocalizationFile] = []
        var diagnostics: [Diagnostic] = []
    }

    /// A file that translates the app's phrases, its name or its other
    /// strings (enum case titles, short titles, prompts).
    struct LocalizationFile {
        enum Kind: Equatable {
            /// `AppShortcuts.xcstrings`: every language of the phrases.
            case phraseCatalog
            /// `<lang>.lproj/AppShortcuts.strings`.
            case phraseTable(language: String)
            /// `InfoPlist.xcstrings`: the name in every language.
            case infoPlistCatalog
            /// `<lang>.lproj/InfoPlist.strings`.
            case infoPlistTable(language: String)
            /// `Localizable.xcstrings`: every language of the app's strings.
            case stringsCatalog
            /// `<lang>.lproj/Localizable.strings`.
            case stringsTable(language: String)
        }

        var kind: Kind
        var path: String
        var data: Data

        /// The kind of file at `path`, if it is one of these.
        static func kind(of path: String) -> Kind? {
            let name = (path as NSString).lastPathComponent
            let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
            let language = folder.hasSuffix(".lproj") ? String(folder.dropLast(".lproj".count)) : nil
            switch (name, language) {
            case ("AppShortcuts.xcstrings", _): return .phraseCatalog
            case ("InfoPlist.xcstrings", _): return .infoPlistCatalog
            case ("AppShortcuts.strings", let language?): return .phraseTable(language: language)
            case ("InfoPlist.strings", let language?): return .infoPlistTable(language: language)
            case ("Localizable.xcstrings", _): return .stringsCatalog
            case ("Localizable.strings", let language?): return .stringsTable(language: language)
            default: return nil
            }
        }
    }

    static let reservedFolders: Set<String> = ["entities", "handlers", "tests", ".build"]

    /// The app folders under `directory`, sorted by name.
    static func appDirectories(in directory: String) throws -> [String] {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CatalogError(message: "\(directory): no such directory")
        }
        let entries = try fm.contentsOfDirectory(atPath: directory).sorted()
        if entries.contains(where: { $0.hasSuffix(".swift") }) {
            return [directory]
        }
        return entries.filter { name in
            guard !name.hasPrefix("."), !reservedFolders.contains(name) else { return false }
            var isDir: ObjCBool = false
            return fm.fileExists(atPath: join(directory, name), isDirectory: &isDir) && isDir.boolValue
        }.map { join(directory, $0) }
    }

    /// The app in `directory`, with the entity files of `state/<App>/entities/`
    /// in place of its own of the same type.
    static func readSource(at directory: String, state: String? = nil) -> Source {
        let fm = FileManager.default
        let folderName = (directory as NSString).lastPathComponent
        var source = Source(folderName: folderName, directory: directory)
        // One walk of the folder for both kinds of file.
        let found = files(under: directory) { $0.hasSuffix(".swift") || LocalizationFile.kind(of: $0) != nil }
        for path in found {
            guard let kind = LocalizationFile.kind(of: path) else { continue }
            guard let data = fm.contents(atPath: path) else {
                source.diagnostics.append(.error("cannot read file", at: SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            source.localizationFiles.append(LocalizationFile(kind: kind, path: path, data: data))
        }
        for path in found where path.hasSuffix(".swift") {
            guard let data = fm.contents(atPath: path) else {
                source.diagnostics.append(.error("cannot read file", at: SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            // Invalid UTF-8 is repaired (U+FFFD) rather than refused: the lexer reports what it cannot read.
            source.swiftFiles.append((path, String(decoding: data, as: UTF8.self)))
        }
        let plist = join(directory, "Info.plist")
        if fm.fileExists(atPath: plist) {
            if let data = fm.contents(atPath: plist) {
                source.infoPlist = (plist, data)
            } else {
                source.diagnostics.append(.error("cannot read file", at: SourceLocation(file: plist, line: 1, column: 1)))
            }
        }
        readEntityFiles(in: join(directory, "entities"), into: &source)
        if let state {
            readEntityFiles(in: join(join(state, folderName), "entities"), into: &source)
        }
        return source
    }

    /// Adds the `*.json` files of `folder` (if it exists) to `source`'s
    /// entity files, each replacing one of the same type read before.
    static func readEntityFiles(in folder: String, into source: inout Source) {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
            let path = join(folder, name)
            let typeName = String(name.dropLast(5))
            source.entityFiles.removeAll { $0.typeName == typeName }
            if let data = fm.contents(atPath: path) {
                source.entityFiles.append((typeName, path, data))
            } else {
                source.diagnostics.append(.error("cannot read file", at: SourceLocation(file: path, line: 1, column: 1)))
            }
        }
    }

    /// The files under `directory` (its reserved folders and hidden names
    /// aside) whose path satisfies `isWanted`, sorted.
    static func files(under directory: String, where isWanted: (String) -> Bool) -> [String] {
        let fm = FileManager.default
        var result: [String] = []
        guard let entries = try? fm.contentsOfDirectory(atPath: directory) else { return [] }
        for name in entries.sorted() where !name.hasPrefix(".") {
            let path = join(directory, name)
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else { continue }
            if isDir.boolValue {
                if !reservedFolders.contains(name) { result += files(under: path, where: isWanted) }
            } else if isWanted(path) {
                result.append(path)
            }
        }
        return result
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}

/// A failure that stops a catalog from loading at all (the folder is missing).
public struct CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }

    public init(message: String) {
        self.message = message
    }
}
