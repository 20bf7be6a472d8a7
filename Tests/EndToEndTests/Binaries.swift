import Foundation

/// Finds and runs the built executables (`phrase`, `phrased`) from end-to-end tests.
///
/// SwiftPM puts them next to the test bundle: `.build/<triple>/debug/phrase`
/// beside `PhrasebookPackageTests.xctest`. `PHRASEBOOK_BIN_DIR` overrides
/// the folder (to test a release build).
enum Binaries {
    /// The output and exit status of a finished process.
    struct Result: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String

        /// Standard output's non-empty lines.
        var lines: [String] { stdout.split(separator: "\n").map(String.init) }
    }

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// The folder holding the built products.
    static var directory: URL {
        if let override = ProcessInfo.processInfo.environment["PHRASEBOOK_BIN_DIR"] {
            return URL(fileURLWithPath: override)
        }
        // Linux: arguments[0] is the .xctest executable in the products folder.
        // macOS: it is xctest itself; the bundle is .build/debug/X.xctest.
        var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("phrase").path) }
            ?? candidates[0]
    }

    /// The path of the executable `name`.
    static func path(_ name: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Problem(description: "\(path) is not built; run `swift build` first (or set PHRASEBOOK_BIN_DIR)")
        }
        return path
    }

    /// Runs `name` with `arguments` and waits for it, at most `timeout` seconds.
    ///
    /// - Throws: `Problem` if it is not built or does not finish in time (it is then killed).
    static func run(_ name: String, _ arguments: [String], in directory: URL? = nil, input: String? = nil, timeout: Double = 30) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try path(name))
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let stdout = Pipe(), stderr = Pipe(), stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()

        // Drain both pipes while the process runs, so a full pipe never blocks it.
        let output = Collected(), errors = Collected()
        let readers = DispatchGroup()
        let outHandle = stdout.fileHandleForReading, errHandle = stderr.fileHandleForReading
        DispatchQueue.global().async(group: readers) { output.set(outHandle.readDataToEndOfFile()) }
        DispatchQueue.global().async(group: readers) { errors.set(errHandle.readDataToEndOfFile()) }
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try? stdin.fileHandleForWriting.close()

        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            _ = finished.wait(timeout: .now() + 5)
            throw Problem(description: "\(name) \(arguments.joined(separator: " ")) did not finish in \(timeout) s")
        }
        _ = readers.wait(timeout: .now() + 5)
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: output.data, as: UTF8.self),
                      stderr: String(decoding: errors.data, as: UTF8.self))
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

/// Bytes a reader thread hands to the test; `lock` guards `storage`.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = Data()

    func set(_ data: Data) {
        lock.lock()
        storage = data
        lock.unlock()
    }

    var data: Data {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
