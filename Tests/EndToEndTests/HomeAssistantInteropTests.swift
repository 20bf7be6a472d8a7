import Foundation
import PhraseTestSupport
import Testing

/// Home Assistant's own `wyoming` integration, released and unpatched,
/// drives the real `phrased` through its test harness
/// (`Interop/homeassistant/test_phrasebook_agent.py`): the integration added
/// as a user adds it, then `conversation.async_converse` as Assist calls it.
/// One run per Home Assistant `make ha-venv` installed into
/// `.build/ha-venv/<version>`; without one (no Python 3.13, no PyPI) the
/// test is skipped, and says so.
@Suite struct HomeAssistantInteropTests {
    /// A Home Assistant virtualenv: its version and Python.
    struct Installed: Sendable, CustomStringConvertible {
        var version: String
        var python: String
        var description: String { "Home Assistant \(version)" }
    }

    /// The virtualenvs `make ha-venv` finished (each has `.complete`), oldest
    /// first; `PHRASEBOOK_HA_VENVS` (folders, `:`-separated) names others.
    static let installed: [Installed] = {
        let files = FileManager.default
        let folders: [String]
        if let listed = ProcessInfo.processInfo.environment["PHRASEBOOK_HA_VENVS"] {
            folders = listed.split(separator: ":").map(String.init)
        } else {
            let root = Binaries.repositoryRoot.appendingPathComponent(".build/ha-venv").path
            folders = ((try? files.contentsOfDirectory(atPath: root)) ?? []).sorted().map { root + "/" + $0 }
        }
        return folders.compactMap { folder in
            let python = folder + "/bin/python"
            guard files.fileExists(atPath: folder + "/.complete"), files.isExecutableFile(atPath: python) else { return nil }
            return Installed(version: (folder as NSString).lastPathComponent, python: python)
        }
    }()

    static let skipped: Comment = """
        skipped: no Home Assistant is installed for the interop test (.build/ha-venv/<version>; `make test` installs \
        2025.4.4 and 2026.2.3 with uv from PyPI when Python 3.13 is found: python3.13 on PATH, or pyenv's)
        """

    static let folder = Binaries.repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Interop/homeassistant").path

    @Test(.enabled(if: !installed.isEmpty, skipped), arguments: installed)
    func homeAssistantsWyomingIntegrationDrivesPhrased(_ homeAssistant: Installed) throws {
        let daemon = try Daemon(["--wyoming", "tcp://127.0.0.1:0"])
        let intent = try Daemon(["--wyoming", "tcp://127.0.0.1:0", "--wyoming-programs", "handle,intent", "--no-dispatch"])
        let connection = try Daemon(["--wyoming", "tcp://127.0.0.1:0", "--question-scope", "connection"])
        let report = daemon.folder + "/ha-report.json"
        let started = ContinuousClock.now
        var environment = ProcessInfo.processInfo.environment
        environment["PHRASEBOOK_HA_PORT"] = "\(try #require(daemon.wyomingPort))"
        environment["PHRASEBOOK_HA_PORT_INTENT"] = "\(try #require(intent.wyomingPort))"
        environment["PHRASEBOOK_HA_PORT_CONNECTION"] = "\(try #require(connection.wyomingPort))"
        environment["PHRASEBOOK_HA_REPORT"] = report
        environment["PYTHONDONTWRITEBYTECODE"] = "1"
        let output = try ProcessRunner.run(
            "/usr/bin/env",
            [
                homeAssistant.python, "-m", "pytest", "-p", "no:cacheprovider", "-o", "asyncio_mode=auto", "-q",
                "--rootdir", Self.folder, Self.folder + "/test_phrasebook_agent.py",
            ],
            environment: environment, timeout: .seconds(300))
        let elapsed = ContinuousClock.now - started
        let summary = output.lines.last { $0.contains("passed") || $0.contains("failed") || $0.contains("error") } ?? "(no summary)"
        #expect(output.status == 0, "\(homeAssistant): \(output.stdout)\n\(output.stderr)\n\(daemon.log)")
        #expect(summary.contains("passed") && !summary.contains("failed"), "\(summary)")

        // What the agent did, seen from the daemon: the idea saved by the
        // answer to the question, the German commands answered in German.
        let ideas = (try? String(contentsOfFile: daemon.homePath + "/.local/share/phrasebook/ideas.txt", encoding: .utf8)) ?? ""
        #expect(ideas.lowercased().contains("buy more milk"), "ideas.txt: \(ideas)")
        #expect(try daemon.statistic(["requests", "byLocale", "de"]) == 2)
        #expect(daemon.log.contains("matched Calm.StartMeditationIntent meditationType=\"sleep\" duration=\"20\" [1.0] (de)"))

        // The daemon's own time for the same requests, read to written.
        let stats = try DaemonClient(path: daemon.socketPath).request(#"{"op":"stats"}"#)
        let own = stats["latencyMs"] as? [String: Any] ?? [:]
        let measured = (try? Data(contentsOf: URL(fileURLWithPath: report))).flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any]
        let latency = measured?["latencyMs"] as? [String: Any] ?? [:]
        print(
            "home assistant \(homeAssistant.version): \(summary) in \(elapsed); sends a conversation id: \((measured?["sendsConversationID"] as? Bool).map { "\($0)" } ?? "?"); "
                + "a command through async_converse: p50 \(latency["p50"] ?? "?") ms, p90 \(latency["p90"] ?? "?") ms, max \(latency["max"] ?? "?") ms; "
                + "in phrased: p50 \(own["p50"] ?? "?") ms, p90 \(own["p90"] ?? "?") ms")
    }
}
