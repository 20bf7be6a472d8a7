#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import Testing
@testable import PhraseSystem

/// The library never uses a shell; these tests use /bin/sh as the child
/// program to build well- and badly-behaved children. The default time
/// limit only ends a child that hangs, far beyond what a busy machine takes.
private func shell(
    _ script: String, environment: [String: String] = ["PATH": "/usr/bin:/bin"],
    timeLimit: Duration = .seconds(30), limits: ResourceLimits = .standard, outputLimit: Int = 64 * 1024
) -> ChildProcess {
    ChildProcess(
        executablePath: "/bin/sh", arguments: ["-c", script], environment: environment,
        timeLimit: timeLimit, resourceLimits: limits, outputLimit: outputLimit)
}

@Suite struct ChildProcessTests {
    @Test func echoesStandardInputToStandardOutput() throws {
        let result = try ChildProcess(executablePath: "/bin/cat").run(input: Array("hello\nworld\n".utf8))
        #expect(result.standardOutput.string == "hello\nworld\n")
        #expect(result.standardError.isEmpty)
        #expect(result.termination == .exited(0))
        #expect(result.succeeded && !result.didTimeOut)
        #expect(!result.isStandardOutputTruncated)
    }

    @Test func passesExactlyTheGivenEnvironment() throws {
        let environment = ["PHRASE_APP": "Notes", "PHRASE_PARAM_TITLE": "a b;$(rm -rf /)", "EMPTY": ""]
        let result = try ChildProcess(executablePath: "/usr/bin/env", environment: environment).run()
        #expect(result.standardOutput.string == "EMPTY=\nPHRASE_APP=Notes\nPHRASE_PARAM_TITLE=a b;$(rm -rf /)\n")
        #expect(try ChildProcess(executablePath: "/usr/bin/env").run().standardOutput.isEmpty)
    }

    @Test func reportsExitCodeAndStandardError() throws {
        let result = try shell("echo oops >&2; exit 3").run()
        #expect(result.exitCode == 3)
        #expect(result.standardError.string == "oops\n")
        #expect(!result.succeeded)
    }

    @Test func reportsTheTerminatingSignal() throws {
        let result = try shell("kill -TERM $$").run()
        #expect(result.termination == .signaled(.terminate))
        #expect(result.exitCode == nil)
    }

    @Test func timeLimitKillsAHangingChild() throws {
        let result = try ChildProcess(executablePath: "/bin/sleep", arguments: ["100"], timeLimit: .milliseconds(200)).run()
        #expect(result.didTimeOut)
        #expect(result.termination == .signaled(.kill))
        #expect(result.duration >= .milliseconds(200))
    }

    @Test func floodIsTruncatedWithoutBlockingTheChild() throws {
        let result = try shell(
            "head -c 300000 /dev/zero; head -c 200000 /dev/zero >&2; echo done >&2", outputLimit: 1000
        ).run()
        #expect(result.succeeded)
        #expect(result.standardOutput.count == 1000)
        #expect(result.standardError.count == 1000)
        #expect(result.isStandardOutputTruncated && result.isStandardErrorTruncated)
    }

    @Test func endlessFloodEndsAtTheTimeLimit() throws {
        let result = try ChildProcess(executablePath: "/usr/bin/yes", timeLimit: .milliseconds(200)).run()
        #expect(result.didTimeOut)
        #expect(result.standardOutput.count == 64 * 1024)
        #expect(result.isStandardOutputTruncated)
    }

    @Test func grandchildHoldingThePipeDoesNotWedge() throws {
        // Done when the child exits (and a grace period): not held until the
        // time limit by the grandchild that keeps the pipes open.
        let result = try shell("sleep 100 & echo $!", timeLimit: .seconds(60)).run()
        #expect(result.succeeded && !result.didTimeOut)
        #if os(Linux)
        // The grandchild was in the child's process group and was killed.
        let grandchild = try #require(Int32(result.standardOutput.string.trimmingCharacters(in: .whitespacesAndNewlines)))
        // A bound on the wait, not on speed: it ends as soon as the grandchild is gone.
        let deadline = ContinuousClock.now + .seconds(30)
        var state = ""
        repeat {
            let stat = (try? String(contentsOfFile: "/proc/\(grandchild)/stat", encoding: .utf8)) ?? ""
            // "pid (comm) S …": the state after the closing parenthesis.
            state = stat.split(separator: ")").last.map { String($0.dropFirst().prefix(1)) } ?? ""
            if state.isEmpty || state == "Z" || state == "X" { break }
            usleep(10_000)
        } while ContinuousClock.now < deadline
        #expect(state.isEmpty || state == "Z" || state == "X", "grandchild \(grandchild) is in state \(state)")
        #endif
    }

