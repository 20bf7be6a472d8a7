#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CPhraseSystem

/// Runs a program without a shell, with a clean environment, a time limit,
/// resource limits and bounded capture of its output — safely from a
/// multithreaded process, and without ever wedging.
///
///     let handler = ChildProcess(
///         executablePath: "/home/me/phrases/Notes/handlers/CreateNote",
///         environment: ["PHRASE_APP": "Notes", "PATH": "/usr/bin:/bin"],
///         timeLimit: .seconds(5))
///     let result = try handler.run(input: Array(json.utf8))
///
/// How the child is started: `fork` and `execve` in C (`cphrase_spawn`),
/// with only async-signal-safe calls between them, because a forked copy of a
/// multithreaded process may find locks (malloc's, the Swift runtime's) held
/// by threads that no longer exist. In the child: default signal dispositions
/// and an empty signal mask, a new session (so a new process group), the
/// pipes as descriptors 0, 1 and 2, every other descriptor closed, the working
/// directory, the resource limits, then `execve` with exactly ``arguments``
/// and ``environment``. `posix_spawn` cannot set resource limits portably,
/// hence our own.
///
/// How it never wedges: standard input is written and both outputs are read
/// through non-blocking pipes in one `poll` loop, so a child that does not
/// read its input or floods its output cannot block us. Output past
/// ``outputLimit`` is read and thrown away. When the time limit passes, the
/// whole process group gets `SIGKILL`. When the program exits, its pipes are
/// read for at most ``exitGracePeriod`` more (a background process it started
/// may hold them open), then its process group is killed. Every child is
/// reaped. Writing to a child that closed its input yields `EPIPE`: `SIGPIPE`
/// is ignored (``SignalWatcher/ignoreBrokenPipe()``).
package struct ChildProcess: Sendable {
    /// The program's absolute path; no `PATH` search.
    package var executablePath: String
    /// The arguments after the program's name (`argv[1...]`); `argv[0]` is
    /// the last component of ``executablePath``.
    package var arguments: [String]
    /// The program's whole environment: nothing is inherited.
    package var environment: [String: String]
    /// The directory the program starts in; `nil` inherits ours.
    package var workingDirectory: String?
    /// How long the program may run before it and its process group are
    /// killed.
    package var timeLimit: Duration
    /// Limits set in the child before `execve`.
    package var resourceLimits: ResourceLimits
    /// How many bytes of each of standard output and standard error are kept.
    package var outputLimit: Int
    /// How long the pipes are still read after the program exits, for output
    /// a process it left behind is still writing.
    package var exitGracePeriod: Duration

    /// Describes a program to run; ``run(input:)`` runs it.
    package init(
        executablePath: String,
        arguments: [String] = [],
        environment: [String: String] = [:],
        workingDirectory: String? = nil,
        timeLimit: Duration = .seconds(10),
        resourceLimits: ResourceLimits = .standard,
        outputLimit: Int = 64 * 1024,
        exitGracePeriod: Duration = .milliseconds(100)
    ) {
        self.executablePath = executablePath
        self.arguments = arguments
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.timeLimit = timeLimit
        self.resourceLimits = resourceLimits
        self.outputLimit = outputLimit
        self.exitGracePeriod = exitGracePeriod
    }

    /// Runs the program to completion, writing `input` to its standard input
    /// and then closing it.
    ///
    /// Blocks the calling thread for at most ``timeLimit`` plus
    /// ``exitGracePeriod`` and a few milliseconds: call it away from an event
    /// loop.
    ///
    /// - Returns: How the program ended and what it wrote.
    /// - Throws: ``SystemError`` when it cannot be started, e.g.
    ///   `execve(/path): No such file or directory (errno 2)`, or `EINVAL`
    ///   for a relative path or a malformed environment name. A program that
    ///   fails, crashes or overruns is not an error: see the result.
    package func run(input: some Collection<UInt8> = [UInt8]()) throws -> Result {
        try validate()
        SignalWatcher.ignoreBrokenPipe()
        let input = Array(input)
        let clock = ContinuousClock()
        let start = clock.now

        // The six pipe ends are closed by this defer until the child has
        // started; then the child's ends are closed and the session owns ours.
        var unowned: [FileDescriptor] = []
        defer { for fd in unowned { fd.closeIgnoringErrors() } }
        let standardInput = try FileDescriptor.pipe()
        unowned += [standardInput.readEnd, standardInput.writeEnd]
        let standardOutput = try FileDescriptor.pipe()
        unowned += [standardOutput.readEnd, standardOutput.writeEnd]
        let standardError = try FileDescriptor.pipe()
        unowned += [standardError.readEnd, standardError.writeEnd]
        for fd in [standardInput.writeEnd, standardOutput.readEnd, standardError.readEnd] {
            try fd.setNonBlocking()
        }

        let pid = try spawn(stdin: standardInput.readEnd, stdout: standardOutput.writeEnd, stderr: standardError.writeEnd)
        unowned = []
        for fd in [standardInput.readEnd, standardOutput.writeEnd, standardError.writeEnd] {
            fd.closeIgnoringErrors()
        }

        let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 8)
        defer { scratch.deallocate() }
        var session = Session(
            pid: pid,
            input: input,
            stdin: standardInput.writeEnd,
            stdout: Capture(fd: standardOutput.readEnd, limit: outputLimit),
            stderr: Capture(fd: standardError.readEnd, limit: outputLimit),
            scratch: scratch)
        defer { session.close() }

        // From here on the child must be killed and reaped whatever happens.
        var reaped = false
        defer {
            if !reaped {
                _ = kill(-pid, SIGKILL)
                _ = kill(pid, SIGKILL)
                var code: Int32 = 0
                var signal: Int32 = 0
                _ = cphrase_reap(pid, &code, &signal)
            }
        }

        let didTimeOut = try session.communicate(until: start + timeLimit, grace: exitGracePeriod, clock: clock)

        // Take the process group down: on a timeout, everything; after a
        // normal exit, whatever the program left behind. The leader is not
        // reaped yet, so its pid, the group's id, cannot have been reused.
        _ = kill(-pid, SIGKILL)
        if didTimeOut { _ = kill(pid, SIGKILL) }
        session.drainAvailableOutput()

        var exitCode: Int32 = -1
        var signalNumber: Int32 = 0
        try check(cphrase_reap(pid, &exitCode, &signalNumber), "waitpid", path: executablePath)
        reaped = true

        return Result(
            termination: signalNumber != 0 ? .signaled(Signal(rawValue: signalNumber)) : .exited(exitCode),
            didTimeOut: didTimeOut,
            standardOutput: session.stdout.bytes,
            standardError: session.stderr.bytes,
            isStandardOutputTruncated: session.stdout.isTruncated,
            isStandardErrorTruncated: session.stderr.isTruncated,
            duration: clock.now - start)
    }

    /// Throws for what `execve` would take badly or a caller got wrong.
    private func validate() throws {
        guard executablePath.hasPrefix("/"), !executablePath.utf8.contains(0) else {
            throw SystemError("execve", errno: EINVAL, path: executablePath, detail: "the program's path must be absolute")
        }
        for (name, value) in environment {
            guard !name.isEmpty, !name.utf8.contains(UInt8(ascii: "=")), !name.utf8.contains(0), !value.utf8.contains(0)
            else {
                throw SystemError("execve", errno: EINVAL, path: executablePath, detail: "invalid environment variable name \"\(name)\"")
            }
        }
        for argument in arguments where argument.utf8.contains(0) {
            throw SystemError("execve", errno: EINVAL, path: executablePath, detail: "an argument contains a NUL byte")
        }
    }

    /// Forks and executes the program with the three descriptors.
    private func spawn(stdin: FileDescriptor, stdout: FileDescriptor, stderr: FileDescriptor) throws -> pid_t {
        let name = executablePath.split(separator: "/").last.map(String.init) ?? executablePath
        let argv = CStringArray([name] + arguments)
        let envp = CStringArray(environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
        defer {
            argv.deallocate()
            envp.deallocate()
        }
        var stage: Int32 = 0
        let pid = executablePath.withCString { path in
            Self.withOptionalCString(workingDirectory) { directory in
                var request = cphrase_spawn_request(
                    path: path, argv: argv.pointer, envp: envp.pointer, working_directory: directory,
                    stdin_fd: stdin.rawValue, stdout_fd: stdout.rawValue, stderr_fd: stderr.rawValue,
                    limits: resourceLimits.cValue)
                return cphrase_spawn(&request, &stage)
            }
        }
        guard pid > 0 else {
            let code = errno
            switch Int(stage) {
            case Int(CPHRASE_SPAWN_STAGE_CHDIR):
                throw SystemError("chdir", errno: code, path: workingDirectory, detail: "cannot start \(executablePath)")
            case Int(CPHRASE_SPAWN_STAGE_EXECVE):
                throw SystemError("execve", errno: code, path: executablePath)
            case Int(CPHRASE_SPAWN_STAGE_RLIMIT):
                throw SystemError("setrlimit", errno: code, path: executablePath)
            case Int(CPHRASE_SPAWN_STAGE_SETSID):
                throw SystemError("setsid", errno: code, path: executablePath)
            case Int(CPHRASE_SPAWN_STAGE_DUP2):
                throw SystemError("dup2", errno: code, path: executablePath)
            case Int(CPHRASE_SPAWN_STAGE_PIPE):
                throw SystemError("pipe", errno: code, path: executablePath)
            default:
                throw SystemError("fork", errno: code, path: executablePath)
            }
        }
        return pid
    }

    private static func withOptionalCString<R>(_ string: String?, _ body: (UnsafePointer<CChar>?) -> R) -> R {
        if let string { string.withCString(body) } else { body(nil) }
    }
}

