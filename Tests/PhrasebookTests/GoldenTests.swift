import Foundation
import PhraseTestSupport
import Testing
@testable import Phrasebook

/// Golden files for the compiler: every sample app's expansion, diagnostics,
/// lint findings and translations are checked in under `Golden/`. `PHRASEBOOK_RECORD=1 swift test`
/// re-records them — and the test then fails, so a re-record is never silent.
@Suite struct GoldenTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let phrases = EvaluationSet.root.appendingPathComponent("phrases")

    /// The sample apps: the folders of `phrases/` (not its README or transcripts).
    static var appFolders: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: phrases.path)) ?? []).filter { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: phrases.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
    }

    /// A missing `phrases/` or `Golden/` would make zero golden tests that
    /// all pass: there are apps, and one golden file for each, no more.
    @Test func everySampleAppHasAGoldenFileAndEveryGoldenFileAnApp() throws {
        #expect(Self.appFolders.count >= 5, "\(Self.appFolders)")
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.golden.path).filter { $0.hasSuffix(".txt") }.sorted()
        #expect(files == Self.appFolders.map { "\($0).txt" })
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
        text += "\n## translations\n"
        for app in catalog.apps {
            for language in app.localizations.keys.sorted() {
                let localization = app.localizations[language]!
                text += "[\(language)]" + (localization.displayName.map { " name: \($0)" } ?? "") + "\n"
                for key in localization.phrases.keys.sorted() {
                    for template in localization.phrases[key] ?? [] { text += "\(key)\t→ \(template.text)\n" }
                }
                for key in localization.strings.keys.sorted() {
                    text += "string \(key)\t→ \(localization.strings[key]!.joined(separator: " | "))\n"
                }
                for typeName in app.valueTypes.keys.sorted() {
                    for value in app.valueTypes[typeName]!.values {
                        guard let translation = value.translations[language] else { continue }
                        text += "value \(typeName).\(value.id)\t→ \(translation.title ?? "-"): \(translation.forms.joined(separator: ", "))\n"
                    }
                }
            }
        }
        text += "\n## expanded phrases\n"
        for phrase in catalog.expandedPhrases() {
            let meaning = phrase.isNegative ? "(negative)" : phrase.intent + phrase.parameters.map { " \($0.name)=\($0.value.value)" }.joined()
            text += "\(phrase.text)\t\(meaning)\n"
        }
        if let mismatch = try GoldenFile(Self.golden.appendingPathComponent("\(folder).txt")).mismatch(text) {
            Issue.record(Comment(rawValue: mismatch))
        }
    }
}
