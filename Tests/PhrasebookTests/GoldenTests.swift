import Foundation
import Testing
@testable import Phrasebook

/// Golden files for the compiler: every sample app's expansion, diagnostics and
/// lint findings are checked in under `Golden/`. `PHRASEBOOK_RECORD=1 swift test`
/// re-records them — and the test then fails, so a re-record is never silent.
@Suite struct GoldenTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let phrases = EvaluationSet.root.appendingPathComponent("phrases")

    static var appFolders: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: phrases.path)) ?? [])
            .filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
    }

    @Test(arguments: appFolders)
    func compilerOutputIsUnchanged(_ folder: String) throws {
        let catalog = try Catalog(loadingFrom: Self.phrases.appendingPathComponent(folder).path)
        var text = "# phrase compile / expand / lint of phrases/\(folder)\n"
        let root = Self.phrases.deletingLastPathComponent().path + "/"
        func relative(_ s: String) -> String { s.replacingOccurrences(of: root, with: "") }
        text += "\n## diagnostics\n"
        for diagnostic in catalog.diagnostics { text += relative(diagnostic.description) + "\n" }
        text += "\n## lint\n"
        for finding in Linter.findings(in: catalog) { text += relative(finding.diagnostic.description) + "\n" }
        text += "\n## shortcuts\n"
        for app in catalog.apps { text += relative(app.json.prettyPrinted()) + "\n" }
        text += "\n## expanded phrases\n"
        for phrase in catalog.expandedPhrases() {
            let meaning = phrase.isNegative ? "(negative)" : phrase.intent + phrase.parameters.map { " \($0.name)=\($0.value.value)" }.joined()
            text += "\(phrase.text)\t\(meaning)\n"
        }
        let file = Self.golden.appendingPathComponent("\(folder).txt")
        if ProcessInfo.processInfo.environment["PHRASEBOOK_RECORD"] != nil {
            try FileManager.default.createDirectory(at: Self.golden, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("re-recorded \(file.lastPathComponent); run again without PHRASEBOOK_RECORD")
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        if expected != text {
            let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let b = text.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            Issue.record("""
                \(file.lastPathComponent) differs at line \(first + 1):
                  expected: \(first < a.count ? String(a[first]) : "<end>")
                  actual:   \(first < b.count ? String(b[first]) : "<end>")
                re-record with PHRASEBOOK_RECORD=1 if the change is intended
                """)
        }
    }
}
