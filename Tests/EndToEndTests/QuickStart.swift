import Foundation
import PhraseSystem
import PhraseTestSupport

/// The README's quick start as a new user runs it: a folder laid out as a
/// clone (the `Makefile`, a copy of `phrases/`, and `.build/release` — a link
/// to the products this test run built), `make run …` started there as
/// written, with `SWIFT=true` so that its build step, already done, builds
/// nothing; the commands then run in that folder by `/bin/sh`, as typed.
///
/// Its own `HOME` and `XDG_RUNTIME_DIR` keep everything the run writes —
/// the socket, the state folder, the sample handler's `ideas.txt` — in the
/// folder, which is removed at the end. Every wait is bounded.
final class QuickStart {
    let root: String
    let home: String
    /// The socket `make run` serves: the default path under `XDG_RUNTIME_DIR`.
    let socketPath: String
    let logPath: String
    let bannerPath: String
    let environment: [String: String]
    private var make: PhrasedProcess!

    /// Lays out the clone and runs `make run` with `variables`
    /// (`WYOMING=tcp://127.0.0.1:0`), waiting until the daemon answers.
    init(_ variables: [String] = []) throws {
        root = "/tmp/fh-" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
        home = root + "/home"
        let runtime = root + "/run"
        socketPath = runtime + "/phrased.sock"
        logPath = root + "/daemon.log"
        bannerPath = root + "/banner.txt"
        let files = FileManager.default
        let repository = Binaries.repositoryRoot.path
        try files.createDirectory(atPath: home, withIntermediateDirectories: true)
        try files.createDirectory(atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try files.createDirectory(atPath: root + "/.build", withIntermediateDirectories: true)
        try files.copyItem(atPath: repository + "/Makefile", toPath: root + "/Makefile")
        try files.copyItem(atPath: repository + "/phrases", toPath: root + "/phrases")
        try files.createSymbolicLink(atPath: root + "/.build/release", withDestinationPath: BuiltProducts.directory)
        _ = files.createFile(atPath: logPath, contents: nil)
        _ = files.createFile(atPath: bannerPath, contents: nil)
        environment = ["PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": home, "XDG_RUNTIME_DIR": runtime, "LANG": "C.UTF-8"]
        let logPath = logPath
        make = try PhrasedProcess(
            executable: "/usr/bin/env", arguments: ["make", "-C", root, "run", "SWIFT=true"] + variables, socketPath: socketPath,
            environment: environment, standardError: FileHandle(forWritingAtPath: logPath),
            standardOutput: FileHandle(forWritingAtPath: bannerPath), timeout: .seconds(60),
            log: { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" })
    }

    deinit {
        if let pid = daemonProcessIdentifier { kill(pid, SIGKILL) }
        make?.kill()
        try? FileManager.default.removeItem(atPath: root)
    }

    /// What the daemon logged so far.
    var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

    /// What `make run` printed before the daemon started.
    var banner: String { (try? String(contentsOfFile: bannerPath, encoding: .utf8)) ?? "" }

    /// The daemon's process id, from its log (`phrased[4711]:`): `make` is
    /// its parent, and a signal to `make` would not reach it.
    var daemonProcessIdentifier: Int32? {
        guard let range = log.range(of: #"phrased\[[0-9]+\]"#, options: .regularExpression) else { return nil }
        return Int32(log[range].dropFirst("phrased[".count).dropLast())
    }

    /// The port the log says Wyoming listens on.
    var wyomingPort: UInt16? {
        guard let range = log.range(of: #"listening for Wyoming on tcp://127\.0\.0\.1:[0-9]+"#, options: .regularExpression) else { return nil }
        return UInt16(log[range].split(separator: ":").last ?? "")
    }

    /// Runs `command` as a user types it, by `/bin/sh` in the clone.
    func shell(_ command: String, input: String = "") throws -> ProcessRunner.Output {
        try ProcessRunner.run("/bin/sh", ["-c", command], in: root, input: input, environment: environment, timeout: .seconds(60))
    }

    /// Ctrl-C: SIGINT to the daemon; `make`'s exit status once both are done.
    func stop() throws -> Int32 {
        guard let pid = daemonProcessIdentifier else { throw PhrasedProcess.Failure(description: "no process id in the log:\n\(log)") }
        kill(pid, SIGINT)
        return try make.waitForExit(timeout: .seconds(30))
    }
}
