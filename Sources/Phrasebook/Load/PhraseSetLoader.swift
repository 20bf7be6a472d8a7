import Foundation

/// Reads phrase set folders from disk: the only file I/O of the core.
///
/// `phrases/<App>/` holds `*.swift`, an optional `Info.plist` and
/// `entities/<Type>.json`. A folder that itself holds Swift files is one app;
/// otherwise each subfolder is one.
enum PhraseSetLoader {
    struct Source {
        var folderName: String
        var directory: String
        var swiftFiles: [(path: String, text: String)] = []
        var infoPlist: (path: String, data: Data)?
        var entityFiles: [(typeName: String, path: String, data: Data)] = []
        var diagnostics: [Diagnostic] = []
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

    static func readSource(at directory: String) -> Source {
        let fm = FileManager.default
        let folderName = (directory as NSString).lastPathComponent
        var source = Source(folderName: folderName, directory: directory)
        for path in swiftFiles(under: directory) {
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
        let entities = join(directory, "entities")
        if let names = try? fm.contentsOfDirectory(atPath: entities) {
            for name in names.sorted() where name.hasSuffix(".json") {
                let path = join(entities, name)
                if let data = fm.contents(atPath: path) {
                    source.entityFiles.append((String(name.dropLast(5)), path, data))
                } else {
                    source.diagnostics.append(.error("cannot read file", at: SourceLocation(file: path, line: 1, column: 1)))
                }
            }
        }
        return source
    }

    /// Swift files under `directory`, recursively, skipping the reserved folders; sorted.
    static func swiftFiles(under directory: String) -> [String] {
        let fm = FileManager.default
        var result: [String] = []
        guard let entries = try? fm.contentsOfDirectory(atPath: directory) else { return [] }
        for name in entries.sorted() where !name.hasPrefix(".") {
            let path = join(directory, name)
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else { continue }
            if isDir.boolValue {
                if !reservedFolders.contains(name) { result += swiftFiles(under: path) }
            } else if name.hasSuffix(".swift") {
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