    @Test(.enabled(if: access("/usr/bin/setsid", X_OK) == 0))
    func grandchildEscapingTheProcessGroupDoesNotWedge() throws {
        // The grandchild leaves the group, so the group kill misses it; the
        // pipes are given up after the grace period.
        let result = try shell("/usr/bin/setsid /bin/sleep 100 & echo $!", timeLimit: .seconds(60)).run()
        #expect(result.succeeded && !result.didTimeOut)
        if let pid = Int32(result.standardOutput.string.trimmingCharacters(in: .whitespacesAndNewlines)) {
            _ = kill(pid, SIGKILL)
        }
    }

    @Test func childClosingItsInputEarlyDoesNotWedge() throws {
        let input = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        let result = try shell("exec 0<&-; echo closed").run(input: input)
        #expect(result.succeeded)
        #expect(result.standardOutput.string == "closed\n")
        let ignoring = try ChildProcess(executablePath: "/bin/true").run(input: input)
        #expect(ignoring.succeeded)
    }

    @Test func appliesResourceLimits() throws {
        let limits = ResourceLimits(cpuSeconds: 5, openFiles: 32)
        let result = try shell("ulimit -n; ulimit -t", limits: limits).run()
        #expect(result.standardOutput.string == "32\n5\n")
    }

    @Test func closesEveryOtherDescriptor() throws {
        // A descriptor without close-on-exec, which execve alone would pass on.
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        defer { for fd in fds { close(fd) } }
        // ls lists the shell's descriptors (`; true` keeps the shell from
        // replacing itself with ls).
        let result = try shell("ls /proc/$$/fd; true").run()
        #expect(result.standardOutput.string == "0\n1\n2\n")
    }

    @Test func startsInANewSessionAndWorkingDirectory() throws {
        let result = try ChildProcess(
            executablePath: "/bin/sh", arguments: ["-c", "pwd; ps -o sid= -p $$ 2>/dev/null || echo $$"],
            environment: ["PATH": "/usr/bin:/bin"], workingDirectory: "/tmp"
        ).run()
        let lines = result.standardOutput.string.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first == "/tmp")
        #expect(lines.count == 2 && lines[1] != String(getsid(0)))
    }

    @Test func missingProgramThrows() throws {
        let error = try #require(throws: SystemError.self) { try ChildProcess(executablePath: "/nonexistent/handler").run() }
        #expect(error.errno == ENOENT)
        #expect(error.description == "execve(/nonexistent/handler): No such file or directory (errno \(ENOENT))")
    }

    @Test func relativePathAndBadEnvironmentThrow() throws {
        #expect(throws: SystemError.self) { try ChildProcess(executablePath: "sh").run() }
        #expect(throws: SystemError.self) { try ChildProcess(executablePath: "/bin/true", environment: ["A=B": "c"]).run() }
    }

    @Test func concurrentRunsDoNotInterfere() throws {
        let failures = DispatchQueue(label: "failures")
        nonisolated(unsafe) var problems: [String] = []
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let text = "run \(index)\n"
            do {
                // The time limit only ends a run that hangs; how fast they
                // run is for benchmarks, not a test on a busy machine.
                let result = try ChildProcess(executablePath: "/bin/cat", timeLimit: .seconds(60)).run(input: Array(text.utf8))
                if result.standardOutput.string != text || result.didTimeOut {
                    failures.sync { problems.append("\(index): \(result)") }
                }
            } catch {
                failures.sync { problems.append("\(index): \(error)") }
            }
        }
        #expect(failures.sync { problems } == [])
    }
}
