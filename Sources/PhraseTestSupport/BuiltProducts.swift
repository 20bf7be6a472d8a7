import Foundation

/// Finds the package's built executables (`phrase`, `phrased`) for the
/// end-to-end tests and the benchmark.
///
/// SwiftPM puts them beside whatever runs now: `.build/<triple>/debug/phrase`
/// beside `PhrasebookPackageTests.xctest`, `.build/release/phrased` beside
/// `phrase-bench`. `PHRASEBOOK_BIN_DIR` overrides the folder (to test a
/// release build).
package enum BuiltProducts {
    /// Thrown when a product is not built.
    package struct NotBuilt: Error, CustomStringConvertible {
        package var description: String
    }

    /// The folder holding the built products: the first candidate that has
    /// `phrased`.
    package static var directory: String {
        if let override = ProcessInfo.processInfo.environment["PHRASEBOOK_BIN_DIR"] { return override }
        // Linux: arguments[0] is the .xctest executable (or the tool) in the
        // products folder. macOS: it is xctest itself; the bundle is
        // .build/debug/X.xctest.
        var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().path)
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0 + "/phrased") } ?? candidates[0]
    }

    /// The path of the executable `name`.
    ///
    /// - Throws: ``NotBuilt`` when it is not there.
    package static func path(_ name: String) throws(NotBuilt) -> String {
        let path = directory + "/" + name
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw NotBuilt(description: "\(path) is not built; run `swift build` first (or set PHRASEBOOK_BIN_DIR)")
        }
        return path
    }
}
