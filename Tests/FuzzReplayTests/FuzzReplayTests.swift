import Foundation
import Testing

@testable import FuzzChecks
import PhraseTestSupport
import Phrasebook
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
        case .entityJSON:
            sampleFiles {
                $0.pathExtension == "json" && $0.deletingLastPathComponent().lastPathComponent == "entities" || $0.pathExtension == "xcstrings"
            }
                + files(in: here.appendingPathComponent("Seeds/\(target.rawValue)"))
        case .infoPlist: sampleFiles { $0.lastPathComponent == "Info.plist" }
        case .requestDecoder, .wyoming, .stringsTable, .matcher, .conversation: files(in: here.appendingPathComponent("Seeds/\(target.rawValue)"))
        }
    }

    static func replay(_ files: [URL], through target: FuzzTarget) throws {
        for file in files {
            let violations = target.violations(Array(try Data(contentsOf: file)))
            #expect(violations.isEmpty, "\(target.rawValue) on \(file.lastPathComponent): \(violations)")
        }
    }

    /// Every target replays its crashers (a target may have none yet) and
    /// its seeds (at least three), so no target's replay can be empty.
    @Test(arguments: FuzzTarget.allCases)
    func crashersAndSeedsPassTheChecks(_ target: FuzzTarget) throws {
        let crashers = Self.files(in: Self.here.appendingPathComponent("Crashers/\(target.rawValue)"))
        let seeds = Self.seeds(for: target)
        #expect(seeds.count >= 3, "\(target.rawValue) has only \(seeds.count) seeds")
        try Self.replay(crashers + seeds, through: target)
    }

    /// A folder of `Crashers/` or `Seeds/` whose name is no target's would
    /// be replayed by nothing.
    @Test func everyCrasherAndSeedFolderIsATargets() throws {
        let targets = Set(FuzzTarget.allCases.map(\.rawValue))
        for folder in ["Crashers", "Seeds"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: Self.here.appendingPathComponent(folder).path)
            #expect(!names.isEmpty)
            for name in names where !name.hasPrefix(".") {
                #expect(targets.contains(name), "\(folder)/\(name) is not a fuzz target")
            }
        }
    }

    /// The request decoder's seeds, mutated a few bytes at a time (seeded,
    /// so every run tries the same inputs), pass the decoder's checks, and
    /// the mutations reach both sides: JSON that still parses and JSON that
    /// no longer does, lines that still are JSON requests and lines that
    /// now are utterances.
    @Test func mutatedRequestsPassTheDecodersChecks() throws {
        let seeds = try Self.seeds(for: .requestDecoder).map { Array(try Data(contentsOf: $0)) }
        #expect(seeds.count >= 3)
        var generator = SplitMix(seed: 16)
        var kinds: [String: Int] = [:]
        for round in 0..<5_000 {
            var bytes = seeds[round % seeds.count]
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let position = Int.random(in: 0..<max(bytes.count, 1), using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0 where !bytes.isEmpty: bytes[position] = UInt8.random(in: 0...255, using: &generator)
                case 1 where !bytes.isEmpty: bytes.remove(at: position)
                default: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: min(position, bytes.count))
                }
            }
            let violations = FuzzTarget.requestDecoder.violations(bytes)
            #expect(violations.isEmpty, "\(bytes): \(violations)")
            let kind = bytes.first != UInt8(ascii: "{") ? "utterance" : (try? JSONSerialization.jsonObject(with: Data(bytes))) != nil ? "JSON" : "broken JSON"
            kinds[kind, default: 0] += 1
        }
        #expect(kinds.count == 3 && kinds.values.allSatisfy { $0 >= 100 }, "\(kinds)")
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

    /// The matcher's check is not vacuous either: a result that breaks
    /// what its status promises, or an alternative listed twice or below
    /// 0 (what the matcher did before ee965e5), is caught.
    @Test func theMatcherCheckCatchesMisshapenResults() throws {
        let catalog = try #require(MatcherCheck.sampleCatalog)
        let request = MatcherCheck.Request(mode: 0, utterance: "open niagara falls in landmarks", catalog: catalog)
        let good = catalog.match(request.text)
        let other = MatchResult.Candidate(
            app: "Landmarks", intent: "OpenLandmarkIntent", shortcut: "Open Landmark", confidence: 0.4, parameters: [], phrase: "x")
        var twice = MatchResult.noMatch
        twice.alternatives = [other, other]
        var below = other
        below.confidence = -0.05
        var negative = MatchResult.noMatch
        negative.alternatives = [below]
        let unknown = MatchResult(
            .matched(MatchResult.Invocation(app: "Landmarks", intent: "NoSuchIntent", shortcut: "", parameters: [], phrase: "")),
            confidence: 0.9)
        let lonely = MatchResult(.ambiguous(app: nil), confidence: 0.9, alternatives: [other])
        for (result, isValid) in [(good, true), (twice, false), (negative, false), (unknown, false), (lonely, false)] {
            var check = Invariants()
            MatcherCheck.checkShape(result, request, catalog, &check)
            #expect(check.violations.isEmpty == isValid, "\(result.outcome): \(check.violations)")
        }
    }

    @Test func theJSONCheckCountsColumnsAsTheParserDoes() {
        let lines = JSONCheck.utf8Lines(Array("[\"é\",\n1".utf8))
        #expect(lines.lineCount == 2)
        #expect(lines.contains(line: 1, column: 6) && !lines.contains(line: 1, column: 7))
        #expect(lines.contains(line: 2, column: 2) && !lines.contains(line: 2, column: 3))
    }
}
