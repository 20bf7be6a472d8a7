import Foundation
import PhraseTestSupport

/// Runs the built executables (`phrase`, `phrased`) from end-to-end tests:
/// found by ``BuiltProducts``, run by ``ProcessRunner``.
enum Binaries {
    /// The output and exit status of a finished process.
    typealias Result = ProcessRunner.Output

    /// The path of the executable `name`.
    static func path(_ name: String) throws -> String {
        try BuiltProducts.path(name)
    }

    /// Runs `name` with `arguments` and waits for it, at most `timeout` seconds.
    ///
    /// - Throws: if it is not built or does not finish in time (it is then killed).
    static func run(_ name: String, _ arguments: [String], in directory: URL? = nil, input: String = "", timeout: Double = 30) throws -> Result {
        try ProcessRunner.run(try path(name), arguments, in: directory?.path, input: input, timeout: .milliseconds(Int64(timeout * 1000)))
    }

    /// A fresh temporary folder; the caller removes it.
    static func temporaryDirectory(_ label: String = "phrasebook-e2e") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The repository's root, from this file's path.
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
}
