import Foundation
import PhraseTestSupport
import Testing

/// `Tools/rematch-sets.py` (`make voice-rematch-sets`), how a change to the
/// matcher is judged: a development set and a held-out one rematched from
/// their kept decodings by the `phrase` just built, every fifth line, then
/// again with a parameter moved against the first run. Needs only python3.
@Suite struct RematchSetsTests {
    static let root = Binaries.repositoryRoot

    static func rematch(_ out: URL, _ flags: [String]) throws -> String {
        let result = try ProcessRunner.run(
            "/usr/bin/env",
            [
                "python3", root.appendingPathComponent("Tools/rematch-sets.py").path, "--phrase", try Binaries.path("phrase"),
                "--out", out.path, "--sets", "Tests/Unseen2,Tests/Unseen9", "--every", "5",
            ] + flags, timeout: .seconds(600))
        try #require(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    /// The counts `voice-measure.py` wrote for one set and pipeline.
    static func counts(_ out: URL, _ set: String, _ mode: String) throws -> [String: Int] {
        let data = try Data(contentsOf: out.appendingPathComponent(set).appendingPathComponent("summary.json"))
        let summary = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: [String: Int]]])
        return try #require(summary[mode]?["all"])
    }

    @Test func addsUpEachGroupAndListsOnlyTheDevelopmentSetsChanges() throws {
        let folder = try Binaries.temporaryDirectory("phrasebook-rematch-sets")
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = folder.appendingPathComponent("before"), after = folder.appendingPathComponent("after")

        let first = try Self.rematch(before, [])
        #expect(first.contains("Development sets (Unseen2)") && first.contains("Held out, counts only (Unseen9)"), "\(first)")
        // Each group's row is that set's own summary: within reach, right,
        // wrong, of which the right question. Within reach holds every
        // right line; the right questions are questions, no wrong actions.
        let whisper = "whisper 5-best + prompt, then the app's own prompt"
        let development = try Self.counts(before, "Unseen2", whisper)
        let row = try #require(first.split(separator: "\n").first { $0.hasPrefix("| Whisper |") }).replacingOccurrences(of: ",", with: "")
        let (right, wrong) = (try #require(development["right"]), try #require(development["wrong"]))
        let (reach, onTrack) = (try #require(development["within-reach-unconstrained"]), try #require(development["asked-on-track"]))
        #expect(row.hasPrefix("| Whisper | \(reach) | \(right) | \(wrong) | \(onTrack) | "), "\(row) against \(development)")
        let (lines, acted) = (try #require(development["in-domain"]), try #require(development["acted"]))
        #expect(reach >= right && reach <= lines, "\(development)")
        #expect(onTrack <= wrong - acted, "\(development)")

        // Every action needs 0.99 now: the counts move, each with its change,
        // and the development set's moved answers are listed, the held-out
        // set's never.
        let second = try Self.rematch(after, ["--param", "threshold=0.99", "--against", before.path, "--changes"])
        #expect(second.contains(" (-"), "\(second)")
        #expect(second.contains("## Unseen2: "), "\(second)")
        #expect(!second.contains("## Unseen9"), "\(second)")
        let heldOut = try String(contentsOf: Self.root.appendingPathComponent("Tests/Unseen9/phrases.tsv"), encoding: .utf8)
        let rows = heldOut.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        let column = try #require(rows.first?.firstIndex(of: "spoken"))
        let spoken = rows.dropFirst().compactMap { $0.count > column ? String($0[column]) : nil }
        #expect(!spoken.isEmpty && !spoken.contains { second.contains("`\($0)`") })
        #expect(try Self.counts(after, "Unseen9", whisper)["right"] ?? 0 < Self.counts(before, "Unseen9", whisper)["right"] ?? 0)
    }
}
