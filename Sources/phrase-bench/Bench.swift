import Foundation
import Phrasebook
import PhraseSystem

/// The whole benchmark: runs every measurement, prints the tables and writes
/// them to `Docs/performance.md`.
struct Bench {
    static let usage = """
        usage: phrase-bench [--output FILE] [--command TEXT] [--quick] [--python PATH] [--param NAME=VALUE …] [--no-socket] [--no-hassil]

          --output FILE     where the report goes (default Docs/performance.md; written atomically)
          --command TEXT    the command to name in the report (default: make bench)
          --quick           10³ and 10⁴ phrases only, fewer utterances (a smoke test, not a report)
          --python PATH     a Python that can `import hassil` (make bench makes .build/hassil-venv)
          --phrased PATH    the daemon (default: phrased beside this executable)
          --work DIR        generated phrase folders and scratch files (default .build/bench)
          --param NAME=VALUE  match with this MatchParameters value (repeatable; Docs/matching.md)
          --no-socket, --no-daemon, --no-hassil   leave those parts out
        """

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }()
    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }()

    var output = "Docs/performance.md"
    var command = "make bench"
    var isQuick = false
    var python: String?
    var phrased: String
    var work = ".build/bench"
    var script = "Sources/phrase-bench/hassil_bench.py"
    var withSocket = true, withDaemon = true, withHassil = true
    /// `--param` assignments, passed on to the children that match.
    var parameterAssignments: [String] = []
    var parameters = MatchParameters()
    let executable: String

    /// Report pieces, in order.
    var sections: [String] = []
    var targets: [(target: String, measured: String, met: Bool?)] = []

    init(_ arguments: [String]) throws {
        executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        phrased = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("phrased").path
        var words = arguments.makeIterator()
        func value(_ name: String) throws -> String {
            guard let v = words.next() else { throw BenchError("\(name) needs a value\n\(Self.usage)") }
            return v
        }
        while let word = words.next() {
            switch word {
            case "--output": output = try value(word)
            case "--command": command = try value(word)
            case "--quick": isQuick = true
            case "--python": python = try value(word)
            case "--phrased": phrased = try value(word)
            case "--work": work = try value(word)
            case "--hassil-script": script = try value(word)
            case "--no-socket": withSocket = false
            case "--no-daemon": withDaemon = false
            case "--no-hassil": withHassil = false
            case "--param":
                let assignment = try value(word)
                do { parameters = try parameters.setting(assignment) } catch { throw BenchError("--param: \(error)") }
                parameterAssignments.append(assignment)
            case "-h", "--help":
                print(Self.usage)
                exit(0)
            default: throw BenchError("unknown argument '\(word)'\n\(Self.usage)")
            }
        }
    }

    static func progress(_ message: String) {
        FileHandle.standardError.write(Data("bench: \(message)\n".utf8))
    }

    // MARK: The run

    struct Layout {
        var name: String
        var apps: Int
        var expanded: Int
        var folder: String
    }

    mutating func run() throws -> Int32 {
        let started = Date()
        let t0 = nanoseconds()
        let machine = Machine.current()
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)

        // Generated folders: ten templates × values, one app and ten apps.
        let sizes = isQuick ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000]
        var layouts: [Layout] = []
        for apps in [1, 10] {
            for size in sizes {
                let folder = "\(work)/phrases-\(apps)app-\(size)"
                var workload = Workload(seed: UInt64(size + apps))
                _ = try workload.writePhraseFolder(at: folder, apps: apps, values: size / Workload.placeTemplates.count)
                layouts.append(Layout(name: apps == 1 ? "one app" : "\(apps) apps", apps: apps, expanded: size, folder: folder))
            }
        }
        let empty = "\(work)/phrases-empty"
        try? FileManager.default.removeItem(atPath: empty)
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        Self.progress("generated \(layouts.count) phrase folders under \(work)")

        // In-process, each folder in a child process of its own.
        let largest = sizes.last!
        let baseline = try child(["measure-folder", empty, "--load-only"])
        let sample = try child(["measure-folder", "phrases", "--utterances", isQuick ? "300" : "2000"])
        // Issue 35's ordering app: long orders, six parameters, 1,440 templates.
        Self.progress("in-process: Brewline")
        let ordering = try child([
            "measure-folder", "Tests/PhrasebookTests/Apps/Brewline", "--corpus", "--utterances", isQuick ? "50" : "200",
        ])
        var figures: [(Layout, FolderFigures, loads: [Double], peaks: [Double])] = []
        for layout in layouts {
            Self.progress("in-process: \(layout.name), \(layout.expanded) phrases")
            var args = ["measure-folder", layout.folder, "--utterances", isQuick ? "300" : "1000",
                        "--naive-budget", isQuick ? "0.5" : "1.0"]
            if layout.apps == 1, layout.expanded == largest { args.append("--update") }
            let full = try child(args)
            var loads = [full.loadNanoseconds], peaks = [full.residentPeak]
            for _ in 0..<2 {
                let again = try child(["measure-folder", layout.folder, "--load-only"])
                loads.append(again.loadNanoseconds)
                peaks.append(again.residentPeak)
            }
            figures.append((layout, full, loads, peaks))
        }

        // The daemon: start-up per size, update-entities over the socket.
        var startups: [String: (Samples, Double)] = [:]
        var daemonUpdate: (Samples, Bool)?
        if withDaemon {
            for layout in layouts {
                Self.progress("daemon start-up: \(layout.name), \(layout.expanded) phrases")
                var times: [Double] = []
                var peak = Double.nan
                for _ in 0..<3 {
                    let daemon = try Daemon(executable: phrased, phrases: layout.folder, socketPath: socketPath("start"))
                    times.append(daemon.startupNanoseconds)
                    peak = daemon.residentPeak
                    daemon.stop()
                }
                startups[layout.folder] = (Samples(times), peak)
            }
            if let layout = layouts.first(where: { $0.apps == 1 && $0.expanded == largest }) {
                Self.progress("daemon update-entities: \(largest / 10) values")
                daemonUpdate = try measureDaemonUpdate(layout)
            }
        }

        // The socket, beside a bare echo server.
        var socketRows: [(String, SocketFigures, SocketFigures)] = []
        if withSocket {
            socketRows = try measureSocket(seconds: isQuick ? 0.5 : 2)
        }

        // hassil.
        var hassil: HassilComparison.Outcome?
        if withHassil {
            Self.progress("hassil beside Phrasebook")
            hassil = HassilComparison.run(
                python: python, script: script, workDirectory: work,
                sizes: isQuick ? [10, 1_000] : [10, 100, 1_000, 10_000, 100_000],
                utterances: isQuick ? 50 : 200, budget: isQuick ? 1 : 4, parameters: parameters)
        }

        // The report.
        addCompileSection(figures, baseline: baseline, startups: startups)
        addMatchSection(figures, sample: sample, ordering: ordering)
        addUpdateSection(figures, daemonUpdate: daemonUpdate)
        addSocketSection(socketRows)
        if let hassil { addHassilSection(hassil) }
        let elapsed = Double(nanoseconds() - t0) / 1e9
        var total: Double?
        if let epoch = ProcessInfo.processInfo.environment["BENCH_STARTED"].flatMap(Double.init) {
            total = Date().timeIntervalSince1970 - epoch
        }
        let text = render(machine: machine, started: started, finished: Machine.loadAverage(), seconds: elapsed, total: total)
        print(text)
        try AtomicFile.write(Array(text.utf8), to: output)
        Self.progress("wrote \(output) in \(String(format: "%.0f", elapsed)) s")
        return 0
    }

    func socketPath(_ name: String) -> String { "/tmp/phrase-bench-\(getpid())-\(name).sock" }

    /// Runs this executable in child mode and decodes its figures.
    func child(_ arguments: [String]) throws -> FolderFigures {
        let (status, output) = try runProcess(executable, arguments + parameterAssignments.flatMap { ["--param", $0] })
        guard status == 0 else { throw BenchError("phrase-bench \(arguments.joined(separator: " ")) exited with status \(status)") }
        return try Self.decoder.decode(FolderFigures.self, from: output)
    }

    // MARK: Daemon and socket

    func measureDaemonUpdate(_ layout: Layout) throws -> (Samples, Bool) {
        let daemon = try Daemon(executable: phrased, phrases: layout.folder, socketPath: socketPath("update"),
                                extraArguments: ["--max-line-length", "67108864"])
        defer { daemon.stop() }
        let count = layout.expanded / Workload.placeTemplates.count
        var times: [Double] = []
        var served = true
        for round in 0..<3 {
            var workload = Workload(seed: UInt64(500 + round))
            let titles = workload.titles(count)
            let values = titles.enumerated().map { (id: "r\(round)-\($0.offset)", title: $0.element) }
            let probe = values[count / 2]
            let (time, update, reply) = try daemon.updateEntities(
                app: "Atlas", entity: "PlaceEntity", values: values, probe: "open \(probe.title) in atlas")
            times.append(time)
            if !update.contains("\"status\":\"ok\"") || !reply.contains("\"value\":\"\(probe.id)\"") {
                served = false
                Self.progress("update-entities round \(round): \(update.prefix(200)) / \(reply.prefix(200))")
            }
        }
        return (Samples(times), served)
    }

    static let sampleMix = [
        "open my project in coding bridge", "hey can you open niagara falls in landmarks please",
        "search codingbridge for login bug", "start sleep meditation in calm", "order a large latte from daily byte",
        "what time is it", "save a link to diver", "navigate to the golden gate bridge by car in landmarks",
    ]
    static let exactMix = [
        "open my project in coding bridge", "open niagara falls in landmarks", "start sleep meditation in calm",
        "show weekend getaways collection in landmarks",
    ]

    func measureSocket(seconds: Double) throws -> [(String, SocketFigures, SocketFigures)] {
        let daemon = try Daemon(executable: phrased, phrases: "phrases", socketPath: socketPath("socket"))
        defer { daemon.stop() }
        var rows: [(String, SocketFigures, SocketFigures)] = []
        for (name, texts) in [("sample-app mix", Self.sampleMix), ("exact phrases", Self.exactMix),
                              ("{\"op\":\"ping\"}", ["{\"op\":\"ping\"}"])] {
            Self.progress("socket: \(name)")
            let lines = texts.map { Array(($0 + "\n").utf8) }
            let length = try SocketBench.meanResponseLength(daemon.socketPath, lines: lines)
            let echo = try EchoServer(path: socketPath("echo"), responseLength: length)
            defer { echo.close() }
            let e = try SocketBench.measure(echo.path, lines: lines, seconds: seconds / 2)
            let d = try SocketBench.measure(daemon.socketPath, lines: lines, seconds: seconds)
            rows.append(("\(name) (\(length) B responses)", d, e))
        }
        return rows
    }
}
