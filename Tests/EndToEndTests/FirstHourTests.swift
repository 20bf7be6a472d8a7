import Foundation
import Testing

/// What a new user meets first: the files `make run`'s banner and the
/// README point at are there and do what they say.
@Suite struct FirstHourTests {
    static let transcripts = Binaries.repositoryRoot.appendingPathComponent("phrases/transcripts.txt")

    @Test func theMakeRunBannerNamesATranscriptThatIsThere() throws {
        let makefile = try String(contentsOf: Binaries.repositoryRoot.appendingPathComponent("Makefile"), encoding: .utf8)
        let named = makefile.split(separator: "\n").compactMap { line -> String? in
            guard line.contains("@echo"), let range = line.range(of: #"< [^ '"]*transcripts\.txt"#, options: .regularExpression) else { return nil }
            return String(line[range].dropFirst(2))
        }
        #expect(named == ["phrases/transcripts.txt"], "\(named)")
        #expect(FileManager.default.fileExists(atPath: Self.transcripts.path))
    }

    /// Every utterance of the sample transcript reaches a shortcut or a
    /// negative phrase; its comments and blank lines are not matched.
    @Test func everyLineOfTheSampleTranscriptReachesAShortcut() throws {
        let text = try String(contentsOf: Self.transcripts, encoding: .utf8)
        let utterances = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") && !$0.allSatisfy(\.isWhitespace) }
        let result = try Binaries.run("phrase", ["match", "phrases", "--json"], in: Binaries.repositoryRoot, input: text)
        #expect(result.status == 0, "\(result.stderr)")
        let statuses = try result.lines.map { try DaemonClient.decode($0)["status"] as? String ?? "?" }
        #expect(statuses.count == utterances.count && utterances.count >= 10)
        for (utterance, status) in zip(utterances, statuses) {
            #expect(["matched", "needs-value", "rejected"].contains(status), "\(utterance): \(status)")
        }
    }
}