/// A NULL-terminated array of C strings, allocated before `fork` so that the
/// child allocates nothing.
private struct CStringArray {
    let pointer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>

    init(_ strings: [String]) {
        pointer = .allocate(capacity: strings.count + 1)
        for (index, string) in strings.enumerated() { pointer[index] = strdup(string) }
        pointer[strings.count] = nil
    }

    func deallocate() {
        var index = 0
        while let string = pointer[index] {
            free(string)
            index += 1
        }
        pointer.deallocate()
    }
}

/// One stream of a child's output: the first `limit` bytes are kept, the
/// rest counted as truncation and thrown away.
private struct Capture {
    var fd: FileDescriptor?
    let limit: Int
    var bytes: [UInt8] = []
    var isTruncated = false

    init(fd: FileDescriptor, limit: Int) {
        self.fd = fd
        self.limit = max(limit, 0)
    }

    var isOpen: Bool { fd != nil }

    /// Reads once; closes the stream at end of file or on an error.
    mutating func read(using scratch: UnsafeMutableRawBufferPointer) {
        guard let descriptor = fd else { return }
        let count: Int?
        do {
            count = try descriptor.readIfReady(into: scratch)
        } catch {
            count = 0
        }
        guard let count else { return }
        if count == 0 {
            descriptor.closeIgnoringErrors()
            fd = nil
            return
        }
        let room = limit - bytes.count
        if count > room { isTruncated = true }
        if room > 0 { bytes.append(contentsOf: scratch[..<min(count, room)]) }
    }
}

