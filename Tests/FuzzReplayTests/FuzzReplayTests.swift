import Foundation
import Testing

@testable import FuzzChecks
import SwiftReader

/// Replays what fuzzing found, and the seeds it starts from, through the
/// fuzz targets' own checks: a fixed bug that comes back fails `swift test`.
///
/// `Crashers/<target>/`: minimised inputs that once crashed a target or broke
/// one of its invariants (Docs/fuzzing.md says how to add one).
@Suite struct FuzzReplayTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let phrases = here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("phrases")

    /// The files directly in `directory`, sorted; none when it does not exist.
    static func files(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().map { directory.appendingPathComponent($0) }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    }

    /// Every file under `phrases/` whose name satisfies `predicate`.
    static func sampleFiles(_ predicate: (URL) -> Bool) -> [URL] {
        let walker = FileManager.default.enumerator(at: phrases, includingPropertiesForKeys: nil)
        return ((walker?.allObjects as? [URL]) ?? []).filter(predicate).sorted { $0.path < $1.path }
    }

    /// The seeds `make fuzz` starts each target from (it gathers the same files).
    static func seeds(for target: FuzzTarget) -> [URL] {
        switch target {
        case .lexer, .extractor: sampleFiles { $0.pathExtension == "swift" }
        case .phraseTest: sampleFiles { $0.pathExtension == "phrasetest" }
        case .entityJSON: sampleFiles { $0.pathExtension == "json" && $0.deletingLastPathComponent().lastPathComponent == "entities" }
        case .infoPlist: sampleFiles { $0.lastPathComponent == "Info.plist" }
        case .requestDecoder, .wyoming: files(in: here.appendingPathComponent("Seeds/\(target.rawValue)"))
        }
    }

    static func replay(_ files: [URL], through target: FuzzTarget) throws {
        for file in files {
            let violations = target.violations(Array(try Data(contentsOf: file)))
            #expect(violations.isEmpty, "\(target.rawValue) on \(file.lastPathComponent): \(violations)")
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func crashersStayFixed(_ target: FuzzTarget) throws {
        try Self.replay(Self.files(in: Self.here.appendingPathComponent("Crashers/\(target.rawValue)")), through: target)
    }

    @Test(arguments: FuzzTarget.allCases)
    func seedsPassTheChecks(_ target: FuzzTarget) throws {
        let seeds = Self.seeds(for: target)
        #expect(seeds.count >= 3, "\(target.rawValue) has only \(seeds.count) seeds")
        try Self.replay(seeds, through: target)
    }

    /// The checks are not vacuous: tokens at the wrong place, or with a
    /// wrong position, break the lexer's invariants.
    @Test func theLexerCheckCatchesWrongTokens() {
        let source: [Unicode.Scalar] = Array("a\r\nbc".unicodeScalars)
        let lines = SourceLines(swift: source)
        #expect(lines.lineCount == 2 && lines.line[3] == 2 && lines.column[4] == 2)
        let good = Lexer.tokenize("a\r\nbc").tokens
        let shifted = good.map { token in
            var token = token
            token.column += token.line == 2 ? 1 : 0
            return token
        }
        for (tokens, isValid) in [(good, true), (shifted, false), (Array(good.dropFirst()), false)] {
            var check = Invariants()
            var end = 0
            LexerCheck.checkTokens(tokens, from: &end, in: source, lines, [], &check)
            #expect(check.violations.isEmpty == isValid, "\(tokens.map(\.text)): \(check.violations)")
        }
    }

    @Test func theJSONCheckCountsColumnsAsTheParserDoes() {
        let lines = JSONCheck.utf8Lines(Array("[\"é\",\n1".utf8))
        #expect(lines.lineCount == 2)
        #expect(lines.contains(line: 1, column: 6) && !lines.contains(line: 1, column: 7))
        #expect(lines.contains(line: 2, column: 2) && !lines.contains(line: 2, column: 3))
    }
}
