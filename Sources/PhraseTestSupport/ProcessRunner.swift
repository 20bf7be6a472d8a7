import Foundation
import PhraseSystem

/// Runs a program to completion for a test or a tool, through
/// ``ChildProcess``: no shell, our environment unless told otherwise, no
/// resource limits, every byte of output kept, and a time limit after which
/// it is killed and that is an error.
package enum ProcessRunner {
    /// What a finished program printed, and how it ended.
    package struct Output: Sendable {
        /// The exit status; 128 + the signal's number when a signal ended it.
        package var status: Int32
        package var stdout: String
        package var stderr: String

        /// Standard output's non-empty lines.
        package var lines: [String] { stdout.split(separator: "\n").map(String.init) }
    }

    /// Why a program could not be run to completion.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
        package init(description: String) { self.description = description }
    }

    /// Runs `executable` with `arguments`, `input` on its standard input,
    /// and waits for it, at most `timeout`.
    ///
    /// - Throws: ``Failure`` when it cannot start or overruns `timeout` (it
    ///   is then killed with its process group).
    package static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil, input: String = "",
        environment: [String: String] = ProcessInfo.processInfo.environment, timeout: Duration = .seconds(30)
    ) throws(Failure) -> Output {
        let absolute = executable.hasPrefix("/") ? executable : FileManager.default.currentDirectoryPath + "/" + executable
        // `argv[0]` is the bare name: a program that finds itself by it (a
        // virtualenv's `python`, which looks for its `pyvenv.cfg` there)
        // must find this one first on the `PATH`.
        var environment = environment
        let folder = (absolute as NSString).deletingLastPathComponent
        environment["PATH"] = folder + (environment["PATH"].map { ":" + $0 } ?? "")
        let process = ChildProcess(
            executablePath: absolute, arguments: arguments, environment: environment, workingDirectory: directory,
            timeLimit: timeout, resourceLimits: .none, outputLimit: Int.max)
        let name = ([(executable as NSString).lastPathComponent] + arguments).joined(separator: " ")
        let result: ChildProcess.Result
        do {
            result = try process.run(input: Array(input.utf8))
        } catch {
            throw Failure(description: "cannot run \(name): \(error)")
        }
        guard !result.didTimeOut else { throw Failure(description: "\(name) did not finish in \(timeout)") }
        let status: Int32
        switch result.termination {
        case .exited(let code): status = code
        case .signaled(let signal): status = 128 + signal.rawValue
        }
        return Output(
            status: status, stdout: String(decoding: result.standardOutput, as: UTF8.self),
            stderr: String(decoding: result.standardError, as: UTF8.self))
    }
}