/// The parent's half of a running child: its pipes and the poll loop.
private struct Session {
    let pid: pid_t
    let input: [UInt8]
    var inputOffset = 0
    var stdin: FileDescriptor?
    var stdout: Capture
    var stderr: Capture
    /// Readable when the child exits (Linux 5.3+); otherwise we poll waitid.
    var pidfd: FileDescriptor?
    /// Where reads land before they are kept or thrown away.
    let scratch: UnsafeMutableRawBufferPointer

    init(
        pid: pid_t, input: [UInt8], stdin: FileDescriptor, stdout: Capture, stderr: Capture,
        scratch: UnsafeMutableRawBufferPointer
    ) {
        self.pid = pid
        self.scratch = scratch
        self.input = input
        self.stdin = stdin
        self.stdout = stdout
        self.stderr = stderr
        let pidfd = cphrase_pidfd_open(pid)
        self.pidfd = pidfd >= 0 ? FileDescriptor(rawValue: pidfd) : nil
        if input.isEmpty { closeInput() }
    }

    /// Writes the input and reads the outputs until the child has exited and
    /// both outputs are closed, the grace period after its exit has passed,
    /// or `deadline` has passed.
    ///
    /// - Returns: Whether the deadline passed before the child exited.
    mutating func communicate(until deadline: ContinuousClock.Instant, grace: Duration, clock: ContinuousClock) throws -> Bool {
        var drainDeadline: ContinuousClock.Instant?
        while true {
            if drainDeadline == nil, cphrase_child_has_exited(pid) != 0 {
                drainDeadline = min(clock.now + grace, deadline)
            }
            if drainDeadline != nil && !stdout.isOpen && !stderr.isOpen { return false }
            let now = clock.now
            let limit = drainDeadline ?? deadline
            if now >= limit { return drainDeadline == nil }

            var timeout = Poller.milliseconds(limit - now)
            var entries: [pollfd] = []
            if let stdin { entries.append(pollfd(fd: stdin.rawValue, events: Int16(POLLOUT), revents: 0)) }
            if let fd = stdout.fd { entries.append(pollfd(fd: fd.rawValue, events: Int16(POLLIN), revents: 0)) }
            if let fd = stderr.fd { entries.append(pollfd(fd: fd.rawValue, events: Int16(POLLIN), revents: 0)) }
            if drainDeadline == nil {
                if let pidfd {
                    entries.append(pollfd(fd: pidfd.rawValue, events: Int16(POLLIN), revents: 0))
                } else {
                    timeout = min(timeout, 5)  // no pidfd: look at the child every 5 ms
                }
            }
            if poll(&entries, nfds_t(entries.count), timeout) < 0 {
                let code = errno
                if code == EINTR { continue }
                throw SystemError("poll", errno: code)
            }
            for entry in entries where entry.revents != 0 {
                if entry.fd == stdin?.rawValue {
                    writeInput()
                } else if entry.fd == stdout.fd?.rawValue {
                    stdout.read(using: scratch)
                } else if entry.fd == stderr.fd?.rawValue {
                    stderr.read(using: scratch)
                }
            }
        }
    }

