import Foundation

/// A snapshot checked in beside the tests: what a test produced must equal
/// it. With `PHRASEBOOK_RECORD` set in the environment the file is written
/// instead — and that is reported as a failure, so a re-record is never
/// silent.
package struct GoldenFile {
    package var url: URL

    package init(_ url: URL) { self.url = url }

    /// Why `text` does not pass: the first line where it differs from the
    /// file, or that the file was re-recorded; `nil` when it is the file.
    package func mismatch(_ text: String) throws -> String? {
        if ProcessInfo.processInfo.environment["PHRASEBOOK_RECORD"] != nil {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return "re-recorded \(url.lastPathComponent); run again without PHRASEBOOK_RECORD"
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        guard expected != text else { return nil }
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = text.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
        return """
            \(url.lastPathComponent) differs at line \(first + 1):
              expected: \(first < a.count ? String(a[first]) : "<end>")
              actual:   \(first < b.count ? String(b[first]) : "<end>")
            re-record with PHRASEBOOK_RECORD=1 if the change is intended
            """
    }
}
