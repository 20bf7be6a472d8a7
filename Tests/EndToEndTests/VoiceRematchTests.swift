import Foundation
import PhraseTestSupport
import Testing

/// The voice pipelines of Docs/voice.md — pocketsphinx free and with the
/// grammar, Whisper with the prompt and without it as witness — on the
/// decodings `make voice-measure` keeps with the evaluation set
/// (`Tests/Evaluation/voice`: every line said by five TTS voices, heard by
/// both recognisers): `Tools/voice-measure.py --rematch` sends what each
/// pipeline sends through the `phrase` just built, and each pipeline's right
/// answers, wrong actions and out-of-domain sentences accepted must be no
/// worse than `bounds.tsv` there, by part of the set. A change to the
/// matcher that costs a right answer or acts on a sentence it should not
/// fails here, as the evaluation's does on the written transcripts.
///
/// Needs only python3 (no recogniser: nothing is heard again).
@Suite struct VoiceRematchTests {
    static let kept = Binaries.repositoryRoot.appendingPathComponent("Tests/Evaluation/voice")

    /// One line of `bounds.tsv`: a pipeline on a part of the set.
    struct Bound {
        var mode: String
        var part: String
        var right: Int
        var acted: Int
        var accepted: Int
        var acceptedActed: Int
    }

    static func bounds() throws -> [Bound] {
        let text = try String(contentsOf: kept.appendingPathComponent("bounds.tsv"), encoding: .utf8)
        let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst()
        return try rows.map { row in
            let cells = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard cells.count == 6, let right = Int(cells[2]), let acted = Int(cells[3]), let accepted = Int(cells[4]),
                let acceptedActed = Int(cells[5])
            else { throw BoundsError(line: String(row)) }
            return Bound(mode: cells[0], part: cells[1], right: right, acted: acted, accepted: accepted, acceptedActed: acceptedActed)
        }
    }

    struct BoundsError: Error, CustomStringConvertible {
        var line: String
        var description: String { "bounds.tsv: not six tab-separated cells (mode, part, four counts): \(line)" }
    }

    @Test func thePipelinesAreNoWorseOnTheKeptDecodings() throws {
        let bounds = try Self.bounds()
        #expect(Set(bounds.map(\.part)) == ["tuning", "checking"] && bounds.count == 4)
        let out = try Binaries.temporaryDirectory("phrasebook-rematch")
        defer { try? FileManager.default.removeItem(at: out) }
        let root = Binaries.repositoryRoot
        let result = try ProcessRunner.run(
            "/usr/bin/env",
            [
                "python3", root.appendingPathComponent("Tools/voice-measure.py").path,
                "--evaluation", root.appendingPathComponent("Tests/Evaluation").path,
                "--phrases", root.appendingPathComponent("phrases").path, "--phrase", try Binaries.path("phrase"),
                "--out", out.path, "--kept", Self.kept.path, "--rematch", "--modes", "pipelines",
            ], timeout: .seconds(900))
        try #require(result.status == 0, "voice-measure.py --rematch: \(result.stderr.suffix(2000))")
        let data = try Data(contentsOf: out.appendingPathComponent("summary.json"))
        let summary = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: [String: Int]]])
        for bound in bounds {
            let counts = try #require(summary[bound.mode]?[bound.part], "no \(bound.mode), \(bound.part) in summary.json")
            let figures = "\(bound.mode), \(bound.part): \(counts["right"] ?? -1) of \(counts["in-domain"] ?? -1) right, "
                + "\(counts["acted"] ?? -1) acted on wrongly, out-of-domain \(counts["accepted"] ?? -1) accepted "
                + "(\(counts["accepted-acted"] ?? -1) acted on) of \(counts["out-of-domain"] ?? -1)"
            #expect((counts["right"] ?? 0) >= bound.right, "\(figures): fewer right than \(bound.right)")
            #expect((counts["acted"] ?? .max) <= bound.acted, "\(figures): more wrong actions than \(bound.acted)")
            #expect((counts["accepted"] ?? .max) <= bound.accepted, "\(figures): more out-of-domain accepted than \(bound.accepted)")
            #expect(
                (counts["accepted-acted"] ?? .max) <= bound.acceptedActed,
                "\(figures): more out-of-domain acted on than \(bound.acceptedActed)")
        }
    }
}