    /// Writes as much input as the pipe takes; closes it when all is written
    /// or the child has closed its end (`EPIPE`).
    private mutating func writeInput() {
        guard let fd = stdin else { return }
        do {
            let written = try input.withUnsafeBytes { bytes in
                try fd.writeIfReady(UnsafeRawBufferPointer(rebasing: bytes[inputOffset...]))
            }
            inputOffset += written ?? 0
            if inputOffset == input.count { closeInput() }
        } catch {
            closeInput()
        }
    }

    private mutating func closeInput() {
        stdin?.closeIgnoringErrors()
        stdin = nil
    }

    /// Closes every descriptor still open.
    mutating func close() {
        closeInput()
        for fd in [stdout.fd, stderr.fd, pidfd] { fd?.closeIgnoringErrors() }
        stdout.fd = nil
        stderr.fd = nil
        pidfd = nil
    }

    /// Reads what is already in the output pipes without waiting, after the
    /// process group has been killed; a bounded number of reads, in case a
    /// process that escaped the group keeps writing.
    mutating func drainAvailableOutput() {
        for _ in 0..<64 where stdout.isOpen || stderr.isOpen {
            let before = (stdout.bytes.count, stderr.bytes.count, stdout.isOpen, stderr.isOpen)
            stdout.read(using: scratch)
            stderr.read(using: scratch)
            let after = (stdout.bytes.count, stderr.bytes.count, stdout.isOpen, stderr.isOpen)
            if before == after { break }
        }
    }
}
