import Foundation
import PhraseArguments
import Phrasebook

/// Where the tool writes: standard output for results, standard error for
/// diagnostics and messages. Writes go straight to the file handles, so
/// output interleaves correctly with diagnostics and survives a crash.
struct Output: Sendable {
    func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    func diagnostics(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { error(diagnostic.description) }
    }
}

func formatBytes(_ bytes: Int) -> String {
    let mb = Double(bytes) / 1_048_576
    return mb >= 10 ? String(format: "%.0f MB", mb) : String(format: "%.1f MB", mb)
}

func formatDuration(_ seconds: Double) -> String {
    seconds < 1 ? String(format: "%.1f ms", seconds * 1000) : String(format: "%.2f s", seconds)
}

/// Loads the catalog at `directory`, turning a missing folder into a
/// failure (exit 1, as for compile errors).
func loadCatalog(_ directory: String) throws(Arguments.Problem) -> Catalog {
    do {
        return try Catalog(loadingFrom: directory)
    } catch {
        throw Arguments.Problem(description: "\(error)", kind: .failure)
    }
}

/// The matcher's numbers as `--param NAME=VALUE` (repeatable) sets them
/// over the defaults (`phrase match`, `phrase test`); a bad one is a usage
/// error.
func matchParameters(_ arguments: Arguments) throws(Arguments.Problem) -> MatchParameters {
    do {
        return try MatchParameters().setting(arguments.values("--param"))
    } catch {
        throw Arguments.Problem(description: "--param: \(error)")
    }
}

/// The lines of standard input that say something: blank lines and `#`
/// comments are skipped (SPEC §5), as in a transcript file.
func isSaying(_ line: String) -> Bool {
    guard let first = line.first(where: { !$0.isWhitespace }) else { return false }
    return first != "#"
}
